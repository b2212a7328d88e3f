import { randomUUID } from 'node:crypto';
import type { AppRepositoriesIn, ImportedOrder, ImportedOrderOutcome, OrderImportsPort } from '../../../kernel';
import type { CommerceOwnRepositories, CommerceRepositories } from '../repositories/repositories';
import type { NewOrderRow } from '../repositories/orders-repository';
import { orderEvent } from './order-story';

/** The checkout key an imported order is kept under: a second import of the reference finds it and places nothing. */
const keyOf = (reference: string) => `import:${reference.trim().toLowerCase()}`;

async function peopleByEmail(repos: CommerceRepositories, organisationId: string, emails: readonly string[]) {
  const people = new Map<string, { id: string; name: string; email: string }>();
  for (const email of new Set(emails.map((each) => each.toLowerCase()))) {
    const person = await repos.users.findByEmail(email);
    if (person && person.organisationId === organisationId) people.set(email, person);
  }
  return people;
}

/**
 * Orders of the past, as Manage's Bulk Upload reads them from another shop system: each is placed once per reference
 * (kept as its checkout's idempotency key), for a person of the organisation, as done (paid by the company, shipped
 * and completed, since it happened elsewhere), its line naming the catalogue's product when one has that name.
 */
async function place(repos: CommerceRepositories, organisationId: string, orders: readonly ImportedOrder[], by: { actorId: string | null; appSlug: string }): Promise<ImportedOrderOutcome[]> {
  const { orders: store, catalogue, settings } = repos.own;
  const known = await store.takenKeys(organisationId, orders.map((order) => keyOf(order.reference)));
  const people = await peopleByEmail(repos, organisationId, orders.map((order) => order.email));
  const products = new Map<string, { id: string; store: 'shop' | 'devicehub'; kind: 'product' | 'kit' }>();
  for (const product of await catalogue.productsByNames(organisationId, orders.map((order) => order.product))) {
    if (!products.has(product.name.toLowerCase())) products.set(product.name.toLowerCase(), product);
  }
  const seen = new Set(known);
  const outcomes: ImportedOrderOutcome[] = [];
  const fresh: (ImportedOrder & { person: { id: string; name: string; email: string } })[] = [];
  for (const order of orders) {
    const person = people.get(order.email.toLowerCase());
    if (seen.has(keyOf(order.reference))) outcomes.push('known');
    else if (!person) outcomes.push('unknown-person');
    else {
      seen.add(keyOf(order.reference));
      fresh.push({ ...order, person });
      outcomes.push('placed');
    }
  }
  if (fresh.length === 0) return outcomes;
  const { currency } = await settings.of(organisationId);
  const checkouts = await store.insertCheckouts(organisationId, fresh.map((order) => ({ personId: order.person.id, idempotencyKey: keyOf(order.reference) })));
  const first = await store.reserveNumbers(organisationId, fresh.length);
  const rows = await store.insertMany(
    fresh.map((order, index) => {
      const product = products.get(order.product.toLowerCase());
      const values: NewOrderRow = {
        organisationId,
        number: first + index,
        kind: product?.store ?? 'shop',
        checkoutId: checkouts.get(keyOf(order.reference))!,
        personId: order.person.id,
        personName: order.person.name,
        personEmail: order.person.email,
        status: 'completed',
        paymentStatus: 'paid',
        fulfilmentStatus: 'shipped',
        paymentMethod: 'company',
        currency,
        totalMinor: order.quantity * order.unitPriceMinor,
        deliveryAddress: { source: 'home', locationId: null, name: order.person.name, line1: '', line2: null, postcode: '', city: '', country: '' },
        placedAt: order.placedAt,
        completedAt: order.placedAt,
      };
      return {
        values,
        lines: [
          {
            position: 0,
            // Not in the catalogue: the line keeps its name under an id of its own, as a device outside the fleet does.
            productId: product?.id ?? randomUUID(),
            productKind: product?.kind ?? 'product',
            name: order.product,
            quantity: order.quantity,
            unitPriceMinor: order.unitPriceMinor,
            shippedQuantity: order.quantity,
          },
        ],
      };
    }),
  );
  await repos.audit.appendMany(
    rows.map((row) => ({
      organisationId,
      userId: by.actorId,
      impersonatorUserId: null,
      appSlug: by.appSlug,
      action: 'order.imported',
      entityType: 'order',
      entityId: row.id,
      before: null,
      after: { number: row.number, kind: row.kind, totalMinor: row.totalMinor },
    })),
  );
  await repos.lifeEvents.add(rows.map((row) => orderEvent(row, { kind: 'ordered', at: row.placedAt, appSlug: by.appSlug, actorId: by.actorId, personId: row.personId })));
  return outcomes;
}

export const commerceOrderImports = (repositoriesIn: AppRepositoriesIn<CommerceOwnRepositories>): OrderImportsPort => ({
  place: (callers, organisationId, orders, by) => place(repositoriesIn(callers), organisationId, orders, by),
});

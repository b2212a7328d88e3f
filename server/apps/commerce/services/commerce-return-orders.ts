import { randomUUID } from 'node:crypto';
import { returnOrderMove } from '../../../../src/apps/commerce/domain/return-order-status';
import type { OrderStatus } from '../../../../src/apps/commerce/domain/order-status';
import { ruleRefused, type AppRepositoriesIn, type NewReturnOrder, type Repositories, type ReturnOrdersPort, type ReturnOrderStatus, type ReturnSettlement } from '../../../kernel';
import type { CommerceOwnRepositories, CommerceRepositories } from '../repositories/repositories';
import type { OrderRow } from '../repositories/orders-repository';
import { invoiceEvent, orderEvent } from './order-story';

async function place(repos: CommerceRepositories, organisationId: string, order: NewReturnOrder): Promise<{ orderId: string; number: number }> {
  const person = await repos.users.find(organisationId, order.personId);
  if (!person) throw ruleRefused('No such person in the organisation.', 'unknown-person');
  const { currency } = await repos.own.settings.of(organisationId);
  const orders = repos.own.orders;
  const row = await orders.insert(
    {
      organisationId,
      number: await orders.nextNumber(organisationId),
      kind: order.kind,
      checkoutId: null,
      personId: person.id,
      personName: person.name,
      personEmail: person.email,
      status: 'ordered',
      // Nothing is charged: a buyback is paid to the person when settled, a repair is the company's.
      paymentStatus: 'held',
      paymentMethod: order.kind === 'buyback' ? 'wallet' : 'company',
      currency,
      totalMinor: order.lines.reduce((sum, line) => sum + line.amount, 0),
      // The device comes from the person; where it goes back to is the shipment's, not the order's.
      deliveryAddress: { source: 'home', locationId: null, name: person.name, line1: '', line2: null, postcode: '', city: '', country: '' },
      placedAt: order.at,
    },
    order.lines.map((line, position) => ({
      position,
      // A device, not a product of the catalogue: the line names the asset (or a fresh id for a device outside the fleet).
      productId: line.assetId ?? randomUUID(),
      productKind: 'product' as const,
      name: line.description,
      quantity: 1,
      unitPriceMinor: line.amount,
    })),
  );
  await repos.audit.append({
    organisationId,
    userId: order.actorId,
    impersonatorUserId: null,
    appSlug: order.appSlug,
    action: 'order.placed',
    entityType: 'order',
    entityId: row.id,
    before: null,
    after: { number: row.number, kind: row.kind, totalMinor: row.totalMinor },
  });
  await repos.lifeEvents.add([orderEvent(row, { kind: 'ordered', at: order.at, appSlug: order.appSlug, actorId: order.actorId, personId: row.personId })]);
  return { orderId: row.id, number: row.number };
}

async function lockedReturnOrder(repos: CommerceRepositories, organisationId: string, orderId: string): Promise<OrderRow> {
  const order = await repos.own.orders.lock(organisationId, orderId);
  if (!order || (order.kind !== 'buyback' && order.kind !== 'corporate')) throw ruleRefused('No such buyback or repair order.', 'unknown-order');
  return order;
}

async function moveTo(repos: CommerceRepositories, order: OrderRow, status: ReturnOrderStatus, at: Date): Promise<OrderRow> {
  const move = returnOrderMove(order.status, status);
  if (move === 'same') return order;
  if (move === 'refused') throw ruleRefused(`The order is ${order.status}; it cannot become ${status}.`, 'not-allowed-now', { status: order.status });
  const times: Partial<Record<OrderStatus, object>> = { completed: { completedAt: at }, cancelled: { cancelledAt: at } };
  return repos.own.orders.set(order.organisationId, order.id, { status, ...times[status] }, at);
}

/**
 * Pays the agreed amount once: the wallet entry and the settlement document are each keyed (the entry by the caller's
 * key, the document by the order), so a retry, or a second key for a settled order, writes nothing more.
 */
async function settle(repos: CommerceRepositories, organisationId: string, settlement: ReturnSettlement): Promise<{ creditNoteNumber: string | null }> {
  const order = await lockedReturnOrder(repos, organisationId, settlement.orderId);
  if (order.kind !== 'buyback') throw ruleRefused('Only a buyback is settled.', 'not-a-buyback');
  if (order.invoiceNumber) return { creditNoteNumber: order.invoiceNumber };
  if (!Number.isInteger(settlement.amount) || settlement.amount < 0) throw new RangeError('a settlement is a whole, non-negative amount of minor units');
  const lines = await repos.own.orders.lines(organisationId, [order.id]);
  const description = lines.map((line) => line.name).join(', ');
  if (settlement.to === 'wallet' && order.personId && settlement.amount > 0) {
    await repos.own.wallet.append(organisationId, {
      personId: order.personId,
      amountMinor: settlement.amount,
      currency: order.currency,
      reason: `Buyback settlement #${order.number}: ${description}`,
      orderId: order.id,
      idempotencyKey: `return-settlement:${settlement.key}`,
      actorId: settlement.actorId,
    });
  }
  // The company pays the person: a document of the invoice series that credits them (a self-billed settlement).
  const document = await repos.own.invoices.issueFor(organisationId, {
    kind: 'settlement',
    orderId: order.id,
    personId: order.personId,
    buyer: { name: order.personName, email: order.personEmail },
    totalMinor: settlement.amount,
    currency: order.currency,
    lines: [{ description: `Buyback: ${description}`, quantity: 1, unitPriceMinor: settlement.amount }],
    issuedAt: settlement.at,
  });
  const settled = await repos.own.orders.set(
    organisationId,
    order.id,
    { totalMinor: settlement.amount, paymentStatus: 'paid', invoiceId: document.id, invoiceNumber: document.number },
    settlement.at,
  );
  await moveTo(repos, settled, 'completed', settlement.at);
  await repos.audit.append({
    organisationId,
    userId: settlement.actorId,
    impersonatorUserId: null,
    appSlug: null,
    action: 'order.settled',
    entityType: 'order',
    entityId: order.id,
    before: { totalMinor: order.totalMinor },
    after: { totalMinor: settlement.amount, to: settlement.to, documentNumber: document.number },
  });
  await repos.lifeEvents.add([invoiceEvent(order, 'credited', document.number, settlement.at)]);
  return { creditNoteNumber: document.number };
}

/** Buyback and repair orders kept with the others, numbered in commerce's series and paid from its wallet. */
export const commerceReturnOrders = (repositoriesIn: AppRepositoriesIn<CommerceOwnRepositories>): ReturnOrdersPort => ({
  place: (callers: Repositories, organisationId, order) => place(repositoriesIn(callers), organisationId, order),
  async setStatus(callers, organisationId, orderId, status, at) {
    const repos = repositoriesIn(callers);
    await moveTo(repos, await lockedReturnOrder(repos, organisationId, orderId), status, at);
  },
  currency: async (callers, organisationId) => (await repositoriesIn(callers).own.settings.of(organisationId)).currency,
  settle: (callers, organisationId, settlement) => settle(repositoriesIn(callers), organisationId, settlement),
});

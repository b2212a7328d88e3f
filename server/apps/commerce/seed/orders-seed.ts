import type { Store } from '../../../../src/apps/commerce/domain/catalogue-terms';
import type { OrderStatus, PaymentMethod } from '../../../../src/apps/commerce/domain/order-status';
import { DEVICEHUB_SLUG, SHOP_SLUG } from '../../../../src/apps/commerce/domain/slug';
import { daysBefore, demoDice } from '../../../kernel';
import type { CommerceRepositories } from '../repositories/repositories';
import { addressOf, type AddressedLocation } from '../services/delivery-address';
import { quarterOf } from './money-seed';

interface PastOrder {
  readonly daysAgo: number;
  readonly store: Store;
  readonly items: readonly (readonly [name: string, quantity: number])[];
  readonly status: OrderStatus;
  readonly method: PaymentMethod;
}

const desk = [
  ['Wireless keyboard', 1],
  ['Ergonomic mouse', 1],
] as const;
const screen = [['27-inch monitor', 1]] as const;

/**
 * A year of orders, oldest first, in every state: one a month delivered (completed) from the Shop, one cancelled, a
 * Device Hub request declined and one waiting for its approver, and this week's still on their way. Only products
 * with shelves of their own: the Shop's linked headset and dock are Manage's count, untouched by the past.
 */
const PLAN: readonly PastOrder[] = [
  ...Array.from({ length: 11 }, (_, month): PastOrder => ({
    daysAgo: 340 - month * 30,
    store: 'shop',
    items: month % 3 === 0 ? screen : desk,
    status: month === 4 ? 'cancelled' : 'completed',
    method: month % 4 === 0 ? 'wallet' : 'company',
  })),
  { daysAgo: 100, store: 'devicehub', items: [['iPhone 15 (new)', 1]], status: 'cancelled', method: 'company' },
  { daysAgo: 40, store: 'devicehub', items: [['MacBook Air 13 (refurbished)', 1]], status: 'declined', method: 'company' },
  { daysAgo: 8, store: 'shop', items: screen, status: 'shipped', method: 'wallet' },
  { daysAgo: 4, store: 'shop', items: desk, status: 'shipped', method: 'credits' },
  { daysAgo: 3, store: 'devicehub', items: [['ThinkPad T14 (new)', 1]], status: 'awaiting-approval', method: 'company' },
  { daysAgo: 2, store: 'shop', items: [['Wireless keyboard', 2]], status: 'processing', method: 'credits' },
  { daysAgo: 1, store: 'shop', items: [['Ergonomic mouse', 1]], status: 'ordered', method: 'wallet' },
];

const ALLOWANCE_MINOR = 50_000;
/** The moment `days` after `at`: a parcel leaves the day after its order. */
const after = (at: Date, days: number) => daysBefore(at, -days);

/**
 * The staff's orders over the year (not the demo employee's or admin's: their own screens start clean), each with
 * what its state implies: charged to the wallet or credits and invoiced, refunded and credited when cancelled,
 * shipped with a tracking number, stock still reserved while open; a wallet allowance for each wallet buyer, this
 * quarter's credit budgets for all, and the trail of each order placed.
 */
export async function seedOrdersDemo(
  repos: CommerceRepositories,
  organisationId: string,
  people: readonly string[],
  catalogue: { products: ReadonlyMap<string, { id: string; priceMinor: number }>; office: AddressedLocation },
): Promise<void> {
  const own = repos.own;
  const [, admin] = people;
  const staff = await repos.users.findMany(organisationId, people.slice(2, -2));
  if (!admin || staff.length === 0) return;
  const now = new Date();
  const dice = demoDice(6);
  const { currency } = await own.settings.of(organisationId);
  await own.credits.insertBudgets(organisationId, staff.map((person) => ({ personId: person.id, ...quarterOf(now), amountMinor: 30_000, currency })));

  const firstNumber = await own.orders.reserveNumbers(organisationId, PLAN.length);
  const planned = PLAN.map((plan, index) => {
    const buyer = dice.pick(staff);
    const placedAt = daysBefore(now, plan.daysAgo);
    const shipped = plan.status === 'completed' || plan.status === 'shipped';
    const lines = plan.items.map(([name, quantity], position) => {
      const product = catalogue.products.get(name)!;
      return { position, productId: product.id, productKind: 'product' as const, name, quantity, unitPriceMinor: product.priceMinor, shippedQuantity: shipped ? quantity : 0 };
    });
    const approval = plan.status === 'awaiting-approval' || plan.status === 'declined';
    const values = {
      organisationId,
      number: firstNumber + index,
      kind: plan.store,
      personId: buyer.id,
      personName: buyer.name,
      personEmail: buyer.email,
      status: plan.status,
      paymentStatus: plan.status === 'cancelled' || plan.status === 'declined' ? ('refunded' as const) : approval ? ('held' as const) : ('paid' as const),
      fulfilmentStatus: shipped ? ('shipped' as const) : ('unfulfilled' as const),
      paymentMethod: plan.method,
      currency,
      totalMinor: lines.reduce((sum, line) => sum + line.quantity * line.unitPriceMinor, 0),
      deliveryAddress: addressOf(catalogue.office),
      approvalState: plan.status === 'declined' ? ('refused' as const) : approval ? ('pending' as const) : ('none' as const),
      approvalSteps: approval ? [{ order: 1, approverIds: [admin], requiredSharePercent: 0 }] : [],
      decisionReason: plan.status === 'declined' ? 'A refurbished MacBook is not on the supported list yet.' : plan.status === 'cancelled' ? 'Ordered twice by mistake.' : null,
      placedAt,
      completedAt: plan.status === 'completed' ? after(placedAt, 4) : null,
      cancelledAt: plan.status === 'cancelled' ? after(placedAt, 1) : null,
    };
    return { plan, buyer, approval, values, lines };
  });
  const orders = new Map((await own.orders.insertMany(planned)).map((order) => [order.number, order]));

  const topped = new Set<string>();
  for (const { plan, buyer, approval, values, lines } of planned) {
    const order = orders.get(values.number)!;
    const { totalMinor, placedAt } = values;
    const money = { personId: buyer.id, currency, actorId: admin };
    if (plan.method === 'wallet' && !topped.has(buyer.id)) {
      topped.add(buyer.id);
      await own.wallet.append(organisationId, { ...money, amountMinor: ALLOWANCE_MINOR, reason: 'Home-office allowance', idempotencyKey: `demo:allowance:${buyer.id}` });
    }
    const charge = { orderId: order.id, idempotencyKey: `order:${order.id}:charge` };
    if (plan.method === 'wallet' && !approval) await own.wallet.append(organisationId, { ...money, ...charge, amountMinor: -totalMinor, reason: `Order #${order.number}`, actorId: buyer.id });
    // Spent now, not when placed: a week ago may be last quarter, whose budget the demo does not have.
    if (plan.method === 'credits') await own.credits.spend(organisationId, { ...charge, personId: buyer.id, amountMinor: totalMinor });
    if (!approval) {
      const invoice = await own.invoices.issueFor(organisationId, {
        kind: 'order',
        orderId: order.id,
        personId: buyer.id,
        totalMinor,
        currency,
        lines: lines.map(({ name, quantity, unitPriceMinor }) => ({ description: name, quantity, unitPriceMinor })),
        issuedAt: placedAt,
        buyer: { name: buyer.name, email: buyer.email },
      });
      await own.orders.set(organisationId, order.id, { invoiceId: invoice.id, invoiceNumber: invoice.number }, placedAt);
    }
    if (plan.status === 'cancelled') {
      const refundedAt = after(placedAt, 1);
      if (plan.method === 'wallet') await own.wallet.append(organisationId, { ...money, amountMinor: totalMinor, reason: `Refund of order #${order.number}`, orderId: order.id, idempotencyKey: `order:${order.id}:refund` });
      await own.invoices.creditNoteFor(organisationId, order.id, refundedAt);
    }
    if (plan.status === 'ordered' || plan.status === 'processing' || plan.status === 'awaiting-approval') await own.stock.reserveForOrder(organisationId, order.id, lines, buyer.id);
  }

  const shipped = planned.filter(({ values }) => values.fulfilmentStatus === 'shipped').map(({ values }) => orders.get(values.number)!);
  const shippedLines = await own.orders.lines(organisationId, shipped.map((order) => order.id));
  await own.orders.insertShipments(
    shipped.map((order) => ({
      organisationId,
      orderId: order.id,
      carrier: 'DHL',
      trackingNumber: `00340434${String(161_000_000 + order.number * 7_919).padStart(12, '0')}`,
      lines: shippedLines.filter((line) => line.orderId === order.id).map((line) => ({ lineId: line.id, quantity: line.quantity })),
      shippedById: admin,
      shippedAt: after(order.placedAt, 1),
    })),
  );
  await repos.audit.appendMany(
    planned.map(({ plan, buyer, values }) => ({
      organisationId,
      userId: buyer.id,
      impersonatorUserId: null,
      appSlug: plan.store === 'shop' ? SHOP_SLUG : DEVICEHUB_SLUG,
      action: 'order.placed',
      entityType: 'order',
      entityId: orders.get(values.number)!.id,
      before: null,
      after: { number: values.number, totalMinor: values.totalMinor, status: plan.status },
      createdAt: values.placedAt,
    })),
  );
}

import type * as z from 'zod';
import type { OrderAction, OrderDetail } from '../../../../contract/apps/commerce/orders-schemas';
import { allowedEvents, ownerEvents } from '../domain/order-status';
import { unitDevicesOf, type UnitDevice } from '../domain/purchased-devices';
import { manageDataOf } from '../../manage/mocks/mock-state';
import { newId, type MockState, type MockUser } from '../../../../tests/mocks/mock-state';
import { catalogueDataOf } from './catalogue-mock-state';
import { moneyDataOf, type MockInvoice } from './money-mock-state';
import { releaseForOrder } from './order-stock-mock';

type Detail = z.output<typeof OrderDetail>;

/**
 * An order as the mocks keep it: what its page shows but the reader's actions and what the catalogue and the fleet
 * answer of its devices, and who placed and decides it.
 */
export type MockOrder = Omit<Detail, 'actions' | 'lines' | 'assets'> & {
  lines: Omit<Detail['lines'][number], 'devices'>[];
  readonly organisationId: string;
  readonly personId: string;
  /** Who decide, while it awaits approval: the first decision decides. */
  readonly approverIds: readonly string[];
};

/** What placing an order names; the rest it starts with. */
export type NewMockOrder = Pick<MockOrder, 'organisationId' | 'personId' | 'kind' | 'paymentMethod' | 'deliveryAddress' | 'approverIds'> & {
  readonly lines: readonly Pick<MockOrder['lines'][number], 'productId' | 'productKind' | 'name' | 'quantity' | 'unitPriceMinor'>[];
};

const nowIso = () => new Date().toISOString();

/**
 * Orders per mock state, numbered per organisation like the server's, and what a payment or a cancellation does to
 * the money and the stock they touch. The demo starts with none, as the server's does: a test places its own.
 */
export class OrdersMockData {
  readonly orders: MockOrder[] = [];
  /** Pay requests answered, per person and idempotency key: a retry answers the same orders. */
  readonly payments = new Map<string, MockOrder[]>();
  /** The idempotency key of every pay request, in order, for tests of retries. */
  readonly keysSeen: string[] = [];
  private readonly numbers = new Map<string, number>();

  constructor(private readonly state: MockState) {}

  /** A new order, awaiting approval when it names approvers; its money and stock are the caller's to move. */
  add(placement: NewMockOrder): MockOrder {
    const person = this.person(placement.personId);
    const number = (this.numbers.get(placement.organisationId) ?? 0) + 1;
    this.numbers.set(placement.organisationId, number);
    const approval = placement.approverIds.length > 0;
    const at = nowIso();
    const lines = placement.lines.map((line) => ({ ...line, id: newId(), lineTotalMinor: line.quantity * line.unitPriceMinor, shippedQuantity: 0 }));
    const order: MockOrder = {
      ...placement,
      id: newId(),
      number,
      status: approval ? 'awaiting-approval' : 'ordered',
      paymentStatus: approval ? 'held' : 'paid',
      fulfilmentStatus: 'unfulfilled',
      approvalState: approval ? 'pending' : 'none',
      currency: 'EUR',
      totalMinor: lines.reduce((sum, line) => sum + line.lineTotalMinor, 0),
      itemCount: lines.reduce((sum, line) => sum + line.quantity, 0),
      personName: person.name,
      personEmail: person.email,
      placedAt: at,
      updatedAt: at,
      version: 1,
      lines,
      shipments: [],
      notes: [],
      decisionReason: null,
      invoice: null,
      creditNote: null,
    };
    this.orders.unshift(order);
    return order;
  }

  /** The order as its reader sees it: an admin gets the moves of its status (approving only as an approver), its owner what an owner may do. */
  view(order: MockOrder, reader: MockUser, as: 'admin' | 'owner'): z.input<typeof OrderDetail> {
    const { organisationId: _organisation, personId: _person, approverIds, ...shown } = order;
    const deciding: z.output<typeof OrderAction>[] = ['approve', 'decline'];
    const actions = as === 'owner' ? ownerEvents(order.status) : allowedEvents(order.status).filter((event) => approverIds.includes(reader.id) || !deciding.includes(event));
    const assets = order.kind === 'devicehub' ? manageDataOf(this.state).purchased(order.organisationId, order.id) : [];
    return {
      ...shown,
      lines: order.lines.map((line) => ({ ...line, devices: this.devicesOf(order, line.productId) })),
      assets: assets.map(({ id, assetTag, serial, purchase }) => ({ id, assetTag, serial, lineId: purchase!.lineId, unit: purchase!.unit })),
      actions,
    };
  }

  /** What one unit of a line holds that joins the fleet: only the Device Hub's orders bring devices. */
  devicesOf(order: MockOrder, productId: string): UnitDevice[] {
    return order.kind === 'devicehub' ? unitDevicesOf(catalogueDataOf(this.state).unitParts(productId)) : [];
  }

  touch(order: MockOrder, changes: Partial<MockOrder>): MockOrder {
    Object.assign(order, changes, { version: order.version + 1, updatedAt: nowIso() });
    return order;
  }

  /** The paid order's invoice, in the organisation's one series. */
  invoice(order: MockOrder, issuedAt = new Date()): MockInvoice {
    const lines = order.lines.map((line) => ({ description: line.name, quantity: line.quantity, unitPriceMinor: line.unitPriceMinor }));
    return moneyDataOf(this.state).issue(this.person(order.personId), order.id, 'order', lines, issuedAt);
  }

  /** Takes the order's money: from the wallet or the credits; the company account moves nothing here. */
  charge(order: MockOrder, actor: MockUser): void {
    this.moveMoney(order, -order.totalMinor, `Order #${order.number}`, 'charge', actor);
  }

  /**
   * What cancelling or declining gives back, whoever asks: the reserved stock, the money, and an invoice taken back
   * by a credit note (an order that awaited approval had none).
   */
  giveBack(order: MockOrder, actor: MockUser): Pick<MockOrder, 'creditNote'> {
    releaseForOrder(this.state, order.id, actor);
    this.moveMoney(order, order.totalMinor, `Refund of order #${order.number}`, 'refund', actor);
    const money = moneyDataOf(this.state);
    const invoice = order.invoice && money.invoices.find((each) => each.id === order.invoice!.id);
    const note = invoice && (money.invoices.find((each) => each.kind === 'credit-note' && each.orderId === order.id) ?? money.creditNote(invoice));
    return { creditNote: note ? { id: note.id, number: note.number } : null };
  }

  /** A charge or refund happens once per order, keyed by it, like the server's. */
  private moveMoney(order: MockOrder, signedMinor: number, reason: string, move: 'charge' | 'refund', actor: MockUser): void {
    if (order.totalMinor === 0 || order.paymentMethod === 'company') return;
    const money = moneyDataOf(this.state);
    const person = this.person(order.personId);
    const idempotencyKey = `order:${order.id}:${move}`;
    if (order.paymentMethod === 'wallet') money.append({ person, amountMinor: signedMinor, reason, idempotencyKey, actor, orderId: order.id });
    else money.moveCredits(person, signedMinor, order.id, idempotencyKey);
  }

  private person(id: string): MockUser {
    return this.state.users.find((user) => user.id === id)!;
  }
}

const data = new WeakMap<MockState, OrdersMockData>();

export function ordersDataOf(state: MockState): OrdersMockData {
  let found = data.get(state);
  if (!found) data.set(state, (found = new OrdersMockData(state)));
  return found;
}

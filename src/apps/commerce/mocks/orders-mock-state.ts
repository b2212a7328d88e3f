import type * as z from 'zod';
import type { CheckoutSummary } from '../../../../contract/apps/commerce/checkout-schemas';
import type { OrderDetail } from '../../../../contract/apps/commerce/orders-schemas';
import { allowedEvents, ownerEvents, type OrderKind } from '../domain/order-status';
import { MOCK_DEMO, newId, type MockState } from '../../../../tests/mocks/mock-state';

export type MockOrder = z.output<typeof OrderDetail> & { readonly organisationId: string; readonly personId: string };
type Summary = z.output<typeof CheckoutSummary>;

const nowIso = () => new Date().toISOString();

/**
 * Orders and the pay page's cart per mock state: Acme's employee has a Device Hub order on its way and a Shop
 * order awaiting approval; the cart holds a laptop and a kit. A test sets `shortProducts` to have paying refused.
 */
export class OrdersMockData {
  readonly orders: MockOrder[] = [];
  /** Pay requests already answered, by idempotency key: a retry answers the same orders. */
  readonly payments = new Map<string, MockOrder[]>();
  /** The idempotency key of every pay request, in order, for tests of retries. */
  readonly keysSeen: string[] = [];
  shortProducts: string[] = [];
  walletBalanceMinor = 250_000;
  checkout: Summary;
  private lastNumber = 1000;

  constructor(private readonly state: MockState) {
    const employee = state.userByEmail(MOCK_DEMO.employee.email)!;
    const laptop = { productId: newId(), kind: 'product' as const, name: 'ThinkPad T14', quantity: 1, unitPriceMinor: 129_900, lineTotalMinor: 129_900 };
    const kit = { productId: newId(), kind: 'kit' as const, name: 'Home office kit', quantity: 1, unitPriceMinor: 19_900, lineTotalMinor: 19_900 };
    this.checkout = {
      currency: 'EUR',
      approvalThresholdMinor: 500_000,
      groups: [{ store: 'devicehub', lines: [laptop, kit], totalMinor: 149_800, needsApproval: false }],
      totalMinor: 149_800,
      addresses: [
        { id: newId(), kind: 'office', name: 'Berlin office', line1: 'Friedrichstraße 1', line2: null, postcode: '10117', city: 'Berlin', country: 'DE', isDefault: true },
        { id: newId(), kind: 'home', name: 'Home', line1: 'Gartenweg 5', line2: null, postcode: '80331', city: 'München', country: 'DE', isDefault: false },
      ],
      walletBalanceMinor: this.walletBalanceMinor,
      creditsBalanceMinor: 10_000,
    };
    const shipped = this.add(employee.organisationId, employee.id, 'devicehub', { status: 'shipped', paymentStatus: 'paid', fulfilmentStatus: 'shipped' }, [
      { name: 'MacBook Air 13', quantity: 1, unitPriceMinor: 119_900, shippedQuantity: 1 },
    ]);
    Object.assign(shipped, {
      shipments: [{ id: newId(), carrier: 'DHL', trackingNumber: 'DHL-0001', lines: [{ lineId: shipped.lines[0]!.id, quantity: 1 }], shippedAt: nowIso() }],
      invoice: { id: newId(), number: 'INV-2026-0001' },
    });
    this.add(employee.organisationId, employee.id, 'shop', { status: 'awaiting-approval', paymentStatus: 'held', approvalState: 'pending' }, [
      { name: 'Standing desk', quantity: 1, unitPriceMinor: 69_900, shippedQuantity: 0 },
    ]);
  }

  add(
    organisationId: string,
    personId: string,
    kind: OrderKind,
    statuses: Partial<Pick<MockOrder, 'status' | 'paymentStatus' | 'fulfilmentStatus' | 'approvalState' | 'paymentMethod'>>,
    lines: readonly { name: string; quantity: number; unitPriceMinor: number; shippedQuantity: number; kind?: 'product' | 'kit' }[],
  ): MockOrder {
    const person = this.state.users.find((user) => user.id === personId)!;
    const at = nowIso();
    const order: MockOrder = {
      organisationId,
      personId,
      id: newId(),
      number: ++this.lastNumber,
      kind,
      status: 'ordered',
      paymentStatus: 'paid',
      fulfilmentStatus: 'unfulfilled',
      paymentMethod: 'wallet',
      approvalState: 'none',
      currency: 'EUR',
      totalMinor: lines.reduce((sum, line) => sum + line.quantity * line.unitPriceMinor, 0),
      itemCount: lines.reduce((sum, line) => sum + line.quantity, 0),
      personName: person.name,
      personEmail: person.email,
      placedAt: at,
      updatedAt: at,
      version: 1,
      lines: lines.map((line) => ({
        id: newId(),
        productId: newId(),
        productKind: line.kind ?? 'product',
        name: line.name,
        quantity: line.quantity,
        unitPriceMinor: line.unitPriceMinor,
        lineTotalMinor: line.quantity * line.unitPriceMinor,
        shippedQuantity: line.shippedQuantity,
      })),
      deliveryAddress: { source: 'location', locationId: null, name: 'Berlin office', line1: 'Friedrichstraße 1', line2: null, postcode: '10117', city: 'Berlin', country: 'DE' },
      shipments: [],
      notes: [],
      decisionReason: null,
      invoice: null,
      creditNote: null,
      actions: [],
      ...statuses,
    };
    this.orders.unshift(order);
    return order;
  }

  /** The order as a reader sees it: an admin gets the moves of its status, its owner what an owner may do. */
  view(order: MockOrder, asAdmin: boolean): z.input<typeof OrderDetail> {
    const { organisationId: _organisation, personId: _person, ...shown } = order;
    return { ...shown, actions: asAdmin ? allowedEvents(order.status) : ownerEvents(order.status) };
  }

  touch(order: MockOrder, changes: Partial<MockOrder>): MockOrder {
    Object.assign(order, changes, { version: order.version + 1, updatedAt: nowIso() });
    return order;
  }
}

const data = new WeakMap<MockState, OrdersMockData>();

export function ordersDataOf(state: MockState): OrdersMockData {
  let found = data.get(state);
  if (!found) data.set(state, (found = new OrdersMockData(state)));
  return found;
}

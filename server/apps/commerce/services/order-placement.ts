import { initialStatus } from '../../../../src/apps/commerce/domain/order-status';
import type { OrderKind, PaymentMethod } from '../../../../src/apps/commerce/domain/order-status';
import type { ProductKind } from '../../../../src/apps/commerce/domain/catalogue-terms';
import { auditBy, ruleRefused, type AccessoryStockPort, type StaffPrincipal, type WebhookEventsPort } from '../../../kernel';
import type { CommerceRepositories } from '../repositories/repositories';
import type { OrderRow } from '../repositories/orders-repository';
import { OutOfStockError } from '../repositories/stock-repository';
import type { DeliveryAddress } from '../schema/orders';
import { chargeOrder, invoiceOrder } from './order-payments';
import { orderEvent } from './order-story';

/** One line as the order keeps it: what it was called and cost when it was placed. */
export interface PlacedLine {
  readonly productId: string;
  readonly kind: ProductKind;
  readonly name: string;
  readonly quantity: number;
  readonly unitPriceMinor: number;
}

/** An order to place: for whom, how it is paid, where it goes, and who placed it (for the trail). */
export interface OrderPlacement {
  readonly kind: OrderKind;
  /** The pay request that placed it; none for an order an admin places for someone. */
  readonly checkoutId: string | null;
  readonly person: { readonly id: string; readonly name: string; readonly email: string };
  readonly paymentMethod: PaymentMethod;
  readonly currency: string;
  readonly address: DeliveryAddress;
  readonly lines: readonly PlacedLine[];
  readonly totalMinor: number;
  /** Who decide first, when the order waits for an approver; null when it does not. */
  readonly approverIds: readonly string[] | null;
  readonly placedBy: StaffPrincipal;
  /** The app it was placed through, for the trail. */
  readonly appSlug: string;
}

/**
 * Places an order inside the caller's transaction: numbered, its stock reserved (a kit's components times their
 * quantity; a linked product's on its Manage accessory), its money taken and, unless an approver decides first,
 * invoiced. A unit too few refuses it as `out-of-stock`, naming the products, before anything of it is kept.
 */
/** The ports an order's placement calls: Manage's accessories its linked products draw on, and the webhooks it is told through. */
export interface PlacementPorts {
  readonly accessoryStock: AccessoryStockPort;
  readonly webhookEvents: WebhookEventsPort;
}

export async function placeOrder(repos: CommerceRepositories, ports: PlacementPorts, placement: OrderPlacement, at: Date): Promise<OrderRow> {
  const { organisationId } = placement.placedBy;
  const orders = repos.own.orders;
  const approval = placement.approverIds !== null;
  const order = await orders.insert(
    {
      organisationId,
      number: await orders.nextNumber(organisationId),
      kind: placement.kind,
      checkoutId: placement.checkoutId,
      personId: placement.person.id,
      personName: placement.person.name,
      personEmail: placement.person.email,
      status: initialStatus(approval),
      paymentStatus: approval ? 'held' : 'paid',
      paymentMethod: placement.paymentMethod,
      currency: placement.currency,
      totalMinor: placement.totalMinor,
      deliveryAddress: placement.address,
      approvalState: approval ? 'pending' : 'none',
      approvalSteps: approval ? [{ order: 1, approverIds: [...placement.approverIds!], requiredSharePercent: 0 }] : [],
      placedAt: at,
    },
    placement.lines.map((line, position) => ({ position, productId: line.productId, productKind: line.kind, name: line.name, quantity: line.quantity, unitPriceMinor: line.unitPriceMinor })),
  );
  try {
    const linked = await repos.own.stock.reserveForOrder(organisationId, order.id, placement.lines, placement.placedBy.userId);
    if (linked.length > 0) {
      const { short } = await ports.accessoryStock.reserve(
        repos,
        organisationId,
        linked.map(({ accessoryId, quantity }) => ({ accessoryId, quantity })),
        { orderId: order.id, actorId: placement.placedBy.userId, appSlug: placement.appSlug, at },
      );
      if (short.length > 0) throw new OutOfStockError(linked.filter((line) => short.includes(line.accessoryId)).map((line) => line.productId));
    }
  } catch (error) {
    if (!(error instanceof OutOfStockError)) throw error;
    // Only a JavaScript refusal so far: the transaction can still read the short products' names before it rolls back.
    const names = (await repos.own.catalogue.productsByIds(organisationId, error.productIds)).map((product) => product.name);
    throw ruleRefused(`Out of stock: ${names.join(', ')}.`, 'out-of-stock', { products: names.join(', ') });
  }
  await chargeOrder(repos, order, placement.placedBy.userId);
  const invoiced = approval ? {} : await invoiceOrder(repos, order, await orders.lines(organisationId, [order.id]), at);
  const saved = approval ? order : await orders.set(organisationId, order.id, invoiced, at);
  await repos.audit.append(
    auditBy(placement.placedBy, {
      action: 'order.placed',
      entityType: 'order',
      entityId: order.id,
      appSlug: placement.appSlug,
      after: { number: order.number, kind: order.kind, totalMinor: order.totalMinor, paymentMethod: order.paymentMethod, status: order.status },
    }),
  );
  await repos.lifeEvents.add([orderEvent(order, { kind: 'ordered', at, appSlug: placement.appSlug, actorId: placement.placedBy.userId, personId: order.personId })]);
  const person = { id: order.personId, name: order.personName, email: order.personEmail };
  const data = { id: order.id, number: order.number, kind: order.kind, status: saved.status, person, total: { amountMinor: order.totalMinor, currency: order.currency }, placedAt: at.toISOString() };
  await ports.webhookEvents.emit(repos, organisationId, { type: 'order.placed', data }, at);
  return saved;
}

import type { z } from 'zod';
import type { OrderStore } from '../../../../contract/apps/commerce/orders-routes';
import {
  ORDER_EXPORT_CAP,
  type CancelOrderRequest,
  type ManageOrderCounts,
  type ManageOrderExportQuery,
  type ManageOrderListQuery,
  type OrderAction,
  type OrderDecisionRequest,
  type OrderDetail,
  type OrderList,
  type OrderListQuery,
  type ShipOrderRequest,
} from '../../../../contract/apps/commerce/orders-schemas';
import { orderCounts } from '../../../../src/apps/commerce/domain/order-tabs';
import { MANAGE_ORDERS_SLUG } from '../../../../src/apps/commerce/domain/slug';
import {
  allowedEvents,
  cancelRefusal,
  fulfilmentOf,
  linesAfterShipment,
  nextStatus,
  ORDER_CHANGED_EVENT,
  ownerEvents,
  type OrderChangedPayload,
  type OrderEvent,
} from '../../../../src/apps/commerce/domain/order-status';
import { approvalProgress, voteProblem, type ApprovalVote } from '../../../../src/domain/approvals/approval-rules';
import { auditBy, notFound, ruleRefused, staleVersion, type PurchasedAsset, type StaffPrincipal } from '../../../kernel';
import type { CommerceRepositories } from '../repositories/repositories';
import type { CommerceDeps } from './service-deps';
import type { OrderLineRow, OrderRow, OrderVoteRow } from '../repositories/orders-repository';
import { creditOrder, invoiceOrder, refundOrder } from './order-payments';
import { tellWalletChanged } from './wallet-events';
import { orderEvent, shippedDeviceEvents } from './order-story';
import { orderDetailOf, orderSummaryOf, ordersCsv } from './orders-view';
import { CANCEL_REFUSALS, SERIAL_REFUSALS, SHIPMENT_REFUSALS } from '../../../../src/apps/commerce/domain/order-refusals';
import { deviceHubSupplier, parcelDevices, serialProblem, unitDevicesOf, type UnitDevice } from '../../../../src/apps/commerce/domain/purchased-devices';

type Action = z.output<typeof OrderAction>;
type Detail = z.input<typeof OrderDetail>;
type Shipment = z.output<typeof ShipOrderRequest>;


/** Whose change it is: an admin in Manage Orders, or the person who placed the order, in the store they placed it in. */
type Changer = { readonly as: 'admin' } | { readonly as: 'owner'; readonly store: OrderStore };
const ADMIN: Changer = { as: 'admin' };

const VOTE_REFUSALS = {
  'not-an-approver': 'You are not an approver of this order.',
  'already-voted': 'You decided on this order already.',
  'step-decided': 'This order is decided already.',
  'reason-required': 'Declining needs a reason.',
} as const;

const votesOf = (rows: readonly OrderVoteRow[]): ApprovalVote[] =>
  rows.map((row) => ({ approverId: row.approverId, decision: row.decision, reason: row.reason, at: row.at }));

/**
 * Orders after they are placed: the employee's request history, and Manage Orders, where admins approve or decline,
 * prepare, ship (whole or in parcels), complete and cancel them. Each change locks the order's row, checks the move
 * against the domain's transitions, and tells the person who placed it.
 */
export class OrdersService {
  constructor(private readonly deps: CommerceDeps) {}

  private async detail(repos: CommerceRepositories, order: OrderRow, actions: readonly Action[]): Promise<Detail> {
    const { organisationId, id } = order;
    const orders = repos.own.orders;
    const lines = await orders.lines(organisationId, [id]);
    return orderDetailOf(
      {
        order,
        lines,
        shipments: await orders.shipments(organisationId, id),
        notes: await orders.notes(organisationId, id),
        // Only a cancelled order that was invoiced has one.
        creditNote: order.status === 'cancelled' && order.invoiceId ? ((await repos.own.invoices.issuedFor(organisationId, 'credit-note', id)) ?? null) : null,
        devices: await this.lineDevices(repos, order, lines),
        assets: order.kind === 'devicehub' ? await this.deps.assetLifecycle.purchasedDevices(repos, organisationId, id) : [],
      },
      actions,
    );
  }

  /** What one unit of each line holds that joins the fleet: only the Device Hub's orders bring devices. */
  private async lineDevices(repos: CommerceRepositories, order: OrderRow, lines: readonly OrderLineRow[]): Promise<Map<string, UnitDevice[]>> {
    if (order.kind !== 'devicehub') return new Map();
    const parts = await repos.own.catalogue.unitParts(order.organisationId, lines.map((line) => line.productId));
    return new Map(lines.map((line) => [line.id, unitDevicesOf(parts.filter((part) => part.itemId === line.productId))]));
  }

  /**
   * The parcel's devices join the fleet in the shipment's transaction, with the serials typed for them: a serial
   * refused (or one the fleet has already) refuses the whole shipment, at its field.
   */
  private async receiveDevices(
    repos: CommerceRepositories,
    principal: StaffPrincipal,
    order: OrderRow,
    lines: readonly OrderLineRow[],
    parcel: readonly { lineId: string; quantity: number }[],
    serials: NonNullable<Shipment['serials']>,
    at: Date,
  ): Promise<void> {
    const devices = await this.lineDevices(repos, order, lines);
    const shipped = parcelDevices(
      lines.map((line) => ({ id: line.id, shippedQuantity: line.shippedQuantity, devices: devices.get(line.id) ?? [] })),
      parcel,
    );
    const problem = serialProblem(shipped, serials);
    if (problem) throw ruleRefused(SERIAL_REFUSALS[problem.problem], problem.problem, {}, `serials.${problem.index}.serial`);
    if (shipped.length === 0) return;
    const { takenSerials } = await this.deps.assetLifecycle.receivePurchasedDevices(repos, order.organisationId, {
      orderId: order.id,
      orderNumber: order.number,
      purchaseDate: order.placedAt.toISOString().slice(0, 10),
      supplier: deviceHubSupplier(order.number),
      invoiceNumber: order.invoiceNumber,
      devices: shipped.map(({ lineId, unit, device }) => {
        const line = lines.find((each) => each.id === lineId)!;
        return {
          lineId,
          unit,
          model: device.name,
          productType: device.productType,
          serial: serials.find((entry) => entry.lineId === lineId && entry.unit === unit)?.serial ?? null,
          costCents: line.productKind === 'product' ? line.unitPriceMinor : null,
        };
      }),
      actorId: principal.userId,
      appSlug: MANAGE_ORDERS_SLUG,
      at,
    });
    const taken = serials.findIndex((entry) => takenSerials.includes(entry.serial));
    if (taken >= 0) throw ruleRefused(SERIAL_REFUSALS['serial-taken'], 'serial-taken', { serial: serials[taken]!.serial }, `serials.${taken}.serial`);
    const inParcel = (asset: PurchasedAsset) => shipped.some((device) => device.lineId === asset.lineId && device.unit === asset.unit);
    const assets = (await this.deps.assetLifecycle.purchasedDevices(repos, order.organisationId, order.id)).filter(inParcel);
    await repos.lifeEvents.add(shippedDeviceEvents(order, assets, principal.userId, at));
  }

  /** The order's stock goes back: its own shelves' and its linked products' Manage accessories'. */
  private async release(repos: CommerceRepositories, principal: StaffPrincipal, order: OrderRow, at: Date): Promise<void> {
    await repos.own.stock.releaseForOrder(order.organisationId, order.id, principal.userId);
    await this.deps.accessoryStock.release(repos, order.organisationId, this.accessoryChange(principal, order, at));
  }

  private accessoryChange(principal: StaffPrincipal, order: OrderRow, at: Date) {
    return { orderId: order.id, actorId: principal.userId, appSlug: MANAGE_ORDERS_SLUG, at };
  }

  /** What the reader may do now: the moves of the status, approve and decline only for an approver yet to decide. */
  private async actionsFor(repos: CommerceRepositories, order: OrderRow, readerId: string): Promise<Action[]> {
    const events = allowedEvents(order.status);
    if (!events.includes('approve')) return events;
    const votes = votesOf(await repos.own.orders.votes(order.organisationId, order.id));
    const step = order.approvalSteps.find((each) => each.order === approvalProgress(order.approvalSteps, new Map([[1, votes]])).currentStep);
    const mayVote = step !== undefined && voteProblem(step, votes, { approverId: readerId, decision: 'accepted', reason: null }) === null;
    return events.filter((event) => mayVote || (event !== 'approve' && event !== 'decline'));
  }

  // The employee's request history

  async history(principal: StaffPrincipal, store: OrderStore, query: z.output<typeof OrderListQuery>): Promise<z.input<typeof OrderList>> {
    const orders = this.deps.store.repos.own.orders;
    const { rows, total } = await orders.list(principal.organisationId, { ...query, kind: store, personId: principal.userId, sort: query.sort as never });
    const lines = await orders.lines(principal.organisationId, rows.map((row) => row.id));
    return { items: rows.map((row) => orderSummaryOf(row, lines)), total, page: query.page, pageSize: query.pageSize };
  }

  async ownOrder(principal: StaffPrincipal, store: OrderStore, id: string): Promise<Detail> {
    const { repos } = this.deps.store;
    const order = await repos.own.orders.find(principal.organisationId, id);
    if (!order || !ownedBy(order, principal, store)) throw notFound('order');
    return this.detail(repos, order, ownerEvents(order.status));
  }

  /** The person who placed the order cancels it, as an admin would, while nothing of it has shipped. */
  async cancelOwn(principal: StaffPrincipal, store: OrderStore, id: string, body: z.output<typeof CancelOrderRequest>): Promise<Detail> {
    return this.change(principal, id, body.version, 'cancelled', (repos, order, at) => this.cancelled(repos, principal, order, body.reason, at), { as: 'owner', store });
  }

  // Manage Orders

  async list(principal: StaffPrincipal, query: z.output<typeof ManageOrderListQuery>): Promise<z.input<typeof OrderList>> {
    const orders = this.deps.store.repos.own.orders;
    const { rows, total } = await orders.list(principal.organisationId, { ...query, sort: query.sort as never });
    const lines = await orders.lines(principal.organisationId, rows.map((row) => row.id));
    return { items: rows.map((row) => orderSummaryOf(row, lines)), total, page: query.page, pageSize: query.pageSize };
  }

  async counts(principal: StaffPrincipal): Promise<z.input<typeof ManageOrderCounts>> {
    const tallies = await this.deps.store.repos.own.orders.countByKind(principal.organisationId);
    return { counts: orderCounts((kind) => tallies.find((tally) => tally.kind === kind)?.count ?? 0) };
  }

  async exportCsv(principal: StaffPrincipal, query: z.output<typeof ManageOrderExportQuery>) {
    const rows = await this.deps.store.repos.own.orders.all(principal.organisationId, { ...query, sort: query.sort as never }, ORDER_EXPORT_CAP);
    const day = this.deps.now().toISOString().slice(0, 10);
    return { filename: `orders-${query.kind}-${day}.csv`, contentType: 'text/csv; charset=utf-8', content: ordersCsv(rows) };
  }

  async get(principal: StaffPrincipal, id: string): Promise<Detail> {
    const { repos } = this.deps.store;
    const order = await repos.own.orders.find(principal.organisationId, id);
    if (!order) throw notFound('order');
    return this.detail(repos, order, await this.actionsFor(repos, order, principal.userId));
  }

  /**
   * One change of an order, in a transaction that holds its row: `change` writes and answers the order as it is
   * after; the trail gets the entry and the person who placed the order hears of it. An owner reaches only their
   * own orders of the store they ask through, and is answered with what they may do next.
   */
  private async change(
    principal: StaffPrincipal,
    id: string,
    version: number | null,
    action: string,
    change: (repos: CommerceRepositories, order: OrderRow, at: Date) => Promise<OrderRow>,
    changer: Changer = ADMIN,
  ): Promise<Detail> {
    const { organisationId, userId } = principal;
    const { order, detail, refunded } = await this.deps.store.transaction(async (repos) => {
      const before = await repos.own.orders.lock(organisationId, id);
      if (!before || (changer.as === 'owner' && !ownedBy(before, principal, changer.store))) throw notFound('order');
      if (version !== null && before.version !== version) throw staleVersion();
      const after = await change(repos, before, this.deps.now());
      await repos.audit.append(
        auditBy(principal, {
          action: `order.${action}`,
          entityType: 'order',
          entityId: id,
          appSlug: changer.as === 'owner' ? changer.store : MANAGE_ORDERS_SLUG,
          before: { status: before.status, paymentStatus: before.paymentStatus, fulfilmentStatus: before.fulfilmentStatus },
          after: { status: after.status, paymentStatus: after.paymentStatus, fulfilmentStatus: after.fulfilmentStatus },
        }),
      );
      const actions = changer.as === 'owner' ? ownerEvents(after.status) : await this.actionsFor(repos, after, userId);
      return { order: after, detail: await this.detail(repos, after, actions), refunded: before.paymentStatus !== 'refunded' && after.paymentStatus === 'refunded' };
    });
    if (order.personId) this.deps.realtime.toPerson(order.personId, ORDER_CHANGED_EVENT, { orderId: order.id } satisfies OrderChangedPayload);
    if (refunded && order.paymentMethod !== 'company') tellWalletChanged(this.deps.realtime, order.organisationId, order.personId);
    return detail;
  }

  private moved(order: OrderRow, event: OrderEvent) {
    const status = nextStatus(order.status, event);
    if (!status) throw ruleRefused(`An order that is ${order.status} cannot be changed that way.`, 'not-allowed-now', { status: order.status, action: event.type });
    return status;
  }

  async addNote(principal: StaffPrincipal, id: string, body: string): Promise<Detail> {
    return this.change(principal, id, null, 'noted', async (repos, order, at) => {
      await repos.own.orders.insertNote({ organisationId: order.organisationId, orderId: order.id, authorId: principal.userId, authorName: principal.name, body, createdAt: at });
      return repos.own.orders.set(order.organisationId, order.id, {}, at);
    });
  }

  async process(principal: StaffPrincipal, id: string, version: number): Promise<Detail> {
    return this.change(principal, id, version, 'processing', (repos, order, at) =>
      repos.own.orders.set(order.organisationId, order.id, { status: this.moved(order, { type: 'process' }) }, at),
    );
  }

  /** The order reached the person who placed it: a Device Hub order's devices are theirs in the fleet now. */
  async complete(principal: StaffPrincipal, id: string, version: number): Promise<Detail> {
    return this.change(principal, id, version, 'completed', async (repos, order, at) => {
      const status = this.moved(order, { type: 'complete' });
      if (order.kind === 'devicehub' && order.personId) {
        await this.deps.assetLifecycle.handOverPurchasedDevices(repos, order.organisationId, order.id, { holderId: order.personId, actorId: principal.userId, appSlug: MANAGE_ORDERS_SLUG, at });
        const delivered = await this.deps.assetLifecycle.purchasedDevices(repos, order.organisationId, order.id);
        const step = { kind: 'delivered', at, appSlug: MANAGE_ORDERS_SLUG, actorId: principal.userId, personId: order.personId } as const;
        await repos.lifeEvents.add(delivered.map(({ assetId }) => orderEvent(order, { ...step, assetId })));
      }
      return repos.own.orders.set(order.organisationId, order.id, { status, completedAt: at }, at);
    });
  }

  /**
   * A parcel leaves: the lines' shipped quantities grow, its devices join the fleet, and once everything left the
   * reserved stock is fulfilled.
   */
  async ship(principal: StaffPrincipal, id: string, body: Shipment): Promise<Detail> {
    return this.change(principal, id, body.version, 'shipped', async (repos, order, at) => {
      const orders = repos.own.orders;
      const lines = await orders.lines(order.organisationId, [order.id]);
      const after = linesAfterShipment(lines, body.lines);
      if ('problem' in after) throw ruleRefused(SHIPMENT_REFUSALS[after.problem], after.problem);
      const fulfilment = fulfilmentOf(after.lines);
      const status = this.moved(order, { type: 'ship', fulfilment });
      await orders.setShipped(order.organisationId, after.lines);
      const parcel = after.lines
        .map((line) => ({ lineId: line.id, quantity: line.shippedQuantity - lines.find((before) => before.id === line.id)!.shippedQuantity }))
        .filter((line) => line.quantity > 0);
      await this.receiveDevices(repos, principal, order, lines, parcel, body.serials ?? [], at);
      await orders.insertShipment({
        organisationId: order.organisationId,
        orderId: order.id,
        carrier: body.carrier ?? null,
        trackingNumber: body.trackingNumber,
        lines: parcel,
        shippedById: principal.userId,
        shippedAt: at,
      });
      if (fulfilment === 'shipped') {
        await repos.own.stock.fulfilForOrder(order.organisationId, order.id, principal.userId);
        // A linked product's units become the buyer's in Manage: the accessory's count is the stock that shipped.
        if (order.personId) await this.deps.accessoryStock.checkOutReserved(repos, order.organisationId, order.personId, this.accessoryChange(principal, order, at));
      }
      return orders.set(order.organisationId, order.id, { status, fulfilmentStatus: fulfilment }, at);
    });
  }

  /** Cancelled before anything shipped: the reserved stock goes back and the money to the wallet or credits. */
  async cancel(principal: StaffPrincipal, id: string, body: z.output<typeof CancelOrderRequest>): Promise<Detail> {
    return this.change(principal, id, body.version, 'cancelled', (repos, order, at) => this.cancelled(repos, principal, order, body.reason, at));
  }

  /**
   * The one cancellation, whoever asks: refused once anything shipped, else stock released, money refunded and an
   * invoice taken back by a credit note.
   */
  private async cancelled(repos: CommerceRepositories, principal: StaffPrincipal, order: OrderRow, reason: string, at: Date): Promise<OrderRow> {
    const refusal = cancelRefusal(order.status);
    if (refusal) throw ruleRefused(CANCEL_REFUSALS[refusal], refusal, { status: order.status });
    await this.release(repos, principal, order, at);
    await refundOrder(repos, order, principal.userId);
    await creditOrder(repos, order, at);
    return repos.own.orders.set(
      order.organisationId,
      order.id,
      {
        status: this.moved(order, { type: 'cancel' }),
        paymentStatus: 'refunded',
        approvalState: order.approvalState === 'pending' ? 'refused' : order.approvalState,
        decisionReason: reason,
        cancelledAt: at,
      },
      at,
    );
  }

  /**
   * An approver's decision, counted by the kernel's approval rules: accepted, the order is ordered and invoiced;
   * declined, its stock is released and its money refunded.
   */
  async decide(principal: StaffPrincipal, id: string, vote: z.output<typeof OrderDecisionRequest>): Promise<Detail> {
    const reason = vote.reason?.trim() || null;
    return this.change(principal, id, null, vote.decision === 'accepted' ? 'approved' : 'declined', async (repos, order, at) => {
      const orders = repos.own.orders;
      if (order.status !== 'awaiting-approval') throw ruleRefused('This order is not awaiting approval.', 'not-pending');
      const votes = votesOf(await orders.votes(order.organisationId, order.id));
      const progress = approvalProgress(order.approvalSteps, new Map([[1, votes]]));
      const step = order.approvalSteps.find((each) => each.order === progress.currentStep);
      if (!step) throw ruleRefused('This order is not awaiting approval.', 'not-pending');
      const problem = voteProblem(step, votes, { approverId: principal.userId, decision: vote.decision, reason });
      if (problem) throw ruleRefused(VOTE_REFUSALS[problem], problem);
      await orders.insertVote({ organisationId: order.organisationId, orderId: order.id, step: step.order, approverId: principal.userId, decision: vote.decision, reason, at });
      const after = approvalProgress(order.approvalSteps, new Map([[1, [...votes, { approverId: principal.userId, decision: vote.decision, reason, at }]]]));
      if (after.state === 'accepted') {
        const invoice = await invoiceOrder(repos, order, await orders.lines(order.organisationId, [order.id]), at);
        return orders.set(order.organisationId, order.id, { status: this.moved(order, { type: 'approve' }), approvalState: 'accepted', paymentStatus: 'paid', ...invoice }, at);
      }
      if (after.state === 'refused') {
        await this.release(repos, principal, order, at);
        await refundOrder(repos, order, principal.userId);
        return orders.set(
          order.organisationId,
          order.id,
          { status: this.moved(order, { type: 'decline' }), approvalState: 'refused', paymentStatus: 'refunded', decisionReason: reason },
          at,
        );
      }
      return orders.set(order.organisationId, order.id, {}, at);
    });
  }
}

/** An order the person placed, through the store they placed it in. */
function ownedBy(order: OrderRow, principal: StaffPrincipal, store: OrderStore): boolean {
  return order.personId === principal.userId && order.kind === store;
}

import type { z } from 'zod';
import type { AcceptQuote, CounterDecision, EditCondition, RequestQuote } from '../../../../contract/apps/returns/buyback-schemas';
import { ageBandOf } from '../../../../src/domain/pricing/device-pricing';
import { gradeOfDeclaration, type DeclaredCondition } from '../../../../src/apps/returns/domain/buyback-condition';
import { isQuoteExpired, quoteExpiresAt, RETURN_WORKING_DAYS, workingDeadline } from '../../../../src/apps/returns/domain/buyback-deadlines';
import { isAppleDevice } from '../../../../src/apps/returns/domain/buyback-device';
import { gradeLabel } from '../../../../src/apps/returns/domain/buyback-grades';
import { buybackPrice } from '../../../../src/apps/returns/domain/buyback-rules';
import { isOpenBuyback, nextBuybackStatus, type BuybackEvent } from '../../../../src/apps/returns/domain/buyback-status';
import { APPLE_TRADE_IN_SLUG, type BuybackChannel } from '../../../../src/apps/returns/domain/slug';
import { auditBy, notFound, ruleRefused, type FleetDevice, type StaffPrincipal } from '../../../kernel';
import type { BuybackRow } from '../repositories/buyback-repository';
import type { ReturnsRepositories } from '../repositories/repositories';
import { currentRules, ownLocked, sameVersion } from './buyback-access';
import { BUYBACK_CHANGED_EVENT, type BuybackChangedPayload } from '../../../../src/apps/returns/domain/buyback-events';
import { openInbound, openReturn, shipmentsOf } from './buyback-shipping';
import { buybackEvent } from './buyback-story';
import { buybackView } from './buyback-view';
import type { ReturnsDeps } from './service-deps';

/** Refused unless the event applies now; the code tells the screen what changed meanwhile. */
export function moved(row: BuybackRow, event: BuybackEvent) {
  const status = nextBuybackStatus(row.status, event);
  if (!status) throw ruleRefused(`The buyback is ${row.status}; it cannot ${event.replace('-', ' ')} now.`, 'not-allowed-now', { status: row.status });
  return status;
}

/** The person's side of Buyback and Apple Trade In: their devices, quotes, the order, and the answer to a counter-offer. */
export class BuybackService {
  constructor(private readonly deps: ReturnsDeps) {}

  private async heldDevices(repos: ReturnsRepositories, principal: StaffPrincipal, assetIds?: readonly string[]): Promise<FleetDevice[]> {
    return this.deps.assetLifecycle.devices(repos, principal.organisationId, { holderIds: [principal.userId], ...(assetIds && { assetIds }), limit: 200 });
  }

  async view(repos: ReturnsRepositories, row: BuybackRow, personName: string) {
    const certificate = await repos.own.buybacks.certificateOf(row.organisationId, row.id);
    return buybackView(row, personName, certificate?.id ?? null, await shipmentsOf(this.deps.shipments, repos, row.organisationId, [row]), this.deps.now());
  }

  async devices(principal: StaffPrincipal, channel: BuybackChannel) {
    const { repos } = this.deps.store;
    const devices = await this.heldDevices(repos, principal);
    const open = await repos.own.buybacks.list(principal.organisationId, { assetIds: devices.map((device) => device.assetId) });
    const busy = new Set(open.filter((row) => isOpenBuyback(row.status) && row.status !== 'quoted').map((row) => row.assetId));
    return {
      items: devices.map((device) => ({
        assetId: device.assetId,
        assetTag: device.assetTag,
        serial: device.serial,
        model: device.model,
        productType: device.productType,
        purchaseDate: device.purchaseDate,
        refusal: busy.has(device.assetId) ? ('open-buyback' as const) : channel === APPLE_TRADE_IN_SLUG && !isAppleDevice(device) ? ('not-apple' as const) : null,
      })),
    };
  }

  /** The grade, price and rules' version of a declaration, priced now. */
  private async priced(repos: ReturnsRepositories, organisationId: string, device: Pick<FleetDevice, 'model' | 'purchaseDate'>, condition: DeclaredCondition) {
    const now = this.deps.now();
    const rules = await currentRules(repos, organisationId);
    const grade = gradeOfDeclaration(condition);
    const ageBand = ageBandOf(device.purchaseDate ? new Date(`${device.purchaseDate}T00:00:00Z`) : null, now);
    const amount = buybackPrice(rules, device.model, ageBand, grade);
    if (amount === null) throw ruleRefused(`No price rule covers ${device.model} of this age yet.`, 'no-price-rule', { model: device.model });
    return { quotedGrade: grade, quotedAmount: amount, ageBand, rulesVersion: rules.version, quotedAt: now, expiresAt: quoteExpiresAt(now), condition };
  }

  async quote(principal: StaffPrincipal, channel: BuybackChannel, body: z.output<typeof RequestQuote>) {
    const { organisationId, userId } = principal;
    return this.deps.store.transaction(async (repos) => {
      const [device] = await this.heldDevices(repos, principal, [body.assetId]);
      if (!device) throw notFound('device');
      if (channel === APPLE_TRADE_IN_SLUG && !isAppleDevice(device)) {
        throw ruleRefused('Apple Trade In takes Apple devices only; sell this one through Buyback.', 'apple-only', { model: device.model }, 'assetId');
      }
      const earlier = await repos.own.buybacks.list(organisationId, { assetIds: [device.assetId] });
      if (earlier.some((row) => isOpenBuyback(row.status) && row.status !== 'quoted')) throw ruleRefused('This device is already on its way back.', 'open-buyback');
      const now = this.deps.now();
      // A new quote replaces the device's earlier ones: one price for one device at a time.
      for (const row of earlier.filter((each) => each.status === 'quoted')) await repos.own.buybacks.set(organisationId, row.id, { status: 'cancelled' }, now);
      const currency = await this.deps.returnOrders.currency(repos, organisationId);
      const row = await repos.own.buybacks.insert({
        organisationId,
        personId: userId,
        channel,
        status: 'quoted',
        assetId: device.assetId,
        assetTag: device.assetTag,
        serial: device.serial,
        model: device.model,
        currency,
        ...(await this.priced(repos, organisationId, device, body.condition)),
      });
      await repos.lifeEvents.add([buybackEvent(row, 'quoted', now, userId, { grade: gradeLabel(row.quotedGrade), price: row.quotedAmount })]);
      return this.view(repos, row, principal.name);
    });
  }

  async mine(principal: StaffPrincipal, channel: BuybackChannel) {
    const { repos } = this.deps.store;
    const rows = await repos.own.buybacks.list(principal.organisationId, { personId: principal.userId });
    const shown = rows.filter((each) => each.channel === channel && each.status !== 'cancelled');
    const certificates = new Map((await repos.own.buybacks.certificatesOf(principal.organisationId, shown.map((row) => row.id))).map((row) => [row.buybackId, row.id]));
    const shipments = await shipmentsOf(this.deps.shipments, repos, principal.organisationId, shown);
    return { items: shown.map((row) => buybackView(row, principal.name, certificates.get(row.id) ?? null, shipments, this.deps.now())) };
  }

  async get(principal: StaffPrincipal, id: string) {
    const { repos } = this.deps.store;
    const row = await repos.own.buybacks.find(principal.organisationId, id);
    if (!row || row.personId !== principal.userId) throw notFound('buyback');
    return this.view(repos, row, principal.name);
  }

  /** A quote not yet accepted is priced again for the new declaration, by the rules of now, for 14 days from now. */
  async edit(principal: StaffPrincipal, id: string, body: z.output<typeof EditCondition>) {
    return this.deps.store.transaction(async (repos) => {
      const row = await ownLocked(repos, principal, id);
      sameVersion(row, body.version);
      if (row.status !== 'quoted') throw ruleRefused('Only a quote not yet accepted can be changed.', 'not-allowed-now', { status: row.status });
      const [device] = await this.heldDevices(repos, principal, [row.assetId]);
      if (!device) throw notFound('device');
      const saved = await repos.own.buybacks.set(row.organisationId, row.id, await this.priced(repos, row.organisationId, device, body.condition), this.deps.now());
      return this.view(repos, saved, principal.name);
    });
  }

  /** The quote accepted while it holds: a buyback order in Manage Orders, and the device is to be sent. */
  async accept(principal: StaffPrincipal, channel: BuybackChannel, id: string, body: z.output<typeof AcceptQuote>) {
    const now = this.deps.now();
    return this.deps.store.transaction(async (repos) => {
      const row = await ownLocked(repos, principal, id);
      // A retried acceptance answers the order the first one placed.
      if (row.status === 'sent' && row.orderNumber) return { buyback: await this.view(repos, row, principal.name), orderNumber: row.orderNumber };
      sameVersion(row, body.version);
      const status = moved(row, 'accept-quote');
      if (isQuoteExpired(row.expiresAt, now)) throw ruleRefused('The quote expired; ask for a new one.', 'quote-expired', { expiresAt: row.expiresAt.toISOString() });
      const order = await this.deps.returnOrders.place(repos, row.organisationId, {
        kind: 'buyback',
        personId: row.personId,
        lines: [{ assetId: row.assetId, description: `${row.model} (${row.serial ?? row.assetTag})`, amount: row.quotedAmount }],
        appSlug: channel,
        actorId: principal.userId,
        at: now,
      });
      const saved = await repos.own.buybacks.set(row.organisationId, row.id, { status, orderId: order.orderId, orderNumber: order.number, senderAddress: body.from }, now);
      await openInbound(this.deps, repos, saved, body.from, principal.userId, now);
      await repos.audit.append(auditBy(principal, { action: 'buyback.accepted', entityType: 'buyback', entityId: row.id, appSlug: channel, after: { orderNumber: order.number, amount: row.quotedAmount } }));
      return { buyback: await this.view(repos, saved, principal.name), orderNumber: order.number };
    });
  }

  /** Accepted, the counter-offer is what will be paid; declined, the device goes back free within two working days. */
  async decide(principal: StaffPrincipal, id: string, body: z.output<typeof CounterDecision>) {
    const now = this.deps.now();
    const view = await this.deps.store.transaction(async (repos) => {
      const row = await ownLocked(repos, principal, id);
      sameVersion(row, body.version);
      const accepted = body.decision === 'accept';
      const status = moved(row, accepted ? 'accept-counter' : 'decline-counter');
      const calendar = accepted ? null : await this.deps.businessCalendars.organisationCalendar(repos, row.organisationId);
      const values = accepted ? { status, agreedAmount: row.counter!.amount } : { status, returnDueAt: workingDeadline(calendar, now, RETURN_WORKING_DAYS) };
      const saved = await repos.own.buybacks.set(row.organisationId, row.id, values, now);
      if (!accepted && row.orderId) await this.deps.returnOrders.setStatus(repos, row.organisationId, row.orderId, 'declined', now);
      // Declined, the device goes back free: its return parcel is opened with the decision.
      if (!accepted) await openReturn(this.deps, repos, saved, principal.userId, now);
      await repos.audit.append(auditBy(principal, { action: `buyback.counter-${body.decision}ed`, entityType: 'buyback', entityId: row.id, appSlug: row.channel, after: { amount: row.counter!.amount } }));
      return this.view(repos, saved, principal.name);
    });
    this.deps.realtime.toPersonAndAdmins(principal.organisationId, principal.userId, BUYBACK_CHANGED_EVENT, { buybackId: id } satisfies BuybackChangedPayload);
    return view;
  }

  async photo(principal: StaffPrincipal, id: string, photoId: string, asDesk: boolean) {
    const { repos } = this.deps.store;
    const row = await repos.own.buybacks.find(principal.organisationId, id);
    if (!row || (!asDesk && row.personId !== principal.userId)) throw notFound('buyback');
    const photo = (await repos.own.buybacks.photos(principal.organisationId, id)).find((each) => each.id === photoId);
    const stored = photo && (await this.deps.files.get(principal.organisationId, photo.fileKey));
    if (!photo || !stored) throw notFound('photo');
    return { filename: photo.filename, contentType: photo.contentType, contentBase64: Buffer.from(stored.bytes).toString('base64') };
  }
}

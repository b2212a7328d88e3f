import type { z } from 'zod';
import type { DeskQuery, Inspection, SaveBuybackRules, Settle, WipeCertificateInput } from '../../../../contract/apps/returns/buyback-schemas';
import { INSPECTION_WORKING_DAYS, workingDeadline } from '../../../../src/apps/returns/domain/buyback-deadlines';
import { gradeLabel, sameGrade, type DeviceGrade } from '../../../../src/apps/returns/domain/buyback-grades';
import { buybackPrice, rulesProblems } from '../../../../src/apps/returns/domain/buyback-rules';
import { inspectionOutcome } from '../../../../src/apps/returns/domain/buyback-status';
import { missingCertificateFields } from '../../../../src/apps/returns/domain/wipe-certificate';
import type { UploadedFile } from '../../../../contract/descriptor';
import { auditBy, newFileKey, notFound, ruleRefused, staleVersion, type FleetGrade, type StaffPrincipal } from '../../../kernel';
import type { BuybackRow, CertificateRow } from '../repositories/buyback-repository';
import type { ReturnsRepositories } from '../repositories/repositories';
import { currentRules, deskLocked, requireDesk, rulesOfQuote, sameVersion } from './buyback-access';
import { renderCertificatePdf } from './certificate-pdf';
import { tellPerson } from './buyback-notices';
import { moved, type BuybackService } from './buyback-service';
import { shipmentsOf } from './buyback-shipping';
import { buybackEvent } from './buyback-story';
import { buybackView } from './buyback-view';
import type { ReturnsDeps } from './service-deps';

/** The fleet's words for the condition a bought-back device leaves in. */
function fleetGradeOf(grade: DeviceGrade | null): FleetGrade | null {
  if (!grade) return null;
  if (grade.functional === 'F0' || grade.cosmetic === 'C1') return 'broken';
  return ({ C2: 'd', C3: 'c', C4: 'b', C5: 'b' } as Partial<Record<DeviceGrade['cosmetic'], FleetGrade>>)[grade.cosmetic] ?? 'a';
}

function certificateView(row: CertificateRow) {
  return { ...row.fields, id: row.id, buybackId: row.buybackId, assetId: row.assetId, recordedAt: row.recordedAt.toISOString(), recordedBy: row.recordedByName };
}

/** The desk: receipt, inspection (agreed, counter-offer or hold), the return of a declined device, the wipe certificate and the settlement. */
export class BuybackDeskService {
  constructor(
    private readonly deps: ReturnsDeps,
    private readonly buybacks: BuybackService,
  ) {}

  private async nameOf(repos: ReturnsRepositories, row: BuybackRow) {
    const person = await repos.users.find(row.organisationId, row.personId);
    return { name: person?.name ?? '', email: person?.email ?? '' };
  }

  private async viewOf(repos: ReturnsRepositories, row: BuybackRow) {
    return this.buybacks.view(repos, row, (await this.nameOf(repos, row)).name);
  }

  async list(principal: StaffPrincipal, query: z.output<typeof DeskQuery>) {
    requireDesk(principal);
    const { repos } = this.deps.store;
    const rows = await repos.own.buybacks.list(principal.organisationId, query.status ? { statuses: [query.status] } : {});
    const people = new Map((await repos.users.findMany(principal.organisationId, [...new Set(rows.map((row) => row.personId))])).map((user) => [user.id, user.name]));
    const certificates = new Map((await repos.own.buybacks.certificatesOf(principal.organisationId, rows.map((row) => row.id))).map((row) => [row.buybackId, row.id]));
    const shown = rows.filter((row) => row.status !== 'cancelled');
    const shipments = await shipmentsOf(this.deps.shipments, repos, principal.organisationId, shown);
    return { items: shown.map((row) => buybackView(row, people.get(row.personId) ?? '', certificates.get(row.id) ?? null, shipments, this.deps.now())) };
  }

  async get(principal: StaffPrincipal, id: string) {
    requireDesk(principal);
    const { repos } = this.deps.store;
    const row = await repos.own.buybacks.find(principal.organisationId, id);
    if (!row) throw notFound('buyback');
    return this.viewOf(this.deps.store.repos, row);
  }

  /** One step of the desk on a locked buyback, in one transaction, answered with the buyback as it is after. */
  private step(principal: StaffPrincipal, id: string, version: number | null, work: (repos: ReturnsRepositories, row: BuybackRow, now: Date) => Promise<BuybackRow>) {
    return this.deps.store.transaction(async (repos) => {
      const row = await deskLocked(repos, principal, id);
      if (version !== null) sameVersion(row, version);
      return work(repos, row, this.deps.now());
    });
  }

  async receive(principal: StaffPrincipal, id: string, version: number) {
    const row = await this.step(principal, id, version, async (repos, row, now) => {
      const status = moved(row, 'receive');
      if (row.orderId) await this.deps.returnOrders.setStatus(repos, row.organisationId, row.orderId, 'processing', now);
      await repos.audit.append(auditBy(principal, { action: 'buyback.received', entityType: 'buyback', entityId: row.id, appSlug: row.channel }));
      const calendar = await this.deps.businessCalendars.organisationCalendar(repos, row.organisationId);
      return repos.own.buybacks.set(row.organisationId, row.id, { status, receivedAt: now, inspectionDueAt: workingDeadline(calendar, now, INSPECTION_WORKING_DAYS) }, now);
    });
    return this.viewOf(this.deps.store.repos, row);
  }

  async uploadPhoto(principal: StaffPrincipal, id: string, filename: string, file: UploadedFile) {
    requireDesk(principal);
    const { organisationId } = principal;
    const row = await this.deps.store.repos.own.buybacks.find(organisationId, id);
    if (!row) throw notFound('buyback');
    const fileKey = newFileKey(`buybacks/${row.id}`, file.contentType);
    await this.deps.files.put(organisationId, fileKey, file.bytes, file.contentType);
    const photo = await this.deps.store.repos.own.buybacks.addPhoto({ organisationId, buybackId: row.id, fileKey, filename, contentType: file.contentType });
    return { id: photo.id };
  }

  /**
   * The inspection grades the device on both axes and prices it with the quote's own rules. Locked to an account: held,
   * and the person asked to remove the lock. As declared (same grade, same price): agreed. Else a counter-offer with
   * the reasons and photos, which the person accepts or declines.
   */
  async inspect(principal: StaffPrincipal, id: string, body: z.output<typeof Inspection>) {
    const row = await this.step(principal, id, body.version, async (repos, row, now) => {
      if (row.status !== 'received') moved(row, 'agree');
      const photos = new Set((await repos.own.buybacks.photos(row.organisationId, row.id)).map((photo) => photo.id));
      if (body.photoIds.some((photoId) => !photos.has(photoId))) throw ruleRefused('A photo is not of this buyback.', 'unknown-photo', {}, 'photoIds');
      const amount = buybackPrice(await rulesOfQuote(repos, row), row.model, row.ageBand, body.grade) ?? 0;
      const outcome = inspectionOutcome({ locked: body.locked, sameAsDeclared: sameGrade(body.grade, row.quotedGrade), amount, quoted: row.quotedAmount });
      const status = moved(row, outcome);
      if (outcome === 'counter' && body.reasons.trim() === '') throw ruleRefused('Say why the device differs from the declaration.', 'reasons-required', {}, 'reasons');
      await repos.audit.append(auditBy(principal, { action: `buyback.${outcome}`, entityType: 'buyback', entityId: row.id, appSlug: row.channel, after: { grade: gradeLabel(body.grade), amount } }));
      if (outcome === 'counter') await repos.lifeEvents.add([buybackEvent(row, 'counter-offered', now, principal.userId, { grade: gradeLabel(body.grade), price: amount })]);
      const counter = outcome === 'counter' ? { grade: body.grade, amount, reasons: body.reasons, photoIds: body.photoIds, at: now.toISOString() } : null;
      return repos.own.buybacks.set(row.organisationId, row.id, { status, inspectedGrade: body.grade, counter, agreedAmount: outcome === 'agree' ? amount : null }, now);
    });
    if (row.status === 'countered' || row.status === 'held') await tellPerson(this.deps, row, await this.nameOf(this.deps.store.repos, row), row.status === 'held' ? 'locked' : 'counter-offer');
    return this.viewOf(this.deps.store.repos, row);
  }

  async lockRemoved(principal: StaffPrincipal, id: string, version: number) {
    const row = await this.step(principal, id, version, async (repos, row, now) => repos.own.buybacks.set(row.organisationId, row.id, { status: moved(row, 'lock-removed') }, now));
    return this.viewOf(this.deps.store.repos, row);
  }

  /** The declined device went back to its holder, free: the order is shipped back, and the device stays theirs. */
  async sendBack(principal: StaffPrincipal, id: string, version: number) {
    const row = await this.step(principal, id, version, async (repos, row, now) => {
      const status = moved(row, 'send-back');
      if (row.orderId) await this.deps.returnOrders.setStatus(repos, row.organisationId, row.orderId, 'shipped', now);
      await repos.lifeEvents.add([buybackEvent(row, 'returned-to-holder', now, principal.userId)]);
      return repos.own.buybacks.set(row.organisationId, row.id, { status }, now);
    });
    return this.viewOf(this.deps.store.repos, row);
  }

  /** The wipe certificate, once per buyback, before the device leaves the company's hands; told on the asset's story. */
  async certify(principal: StaffPrincipal, id: string, body: z.output<typeof WipeCertificateInput>) {
    const certificate = await this.deps.store.transaction(async (repos) => {
      const row = await deskLocked(repos, principal, id);
      if (row.status !== 'agreed' && row.status !== 'settled' && row.status !== 'recycled') {
        throw ruleRefused('The device is wiped once its price is agreed.', 'not-allowed-now', { status: row.status });
      }
      const missing = missingCertificateFields(body);
      if (missing.length > 0) throw ruleRefused(`Missing: ${missing.join(', ')}.`, 'certificate-incomplete', { fields: missing.join(', ') });
      const now = this.deps.now();
      const added = await repos.own.buybacks.addCertificate({
        organisationId: row.organisationId,
        buybackId: row.id,
        assetId: row.assetId,
        fields: body,
        recordedById: principal.userId,
        recordedByName: principal.name,
        recordedAt: now,
      });
      if (added.created) {
        await repos.lifeEvents.add([{ ...buybackEvent(row, 'wiped', now, principal.userId, { certificate: added.row.id }), personId: null }]);
        await repos.audit.append(auditBy(principal, { action: 'buyback.wiped', entityType: 'buyback', entityId: row.id, appSlug: row.channel, after: { certificate: added.row.id, category: body.category } }));
      }
      return added.row;
    });
    return certificateView(certificate);
  }

  private async certificateOrNotFound(principal: StaffPrincipal, id: string): Promise<CertificateRow> {
    requireDesk(principal);
    const certificate = await this.deps.store.repos.own.buybacks.certificateOf(principal.organisationId, id);
    if (!certificate) throw notFound('certificate');
    return certificate;
  }

  async certificate(principal: StaffPrincipal, id: string) {
    return certificateView(await this.certificateOrNotFound(principal, id));
  }

  async certificatePdf(principal: StaffPrincipal, id: string) {
    const certificate = await this.certificateOrNotFound(principal, id);
    const organisation = await this.deps.store.repos.organisations.find(principal.organisationId);
    const bytes = await renderCertificatePdf({ organisationName: organisation?.name ?? '', id: certificate.id, fields: certificate.fields, recordedAt: certificate.recordedAt, recordedBy: certificate.recordedByName });
    return { filename: `wipe-certificate-${certificate.fields.serial}.pdf`, contentType: 'application/pdf', contentBase64: Buffer.from(bytes).toString('base64') };
  }

  /**
   * Pays what was agreed into the person's wallet, once: a retry after success (with the key or not) finds the buyback
   * settled and changes nothing. Not without the wipe certificate. A device worth nothing is recycled free instead.
   * Either way the device leaves the fleet.
   */
  async settle(principal: StaffPrincipal, id: string, body: z.output<typeof Settle>) {
    const row = await this.step(principal, id, null, async (repos, row, now) => {
      if (row.status === 'settled' || row.status === 'recycled') return row;
      sameVersion(row, body.version);
      const amount = row.agreedAmount ?? 0;
      const status = moved(row, amount > 0 ? 'settle' : 'recycle');
      if (!(await repos.own.buybacks.certificateOf(row.organisationId, row.id))) {
        throw ruleRefused('Record the data wipe certificate first: no device is paid for before its data is gone.', 'certificate-required');
      }
      const receipt = { grade: fleetGradeOf(row.inspectedGrade ?? row.quotedGrade), actorId: principal.userId, appSlug: row.channel, at: now };
      let settlementNumber: string | null = null;
      if (amount > 0) {
        settlementNumber = row.orderId
          ? (await this.deps.returnOrders.settle(repos, row.organisationId, { orderId: row.orderId, amount, to: 'wallet', key: `buyback:${row.id}:${body.idempotencyKey}`, actorId: principal.userId, at: now })).creditNoteNumber
          : null;
        await this.deps.assetLifecycle.markSold(repos, row.organisationId, row.assetId, { ...receipt, location: 'Bought back' });
        await repos.lifeEvents.add([buybackEvent(row, 'bought-back', now, principal.userId, { price: amount })]);
      } else {
        if (row.orderId) await this.deps.returnOrders.setStatus(repos, row.organisationId, row.orderId, 'completed', now);
        await this.deps.assetLifecycle.markRecycled(repos, row.organisationId, row.assetId, { ...receipt, location: 'Recycled free' });
      }
      await repos.audit.append(auditBy(principal, { action: `buyback.${status}`, entityType: 'buyback', entityId: row.id, appSlug: row.channel, after: { amount, settlementNumber } }));
      return repos.own.buybacks.set(row.organisationId, row.id, { status, settledAt: now, settlementNumber }, now);
    });
    return this.viewOf(this.deps.store.repos, row);
  }

  async rules(principal: StaffPrincipal) {
    requireDesk(principal);
    const { repos } = this.deps.store;
    const rules = await currentRules(repos, principal.organisationId);
    return { ...rules, basePrices: [...rules.basePrices], currency: await this.deps.returnOrders.currency(repos, principal.organisationId) };
  }

  /** A new version of the rules; quotes already given keep the version they were priced with. */
  async saveRules(principal: StaffPrincipal, body: z.output<typeof SaveBuybackRules>) {
    requireDesk(principal);
    const { version, ...rules } = body;
    const problems = rulesProblems(rules);
    if (problems.length > 0) throw ruleRefused(`The rules are not usable: ${problems.join(', ')}.`, problems[0]!);
    await this.deps.store.transaction(async (repos) => {
      const current = await currentRules(repos, principal.organisationId);
      if (current.version !== version) throw staleVersion();
      if (!(await repos.own.buybacks.addRules(principal.organisationId, { ...rules, version: version + 1 }, principal.userId))) throw staleVersion();
      await repos.audit.append(auditBy(principal, { action: 'buyback.rules-saved', entityType: 'buyback-rules', entityId: null, after: { version: version + 1 } }));
    });
    return this.rules(principal);
  }
}

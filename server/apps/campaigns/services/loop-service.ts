import type { z } from 'zod';
import { campaignEvents } from './campaign-story';
import { LoopRules, type AddLoopDevices, type UpdateLoopDevice } from '../../../../contract/apps/campaigns/loop-schemas';
import { creditReport } from '../../../../src/apps/campaigns/domain/loop-credit';
import { creditCsv } from '../../../../src/apps/campaigns/domain/loop-credit-csv';
import { CREDIT_FACTOR_TABLES, CURRENT_FACTOR_TABLE, factorTableOf } from '../../../../src/domain/environment/emission-factors';
import { releaseRefusals, type LoopGrade, type LoopReleaseRefusal } from '../../../../src/apps/campaigns/domain/loop-device';
import { LOOP_SLUG } from '../../../../src/apps/campaigns/domain/slug';
import { notFound, ruleRefused, staleVersion, type AuditEvent, type FleetGrade, type StaffPrincipal } from '../../../kernel';
import type { CampaignRepositories } from '../repositories/repositories';
import type { CampaignDeps } from './service-deps';
import type { LoopDeviceRow } from '../repositories/loop-repository';
import { campaignAudit, campaignOf } from './campaign-access';

/** A refused rule of Loop, coded `loop.<code>` for the screens' `refusals.loop.*`. */
const loopRefused = (code: string, reason: string) => ruleRefused(reason, `loop.${code}`);

/** Every Loop change lands in the trail under the Loop app. */
const loopAudit = (principal: StaffPrincipal, event: Omit<AuditEvent, 'appSlug'>) => campaignAudit(principal, LOOP_SLUG, event);

const REFUSAL_TEXT: Record<LoopReleaseRefusal, string> = {
  'grade-missing': 'the device has no grade',
  'disposition-missing': 'the device has no disposition',
  'sanitisation-missing': 'no data-sanitisation record',
  'recycler-missing': 'a recycled device needs a certified recycler',
  'destroyed-not-reusable': 'a device whose storage was destroyed cannot be refurbished or resold',
};

/** Loop grades in the fleet's words. */
const fleetGradeOf = (grade: LoopGrade | null): FleetGrade | null => (grade === null ? null : (grade.toLowerCase() as FleetGrade));

/** The device as answers carry it. */
export function loopDeviceOf(row: LoopDeviceRow) {
  const { id, serial, assetId, type, grade, disposition, recycler, sanitisation, releasedAt, version } = row;
  return { id, serial, assetId, type, grade, disposition, recycler, sanitisation, releasedAt: releasedAt?.toISOString() ?? null, version };
}

/** Loop's use cases: the devices of a campaign by serial, their release, and the campaign's environmental credit. */
export class LoopService {
  constructor(private readonly deps: Pick<CampaignDeps, 'store' | 'now' | 'assetLifecycle'>) {}

  private get repos(): CampaignRepositories {
    return this.deps.store.repos;
  }

  /** The campaign must be a Loop campaign of the caller's organisation; any other answers 404, as if absent. */
  private campaignOf(principal: StaffPrincipal, campaignId: string) {
    return campaignOf(this.repos, principal, LOOP_SLUG, campaignId);
  }

  factorTables() {
    return {
      current: CURRENT_FACTOR_TABLE.version,
      tables: CREDIT_FACTOR_TABLES.map(({ version, source, scope, factors }) => ({
        version,
        source,
        scope,
        factors: Object.entries(factors).map(([type, footprint]) => ({ type: type as keyof typeof factors, ...footprint })),
      })),
    };
  }

  /** The campaign's Loop rules; a campaign whose rules name no known table is credited by the current one. */
  private async rulesOf(principal: StaffPrincipal, campaignId: string) {
    const campaign = await this.campaignOf(principal, campaignId);
    const rules = LoopRules.safeParse(campaign.rules);
    const table = (rules.success && factorTableOf(rules.data.factorTableVersion)) || CURRENT_FACTOR_TABLE;
    return { campaign, table, defaultRecycler: rules.success ? rules.data.defaultRecycler : null };
  }

  async devices(principal: StaffPrincipal, campaignId: string) {
    await this.campaignOf(principal, campaignId);
    const rows = await this.repos.own.loop.devices(principal.organisationId, campaignId);
    return { devices: rows.map(loopDeviceOf) };
  }

  /** Serials already in the campaign (in any case, or twice in the request) are named back rather than added. */
  async add(principal: StaffPrincipal, campaignId: string, body: z.output<typeof AddLoopDevices>) {
    const { defaultRecycler } = await this.rulesOf(principal, campaignId);
    const { organisationId } = principal;
    const added = await this.deps.store.transaction(async (repos) => {
      // Serials the fleet knows are linked to their asset, so that recycling one retires it in Manage.
      const serials = body.devices.map((device) => device.serial);
      const fleet = await this.deps.assetLifecycle.devices(repos, organisationId, { serials, limit: serials.length });
      const assetOf = new Map(fleet.map((asset) => [asset.serial, asset.assetId]));
      const rows = await repos.own.loop.add(
        organisationId,
        campaignId,
        body.devices.map((device) => ({
          ...device,
          assetId: assetOf.get(device.serial) ?? null,
          recycler: device.disposition === 'recycle' ? defaultRecycler : null,
        })),
        this.deps.now(),
      );
      await repos.audit.append(
        loopAudit(principal, { action: 'loop.devices-added', entityType: 'campaign', entityId: campaignId, after: { serials: rows.map((row) => row.serial) } }),
      );
      return rows;
    });
    const addedKeys = new Set(added.map((row) => row.serial.toUpperCase()));
    const repeated = body.devices.map((device) => device.serial).filter((serial) => !addedKeys.has(serial.toUpperCase()));
    return { added: added.map(loopDeviceOf), repeated };
  }

  private async deviceOf(principal: StaffPrincipal, campaignId: string, id: string): Promise<LoopDeviceRow> {
    await this.campaignOf(principal, campaignId);
    const device = await this.repos.own.loop.find(principal.organisationId, campaignId, id);
    if (!device) throw notFound('device');
    return device;
  }

  /** Version-checked; a device that has left keeps the record it left with. */
  async update(principal: StaffPrincipal, campaignId: string, id: string, body: z.output<typeof UpdateLoopDevice>) {
    const before = await this.deviceOf(principal, campaignId, id);
    if (before.releasedAt) throw loopRefused('device-released', 'The device has left; its record no longer changes.');
    if (before.version !== body.version) throw staleVersion();
    const { version, ...values } = body;
    const row = await this.deps.store.transaction(async (repos) => {
      const updated = await repos.own.loop.update(principal.organisationId, campaignId, id, version, values, this.deps.now());
      if (updated) {
        await repos.audit.append(loopAudit(principal, { action: 'loop.device-updated', entityType: 'loop-device', entityId: id, before: loopDeviceOf(before), after: values }));
      }
      return updated;
    });
    if (!row) throw staleVersion();
    return loopDeviceOf(row);
  }

  /** The device leaves only when the domain's rules hold: graded, disposed, sanitised and, if recycled, certified. */
  async release(principal: StaffPrincipal, campaignId: string, id: string, version: number) {
    const before = await this.deviceOf(principal, campaignId, id);
    if (before.releasedAt) throw loopRefused('device-released', 'The device has already left.');
    if (before.version !== version) throw staleVersion();
    const refusals = releaseRefusals(before);
    const { campaign, table } = await this.rulesOf(principal, campaignId);
    if (refusals[0]) throw loopRefused(refusals[0], `The device may not leave yet: ${refusals.map((code) => REFUSAL_TEXT[code]).join('; ')}.`);
    const row = await this.deps.store.transaction(async (repos) => {
      const now = this.deps.now();
      const released = await repos.own.loop.release(principal.organisationId, campaignId, id, version, now);
      if (released?.assetId && released.disposition === 'recycle') {
        const receipt = { grade: fleetGradeOf(released.grade), location: released.recycler?.name ?? '', actorId: principal.userId, appSlug: LOOP_SLUG, at: now };
        await this.deps.assetLifecycle.markRecycled(repos, principal.organisationId, released.assetId, receipt);
      }
      if (released?.assetId && released.disposition) {
        const credit = creditReport([released], table).avoidedG;
        const step = { at: now, actorId: principal.userId, detail: { disposition: released.disposition, ...(credit > 0 && { avoidedG: credit }) } };
        const kind = released.disposition === 'recycle' ? 'recycled' : released.disposition === 'resell' ? 'sold' : 'refurbished';
        await repos.lifeEvents.add(campaignEvents(campaign, { userId: null }, kind, [{ assetId: released.assetId, assetTag: null }], step));
      }
      if (released) {
        await repos.audit.append(loopAudit(principal, { action: 'loop.device-released', entityType: 'loop-device', entityId: id, after: { disposition: before.disposition } }));
      }
      return released;
    });
    if (!row) throw staleVersion();
    return loopDeviceOf(row);
  }

  private async reportOf(principal: StaffPrincipal, campaignId: string) {
    const { table } = await this.rulesOf(principal, campaignId);
    const devices = await this.repos.own.loop.devices(principal.organisationId, campaignId);
    return { report: creditReport(devices, table), devices };
  }

  async credit(principal: StaffPrincipal, campaignId: string) {
    const { report } = await this.reportOf(principal, campaignId);
    return { ...report, lines: [...report.lines] };
  }

  async exportCredit(principal: StaffPrincipal, campaignId: string) {
    const { report, devices } = await this.reportOf(principal, campaignId);
    const day = this.deps.now().toISOString().slice(0, 10);
    return { filename: `loop-credit-${day}.csv`, contentType: 'text/csv; charset=utf-8', content: creditCsv(report, devices.map((device) => ({ ...device, releasedAt: device.releasedAt?.toISOString() ?? null }))) };
  }
}

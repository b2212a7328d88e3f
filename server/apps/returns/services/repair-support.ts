import { DEFAULT_REPAIR_SLA_TARGETS, type RepairSlaTargets } from '../../../../src/apps/returns/domain/repair-sla';
import { repairPaths } from '../../../../src/apps/returns/domain/repair-paths';
import { REPAIR_SLUG } from '../../../../src/apps/returns/domain/repair-terms';
import type { LifeEventKind } from '../../../../src/domain/life-story';
import type { NewLifeEvent, PlacesPort } from '../../../kernel';
import type { RepairRow } from '../repositories/repair-repository';
import type { ReturnsRepositories } from '../repositories/repositories';

/** The organisation's SLA targets: the defaults, with what an admin saved over them. */
export async function repairTargetsOf(repos: ReturnsRepositories, organisationId: string): Promise<RepairSlaTargets> {
  const { targets } = await repos.own.repairs.settings(organisationId);
  return { ...DEFAULT_REPAIR_SLA_TARGETS, ...targets };
}


/** A step of the repaired device's life story, named after its order and linked to it. */
export function repairEvent(row: RepairRow, kind: LifeEventKind, at: Date, actorId: string | null, detail: Record<string, string | number> = {}): NewLifeEvent {
  return {
    organisationId: row.organisationId,
    at,
    appSlug: REPAIR_SLUG,
    kind,
    assetId: row.assetId,
    personId: row.personId,
    actorId,
    subject: row.orderNumber === null ? row.model : `#${row.orderNumber} · ${row.model}`,
    href: row.orderId === null ? null : repairPaths.order(row.orderId),
    detail,
  };
}

/**
 * The organisation's repair desk: where devices are handed in and collected, and parcels to and from repair go. It is
 * the first office or warehouse of Locations with a complete address; null while none has one.
 */
export async function repairDeskOf(places: PlacesPort, repos: ReturnsRepositories, organisationId: string): Promise<string | null> {
  const sites = await places.list(repos, organisationId);
  const addressed = await places.addressesOf(repos, organisationId, sites.map((site) => site.id));
  return sites.find((site) => addressed.has(site.id))?.id ?? null;
}

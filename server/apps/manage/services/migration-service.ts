import { randomUUID } from 'node:crypto';
import type { z } from 'zod';
import type { MigrationRequest } from '../../../../contract/apps/manage/migration-schemas';
import { findHolder, holderIndex } from '../../../../src/apps/manage/domain/import-holders';
import { outcomeCounts, type ReportLine } from '../../../../src/apps/manage/domain/import-report';
import type { StaffPrincipal } from '../../../kernel';
import type { ManageRepositories } from '../repositories/repositories';
import type { ManageDeps } from './service-deps';
import { importAssets } from './migration-assets';
import { importLicences } from './migration-licences';
import { importPeople } from './migration-people';
import { importAccessories, importLocations } from './migration-places';
import type { MigrationRun } from './migration-run';
import { manageAudit } from './support';

/** Moving over from Snipe-IT: one file at a time, in any order, each all or nothing, each answered with its report. */
export class ManageMigrationService {
  constructor(private readonly deps: Pick<ManageDeps, 'store' | 'now' | 'places'>) {}

  async import(principal: StaffPrincipal, body: z.output<typeof MigrationRequest>) {
    const batchId = randomUUID();
    const organisationId = principal.organisationId;
    return this.deps.store.transaction(async (repos) => {
      const run: MigrationRun = { repos, organisationId, batchId, now: this.deps.now(), report: [], places: this.deps.places, placesCounts: null };
      if (body.kind === 'assets') await importAssets(run, body.rows);
      else if (body.kind === 'people') await importPeople(run, body.rows);
      else if (body.kind === 'licences') await importLicences(run, body.rows);
      else if (body.kind === 'accessories') await importAccessories(run, body.rows);
      else await importLocations(run, body.rows);
      const { matched, waiting } = await this.handOverWaiting(run);
      const counts = outcomeCounts({ lines: run.report });
      await repos.audit.append(
        manageAudit(principal, { action: 'import.migrated', entityType: 'import', entityId: batchId, after: { kind: body.kind, ...counts, matched, waiting } }),
      );
      return { batchId, kind: body.kind, lines: run.report satisfies ReportLine[], matched, waiting, places: run.placesCounts };
    });
  }

  /**
   * Whatever waited for a holder who is here now (from this file or an earlier one) is handed over: the asset
   * checked out to them, the licence seat given, while a seat is free. The rest keeps waiting.
   */
  private async handOverWaiting({ repos, organisationId, now }: MigrationRun): Promise<{ matched: number; waiting: number }> {
    const migration = repos.own.migration;
    const waiting = await migration.waiting(organisationId);
    if (waiting.length === 0) return { matched: 0, waiting: 0 };
    const people = holderIndex(await migration.people(organisationId));
    const handed: string[] = [];
    const assets: { assetId: string; assigneeId: string; status: NonNullable<typeof waiting[number]['status']> }[] = [];
    const seats: { licenceId: string; userId: string }[] = [];
    const free = await this.freeSeats(repos, organisationId);
    for (const row of waiting) {
      const match = findHolder(people, row.holder);
      if (match.found !== 'one') continue;
      if (row.entityType === 'asset') {
        // Handed over only if nobody checked it out by hand meanwhile; either way it no longer waits.
        assets.push({ assetId: row.entityId, assigneeId: match.id, status: row.status ?? 'deployed' });
        handed.push(row.id);
        continue;
      }
      const licence = free.get(row.entityId);
      if (!licence || licence.holders.has(match.id)) {
        if (licence) handed.push(row.id);
        continue;
      }
      if (licence.free === 0) continue;
      licence.free -= 1;
      licence.holders.add(match.id);
      seats.push({ licenceId: row.entityId, userId: match.id });
      handed.push(row.id);
    }
    await migration.handOver(organisationId, assets, now);
    await migration.giveSeats(organisationId, seats, now);
    await migration.removeWaiting(organisationId, handed);
    return { matched: handed.length, waiting: waiting.length - handed.length };
  }

  private async freeSeats(repos: ManageRepositories, organisationId: string) {
    const { licences, seats } = await repos.own.migration.licences(organisationId);
    return new Map(
      licences.map((licence) => [
        licence.id,
        { free: licence.seats - licence.seatsUsed, holders: new Set(seats.filter((seat) => seat.licenceId === licence.id && seat.userId).map((seat) => seat.userId!)) },
      ]),
    );
  }
}

import type { z } from 'zod';
import type {
  AccessoryMigrationRow,
  AssetMigrationRow,
  ComponentMigrationRow,
  ConsumableMigrationRow,
  LicenceMigrationRow,
  LocationMigrationRow,
  ModelMigrationRow,
  OrderMigrationRow,
  PersonMigrationRow,
} from '../../../../contract/apps/manage/migration-schemas';
import { findHolder, holderIndex } from '../../../../src/apps/manage/domain/import-holders';
import type { ImportKind } from '../../../../src/apps/manage/domain/import-fields';
import type { ManageRepositories } from '../repositories/repositories';
import { importAssets } from './migration-assets';
import { importLicences } from './migration-licences';
import { importModels } from './migration-models';
import { importOrders } from './migration-orders';
import { importPeople } from './migration-people';
import { importAccessories, importLocations } from './migration-places';
import type { MigrationRun } from './migration-run';
import { importComponents, importConsumables } from './migration-stock';

interface KindRow {
  assets: z.output<typeof AssetMigrationRow>;
  people: z.output<typeof PersonMigrationRow>;
  licences: z.output<typeof LicenceMigrationRow>;
  accessories: z.output<typeof AccessoryMigrationRow>;
  locations: z.output<typeof LocationMigrationRow>;
  consumables: z.output<typeof ConsumableMigrationRow>;
  components: z.output<typeof ComponentMigrationRow>;
  models: z.output<typeof ModelMigrationRow>;
  orders: z.output<typeof OrderMigrationRow>;
}

const IMPORTERS: { readonly [K in ImportKind]: (run: MigrationRun, rows: readonly KindRow[K][]) => Promise<void> } = {
  assets: importAssets,
  people: importPeople,
  licences: importLicences,
  accessories: importAccessories,
  locations: importLocations,
  consumables: importConsumables,
  components: importComponents,
  models: importModels,
  orders: importOrders,
};

/**
 * The one pipeline's writing end: rows of a kind, read and checked by the API's rules, created or merged by their
 * natural keys (tag or serial, address, name, licence name and key, model type, maker, name and number, order
 * reference), inside the caller's transaction.
 */
export async function importKindRows(run: MigrationRun, kind: ImportKind, rows: readonly unknown[]): Promise<void> {
  if (rows.length === 0) return;
  await (IMPORTERS[kind] as (run: MigrationRun, rows: readonly unknown[]) => Promise<void>)(run, rows);
}

/**
 * Whatever waited for a holder who is here now (from this file or an earlier one) is handed over: the asset
 * checked out to them, the licence seat given, while a seat is free. The rest keeps waiting.
 */
export async function handOverWaiting({ repos, organisationId, now }: MigrationRun): Promise<{ matched: number; waiting: number }> {
  const migration = repos.own.migration;
  const waiting = await migration.waiting(organisationId);
  if (waiting.length === 0) return { matched: 0, waiting: 0 };
  const people = holderIndex(await migration.people(organisationId));
  const handed: string[] = [];
  const assets: { assetId: string; assigneeId: string; status: NonNullable<typeof waiting[number]['status']> }[] = [];
  const seats: { licenceId: string; userId: string }[] = [];
  const free = await freeSeats(repos, organisationId);
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

async function freeSeats(repos: ManageRepositories, organisationId: string) {
  const { licences, seats } = await repos.own.migration.licences(organisationId);
  return new Map(
    licences.map((licence) => [
      licence.id,
      { free: licence.seats - licence.seatsUsed, holders: new Set(seats.filter((seat) => seat.licenceId === licence.id && seat.userId).map((seat) => seat.userId!)) },
    ]),
  );
}

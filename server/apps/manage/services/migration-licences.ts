import type { z } from 'zod';
import type { LicenceMigrationRow } from '../../../../contract/apps/manage/migration-schemas';
import { findHolder, holderIndex, holderLabel } from '../../../../src/apps/manage/domain/import-holders';
import type { HolderRef } from '../../../../src/apps/manage/domain/import-row-reading';
import { licenceKeyOf } from '../../../../src/apps/manage/domain/import-licence-rows';
import type { WaitingValues } from '../repositories/migration-repository';
import type { MigrationRun } from './migration-run';

type Row = z.output<typeof LicenceMigrationRow>;

const waitingKey = (licenceId: string, holder: HolderRef) => `${licenceId}\u0000${holder.username ?? ''}\u0000${holder.email ?? ''}\u0000${holder.name ?? ''}`.toLowerCase();

interface Licence {
  id: string;
  seats: number;
  used: number;
  holders: Set<string>;
}

/**
 * Snipe-IT writes one line per seat checked out, repeating the licence: lines with the same name and key are one
 * licence (with its software of the same name), created once or found again. A line naming a person gives them a
 * seat, or waits for them when they are not here yet.
 */
export async function importLicences(run: MigrationRun, rows: readonly Row[]): Promise<void> {
  const { repos, organisationId, batchId, now, report } = run;
  const migration = repos.own.migration;
  const people = holderIndex(await migration.people(organisationId));

  const software = new Map((await migration.softwareByName(organisationId, rows.map((row) => row.name))).map((title) => [title.name.toLowerCase(), title.id]));
  const missingTitles = [...new Map(rows.filter((row) => !software.has(row.name.toLowerCase())).map((row) => [row.name.toLowerCase(), row])).values()];
  for (const title of await migration.insertSoftware(missingTitles.map((row) => ({ organisationId, name: row.name, publisher: row.publisher, category: row.category })))) {
    software.set(title.name.toLowerCase(), title.id);
  }

  const known = await migration.licences(organisationId);
  const licences = new Map<string, Licence>();
  for (const licence of known.licences) {
    const holders = new Set(known.seats.filter((seat) => seat.licenceId === licence.id && seat.userId).map((seat) => seat.userId!));
    licences.set(`${licence.softwareId}\u0000${licenceKeyOf(licence)}`, { id: licence.id, seats: licence.seats, used: licence.seatsUsed, holders });
  }
  const keyOf = (row: Row) => `${software.get(row.name.toLowerCase())}\u0000${licenceKeyOf(row)}`;
  const groups = new Map<string, Row[]>();
  for (const row of rows) groups.set(keyOf(row), [...(groups.get(keyOf(row)) ?? []), row]);
  const fresh = [...groups].filter(([key]) => !licences.has(key));
  const ids = await migration.insertLicences(
    fresh.map(([key, group]) => {
      const first = group[0]!;
      // A file without seat counts has at least one seat per person it names.
      const seats = Math.max(1, ...group.map((row) => row.seats ?? 0), group.filter((row) => row.holder).length);
      const { name, licenceKey, expiresOn, costCents, supplier, notes } = first;
      return { organisationId, softwareId: key.split('\u0000')[0]!, name, licenceKey, seats, expiresOn, costCents, supplier, notes, updatedAt: now };
    }),
  );
  run.created += ids.length;
  const created = new Set<string>();
  fresh.forEach(([key, group], index) => {
    licences.set(key, { id: ids[index]!, seats: Math.max(1, ...group.map((row) => row.seats ?? 0), group.filter((row) => row.holder).length), used: 0, holders: new Set() });
    created.add(key);
  });

  const seats: { licenceId: string; userId: string }[] = [];
  const waiting: WaitingValues[] = [];
  // The same file again, or another naming the same seat, must not wait for the same holder twice.
  const alreadyWaiting = new Set((await migration.waiting(organisationId)).map((row) => waitingKey(row.entityId, row.holder)));
  const firstLines = new Set<Row>([...groups.values()].map((group) => group[0]!));
  for (const row of rows) {
    const licence = licences.get(keyOf(row))!;
    const line = { line: row.line, label: row.name };
    if (!row.holder) {
      const isNew = created.has(keyOf(row)) && firstLines.has(row);
      report.push({ ...line, detail: null, outcome: isNew ? 'created' : 'merged', reason: isNew ? 'new' : 'same-licence' });
      continue;
    }
    const detail = holderLabel(row.holder);
    const match = findHolder(people, row.holder);
    if (match.found !== 'one') {
      const key = waitingKey(licence.id, row.holder);
      if (!alreadyWaiting.has(key)) waiting.push({ batchId, line: row.line, entityType: 'licence', entityId: licence.id, label: row.name, holder: row.holder, status: null });
      alreadyWaiting.add(key);
      report.push({ ...line, detail, outcome: 'waiting', reason: match.found === 'many' ? 'holder-ambiguous' : 'holder-unknown' });
    } else if (licence.holders.has(match.id)) report.push({ ...line, detail, outcome: 'merged', reason: 'seat-held' });
    else if (licence.used >= licence.seats) report.push({ ...line, detail, outcome: 'skipped', reason: 'no-seat-left' });
    else {
      licence.used += 1;
      licence.holders.add(match.id);
      seats.push({ licenceId: licence.id, userId: match.id });
      report.push({ ...line, detail, outcome: 'created', reason: 'new' });
    }
  }
  await migration.giveSeats(organisationId, seats, now);
  await migration.addWaiting(organisationId, waiting);
}

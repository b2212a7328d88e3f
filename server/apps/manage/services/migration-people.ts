import type { z } from 'zod';
import type { PersonMigrationRow } from '../../../../contract/apps/manage/migration-schemas';
import type { MigrationRun } from './migration-run';

type Row = z.output<typeof PersonMigrationRow>;

/**
 * Each person is added without a password (they sign in by link or identity provider once invited), or merged
 * into the account already holding their address here, which keeps its name and gains the Snipe-IT username. An
 * address that signs in to another organisation is skipped: one address is one account.
 */
export async function importPeople(run: MigrationRun, rows: readonly Row[]): Promise<void> {
  const { repos, organisationId, report } = run;
  const migration = repos.own.migration;
  const accounts = new Map((await migration.accountsByEmail(rows.map((row) => row.email))).map((account) => [account.email, account]));
  const fresh: Row[] = [];
  const usernames: { userId: string; username: string }[] = [];
  for (const row of rows) {
    const account = accounts.get(row.email.toLowerCase());
    const line = { line: row.line, label: row.email, detail: null };
    if (!account) fresh.push(row);
    else if (account.organisationId !== organisationId) report.push({ ...line, outcome: 'skipped', reason: 'email-elsewhere' });
    else {
      if (row.username && !account.username) usernames.push({ userId: account.id, username: row.username });
      report.push({ ...line, outcome: 'merged', reason: 'same-email' });
    }
  }
  const ids = new Map((await migration.insertPeople(organisationId, fresh.map(({ email, name }) => ({ email: email.toLowerCase(), name })))).map((row) => [row.email, row.id]));
  for (const row of fresh) {
    if (row.username) usernames.push({ userId: ids.get(row.email.toLowerCase())!, username: row.username });
    report.push({ line: row.line, label: row.email, detail: null, outcome: 'created', reason: 'new' });
  }
  run.created += fresh.length;
  await migration.insertUsernames(organisationId, usernames);
}

import { ProblemTypes } from '../../../../contract/problem';
import { INSIGHTS_CENTER_SLUG } from '../../../../src/apps/insight/domain/slug';
import { ApiProblem, appAccessOf, type Repositories } from '../../../kernel';
import type { PersonView } from './saved-report-view';

/** The most people the recipient list names: more than any schedule may mail, enough for a large company's readers. */
const MOST_READERS = 5000;

type Account = Awaited<ReturnType<Repositories['users']['findMany']>>[number];

/** Of the accounts, the active ones whose role may open Insights Center: who may read a report, so who may be mailed one. */
async function readersAmong(repos: Repositories, organisationId: string, accounts: readonly Account[]): Promise<PersonView[]> {
  const allowed = new Map<string, boolean>();
  const readers: PersonView[] = [];
  for (const account of accounts) {
    if (account.deactivatedAt) continue;
    if (!allowed.has(account.role)) allowed.set(account.role, (await appAccessOf(repos, organisationId, account.role)).allowed.includes(INSIGHTS_CENTER_SLUG));
    if (allowed.get(account.role)) readers.push({ id: account.id, name: account.name, email: account.email });
  }
  return readers;
}

/** Everyone a schedule may mail, by name. */
export async function allReaders(repos: Repositories, organisationId: string): Promise<PersonView[]> {
  const { rows } = await repos.users.list(organisationId, { page: 1, pageSize: MOST_READERS, sort: 'name' });
  return readersAmong(repos, organisationId, rows);
}

/** The people of `ids` who may still be mailed the report, in the order named; the rest are left out. */
export async function readersOf(repos: Repositories, organisationId: string, ids: readonly string[]): Promise<PersonView[]> {
  const readers = new Map((await readersAmong(repos, organisationId, await repos.users.findMany(organisationId, ids))).map((reader) => [reader.id, reader]));
  return ids.flatMap((id) => readers.get(id) ?? []);
}

/** Every id must name a reader of the organisation: a 400 at the first that does not, worded as for an unknown id. */
export async function checkReaders(repos: Repositories, organisationId: string, ids: readonly string[]): Promise<void> {
  const readers = new Set((await readersOf(repos, organisationId, ids)).map((reader) => reader.id));
  const index = ids.findIndex((id) => !readers.has(id));
  if (index < 0) return;
  const message = 'No such person in this organisation who may open Insights Center.';
  throw new ApiProblem(400, ProblemTypes.validation, 'The request is not valid', message, [{ path: `body.recipientIds.${index}`, message, code: 'unknown-id' }]);
}

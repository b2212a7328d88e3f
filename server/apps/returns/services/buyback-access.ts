import { isAdminRole } from '../../../../contract/common';
import { forbidden, notFound, staleVersion, type StaffPrincipal } from '../../../kernel';
import { DEFAULT_BUYBACK_RULES, type BuybackRules } from '../../../../src/apps/returns/domain/buyback-rules';
import type { BuybackRow } from '../repositories/buyback-repository';
import type { ReturnsRepositories } from '../repositories/repositories';

/** Organisation admins run the desk: they receive, inspect, certify and settle, and keep the price rules. */
export function requireDesk(principal: StaffPrincipal): void {
  if (!isAdminRole(principal.role)) throw forbidden('Only organisation admins handle buybacks at the desk.');
}

/** The person's own buyback, locked; another's is not found, as if it did not exist. */
export async function ownLocked(repos: ReturnsRepositories, principal: StaffPrincipal, id: string): Promise<BuybackRow> {
  const row = await repos.own.buybacks.lock(principal.organisationId, id);
  if (!row || row.personId !== principal.userId) throw notFound('buyback');
  return row;
}

export async function deskLocked(repos: ReturnsRepositories, principal: StaffPrincipal, id: string): Promise<BuybackRow> {
  requireDesk(principal);
  const row = await repos.own.buybacks.lock(principal.organisationId, id);
  if (!row) throw notFound('buyback');
  return row;
}

/** The version the caller read must still be the row's: a change made meanwhile is not overwritten blind. */
export function sameVersion(row: BuybackRow, version: number): void {
  if (row.version !== version) throw staleVersion();
}

/** The rules in force: the newest an admin saved, else the defaults as version 1. */
export async function currentRules(repos: ReturnsRepositories, organisationId: string): Promise<BuybackRules> {
  return (await repos.own.buybacks.currentRules(organisationId)) ?? DEFAULT_BUYBACK_RULES;
}

/** The rules a quote was priced with, which its counter-offer is priced with too. */
export async function rulesOfQuote(repos: ReturnsRepositories, row: BuybackRow): Promise<BuybackRules> {
  return (await repos.own.buybacks.rulesOfVersion(row.organisationId, row.rulesVersion)) ?? DEFAULT_BUYBACK_RULES;
}

import { isAdminRole } from '../../../../contract/common';
import { ProblemTypes } from '../../../../contract/problem';
import type { StaffPrincipal } from '../../../principal';
import { ApiProblem, forbidden, notFound } from '../../../problems';
import type { Repositories } from '../../../repositories';

/** A 409 for a broken money rule: the English reason, and a code the screens word through `refusals.*`. */
export const moneyRefused = (reason: string, code: string, params: Record<string, string | number> = {}) =>
  new ApiProblem(409, ProblemTypes.conflict, 'The change breaks a rule', reason, undefined, {}, { code, params });

/** Organisation admins keep the wallets, budgets and every invoice; everyone else sees their own. */
export const mayAdministerMoney = (principal: StaffPrincipal) => isAdminRole(principal.role);

export function requireMoneyAdmin(principal: StaffPrincipal): void {
  if (!mayAdministerMoney(principal)) throw forbidden('Only organisation admins manage wallets, credits and other people’s invoices.');
}

/**
 * Whose money a call reads: one's own without `personId`, another member's only for an admin. A person of another
 * organisation is not found, as if they did not exist.
 */
export async function personOf(repos: Repositories, principal: StaffPrincipal, personId: string | undefined) {
  const id = personId ?? principal.userId;
  if (id !== principal.userId) requireMoneyAdmin(principal);
  const person = await repos.users.find(principal.organisationId, id);
  if (!person) throw notFound('person');
  return { id: person.id, name: person.name, email: person.email };
}

import { isAdminRole } from '../../../../contract/common';
import { forbidden, notFound, type StaffPrincipal } from '../../../kernel';
import type { CommerceRepositories } from '../repositories/repositories';

/** Organisation admins keep the wallets, budgets and every invoice; everyone else sees their own. */
export const mayAdministerMoney = (principal: StaffPrincipal) => isAdminRole(principal.role);

export function requireMoneyAdmin(principal: StaffPrincipal): void {
  if (!mayAdministerMoney(principal)) throw forbidden('Only organisation admins manage wallets, credits and other people’s invoices.');
}

/**
 * Whose money a call reads: one's own without `personId`, another member's only for an admin. A person of another
 * organisation is not found, as if they did not exist.
 */
export async function personOf(repos: CommerceRepositories, principal: StaffPrincipal, personId: string | undefined) {
  const id = personId ?? principal.userId;
  if (id !== principal.userId) requireMoneyAdmin(principal);
  const person = await repos.users.find(principal.organisationId, id);
  if (!person) throw notFound('person');
  return { id: person.id, name: person.name, email: person.email };
}

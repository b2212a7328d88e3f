import * as r from '../../../../../contract/apps/people/team-routes';
import { gatewayOf } from '../../../../adapters/http/gateway-of';
import type { ExpensesFilter, TeamGateway } from '../../application/ports/team-gateway';

/** Only the filters set, as query parameters. */
const queryOf = (filter: ExpensesFilter) => Object.fromEntries(Object.entries(filter).filter(([, value]) => Boolean(value)));

/** Team Manager's gateway over the contract's routes. */
export const createTeamGateway = gatewayOf<TeamGateway>({
  team: (client) => (managerId) => client.call(r.getTeam, { query: managerId ? { managerId } : {} }),
  credits: (client) => (id) => client.call(r.getPersonCredits, { params: { id } }),
  setBudget: (client) => (id, amountMinor, reason) => client.call(r.setPersonBudget, { params: { id }, body: { amountMinor, reason } }),
  decide: (client) => (id, decision, version, note) => client.call(r.decideBudgetChange, { params: { id }, body: { decision, version, note } }),
  expenses: (client) => (filter) => client.call(r.getTeamExpenses, { query: queryOf(filter) }),
  exportExpenses: (client) => (filter) => client.call(r.exportTeamExpenses, { query: queryOf(filter) }),
});

import { useQuery } from '@tanstack/react-query';
import { useRefreshingMutation } from '../../../../ui/queries/use-refreshing-mutation';
import { useService } from '../../../../ui/services/service-context';
import { TEAM_GATEWAY, type ExpensesFilter, type TeamGateway } from '../../application/ports/team-gateway';
import type { BudgetDecision } from '../../domain/budget-change';

/** Every Team Manager query key starts here: a budget change refreshes the team, the person and the expenses. */
const TEAM_KEY = 'people-team';

function useTeamGateway() {
  return useService<TeamGateway>(TEAM_GATEWAY);
}

export function useTeam(managerId: string) {
  const team = useTeamGateway();
  return useQuery({ queryKey: [TEAM_KEY, 'team', managerId], queryFn: () => team.team(managerId || undefined) });
}

export function usePersonCredits(personId: string) {
  const team = useTeamGateway();
  return useQuery({ queryKey: [TEAM_KEY, 'credits', personId], queryFn: () => team.credits(personId) });
}

export function useTeamExpenses(filter: ExpensesFilter) {
  const team = useTeamGateway();
  return useQuery({ queryKey: [TEAM_KEY, 'expenses', filter], queryFn: () => team.expenses(filter) });
}

export function useExportExpenses() {
  const team = useTeamGateway();
  return (filter: ExpensesFilter) => team.exportExpenses(filter);
}

export function useSetBudget(personId: string) {
  const team = useTeamGateway();
  return useRefreshingMutation([TEAM_KEY], ({ amountMinor, reason }: { amountMinor: number; reason: string | null }) => team.setBudget(personId, amountMinor, reason));
}

export function useDecideBudgetChange() {
  const team = useTeamGateway();
  return useRefreshingMutation([TEAM_KEY], ({ id, decision, version }: { id: string; decision: BudgetDecision; version: number }) => team.decide(id, decision, version, null));
}

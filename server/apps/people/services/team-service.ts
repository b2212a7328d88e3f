import type { z } from 'zod';
import type { Team, TeamExpenses, TeamExpensesQuery, TeamQuery } from '../../../../contract/apps/people/team-schemas';
import { expensesByMonth, expensesCsv, monthRange } from '../../../../src/apps/people/domain/team-expenses';
import { notFound, type StaffPrincipal } from '../../../kernel';
import type { PeopleDeps } from './service-deps';
import { teamScopeOf } from './team-access';
import { budgetChangeOf, budgetOf, spendOf } from './team-view';

/** The most spends one expenses answer (and its CSV) carries: a team's year is far below it. */
const MAX_SPENDS = 5_000;
/** The most devices read for one team: a device list per person, not the fleet. */
const MAX_DEVICES = 5_000;

/** Team Manager's team and its expenses: the directory's tree, Manage's devices and commerce's credits, joined here. */
export class TeamService {
  constructor(private readonly deps: PeopleDeps) {}

  async team(principal: StaffPrincipal, query: z.output<typeof TeamQuery>): Promise<z.input<typeof Team>> {
    const { organisationId, userId } = principal;
    const repos = this.deps.store.repos;
    const scope = await teamScopeOf(this.deps.peopleDirectory, repos, principal, query.managerId);
    const ids = scope.tree.map(({ person }) => person.id);
    const today = this.deps.now().toISOString().slice(0, 10);
    const [accounts, devices, places, credits, pending, awaiting, rule] = await Promise.all([
      repos.users.findMany(organisationId, ids),
      ids.length > 0 ? this.deps.assetLifecycle.devices(repos, organisationId, { holderIds: ids, limit: MAX_DEVICES }) : [],
      this.deps.places.placesOf(repos, organisationId, [...new Set(scope.tree.flatMap(({ person }) => (person.locationId ? [person.locationId] : [])))]),
      this.deps.employeeCredits.current(repos, organisationId, ids, today),
      repos.own.budgetChanges.pending(organisationId, ids),
      repos.own.budgetChanges.awaiting(organisationId, userId),
      this.deps.spendingRule.of(repos, organisationId),
    ]);
    const emails = new Map(accounts.map((account) => [account.id, account.email]));
    const pendingOf = new Map(pending.map((change) => [change.personId, change.id]));
    const names = new Map([...scope.everyone, ...scope.tree.map(({ person }) => person)].map((person) => [person.id, person.name]));
    const awaitingNames = await this.namesOf(organisationId, awaiting.map((change) => change.personId), names);
    const managerIds = new Set(scope.everyone.flatMap((person) => (person.managerId ? [person.managerId] : [])));
    return {
      scope: scope.scope,
      manager: scope.manager && { id: scope.manager.id, name: scope.manager.name },
      managers: scope.everyone.filter((person) => managerIds.has(person.id)).map(({ id, name }) => ({ id, name })),
      members: scope.tree
        .filter(({ person }) => emails.has(person.id))
        .map(({ person, depth }) => {
          const place = person.locationId ? places.get(person.locationId) : undefined;
          const budget = credits.get(person.id);
          return {
            id: person.id,
            name: person.name,
            email: emails.get(person.id)!,
            role: person.role as z.input<typeof Team>['members'][number]['role'],
            team: person.team,
            managerId: person.managerId,
            depth,
            location: place ? { id: place.id, name: place.name } : null,
            devices: devices
              .filter((device) => device.holderId === person.id)
              .map(({ assetId, assetTag, model, productType }) => ({ assetId, assetTag, model, productType })),
            credits: budget ? budgetOf(budget) : null,
            pendingChangeId: pendingOf.get(person.id) ?? null,
          };
        }),
      currency: rule.currency,
      approvalThresholdMinor: rule.approvalThresholdMinor,
      awaitingDecision: awaiting.map((change) => budgetChangeOf(change, awaitingNames.get(change.personId) ?? '', userId)),
    };
  }

  /** What the team (or one person of it) spent credits on in the period, by person and month. */
  async expenses(principal: StaffPrincipal, query: z.output<typeof TeamExpensesQuery>): Promise<z.input<typeof TeamExpenses>> {
    const { organisationId } = principal;
    const repos = this.deps.store.repos;
    const scope = await teamScopeOf(this.deps.peopleDirectory, repos, principal, query.managerId);
    let people = scope.tree.map(({ person }) => ({ id: person.id, name: person.name }));
    if (query.personId) {
      people = people.filter((person) => person.id === query.personId);
      if (people.length === 0) throw notFound('person');
    }
    const names = new Map(people.map((person) => [person.id, person.name]));
    const [spends, rule] = await Promise.all([
      this.deps.employeeCredits.spending(repos, organisationId, { personIds: [...names.keys()], ...monthRange(query.from, query.to), limit: MAX_SPENDS }),
      this.deps.spendingRule.of(repos, organisationId),
    ]);
    const entries = spends.map((spend) => spendOf(spend, names.get(spend.personId) ?? ''));
    const months = expensesByMonth(
      entries.map((entry) => ({ personId: entry.person.id, amountMinor: entry.amountMinor, at: entry.at, orderId: entry.order?.id ?? null })),
      people.map((person) => person.id),
    );
    const totals = people
      .map((person) => {
        const own = months.filter((month) => month.personId === person.id);
        return { personId: person.id, spentMinor: own.reduce((sum, month) => sum + month.spentMinor, 0), orders: own.reduce((sum, month) => sum + month.orders, 0) };
      })
      .filter((total) => total.spentMinor !== 0 || total.orders > 0);
    return {
      currency: rule.currency,
      people,
      months,
      totals,
      totalMinor: totals.reduce((sum, total) => sum + total.spentMinor, 0),
      entries,
    };
  }

  /** The period's spends as CSV, one row each, for a spreadsheet or the payroll. */
  async exportExpenses(principal: StaffPrincipal, query: z.output<typeof TeamExpensesQuery>) {
    const answer = await this.expenses(principal, query);
    const period = [query.from, query.to].filter(Boolean).join('_') || this.deps.now().toISOString().slice(0, 10);
    return expensesCsv(answer.entries, period);
  }

  /** Names of people outside the scope (an approver sees changes of people in other teams). */
  private async namesOf(organisationId: string, ids: readonly string[], known: ReadonlyMap<string, string>): Promise<Map<string, string>> {
    const missing = ids.filter((id) => !known.has(id));
    const found = await this.deps.store.repos.users.findMany(organisationId, missing);
    return new Map([...known, ...found.map((user) => [user.id, user.name] as const)]);
  }
}

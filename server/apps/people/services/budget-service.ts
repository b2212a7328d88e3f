import type { z } from 'zod';
import type { DecideBudgetChangeRequest, PersonCredits, SetBudgetRequest } from '../../../../contract/apps/people/team-schemas';
import { budgetApproversOf, budgetChangeNeedsApproval } from '../../../../src/apps/people/domain/budget-change';
import { TEAM_SUITE_SLUG } from '../../../../src/apps/people/domain/slug';
import { auditBy, forbidden, notFound, ruleRefused, staleVersion, type StaffPrincipal } from '../../../kernel';
import type { PeopleRepositories } from '../repositories/repositories';
import type { PeopleDeps } from './service-deps';
import { teamMemberFor } from './team-access';
import { budgetChangeOf, budgetOf, spendOf } from './team-view';

/** The most spends one person's page lists: years of orders. */
const MAX_SPENDS = 1_000;

/**
 * A person's employee credits in Team Manager: the budget commerce keeps (through the `employeeCredits` port), its
 * history and spends, and changes to it, which above the organisation's approval threshold wait for an approver.
 */
export class BudgetService {
  constructor(private readonly deps: PeopleDeps) {}

  private today(): string {
    return this.deps.now().toISOString().slice(0, 10);
  }

  async credits(principal: StaffPrincipal, personId: string): Promise<z.input<typeof PersonCredits>> {
    const { organisationId, userId } = principal;
    const repos = this.deps.store.repos;
    const person = await teamMemberFor(this.deps.peopleDirectory, repos, principal, personId);
    const [account, manager, current, budgets, spends, changes, rule] = await Promise.all([
      repos.users.find(organisationId, person.id),
      person.managerId ? repos.users.find(organisationId, person.managerId) : undefined,
      this.deps.employeeCredits.current(repos, organisationId, [person.id], this.today()),
      this.deps.employeeCredits.budgets(repos, organisationId, person.id),
      this.deps.employeeCredits.spending(repos, organisationId, { personIds: [person.id], limit: MAX_SPENDS }),
      repos.own.budgetChanges.ofPerson(organisationId, person.id),
      this.deps.spendingRule.of(repos, organisationId),
    ]);
    if (!account) throw notFound('person');
    const now = current.get(person.id);
    return {
      person: {
        id: person.id,
        name: person.name,
        email: account.email,
        role: account.role,
        team: person.team,
        manager: manager ? { id: manager.id, name: manager.name } : null,
      },
      current: now ? budgetOf(now) : null,
      budgets: budgets.map(budgetOf),
      changes: changes.map((change) => budgetChangeOf(change, person.name, userId)),
      spending: spends.map((spend) => spendOf(spend, person.name)),
      currency: now?.currency ?? rule.currency,
      approvalThresholdMinor: rule.approvalThresholdMinor,
    };
  }

  /**
   * Asks for a new amount of the person's current budget. A raise above the threshold waits for the admins and the
   * requester's own manager; anything else is set at once. One pending change per person at a time, so two never race.
   */
  async setBudget(principal: StaffPrincipal, personId: string, request: z.output<typeof SetBudgetRequest>) {
    const { organisationId, userId } = principal;
    const now = this.deps.now();
    const person = await teamMemberFor(this.deps.peopleDirectory, this.deps.store.repos, principal, personId);
    if (person.id === userId) throw forbidden('Your own budget is changed by your manager or an admin.');
    return this.deps.store.transaction(async (repos) => {
      if ((await repos.own.budgetChanges.pending(organisationId, [person.id])).length > 0) {
        throw ruleRefused('A change of this budget is waiting for approval already.', 'budget-change-pending', {}, 'amountMinor');
      }
      const rule = await this.deps.spendingRule.of(repos, organisationId);
      const current = (await this.deps.employeeCredits.current(repos, organisationId, [person.id], now.toISOString().slice(0, 10))).get(person.id);
      if (current && request.amountMinor < current.spentMinor) {
        throw ruleRefused('The budget cannot be less than what was spent of it already.', 'budget-below-spent', { spentMinor: current.spentMinor }, 'amountMinor');
      }
      const pending = budgetChangeNeedsApproval(current?.amountMinor ?? null, request.amountMinor, rule.approvalThresholdMinor);
      const approverIds = pending ? await this.approversFor(repos, organisationId, userId) : [];
      const change = await repos.own.budgetChanges.add(
        organisationId,
        {
          personId: person.id,
          requestedById: userId,
          requestedByName: principal.name,
          previousMinor: current?.amountMinor ?? null,
          amountMinor: request.amountMinor,
          currency: current?.currency ?? rule.currency,
          reason: request.reason || null,
          state: pending ? 'pending' : 'applied',
          approverIds,
        },
        now,
      );
      if (!pending) await this.deps.employeeCredits.setBudget(repos, organisationId, { personId: person.id, amountMinor: request.amountMinor, on: now.toISOString().slice(0, 10) });
      await repos.audit.append(
        auditBy(principal, {
          appSlug: TEAM_SUITE_SLUG,
          action: pending ? 'people.budget.change-requested' : 'people.budget.changed',
          entityType: 'budget-change',
          entityId: change.id,
          before: { amountMinor: current?.amountMinor ?? null },
          after: { personId: person.id, amountMinor: request.amountMinor, state: change.state },
        }),
      );
      return budgetChangeOf(change, person.name, userId);
    });
  }

  /** An approver approves (the budget is set then, in the same transaction) or rejects a pending change. */
  async decide(principal: StaffPrincipal, changeId: string, request: z.output<typeof DecideBudgetChangeRequest>) {
    const { organisationId, userId } = principal;
    const now = this.deps.now();
    return this.deps.store.transaction(async (repos) => {
      const change = await repos.own.budgetChanges.find(organisationId, changeId);
      // Only its approvers learn of a change: to anyone else it is as unknown as a made-up id.
      if (!change || !change.approverIds.includes(userId)) throw notFound('budget change');
      if (change.state !== 'pending') throw ruleRefused('This change was decided already.', 'budget-change-decided', { state: change.state });
      if (change.version !== request.version) throw staleVersion();
      if (request.decision === 'approved') {
        const current = (await this.deps.employeeCredits.current(repos, organisationId, [change.personId], now.toISOString().slice(0, 10))).get(change.personId);
        if (current && change.amountMinor < current.spentMinor) {
          throw ruleRefused('More than this budget was spent meanwhile; reject it and ask again.', 'budget-below-spent', { spentMinor: current.spentMinor });
        }
        await this.deps.employeeCredits.setBudget(repos, organisationId, { personId: change.personId, amountMinor: change.amountMinor, on: now.toISOString().slice(0, 10) });
      }
      const decided = await repos.own.budgetChanges.decide(organisationId, change.id, request.version, { state: request.decision, byId: userId, byName: principal.name, note: request.note || null }, now);
      if (!decided) throw staleVersion();
      await repos.audit.append(
        auditBy(principal, {
          appSlug: TEAM_SUITE_SLUG,
          action: `people.budget.change-${request.decision}`,
          entityType: 'budget-change',
          entityId: change.id,
          before: { state: 'pending' },
          after: { state: request.decision, amountMinor: change.amountMinor, personId: change.personId },
        }),
      );
      const [person] = await repos.users.findMany(organisationId, [change.personId]);
      return budgetChangeOf(decided, person?.name ?? '', userId);
    });
  }

  /** The admins and the requester's own manager (who is above the person's manager), resolved when the change is asked. */
  private async approversFor(repos: PeopleRepositories, organisationId: string, requesterId: string): Promise<string[]> {
    const [requester] = await this.deps.peopleDirectory.people(repos, organisationId, [requesterId]);
    const admins = (await repos.users.admins(organisationId)).map((admin) => admin.id);
    return budgetApproversOf(admins, requester?.managerId ?? null, requesterId);
  }
}

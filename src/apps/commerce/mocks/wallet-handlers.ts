import type { HttpHandler } from 'msw';
import { pageOfItems } from '../../../../contract/app-listing';
import { isAdminRole } from '../../../../contract/common';
import { walletRoutes as r } from '../../../../contract/apps/commerce/wallet-routes';
import { parseSort } from '../../../../contract/list';
import { ProblemTypes } from '../../../../contract/problem';
import { MockProblem, mockNotFound, mockRouter, type StaffCaller } from '../../../../tests/mocks/mock-route';
import { newId, type MockState, type MockUser } from '../../../../tests/mocks/mock-state';
import { refused, stale } from './mock-refusals';
import { MockInsufficientFunds, MockKeyReused, moneyDataOf, type MockBudget, type MockWithdrawal, type NewMockEntry } from './money-mock-state';

const forbidden = () => new MockProblem(403, ProblemTypes.forbidden, 'Not allowed');
const dayOf = (at: string) => at.slice(0, 10);
const refOf = (user: MockUser) => ({ id: user.id, name: user.name, email: user.email });
/** Ascending by the value, or descending for `-field`; then by id, as the server's lists page. */
const sortedBy = <T extends { id: string }>(items: readonly T[], sort: string, value: (item: T) => string | number) => {
  const { descending } = parseSort(sort, '');
  return [...items].sort((a, b) => (descending ? -1 : 1) * (value(a) < value(b) ? -1 : value(a) > value(b) ? 1 : 0) || a.id.localeCompare(b.id));
};

/** The wallet in memory, like the server's: one's own, an admin's view of anyone's, withdrawals held and released, credit budgets. */
export function walletHandlers(state: MockState, baseUrl: string): HttpHandler[] {
  const route = mockRouter(state, baseUrl);
  const money = () => moneyDataOf(state);
  const admin = (caller: StaffCaller) => isAdminRole(caller.user.role);
  /** One's own without `personId`, another member's only for an admin; a person of another organisation is not found. */
  const personOf = (caller: StaffCaller, personId: string | undefined) => {
    if (personId && personId !== caller.user.id && !admin(caller)) throw forbidden();
    const person = money().user(personId ?? caller.user.id);
    if (!person || person.organisationId !== caller.user.organisationId) throw mockNotFound('person');
    return person;
  };
  /** The ledger's refusals as the server words them. */
  const appended = (entry: NewMockEntry) => {
    try {
      return money().append(entry);
    } catch (error) {
      if (error instanceof MockInsufficientFunds) {
        throw refused('insufficient-funds', 'The wallet holds less than that.', { balanceMinor: error.balanceMinor, amountMinor: -error.amountMinor });
      }
      if (error instanceof MockKeyReused) throw refused('key-reused', 'The request key was used for another entry.');
      throw error;
    }
  };
  const withdrawalOf = (withdrawal: MockWithdrawal, caller: StaffCaller) => ({ ...withdrawal, mayDecide: withdrawal.state === 'pending' && admin(caller) });
  const budgetOf = (budget: MockBudget) => {
    const spentMinor = money().spentOf(budget);
    return { ...budget, person: refOf(money().user(budget.personId)!), spentMinor, remainingMinor: budget.amountMinor - spentMinor };
  };
  return [
    route(r.summary, ({ caller, query }) => {
      const person = personOf(caller, query.personId);
      const budget = money().currentBudget(person.id);
      return {
        person: refOf(person),
        balanceMinor: money().balanceOf(person.id),
        currency: 'EUR',
        heldMinor: money()
          .withdrawals.filter((each) => each.person.id === person.id && each.state === 'pending')
          .reduce((sum, each) => sum + each.amountMinor, 0),
        credits: budget ? { ...budget, remainingMinor: budget.amountMinor - money().spentOf(budget) } : null,
        mayAdminister: admin(caller),
      };
    }),
    route(r.entries, ({ caller, query }) => {
      const person = personOf(caller, query.personId);
      const words = query.q?.toLowerCase();
      const matching = money().entries.filter(
        (entry) =>
          entry.person.id === person.id &&
          (!words || entry.reason.toLowerCase().includes(words)) &&
          (query.direction !== 'credit' || entry.amountMinor > 0) &&
          (query.direction !== 'debit' || entry.amountMinor < 0) &&
          (!query.from || dayOf(entry.createdAt) >= query.from) &&
          (!query.to || dayOf(entry.createdAt) <= query.to),
      );
      // Newest first unless sorted: the ledger's order of appending.
      const ordered = query.sort ? sortedBy(matching, query.sort, (entry) => (query.sort!.endsWith('amountMinor') ? entry.amountMinor : entry.createdAt)) : [...matching].reverse();
      return pageOfItems(ordered, query);
    }),
    route(r.entry, ({ caller, params }) => {
      const entry = money().entries.find((each) => each.id === params.id && each.organisationId === caller.user.organisationId);
      if (!entry || (entry.person.id !== caller.user.id && !admin(caller))) throw mockNotFound('wallet entry');
      return entry;
    }),
    route(r.people, ({ caller, query }) => {
      const words = query.q?.toLowerCase();
      const people = state.users
        .filter((user) => user.organisationId === caller.user.organisationId && (!words || `${user.name} ${user.email}`.toLowerCase().includes(words)))
        .map((user) => ({ id: user.id, person: refOf(user), balanceMinor: money().balanceOf(user.id), currency: money().entries.some((entry) => entry.person.id === user.id) ? 'EUR' : null }));
      const ordered = sortedBy(people, query.sort ?? 'name', (each) => (query.sort?.endsWith('balanceMinor') ? each.balanceMinor : each.person.name));
      return pageOfItems(ordered, query);
    }),
    route(r.credit, ({ caller, body }) => {
      const person = personOf(caller, body.personId);
      return appended({ person, amountMinor: body.amountMinor, reason: body.reason, idempotencyKey: `credit:${body.idempotencyKey}`, actor: caller.user }).entry;
    }),
    route(r.withdrawals, ({ caller, query }) => {
      const personId = admin(caller) ? query.personId : caller.user.id;
      const matching = money().withdrawals.filter(
        (each) => each.organisationId === caller.user.organisationId && (!personId || each.person.id === personId) && (!query.state || each.state === query.state),
      );
      const page = pageOfItems(sortedBy(matching, query.sort ?? '-createdAt', (each) => each.createdAt), query);
      return { ...page, items: page.items.map((each) => withdrawalOf(each, caller)) };
    }),
    route(r.requestWithdrawal, ({ caller, body }) => {
      const id = newId();
      const hold = appended({
        person: caller.user,
        amountMinor: -body.amountMinor,
        reason: 'Withdrawal requested',
        idempotencyKey: `withdrawal:${caller.user.id}:${body.idempotencyKey}`,
        actor: caller.user,
        withdrawalId: id,
      });
      // A retry answers the first request's withdrawal.
      if (hold.replayed) return withdrawalOf(money().withdrawals.find((each) => each.id === hold.entry.withdrawalId)!, caller);
      const withdrawal: MockWithdrawal = {
        id,
        organisationId: caller.user.organisationId,
        person: refOf(caller.user),
        amountMinor: body.amountMinor,
        currency: 'EUR',
        note: body.note,
        state: 'pending',
        decidedBy: null,
        decidedAt: null,
        decisionNote: '',
        createdAt: new Date().toISOString(),
        version: 1,
      };
      money().withdrawals.push(withdrawal);
      return withdrawalOf(withdrawal, caller);
    }),
    route(r.decideWithdrawal, ({ caller, params, body }) => {
      const withdrawal = money().withdrawals.find((each) => each.id === params.id && each.organisationId === caller.user.organisationId);
      if (!withdrawal) throw mockNotFound('withdrawal');
      if (withdrawal.state !== 'pending') throw refused('already-decided', 'The withdrawal was decided already.', { state: withdrawal.state });
      if (withdrawal.version !== body.version) throw stale();
      Object.assign(withdrawal, { state: body.decision, decidedBy: refOf(caller.user), decidedAt: new Date().toISOString(), decisionNote: body.note, version: withdrawal.version + 1 });
      if (body.decision === 'declined') {
        const person = money().user(withdrawal.person.id)!;
        money().append({ person, amountMinor: withdrawal.amountMinor, reason: 'Withdrawal declined: amount released', idempotencyKey: `withdrawal:${withdrawal.id}:release`, actor: caller.user, withdrawalId: withdrawal.id });
      }
      return withdrawalOf(withdrawal, caller);
    }),
    route(r.creditBudgets, ({ caller, query }) => {
      const matching = money().budgets.filter((each) => each.organisationId === caller.user.organisationId && (!query.personId || each.personId === query.personId));
      const page = pageOfItems(sortedBy(matching, query.sort ?? '-startsOn', (each) => each.startsOn), query);
      return { ...page, items: page.items.map(budgetOf) };
    }),
    route(r.setCreditBudget, ({ caller, body }) => {
      const person = personOf(caller, body.personId);
      return budgetOf(money().setBudget(person, body));
    }),
  ];
}

import type { HttpHandler } from 'msw';
import { pageOfItems } from '../../../../contract/app-listing';
import { isAdminRole } from '../../../../contract/common';
import { walletRoutes as r } from '../../../../contract/apps/commerce/wallet-routes';
import { ProblemTypes } from '../../../../contract/problem';
import { MockProblem, mockNotFound, mockRouter, type StaffCaller } from '../../../../tests/mocks/mock-route';
import { newId, type MockState } from '../../../../tests/mocks/mock-state';
import { moneyDataOf, type MockWithdrawal } from './money-mock-state';

const refused = (code: string, title: string) => new MockProblem(409, ProblemTypes.conflict, title, undefined, { code, params: {} });
const forbidden = () => new MockProblem(403, ProblemTypes.forbidden, 'Not allowed');
const dayOf = (at: string) => at.slice(0, 10);

/** The wallet in memory, like the server's: one's own, an admin's view of anyone's, withdrawals held and released. */
export function walletHandlers(state: MockState, baseUrl: string): HttpHandler[] {
  const route = mockRouter(state, baseUrl);
  const money = () => moneyDataOf(state);
  const admin = (caller: StaffCaller) => isAdminRole(caller.user.role);
  const personOf = (caller: StaffCaller, personId: string | undefined) => {
    if (personId && personId !== caller.user.id && !admin(caller)) throw forbidden();
    const person = money().user(personId ?? caller.user.id);
    if (!person || person.organisationId !== caller.user.organisationId) throw mockNotFound('person');
    return person;
  };
  const withdrawalOf = (withdrawal: MockWithdrawal, caller: StaffCaller) => ({ ...withdrawal, mayDecide: withdrawal.state === 'pending' && admin(caller) });
  return [
    route(r.summary, ({ caller, query }) => {
      const person = personOf(caller, query.personId);
      const budget = money().budgets.find((each) => each.personId === person.id);
      return {
        person: { id: person.id, name: person.name, email: person.email },
        balanceMinor: money().balanceOf(person.id),
        currency: 'EUR',
        heldMinor: money()
          .withdrawals.filter((each) => each.person.id === person.id && each.state === 'pending')
          .reduce((sum, each) => sum + each.amountMinor, 0),
        credits: budget ? { ...budget, remainingMinor: budget.amountMinor - budget.spentMinor, currency: 'EUR' } : null,
        mayAdminister: admin(caller),
      };
    }),
    route(r.entries, ({ caller, query }) => {
      const person = personOf(caller, query.personId);
      const words = query.q?.toLowerCase();
      const found = money()
        .entries.filter(
          (entry) =>
            entry.person.id === person.id &&
            (!words || entry.reason.toLowerCase().includes(words)) &&
            (query.direction !== 'credit' || entry.amountMinor > 0) &&
            (query.direction !== 'debit' || entry.amountMinor < 0) &&
            (!query.from || dayOf(entry.createdAt) >= query.from) &&
            (!query.to || dayOf(entry.createdAt) <= query.to),
        )
        .reverse();
      return pageOfItems(found, query);
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
        .map((user) => ({ person: { id: user.id, name: user.name, email: user.email }, balanceMinor: money().balanceOf(user.id), currency: 'EUR' }));
      return pageOfItems(people, query);
    }),
    route(r.credit, ({ caller, body }) => {
      const person = personOf(caller, body.personId);
      return money().append(person, body.amountMinor, body.reason, caller.user);
    }),
    route(r.withdrawals, ({ caller, query }) => {
      const personId = admin(caller) ? query.personId : caller.user.id;
      const found = money()
        .withdrawals.filter(
          (each) => each.organisationId === caller.user.organisationId && (!personId || each.person.id === personId) && (!query.state || each.state === query.state),
        )
        .reverse();
      const page = pageOfItems(found, query);
      return { ...page, items: page.items.map((each) => withdrawalOf(each, caller)) };
    }),
    route(r.requestWithdrawal, ({ caller, body }) => {
      const id = newId();
      try {
        money().append(caller.user, -body.amountMinor, 'Withdrawal requested', caller.user, null, id);
      } catch {
        throw refused('insufficient-funds', 'The wallet does not cover this amount.');
      }
      const withdrawal: MockWithdrawal = {
        id,
        organisationId: caller.user.organisationId,
        person: { id: caller.user.id, name: caller.user.name, email: caller.user.email },
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
      if (withdrawal.state !== 'pending') throw refused('already-decided', 'The withdrawal was decided already.');
      if (withdrawal.version !== body.version) throw new MockProblem(412, ProblemTypes.staleVersion, 'The record changed since you read it');
      Object.assign(withdrawal, {
        state: body.decision,
        decidedBy: { id: caller.user.id, name: caller.user.name, email: caller.user.email },
        decidedAt: new Date().toISOString(),
        decisionNote: body.note,
        version: withdrawal.version + 1,
      });
      if (body.decision === 'declined') {
        money().append(money().user(withdrawal.person.id)!, withdrawal.amountMinor, 'Withdrawal declined: amount released', caller.user, null, withdrawal.id);
      }
      return withdrawalOf(withdrawal, caller);
    }),
    route(r.creditBudgets, ({ caller, query }) => {
      const found = money().budgets.filter((each) => each.organisationId === caller.user.organisationId && (!query.personId || each.personId === query.personId));
      const page = pageOfItems(found, query);
      return {
        ...page,
        items: page.items.map((each) => {
          const person = money().user(each.personId)!;
          return {
            ...each,
            id: `${each.personId}:${each.startsOn}`,
            person: { id: person.id, name: person.name, email: person.email },
            remainingMinor: each.amountMinor - each.spentMinor,
            currency: 'EUR',
            version: 1,
          };
        }),
      };
    }),
    route(r.setCreditBudget, ({ caller, body }) => {
      const person = personOf(caller, body.personId);
      const budget = { organisationId: person.organisationId, personId: person.id, startsOn: body.startsOn, endsOn: body.endsOn, amountMinor: body.amountMinor, spentMinor: 0 };
      money().budgets.push(budget);
      return {
        ...budget,
        id: newId(),
        person: { id: person.id, name: person.name, email: person.email },
        remainingMinor: body.amountMinor,
        currency: 'EUR',
        version: 1,
      };
    }),
  ];
}

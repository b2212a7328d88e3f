import { describe, expect, it } from 'vitest';
import { ProblemTypes } from '../../../problem';
import { decideBudgetChange, exportTeamExpenses, getPersonCredits, getTeam, getTeamExpenses, setPersonBudget } from '../team-routes';
import { MOCK_DEMO } from '../../../../tests/mocks/handlers';
import { mockServer, realServer, type Backend } from '../../../../tests/contract/backends';
import { contractSuite } from '../../../../tests/contract/contract-suite';

const UNKNOWN = '00000000-0000-4000-8000-000000000000';

/** Team Manager as the demo admin (the only admin, so their own approver) and the demo employee, on both backends. */
describe.each([realServer(), mockServer()])('Team Manager on $name', (backend: Backend) => {
  const { ok, problem, tokenOf } = contractSuite(backend);

  it("shows the admin the organisation's tree with each person's credits, and refuses an employee", async () => {
    const team = await ok(getTeam);
    expect(team.scope).toBe('organisation');
    const eve = team.members.find((member) => member.email === MOCK_DEMO.employee.email)!;
    // Below the top of the tree; how deep depends on each demo's managers (the mocks' and the server's seeds differ).
    expect(eve.depth).toBeGreaterThan(0);
    expect(eve).toMatchObject({ credits: { amountMinor: 30_000, spentMinor: 0, remainingMinor: 30_000 }, pendingChangeId: null });
    await problem(getTeam, { query: { managerId: UNKNOWN } }, 404, ProblemTypes.notFound);
    await problem(getTeam, { token: await tokenOf(MOCK_DEMO.employee.email) }, 403);
    await problem(getPersonCredits, { params: { id: UNKNOWN } }, 404, ProblemTypes.notFound);
  });

  it('applies a change at the threshold at once and holds one above it until it is approved', async () => {
    const eve = (await ok(getTeam)).members.find((member) => member.email === MOCK_DEMO.employee.email)!;
    const applied = await ok(setPersonBudget, { params: { id: eve.id }, body: { amountMinor: 80_000 } });
    expect(applied).toMatchObject({ state: 'applied', previousMinor: 30_000, amountMinor: 80_000, mayDecide: false });
    const pending = await ok(setPersonBudget, { params: { id: eve.id }, body: { amountMinor: 130_001, reason: 'Team lead' } });
    expect(pending).toMatchObject({ state: 'pending', reason: 'Team lead', mayDecide: true });
    expect((await problem(setPersonBudget, { params: { id: eve.id }, body: { amountMinor: 1 } }, 409)).code).toBe('budget-change-pending');
    await problem(setPersonBudget, { params: { id: eve.id }, body: { amountMinor: -1 } }, 400);
    expect((await ok(getTeam)).awaitingDecision.map((change) => change.id)).toEqual([pending.id]);
    await problem(decideBudgetChange, { params: { id: pending.id }, body: { decision: 'approved', version: pending.version + 1 } }, 412, ProblemTypes.staleVersion);
    const approved = await ok(decideBudgetChange, { params: { id: pending.id }, body: { decision: 'approved', version: pending.version } });
    expect(approved).toMatchObject({ state: 'approved', decidedBy: { name: MOCK_DEMO.admin.name }, mayDecide: false });
    const credits = await ok(getPersonCredits, { params: { id: eve.id } });
    expect(credits.current).toMatchObject({ amountMinor: 130_001 });
    expect(credits.changes.map((change) => change.state)).toEqual(['approved', 'applied']);
    await problem(decideBudgetChange, { params: { id: UNKNOWN }, body: { decision: 'rejected', version: 1 } }, 404);
  });

  it("answers the team's expenses of a period and their CSV", async () => {
    const expenses = await ok(getTeamExpenses, { query: { from: '2001-01', to: '2001-12' } });
    expect(expenses).toMatchObject({ months: [], totals: [], totalMinor: 0, entries: [] });
    await problem(getTeamExpenses, { query: { from: '2001-13' } }, 400);
    const file = await ok(exportTeamExpenses, { query: { from: '2001-01' } });
    expect(file).toMatchObject({ filename: 'team-expenses-2001-01.csv', content: 'person,month,day,order,items,amount,currency\r\n' });
  });
});

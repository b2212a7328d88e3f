import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { DEMO } from '../../../seed/demo-seed';
import { providedPorts } from '../../../apps';
import { startTestServer, type TestServer } from '../../../../tests/server/harness';
import { addPerson, otherOrganisation, signedIn, type ApiClient } from '../../../../tests/server/callers';

let server: TestServer;
beforeAll(async () => {
  server = await startTestServer({}, { demoCompany: false });
});
afterAll(() => server.close());
beforeEach(() => server.reset());

const ports = () => providedPorts();

interface Member {
  id: string;
  name: string;
  depth: number;
  managerId: string | null;
  team: string | null;
  devices: { assetId: string }[];
  credits: { amountMinor: number; spentMinor: number; remainingMinor: number } | null;
  pendingChangeId: string | null;
}
interface Change {
  id: string;
  state: string;
  version: number;
  amountMinor: number;
  previousMinor: number | null;
  mayDecide: boolean;
  decidedBy: { name: string } | null;
  decidedAt: string | null;
  code?: string;
}
interface Team {
  scope: string;
  members: Member[];
  managers: { id: string }[];
  awaitingDecision: Change[];
}
interface Credits {
  current: { amountMinor: number; spentMinor: number } | null;
  changes: Change[];
  spending: { amountMinor: number; order: { id: string; number: number; lines: { name: string; quantity: number }[] } | null }[];
}

/**
 * Bea manages Mia; Mia manages Eve (the demo employee, with a credit budget of 300.00) and Ann; Ann manages Raj;
 * Zoe sits apart. Mia, Bea and Ann are managers, who open Team Manager.
 */
async function company() {
  const eve = (await server.store.repos.users.findByEmail(DEMO.employee.email))!;
  const organisationId = eve.organisationId;
  const id = (name: string, role: 'manager' | 'employee') => addPerson(server, `${name}@acme.test`, role);
  const [bea, mia, ann, raj, zoe] = [await id('bea', 'manager'), await id('mia', 'manager'), await id('ann', 'manager'), await id('raj', 'employee'), await id('zoe', 'employee')];
  const { repos } = server.store;
  const place = (userId: string, managerId: string, team: string | null = null) => ports().peopleDirectory.place(repos, organisationId, userId, { managerId, team });
  await place(mia, bea);
  await place(eve.id, mia, 'Sales');
  await place(ann, mia, 'Support');
  await place(raj, ann, 'Support');
  const as = (name: string) => signedIn(server, `${name}@acme.test`);
  return { organisationId, eve: eve.id, bea, mia, ann, raj, zoe, as };
}

const teamOf = async (caller: ApiClient, managerId?: string) => caller.call<Team>('GET', `/team${managerId ? `?managerId=${managerId}` : ''}`);
const creditsOf = (caller: ApiClient, personId: string) => caller.call<Credits>('GET', `/team/people/${personId}/credits`);
const setBudget = (caller: ApiClient, personId: string, amountMinor: number) =>
  caller.call<Change>('POST', `/team/people/${personId}/credits/budget`, { amountMinor, reason: 'New role' });
const decide = (caller: ApiClient, change: Change, decision: 'approved' | 'rejected', version = change.version) =>
  caller.call<Change>('POST', `/team/budget-changes/${change.id}/decision`, { decision, version, note: null });

describe("a manager's team", () => {
  it("lists the reports and their reports under them, with each one's devices and credits, and nobody else", async () => {
    const { organisationId, eve, mia, ann, raj, as } = await company();
    const answer = await teamOf(await as('mia'));
    expect(answer.status, answer.text).toBe(200);
    expect(answer.body.scope).toBe('team');
    expect(answer.body.members.map((member) => [member.id, member.depth])).toEqual([
      [ann, 1],
      [raj, 2],
      [eve, 1],
    ]);
    const eveRow = answer.body.members.find((member) => member.id === eve)!;
    expect(eveRow).toMatchObject({ team: 'Sales', managerId: mia, credits: { amountMinor: 30_000, spentMinor: 0, remainingMinor: 30_000 } });
    const held = await ports().assetLifecycle.devices(server.store.repos, organisationId, { holderIds: [eve], limit: 100 });
    expect(eveRow.devices.map((device) => device.assetId).sort()).toEqual(held.map((device) => device.assetId).sort());
    // Ann sees only Raj; someone with no reports sees an empty team.
    expect((await teamOf(await as('ann'))).body.members.map((member) => member.id)).toEqual([raj]);
    expect((await teamOf(await as('mia'), ann)).body.members.map((member) => member.id)).toEqual([raj]);
  });

  it("shows an admin the whole organisation's tree, or the team of the manager picked", async () => {
    const { eve, bea, mia, ann, raj, zoe } = await company();
    const ada = await signedIn(server, DEMO.admin.email);
    const organisation = (await teamOf(ada)).body;
    expect(organisation.scope).toBe('organisation');
    const depthOf = new Map(organisation.members.map((member) => [member.id, member.depth]));
    expect([bea, mia, eve, ann, raj, zoe].map((id) => depthOf.get(id))).toEqual([1, 2, 3, 3, 4, 1]);
    expect(organisation.managers.map((manager) => manager.id).sort()).toEqual([bea, mia, ann].sort());
    expect((await teamOf(ada, mia)).body.members.map((member) => member.id).sort()).toEqual([eve, ann, raj].sort());
  });

  it("answers 404 for a manager outside one's team, and for anyone else's credits", async () => {
    const { eve, bea, mia, zoe, raj, as } = await company();
    const ann = await as('ann');
    expect((await teamOf(await as('mia'), bea)).status).toBe(404);
    expect((await teamOf(await as('mia'), zoe)).status).toBe(404);
    expect((await creditsOf(ann, eve)).status).toBe(404);
    expect((await creditsOf(ann, mia)).status).toBe(404);
    expect((await creditsOf(ann, raj)).status).toBe(200);
    expect((await creditsOf(await as('mia'), raj)).status).toBe(200);
    expect((await creditsOf(await signedIn(server, DEMO.admin.email), zoe)).status).toBe(200);
    // An employee does not open Team Manager; another organisation's admin finds no such person.
    expect((await creditsOf(await signedIn(server, DEMO.employee.email), eve)).status).toBe(403);
    const globex = await otherOrganisation(server);
    expect((await creditsOf(await signedIn(server, globex.email), eve)).status).toBe(404);
  });
});

describe('budget changes', () => {
  it('apply at once at or below the approval threshold (500.00 of raise), a cut too', async () => {
    const { eve, as } = await company();
    const mia = await as('mia');
    const raised = await setBudget(mia, eve, 80_000);
    expect(raised.status, raised.text).toBe(201);
    expect(raised.body).toMatchObject({ state: 'applied', previousMinor: 30_000, amountMinor: 80_000 });
    expect((await creditsOf(mia, eve)).body.current).toMatchObject({ amountMinor: 80_000 });
    expect((await setBudget(mia, eve, 10_000)).body.state).toBe('applied');
    expect((await creditsOf(mia, eve)).body.current).toMatchObject({ amountMinor: 10_000 });
  });

  it("above it wait for an admin or the manager's manager, who approves it, with who and when; the budget moves only then", async () => {
    const { eve, as } = await company();
    const [mia, bea] = [await as('mia'), await as('bea')];
    const asked = await setBudget(mia, eve, 80_001);
    expect(asked.body).toMatchObject({ state: 'pending', mayDecide: false, decidedBy: null });
    expect((await creditsOf(mia, eve)).body.current).toMatchObject({ amountMinor: 30_000 });
    expect((await teamOf(mia)).body.members.find((member) => member.id === eve)!.pendingChangeId).toBe(asked.body.id);
    // One pending change at a time; the requester cannot approve their own.
    expect((await setBudget(mia, eve, 90_000)).body.code).toBe('budget-change-pending');
    expect((await decide(mia, asked.body, 'approved')).status).toBe(404);

    const awaiting = (await teamOf(bea)).body.awaitingDecision;
    expect(awaiting.map((change) => [change.id, change.mayDecide])).toEqual([[asked.body.id, true]]);
    expect((await decide(bea, asked.body, 'approved', asked.body.version + 1)).status).toBe(412);
    const approved = await decide(bea, asked.body, 'approved');
    expect(approved.status, approved.text).toBe(200);
    expect(approved.body).toMatchObject({ state: 'approved', decidedBy: { name: 'bea' } });
    expect(approved.body.decidedAt).not.toBeNull();
    expect((await creditsOf(mia, eve)).body.current).toMatchObject({ amountMinor: 80_001 });
    expect((await decide(bea, approved.body, 'rejected')).body.code).toBe('budget-change-decided');
    expect((await teamOf(bea)).body.awaitingDecision).toEqual([]);
  });

  it('rejected by an admin, leave the budget as it was, and the history keeps both', async () => {
    const { eve, as } = await company();
    const mia = await as('mia');
    const ada = await signedIn(server, DEMO.admin.email);
    const asked = (await setBudget(mia, eve, 200_000)).body;
    const rejected = await decide(ada, asked, 'rejected');
    expect(rejected.body).toMatchObject({ state: 'rejected', decidedBy: { name: DEMO.admin.name } });
    const credits = (await creditsOf(mia, eve)).body;
    expect(credits.current).toMatchObject({ amountMinor: 30_000 });
    expect(credits.changes.map((change) => change.state)).toEqual(['rejected']);
  });
});

describe('what the credits paid', () => {
  it('lists the orders paid with credits, on the person and in the expenses by month, and as CSV', async () => {
    const { organisationId, eve, as } = await company();
    const buyer = await signedIn(server, DEMO.employee.email);
    const products = await buyer.call<{ items: { id: string; name: string }[] }>('GET', '/devicehub/products?inStock=true&q=dock');
    const dock = products.body.items[0]!;
    expect((await buyer.call('POST', '/devicehub/cart/lines', { productId: dock.id, quantity: 1 })).status).toBe(200);
    const [office] = await ports().places.list(server.store.repos, organisationId);
    const paid = await buyer.call<{ orders: { id: string; number: number }[] }>('POST', '/devicehub/checkout', { idempotencyKey: randomUUID(), paymentMethod: 'credits', locationId: office!.id });
    expect(paid.status, paid.text).toBe(201);
    const order = paid.body.orders[0]!;

    const mia = await as('mia');
    const credits = (await creditsOf(mia, eve)).body;
    expect(credits.spending).toHaveLength(1);
    expect(credits.spending[0]!.order).toMatchObject({ id: order.id, number: order.number, lines: [{ name: dock.name, quantity: 1 }] });
    const spent = -credits.spending[0]!.amountMinor;
    expect(credits.current).toMatchObject({ spentMinor: spent });

    const month = new Date().toISOString().slice(0, 7);
    const expenses = await mia.call<{ months: unknown[]; totalMinor: number }>('GET', `/team/expenses?from=${month}&to=${month}`);
    expect(expenses.body.months).toEqual([{ personId: eve, month, spentMinor: spent, orders: 1 }]);
    expect(expenses.body.totalMinor).toBe(spent);
    expect((await mia.call<{ months: unknown[] }>('GET', '/team/expenses?to=2001-01')).body.months).toEqual([]);
    const csv = await mia.call<{ content: string; filename: string }>('GET', `/team/expenses/export?from=${month}`);
    expect(csv.body.content.split('\r\n')[1]).toContain(`${order.number},1 × ${dock.name}`);
    // A budget below what was spent is refused: the spend stays spent.
    if (spent > 0) expect((await setBudget(mia, eve, spent - 1)).body.code).toBe('budget-below-spent');
  });
});

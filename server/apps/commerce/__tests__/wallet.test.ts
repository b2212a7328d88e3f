import { randomUUID } from 'node:crypto';
import { sql } from 'drizzle-orm';
import fc from 'fast-check';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { DEMO } from '../../../seed/demo-seed';
import { InsufficientFundsError } from '../repositories/wallet-repository';
import { startTestServer, type TestServer } from '../../../../tests/server/harness';
import { addPerson, signedIn, otherOrganisation, type ApiClient } from '../../../../tests/server/callers';
import { demoOrganisation } from './catalogue-helpers';
import { realtimeEars } from './realtime-ears';
import { commerceServer } from '../index';

let server: TestServer;
beforeAll(async () => {
  server = await startTestServer();
});
afterAll(() => server.close());
beforeEach(() => server.reset());

const wallet = () => server.storeOf(commerceServer).repos.own.wallet;

interface Entry {
  id: string;
  amountMinor: number;
  balanceAfterMinor: number;
  reason: string;
}
interface Page<T> {
  items: T[];
  total: number;
}
interface Withdrawal {
  id: string;
  state: string;
  version: number;
  amountMinor: number;
}

/** Every entry of a person, oldest first, straight from the table. */
async function ledgerOf(organisationId: string, personId: string) {
  const { rows } = await wallet().entries(organisationId, { personId, page: 1, pageSize: 200, sort: 'createdAt' });
  return rows.sort((a, b) => a.createdAt.getTime() - b.createdAt.getTime() || a.balanceAfterMinor - b.balanceAfterMinor);
}

describe('the ledger', () => {
  it('adds up: its entries sum to every balance-after and to the balance, whatever is appended and refused', async () => {
    const { organisationId } = await demoOrganisation(server);
    await fc.assert(
      fc.asyncProperty(fc.array(fc.integer({ min: -40_000, max: 40_000 }).filter((amount) => amount !== 0), { maxLength: 12 }), async (amounts) => {
        const personId = await addPerson(server, `p-${randomUUID()}@acme.test`, 'employee');
        for (const amountMinor of amounts) {
          await wallet()
            .append(organisationId, { personId, amountMinor, currency: 'EUR', reason: 'test', idempotencyKey: randomUUID() })
            .catch((error: unknown) => {
              if (!(error instanceof InsufficientFundsError)) throw error;
            });
        }
        const rows = await ledgerOf(organisationId, personId);
        let sum = 0;
        for (const row of rows) {
          sum += row.amountMinor;
          expect(row.balanceAfterMinor).toBe(sum);
          expect(row.balanceAfterMinor).toBeGreaterThanOrEqual(0);
        }
        expect((await wallet().balanceOf(organisationId, personId)).balanceMinor).toBe(sum);
      }),
      { numRuns: 15 },
    );
  });

  it('refuses UPDATE and DELETE of an entry in the database itself', async () => {
    const { organisationId } = await demoOrganisation(server);
    const eve = (await server.store.repos.users.findByEmail(DEMO.employee.email))!;
    const [entry] = await ledgerOf(organisationId, eve.id);
    const db = server.database.db;
    // The driver wraps the database's error; its cause is the trigger's refusal.
    const refusal = (statement: Promise<unknown>) => statement.then(() => 'accepted', (error: Error) => String((error.cause as Error | undefined)?.message));
    expect(await refusal(db.execute(sql`update commerce_wallet_entries set amount_minor = 1 where id = ${entry!.id}`))).toMatch(/append-only: UPDATE refused/);
    expect(await refusal(db.execute(sql`delete from commerce_wallet_entries where id = ${entry!.id}`))).toMatch(/append-only: DELETE refused/);
    expect((await wallet().entry(organisationId, entry!.id))!.amountMinor).toBe(entry!.amountMinor);
  });

  it('answers the first entry when an idempotency key comes again, and refuses it for another amount', async () => {
    const { organisationId } = await demoOrganisation(server);
    const personId = await addPerson(server, 'kim@acme.test', 'employee');
    const entry = { personId, amountMinor: 5_000, currency: 'EUR', reason: 'top-up', idempotencyKey: 'key-0001' };
    const first = await wallet().append(organisationId, entry);
    const again = await wallet().append(organisationId, entry);
    expect(again).toEqual({ ...first, replayed: true });
    await expect(wallet().append(organisationId, { ...entry, amountMinor: 6_000 })).rejects.toThrow(/idempotency key/);
    expect((await wallet().balanceOf(organisationId, personId)).balanceMinor).toBe(5_000);
  });

  it('never overdraws when debits race: exactly as many succeed as the balance covers', async () => {
    const { organisationId } = await demoOrganisation(server);
    const personId = await addPerson(server, 'kim@acme.test', 'employee');
    await wallet().append(organisationId, { personId, amountMinor: 10_000, currency: 'EUR', reason: 'top-up', idempotencyKey: 'key-top-up' });
    const debits = await Promise.allSettled(
      Array.from({ length: 8 }, (_, index) =>
        server.storeOf(commerceServer).transaction((repos) =>
          repos.own.wallet.append(organisationId, { personId, amountMinor: -3_000, currency: 'EUR', reason: 'order', idempotencyKey: `key-debit-${index}` }),
        ),
      ),
    );
    expect(debits.filter((each) => each.status === 'fulfilled')).toHaveLength(3);
    for (const refused of debits.filter((each) => each.status === 'rejected')) expect(refused.reason).toBeInstanceOf(InsufficientFundsError);
    expect((await wallet().balanceOf(organisationId, personId)).balanceMinor).toBe(1_000);
    expect((await ledgerOf(organisationId, personId)).map((row) => row.balanceAfterMinor)).toEqual([10_000, 7_000, 4_000, 1_000]);
  });

  it('refuses an entry for a person of another organisation', async () => {
    const { organisationId } = await demoOrganisation(server);
    const other = await otherOrganisation(server);
    const stranger = (await server.store.repos.users.findByEmail(other.email))!;
    await expect(
      wallet().append(organisationId, { personId: stranger.id, amountMinor: 100, currency: 'EUR', reason: 'x', idempotencyKey: 'key-stranger' }),
    ).rejects.toThrow(/no person/);
  });
});

describe('the wallet screens’ routes', () => {
  it('shows the employee their own balance and ledger, and an admin anyone’s', async () => {
    const eve = await signedIn(server, DEMO.employee.email);
    const ada = await signedIn(server, DEMO.admin.email);
    const own = await eve.call<{ balanceMinor: number; currency: string; mayAdminister: boolean; credits: { remainingMinor: number } | null }>('GET', '/wallet');
    expect(own.status).toBe(200);
    expect(own.body).toMatchObject({ balanceMinor: 68_500, currency: 'EUR', mayAdminister: false, credits: { remainingMinor: 30_000 } });
    expect((await eve.call('GET', `/wallet?personId=${ada.userId}`)).status).toBe(403);
    const seen = await ada.call<{ balanceMinor: number }>('GET', `/wallet?personId=${eve.userId}`);
    expect(seen.body.balanceMinor).toBe(68_500);

    const credits = await eve.call<Page<Entry>>('GET', '/wallet/entries?direction=credit&q=buyback');
    expect(credits.body.items.map((each) => each.reason)).toEqual(['Buyback settlement: iPhone 12, 128 GB']);
    const entry = await eve.call<Entry>('GET', `/wallet/entries/${credits.body.items[0]!.id}`);
    expect(entry.body.balanceAfterMinor).toBe(68_500);
    const adaEntries = await ada.call<Page<Entry>>('GET', '/wallet/entries');
    expect((await eve.call('GET', `/wallet/entries/${adaEntries.body.items[0]!.id}`)).status).toBe(404);
  });

  it('lets an admin credit a wallet with a reason, once per key, and no one else', async () => {
    const eve = await signedIn(server, DEMO.employee.email);
    const ada = await signedIn(server, DEMO.admin.email);
    const body = { personId: eve.userId, amountMinor: 1_500, reason: 'Conference refund', idempotencyKey: 'top-up-0001' };
    expect((await eve.call('POST', '/wallet/credits', body)).status).toBe(403);
    const first = await ada.call<Entry>('POST', '/wallet/credits', body);
    expect(first.status).toBe(201);
    expect(first.body).toMatchObject({ amountMinor: 1_500, balanceAfterMinor: 70_000, reason: 'Conference refund' });
    const again = await ada.call<Entry>('POST', '/wallet/credits', body);
    expect(again.body.id).toBe(first.body.id);
    expect((await ada.call('POST', '/wallet/credits', { ...body, reason: '' })).status).toBe(400);
    const people = await ada.call<Page<{ person: { email: string }; balanceMinor: number }>>('GET', '/wallet/people?q=employee');
    expect(people.body.items).toEqual([expect.objectContaining({ balanceMinor: 70_000 })]);
  });

  it('holds a withdrawal’s amount when asked, never overdraws, and releases it when declined', async () => {
    const eve = await signedIn(server, DEMO.employee.email);
    const ada = await signedIn(server, DEMO.admin.email);
    const ask = (amountMinor: number, key: string) => eve.call<Withdrawal>('POST', '/wallet/withdrawals', { amountMinor, note: 'to my bank', idempotencyKey: key });

    const answers = await Promise.all([ask(40_000, 'withdraw-0001'), ask(40_000, 'withdraw-0002')]);
    expect(answers.map((each) => each.status).sort()).toEqual([201, 409]);
    const refused = answers.find((each) => each.status === 409)!;
    expect((refused.body as unknown as { code: string }).code).toBe('insufficient-funds');
    const held = answers.find((each) => each.status === 201)!.body;
    expect((await ask(40_000, held.id === answers[0]!.body.id ? 'withdraw-0001' : 'withdraw-0002')).body.id).toBe(held.id);
    expect((await eve.call<{ balanceMinor: number; heldMinor: number }>('GET', '/wallet')).body).toMatchObject({ balanceMinor: 28_500, heldMinor: 40_000 });

    const decide = { decision: 'declined', note: 'Use it in the shop', version: held.version };
    expect((await eve.call('POST', `/wallet/withdrawals/${held.id}/decision`, decide)).status).toBe(403);
    const declined = await ada.call<Withdrawal>('POST', `/wallet/withdrawals/${held.id}/decision`, decide);
    expect(declined.body.state).toBe('declined');
    expect((await ada.call('POST', `/wallet/withdrawals/${held.id}/decision`, { ...decide, version: declined.body.version })).status).toBe(409);
    expect((await eve.call<{ balanceMinor: number; heldMinor: number }>('GET', '/wallet')).body).toMatchObject({ balanceMinor: 68_500, heldMinor: 0 });

    const approved = await ask(8_500, 'withdraw-0003');
    const decided = await ada.call<Withdrawal>('POST', `/wallet/withdrawals/${approved.body.id}/decision`, { decision: 'approved', version: approved.body.version });
    expect(decided.body.state).toBe('approved');
    expect((await eve.call<{ balanceMinor: number }>('GET', '/wallet')).body.balanceMinor).toBe(60_000);
    const list = await eve.call<Page<Withdrawal>>('GET', '/wallet/withdrawals');
    expect(list.body.items.map((each) => each.state)).toEqual(['approved', 'declined']);
  });

  it('answers two decisions of one withdrawal at once with 200 and a 409, however the database orders them', async () => {
    const eve = await signedIn(server, DEMO.employee.email);
    const ada = await signedIn(server, DEMO.admin.email);
    const asked = await eve.call<Withdrawal>('POST', '/wallet/withdrawals', { amountMinor: 5_000, idempotencyKey: randomUUID() });
    const decide = (decision: string) => ada.call<{ type: string; code: string }>('POST', `/wallet/withdrawals/${asked.body.id}/decision`, { decision, version: asked.body.version });

    const answers = await Promise.all([decide('approved'), decide('declined')]);
    expect(answers.map((each) => each.status).sort()).toEqual([200, 409]);
    expect(answers.find((each) => each.status === 409)!.body).toMatchObject({ type: expect.stringMatching(/conflict/), code: 'already-decided' });
    const released = answers[1]!.status === 200 ? 5_000 : 0;
    expect((await eve.call<{ balanceMinor: number; heldMinor: number }>('GET', '/wallet')).body).toMatchObject({ balanceMinor: 63_500 + released, heldMinor: 0 });
  });

  it('keeps organisations apart', async () => {
    const eve = await signedIn(server, DEMO.employee.email);
    const other = await otherOrganisation(server);
    const boss = await signedIn(server, other.email);
    const eveEntries = await eve.call<Page<Entry>>('GET', '/wallet/entries');
    expect((await boss.call('GET', `/wallet/entries/${eveEntries.body.items[0]!.id}`)).status).toBe(404);
    expect((await boss.call('GET', `/wallet?personId=${eve.userId}`)).status).toBe(404);
    const credit = { personId: eve.userId, amountMinor: 100, reason: 'x', idempotencyKey: 'other-0001' };
    expect((await boss.call('POST', '/wallet/credits', credit)).status).toBe(404);
    const people = await boss.call<Page<{ person: { email: string } }>>('GET', '/wallet/people');
    expect(people.body.items.map((each) => each.person.email)).toEqual([other.email]);
  });
});

describe('employee credits', () => {
  it('spends a budget without going below zero, refunds an order to its budget, and lets admins set budgets', async () => {
    const { organisationId } = await demoOrganisation(server);
    const eve = await signedIn(server, DEMO.employee.email);
    const ada = await signedIn(server, DEMO.admin.email);
    const credits = () => server.storeOf(commerceServer).repos.own.credits;
    const orderId = randomUUID();
    const spent = await credits().spend(organisationId, { personId: eve.userId, amountMinor: 20_000, orderId, idempotencyKey: `order:${orderId}` });
    expect(spent.remainingMinor).toBe(10_000);
    expect((await credits().spend(organisationId, { personId: eve.userId, amountMinor: 20_000, orderId, idempotencyKey: `order:${orderId}` })).replayed).toBe(true);
    await expect(
      credits().spend(organisationId, { personId: eve.userId, amountMinor: 10_001, orderId: randomUUID(), idempotencyKey: 'order:other' }),
    ).rejects.toBeInstanceOf(InsufficientFundsError);
    await credits().refund(organisationId, { personId: eve.userId, amountMinor: 20_000, orderId, idempotencyKey: `refund:${orderId}` });
    expect((await credits().balanceOf(organisationId, eve.userId))!.remainingMinor).toBe(30_000);

    const body = { personId: eve.userId, startsOn: '2030-01-01', endsOn: '2030-03-31', amountMinor: 45_000 };
    expect((await eve.call('POST', '/wallet/credit-budgets', body)).status).toBe(403);
    expect((await ada.call('POST', '/wallet/credit-budgets', { ...body, endsOn: '2029-12-31' })).status).toBe(400);
    const set = await ada.call<{ amountMinor: number; remainingMinor: number }>('POST', '/wallet/credit-budgets', body);
    expect(set.body).toMatchObject({ amountMinor: 45_000, remainingMinor: 45_000 });
    const list = await ada.call<Page<{ startsOn: string }>>('GET', `/wallet/credit-budgets?personId=${eve.userId}`);
    expect(list.body.items.map((each) => each.startsOn)[0]).toBe('2030-01-01');
  });
});

describe('the open wallet screen', () => {
  /** What a person's browser hears of their wallet. */
  const hear = realtimeEars(() => server, 'commerce.wallet.changed');
  const listen = (client: ApiClient) => hear(client.token);

  it('tells the person and the admins of every change of the ledger, a credit, a withdrawal asked and decided, and no other colleague', async () => {
    const eve = await signedIn(server, DEMO.employee.email);
    const ada = await signedIn(server, DEMO.admin.email);
    await addPerson(server, 'kim@acme.test', 'employee');
    const kim = await signedIn(server, 'kim@acme.test');
    const [eveHears, adaHears, kimHears] = [await listen(eve), await listen(ada), await listen(kim)];
    const credited = await ada.call('POST', '/wallet/credits', { personId: eve.userId, amountMinor: 5_000, reason: 'TEST bonus', idempotencyKey: randomUUID() });
    expect(credited.status, credited.text).toBe(201);
    await expect.poll(() => eveHears).toEqual([{ personId: eve.userId }]);
    // The admin looking at Eve's wallet sees it change too.
    await expect.poll(() => adaHears).toEqual([{ personId: eve.userId }]);

    const asked = await eve.call<Withdrawal>('POST', '/wallet/withdrawals', { amountMinor: 1_000, idempotencyKey: randomUUID() });
    expect(asked.status, asked.text).toBe(201);
    await expect.poll(() => eveHears).toHaveLength(2);
    const decided = await ada.call('POST', `/wallet/withdrawals/${asked.body.id}/decision`, { decision: 'declined', version: asked.body.version });
    expect(decided.status, decided.text).toBe(200);
    await expect.poll(() => eveHears).toHaveLength(3);
    await expect.poll(() => adaHears).toHaveLength(3);
    expect(kimHears).toEqual([]);
  });
});

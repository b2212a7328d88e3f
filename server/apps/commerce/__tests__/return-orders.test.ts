import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { DEMO } from '../../../seed/demo-seed';
import { providedPorts } from '../../../apps';
import { startTestServer, type TestServer } from '../../../../tests/server/harness';
import { signedIn } from '../../../../tests/server/callers';
import { demoOrganisation } from './catalogue-helpers';
import { commerceServer } from '../index';

let server: TestServer;
beforeAll(async () => {
  server = await startTestServer();
});
afterAll(() => server.close());
beforeEach(() => server.reset());

const returnOrders = providedPorts().returnOrders;
const commerce = () => server.storeOf(commerceServer).repos.own;

async function placeBuyback(amount = 30_000) {
  const { organisationId, adminId } = await demoOrganisation(server);
  const eve = (await server.store.repos.users.findByEmail(DEMO.employee.email))!;
  const placed = await server.store.transaction((repos) =>
    returnOrders.place(repos, organisationId, {
      kind: 'buyback',
      personId: eve.id,
      lines: [{ assetId: null, description: 'MacBook Air M1 (SN C02TEST)', amount }],
      appSlug: 'buyback-devices',
      actorId: eve.id,
      at: new Date(),
    }),
  );
  return { organisationId, adminId, eveId: eve.id, ...placed };
}

const settle = (organisationId: string, orderId: string, key: string, amount: number, adminId: string) =>
  server.store.transaction((repos) => returnOrders.settle(repos, organisationId, { orderId, amount, to: 'wallet', key, actorId: adminId, at: new Date() }));

describe('the return-orders port (buyback and repair orders kept by commerce)', () => {
  it("places a buyback in Manage Orders' buyback tab, numbered in the orders' series", async () => {
    const { orderId, number } = await placeBuyback();
    const admin = await signedIn(server, DEMO.admin.email);
    const list = await admin.call<{ items: { id: string; number: number; kind: string; status: string; totalMinor: number }[] }>('GET', '/manage-orders/orders?kind=buyback');
    expect(list.body.items).toContainEqual(expect.objectContaining({ id: orderId, number, kind: 'buyback', status: 'ordered', totalMinor: 30_000 }));
    const { rows } = await commerce().orders.list((await demoOrganisation(server)).organisationId, { kind: 'shop', page: 1, pageSize: 1, sort: '-number' });
    expect(number).toBeGreaterThan(rows[0]?.number ?? 0);
  });

  it('refuses a move the status does not allow, and takes a retried one as done', async () => {
    const { organisationId, orderId } = await placeBuyback();
    const move = (status: 'processing' | 'completed') => server.store.transaction((repos) => returnOrders.setStatus(repos, organisationId, orderId, status, new Date()));
    await expect(move('completed')).rejects.toMatchObject({ rule: { code: 'not-allowed-now' } });
    await move('processing');
    await move('processing');
    expect((await commerce().orders.find(organisationId, orderId))!.status).toBe('processing');
  });

  it('settles once however often it is retried: one wallet entry, one settlement document, the order completed', async () => {
    const { organisationId, adminId, eveId, orderId } = await placeBuyback();
    const before = await commerce().wallet.balanceOf(organisationId, eveId);
    await server.store.transaction((repos) => returnOrders.setStatus(repos, organisationId, orderId, 'processing', new Date()));
    const key = randomUUID();
    const answers = await Promise.all([settle(organisationId, orderId, key, 25_000, adminId), settle(organisationId, orderId, key, 25_000, adminId)]);
    const again = await settle(organisationId, orderId, randomUUID(), 25_000, adminId);
    expect(new Set([...answers, again].map((answer) => answer.creditNoteNumber)).size).toBe(1);
    expect((await commerce().wallet.balanceOf(organisationId, eveId)).balanceMinor).toBe(before.balanceMinor + 25_000);
    const { rows } = await commerce().invoices.list(organisationId, { personId: eveId, kind: 'settlement', page: 1, pageSize: 50 });
    expect(rows.filter((row) => row.orderId === orderId)).toEqual([expect.objectContaining({ number: answers[0].creditNoteNumber, totalMinor: 25_000 })]);
    expect(await commerce().orders.find(organisationId, orderId)).toMatchObject({ status: 'completed', paymentStatus: 'paid', totalMinor: 25_000 });
  });
});

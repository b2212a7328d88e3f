import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { QuickLinksAnswer, RecordSearchAnswer } from '../../contract/quick-links';
import { reportProblem } from '../../server/apps/service-desk/__tests__/helpers';
import { DEMO } from '../../server/seed/demo-seed';
import { addPerson, signedIn, type ApiClient } from './callers';
import { startTestServer, type TestServer } from './harness';

let server: TestServer;
beforeAll(async () => {
  server = await startTestServer();
});
afterAll(() => server.close());
beforeEach(() => server.reset());

const pin = (path: string, label: string) => ({ kind: 'page', path, label, detail: null });

async function pinsOf(person: ApiClient) {
  const answer = await person.call('GET', '/quick-links');
  expect(answer.status, answer.text).toBe(200);
  return QuickLinksAnswer.parse(answer.body);
}

async function search(person: ApiClient, q: string) {
  const answer = await person.call('GET', `/search?q=${encodeURIComponent(q)}`);
  expect(answer.status, answer.text).toBe(200);
  return RecordSearchAnswer.parse(answer.body).hits;
}

describe('pins', () => {
  it('start empty at version 0, are saved in their order, and are each person’s own', async () => {
    const eve = await signedIn(server, DEMO.employee.email);
    expect(await pinsOf(eve)).toEqual({ items: [], version: 0 });
    const saved = await eve.call('PATCH', '/quick-links', { items: [pin('/apps/wallet', 'Wallet'), pin('/dashboard', 'Dashboard')], version: 0 });
    expect(saved.status, saved.text).toBe(200);
    const reordered = await eve.call('PATCH', '/quick-links', { items: [pin('/dashboard', 'Dashboard'), pin('/apps/wallet', 'Wallet')], version: 1 });
    expect(reordered.status, reordered.text).toBe(200);
    expect((await pinsOf(eve)).items.map((item) => item.path)).toEqual(['/dashboard', '/apps/wallet']);
    expect((await pinsOf(await signedIn(server, DEMO.admin.email))).items).toEqual([]);
  });

  it('refuses a save from a stale read, first pins included, and keeps what was saved', async () => {
    const eve = await signedIn(server, DEMO.employee.email);
    expect((await eve.call('PATCH', '/quick-links', { items: [pin('/apps/wallet', 'Wallet')], version: 0 })).status).toBe(200);
    const firstAgain = await eve.call('PATCH', '/quick-links', { items: [], version: 0 });
    expect(firstAgain.status).toBe(412);
    const stale = await eve.call('PATCH', '/quick-links', { items: [], version: 7 });
    expect(stale.status).toBe(412);
    expect((await pinsOf(eve)).items.map((item) => item.path)).toEqual(['/apps/wallet']);
  });

  it('refuses a link that leaves the portal', async () => {
    const eve = await signedIn(server, DEMO.employee.email);
    for (const path of ['https://evil.test/', '//evil.test/x', 'javascript:alert(1)']) {
      const answer = await eve.call('PATCH', '/quick-links', { items: [pin(path, 'Away')], version: 0 });
      expect(answer.status, path).toBe(400);
    }
    expect((await pinsOf(eve)).version).toBe(0);
  });
});

describe('record search', () => {
  it('finds an asset by its serial for whoever may open Manage, and opens its page', async () => {
    const ada = await signedIn(server, DEMO.admin.email);
    const list = await ada.call<{ items: { id: string; serial: string | null; assetTag: string }[] }>('GET', '/manage/assets?pageSize=50');
    const asset = list.body.items.find((item) => item.serial)!;
    const hits = await search(ada, asset.serial!);
    expect(hits).toContainEqual(expect.objectContaining({ kind: 'asset', id: asset.id, path: `/apps/manage-beta/details/${asset.id}`, appSlug: 'manage-beta' }));

    const eve = await signedIn(server, DEMO.employee.email);
    expect((await search(eve, asset.serial!)).filter((hit) => hit.kind === 'asset')).toEqual([]);
  });

  it('finds a ticket by number: the agent any, an employee only her own', async () => {
    const eve = await signedIn(server, DEMO.employee.email);
    await addPerson(server, 'zoe@acme.test', 'employee');
    const zoe = await signedIn(server, 'zoe@acme.test');
    const ticket = await reportProblem(zoe, { subject: 'Zoe’s docking station flickers' });

    const ada = await signedIn(server, DEMO.admin.email);
    expect(await search(ada, `RES#${ticket.number}`)).toContainEqual(
      expect.objectContaining({ kind: 'ticket', id: ticket.id, path: `/apps/resolve-it/reported-issue/${ticket.id}`, appSlug: 'resolve-it' }),
    );
    expect(await search(zoe, String(ticket.number))).toContainEqual(
      expect.objectContaining({ kind: 'ticket', id: ticket.id, path: `/apps/resolve-now/ticket-detail/${ticket.id}` }),
    );
    expect((await search(eve, String(ticket.number))).some((hit) => hit.id === ticket.id)).toBe(false);
  });

  it('finds people and orders for those who manage them', async () => {
    const ada = await signedIn(server, DEMO.admin.email);
    const people = await search(ada, 'Eve Emp');
    expect(people).toContainEqual(expect.objectContaining({ kind: 'person', title: DEMO.employee.name, detail: DEMO.employee.email }));
    const orders = await ada.call<{ items: { id: string; number: number; kind: string }[] }>('GET', '/manage-orders/orders?kind=devicehub&pageSize=1');
    expect(orders.status, orders.text).toBe(200);
    const order = orders.body.items[0]!;
    expect(await search(ada, `#${order.number}`)).toContainEqual(
      expect.objectContaining({ kind: 'order', id: order.id, path: `/apps/manage-orders/${order.kind}/${order.id}` }),
    );
  });

  it('asks for two characters at least', async () => {
    const ada = await signedIn(server, DEMO.admin.email);
    expect((await ada.call('GET', '/search?q=a')).status).toBe(400);
  });
});

import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { DEMO } from '../../server/seed/demo-seed';
import { startTestServer, type TestServer } from './harness';
import { addPerson, otherOrganisation, signedIn } from './callers';

/** An admin's partner address for an embedded app: https or the portal's own only, per organisation, in the CSP. */

let server: TestServer;
beforeAll(async () => {
  server = await startTestServer();
});
afterAll(() => server.close());
beforeEach(() => server.reset());

const frameSrcOf = (headers: Record<string, unknown>) => /frame-src ([^;]*)/.exec(String(headers['content-security-policy']))?.[1] ?? '';

describe("an embedded app's partner address", () => {
  it('takes only https or the portal’s own origin, saying why otherwise, and frames the new partner at once', async () => {
    const admin = await signedIn(server, DEMO.admin.email);
    for (const frameUrl of ['http://pos.partner.example/till', 'javascript:alert(1)', 'https://user:secret@pos.partner.example/', 'not an address']) {
      const refused = await admin.call<{ errors: { path: string; message: string }[] }>('PATCH', '/apps/pos/frame', { frameUrl });
      expect(refused.status, frameUrl).toBe(400);
      expect(refused.body.errors[0]).toMatchObject({ path: 'body.frameUrl' });
    }
    expect((await admin.call<{ errors: { message: string }[] }>('PATCH', '/apps/pos/frame', { frameUrl: 'http://pos.partner.example/' })).body.errors[0]!.message).toMatch(/https/);

    const set = await admin.call<{ frameUrl: string }>('PATCH', '/apps/pos/frame', { frameUrl: 'https://pos.partner.example/till' });
    expect(set.status, set.text).toBe(200);
    expect(set.body.frameUrl).toBe('https://pos.partner.example/till');
    expect((await admin.call<{ frameUrl: string }>('GET', '/apps/pos')).body.frameUrl).toBe('https://pos.partner.example/till');
    const listed = await admin.call<{ items: { slug: string; frameUrl: string | null }[] }>('GET', '/apps?pageSize=200');
    expect(listed.body.items.find((app) => app.slug === 'pos')?.frameUrl).toBe('https://pos.partner.example/till');
    expect(frameSrcOf((await admin.call('GET', '/apps/pos')).headers)).toContain('https://pos.partner.example');

    const own = await admin.call<{ frameUrl: string }>('PATCH', '/apps/pos/frame', { frameUrl: `${new URL(server.config.publicUrl).origin}/embedded/pos` });
    expect(own.status, own.text).toBe(200);
    const back = await admin.call<{ frameUrl: string }>('PATCH', '/apps/pos/frame', { frameUrl: null });
    expect(back.body.frameUrl).toBe('/embedded/pos');
    const trail = await admin.call<{ items: { action: string }[] }>('GET', '/audit-log?appSlug=pos');
    expect(trail.body.items.filter((entry) => entry.action === 'app.frame-set')).toHaveLength(3);
  });

  it('is each organisation’s own, set by its admins only, and only for embedded apps', async () => {
    const admin = await signedIn(server, DEMO.admin.email);
    expect((await admin.call('PATCH', '/apps/pos/frame', { frameUrl: 'https://pos.partner.example/' })).status).toBe(200);
    const globex = await signedIn(server, (await otherOrganisation(server)).email);
    expect((await globex.call<{ frameUrl: string }>('GET', '/apps/pos')).body.frameUrl).toBe('/embedded/pos');
    expect((await globex.call('PATCH', '/apps/pos/frame', { frameUrl: 'https://till.globex.example/' })).status).toBe(200);
    expect((await admin.call<{ frameUrl: string }>('GET', '/apps/pos')).body.frameUrl).toBe('https://pos.partner.example/');

    await addPerson(server, 'mona@acme.test', 'manager');
    const manager = await signedIn(server, 'mona@acme.test');
    expect((await manager.call('PATCH', '/apps/pos/frame', { frameUrl: 'https://evil.example/' })).status).toBe(403);
    expect((await admin.call('PATCH', '/apps/shop/frame', { frameUrl: 'https://shop.example/' })).status).toBe(404);
    expect((await admin.call('PATCH', '/apps/no-such-app/frame', { frameUrl: 'https://x.example/' })).status).toBe(404);
    expect((await admin.call('PATCH', '/apps/pos/frame', { frameUrl: 'https://x.example/', extra: 1 })).status).toBe(400);
  });
});

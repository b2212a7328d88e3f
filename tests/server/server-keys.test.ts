import { afterEach, describe, expect, it } from 'vitest';
import { MemoryAttemptLimiter } from '../../server/adapters/memory-attempt-limiter';
import { buildApp, type PortalApp } from '../../server/app';
import { configFromEnv } from '../../server/config';
import type { Database } from '../../server/db/database';
import { storeOf, type Store } from '../../server/repositories';
import { reloadServerKeys, rotateServerKey } from '../../server/security/server-key-setup';
import { RETIRED_KEY_DAYS } from '../../server/security/server-keys';
import { hmac } from '../../server/security/tokens';
import { syncCatalogue } from '../../server/seed/demo-seed';
import { reopenableTestDatabase, type ReopenableDatabase } from './test-database';

/** The value every install without SERVER_SECRET signed with before the key store; it is in the project's history. */
const OLD_DEVELOPMENT_SECRET = 'development-only-secret-never-use-in-production';
const ENV_SECRET = 'an operator’s secret of thirty-two characters or more';
const DAY_MS = 86_400_000;

let clock = new Date('2030-01-01T00:00:00Z');
const now = () => clock;
const config = configFromEnv({ NODE_ENV: 'test', PGLITE_DATA_DIR: 'memory', STATIC_DIR: 'none', PUBLIC_URL: 'http://portal.test' });

const places: ReopenableDatabase[] = [];
const open: Database[] = [];
const apps: PortalApp[] = [];

async function install(): Promise<ReopenableDatabase> {
  const place = await reopenableTestDatabase();
  places.push(place);
  return place;
}

async function storeIn(place: ReopenableDatabase): Promise<Store> {
  const database = await place.open();
  open.push(database);
  await database.migrate();
  return storeOf(database.db);
}

/**
 * A second server's store on the same data: its own connection to PostgreSQL; with PGlite, which one process holds,
 * the same database, so only the race of the two starts is tested.
 */
async function secondStoreIn(place: ReopenableDatabase, first: Store): Promise<Store> {
  return process.env.TEST_DATABASE_URL ? storeIn(place) : first;
}

async function restart(): Promise<void> {
  await Promise.all(apps.splice(0).map((each) => each.app.close()));
  await Promise.all(open.splice(0).map((database) => database.close()));
}

/** A whole server over the store, as `npm start` composes it (not listening). */
async function serverOn(store: Store, serverSecret: string | null = null): Promise<PortalApp> {
  await syncCatalogue(store);
  const portal = await buildApp({ config: { ...config, serverSecret }, store, limiter: new MemoryAttemptLimiter(now), now });
  apps.push(portal);
  return portal;
}

afterEach(async () => {
  await restart();
  await Promise.all(places.splice(0).map((place) => place.dispose()));
  clock = new Date('2030-01-01T00:00:00Z');
});

// Each test starts whole servers over fresh databases, PGlite's migrations and all.
describe('the install’s signing key', { timeout: 120_000 }, () => {
  it('is made at random on the first start, kept across a restart, and differs between installs', async () => {
    const place = await install();
    const first = (await serverOn(await storeIn(place))).keys;
    expect(Buffer.from(first.current.key, 'base64url').length).toBeGreaterThanOrEqual(32);
    const token = first.sign('a link', 'to check');
    await restart();
    const again = (await serverOn(await storeIn(place))).keys;
    expect(again.current).toEqual(first.current);
    expect(again.verify(token, 'a link', 'to check')).toBe(true);

    const other = (await serverOn(await storeIn(await install()))).keys;
    expect(other.current.key).not.toBe(first.current.key);
    expect(other.verify(token, 'a link', 'to check')).toBe(false);
  });

  it('is one key for two servers starting at once on one database', async () => {
    const place = await install();
    const a = await storeIn(place);
    const b = await secondStoreIn(place, a);
    const [one, two] = await Promise.all([serverOn(a), serverOn(b)]);
    expect(one.keys.current).toEqual(two.keys.current);
    expect(two.keys.verify(one.keys.sign('approval-link', 'x'), 'approval-link', 'x')).toBe(true);
    expect(await a.repos.serverKeys.all()).toHaveLength(1);
  });

  it('is SERVER_SECRET when set: it retires the generated key, and stays after SERVER_SECRET is unset', async () => {
    const place = await install();
    const generated = (await serverOn(await storeIn(place))).keys;
    const before = generated.sign('file-link', 'f');
    await restart();
    const overridden = (await serverOn(await storeIn(place), ENV_SECRET)).keys;
    expect(overridden.current.key).toBe(ENV_SECRET);
    expect(overridden.sign('file-link', 'f')).toBe(`${overridden.current.id}.${hmac(ENV_SECRET, 'file-link', 'f')}`);
    // The key before still verifies what it signed, for its window.
    expect(overridden.verify(before, 'file-link', 'f')).toBe(true);
    await restart();
    const a = await storeIn(place);
    const b = await secondStoreIn(place, a);
    const both = await Promise.all([serverOn(a, ENV_SECRET), serverOn(b, ENV_SECRET)]);
    expect(both.map((each) => each.keys.current.id)).toEqual([overridden.current.id, overridden.current.id]);
    await restart();
    expect((await serverOn(await storeIn(place))).keys.current.id).toBe(overridden.current.id);
  });

  it('verifies what a retired key signed for its window, then not at all', async () => {
    const store = await storeIn(await install());
    const keys = (await serverOn(store)).keys;
    const old = keys.sign('approval-link', 'payload');
    const newId = await rotateServerKey(store, now());
    await reloadServerKeys(store, keys);
    expect(keys.current.id).toBe(newId);
    expect(keys.sign('approval-link', 'payload')).not.toBe(old);
    clock = new Date(clock.getTime() + RETIRED_KEY_DAYS * DAY_MS - 60_000);
    expect(keys.verify(old, 'approval-link', 'payload')).toBe(true);
    expect(keys.signAs(old.split('.')[0]!, 'approval-link', 'payload')).toBe(old);
    clock = new Date(clock.getTime() + 60_000);
    expect(keys.verify(old, 'approval-link', 'payload')).toBe(false);
    expect(keys.signAs(old.split('.')[0]!, 'approval-link', 'payload')).toBeNull();
    expect(keys.verify(keys.sign('approval-link', 'payload'), 'approval-link', 'payload')).toBe(true);
  });

  it('opens nothing signed with the old development secret, however it is written', async () => {
    const keys = (await serverOn(await storeIn(await install()))).keys;
    const mac = hmac(OLD_DEVELOPMENT_SECRET, 'plg', 'eve@acme.test');
    for (const forged of [mac, `${keys.current.id}.${mac}`, `.${mac}`, `${keys.current.id}.`, '']) {
      expect(keys.verify(forged, 'plg', 'eve@acme.test'), forged).toBe(false);
    }
  });
});

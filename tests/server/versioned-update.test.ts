import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Database } from '../../server/db/database';
import { settings, users } from '../../server/db/schema';
import { storeOf, type Store } from '../../server/repositories';
import { versionedUpdate } from '../../server/repositories/versioned-update';
import { openTestDatabase } from './test-database';

let database: Database;
let store: Store;
beforeAll(async () => {
  database = await openTestDatabase();
  await database.migrate();
  store = storeOf(database.db);
});
afterAll(() => database.close());

const later = new Date('2030-01-02T03:04:05Z');

async function person(organisationName: string) {
  const organisation = await store.repos.organisations.create(organisationName);
  const user = await store.repos.users.create({
    organisationId: organisation.id,
    email: `${organisationName.toLowerCase()}@example.test`,
    name: 'Before',
    role: 'employee',
    passwordHash: null,
  });
  return user;
}

async function reread(id: string) {
  const [row] = await database.db.select().from(users).where(eq(users.id, id));
  return row!;
}

describe('versionedUpdate', () => {
  it('writes the values, bumps the version and stamps the time when the version is the one read', async () => {
    const user = await person('Current');
    const row = await versionedUpdate(database.db, users, { organisationId: user.organisationId, id: user.id, version: user.version }, { name: 'After' }, later);
    expect(row).toMatchObject({ id: user.id, name: 'After', version: user.version + 1, updatedAt: later });
    expect(await reread(user.id)).toEqual(row);
  });

  it('answers only the fields asked for', async () => {
    const user = await person('Fields');
    const key = { organisationId: user.organisationId, id: user.id, version: user.version };
    expect(await versionedUpdate(database.db, users, key, { name: 'After' }, later, { version: users.version })).toEqual({ version: user.version + 1 });
  });

  it('writes nothing and answers undefined for a stale version', async () => {
    const user = await person('Stale');
    const key = { organisationId: user.organisationId, id: user.id, version: user.version };
    await versionedUpdate(database.db, users, key, { name: 'First' }, later);
    expect(await versionedUpdate(database.db, users, key, { name: 'Second' }, later)).toBeUndefined();
    expect(await reread(user.id)).toMatchObject({ name: 'First', version: user.version + 1 });
  });

  it("never touches another organisation's row, even with its id and version", async () => {
    const theirs = await person('Theirs');
    const ours = await person('Ours');
    const key = { organisationId: ours.organisationId, id: theirs.id, version: theirs.version };
    expect(await versionedUpdate(database.db, users, key, { name: 'Taken' }, later)).toBeUndefined();
    expect(await reread(theirs.id)).toEqual(theirs);
  });

  it('names the row by a condition, and a further condition must hold too', async () => {
    const user = await person('Owner');
    const defaults = await store.repos.settings.create(user.organisationId, null, { language: 'en', theme: 'light' });
    const own = await store.repos.settings.create(user.organisationId, user.id, { language: 'en', theme: 'light' });
    const key = { organisationId: user.organisationId, version: own.version, where: eq(settings.userId, user.id) };
    expect(await versionedUpdate(database.db, settings, key, { theme: 'dark' }, later)).toMatchObject({ id: own.id, theme: 'dark' });
    const notThisOne = { organisationId: user.organisationId, id: defaults.id, version: defaults.version, where: eq(settings.theme, 'dark') };
    expect(await versionedUpdate(database.db, settings, notThisOne, { language: 'de' }, later)).toBeUndefined();
    expect(await store.repos.settings.find(user.organisationId, null)).toEqual(defaults);
  });
});

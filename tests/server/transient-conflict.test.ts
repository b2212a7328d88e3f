import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Database } from '../../server/db/database';
import { storeOf, type Store } from '../../server/repositories';
import { isTransientConflict } from '../../server/repositories/transient-conflict';
import { openTestDatabase } from './test-database';

describe('a conflict PostgreSQL resolves by rolling one side back', () => {
  it('is told apart from other failures, however deep the driver wraps it', () => {
    const deadlock = Object.assign(new Error('deadlock detected'), { code: '40P01' });
    expect(isTransientConflict(new Error('Failed query', { cause: deadlock }))).toBe(true);
    expect(isTransientConflict(Object.assign(new Error('could not serialize access'), { code: '40001' }))).toBe(true);
    expect(isTransientConflict(new Error('Failed query', { cause: Object.assign(new Error('duplicate key'), { code: '23505' }) }))).toBe(false);
    expect(isTransientConflict('40P01')).toBe(false);
  });
});

/** Two transactions that each hold what the other needs next: PostgreSQL ends one of them as a deadlock's victim. */
describe.skipIf(!process.env.TEST_DATABASE_URL)('two transactions that lock the same rows in opposite order', () => {
  let database: Database;
  let store: Store;
  let organisations: [string, string];
  beforeAll(async () => {
    database = await openTestDatabase();
    await database.migrate();
    store = storeOf(database.db);
    organisations = [(await store.repos.organisations.create('First')).id, (await store.repos.organisations.create('Second')).id];
  });
  afterAll(() => database.close());

  it('both commit: the victim runs again once the other has finished', async () => {
    let arrived = 0;
    let bothHoldOne!: () => void;
    const meeting = new Promise<void>((resolve) => (bothHoldOne = resolve));
    const renameBoth = (order: [string, string], name: string) =>
      store.transaction(async (repos) => {
        await repos.organisations.rename(order[0], name);
        if (++arrived === 2) bothHoldOne();
        await meeting;
        await repos.organisations.rename(order[1], name);
      });
    const [first, second] = organisations;

    const outcomes = await Promise.allSettled([renameBoth([first, second], 'A'), renameBoth([second, first], 'B')]);

    expect(outcomes.map((outcome) => outcome.status)).toEqual(['fulfilled', 'fulfilled']);
    expect(arrived).toBe(3);
    const names = [(await store.repos.organisations.find(first))!.name, (await store.repos.organisations.find(second))!.name];
    expect(names[0]).toBe(names[1]);
  });
});

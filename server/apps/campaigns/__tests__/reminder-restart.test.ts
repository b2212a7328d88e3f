import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { campaignRoutesByKind } from '../../../../contract/apps/campaigns/campaign-routes';
import { REMINDER_JOB } from '../services/campaign-reminders';
import { createCampaignServices } from '../services/services';
import { configFromEnv } from '../../../config';
import type { Database } from '../../../db/database';
import type { MailMessage, MailPort } from '../../../ports/mail-port';
import type { StaffPrincipal } from '../../../principal';
import { storeOf, type Store } from '../../../repositories';
import { openServerKeys } from '../../../security/server-key-setup';
import type { ServerKeys } from '../../../security/server-keys';
import { appStoreOf } from '../../../repositories/app-repositories';
import { campaignsRepositoriesOf } from '../repositories/repositories';
import { DEMO, seedDemoWhenEmpty, syncCatalogue } from '../../../seed/demo-seed';
import { addMember } from '../../../services/provisioning';
import { reopenableTestDatabase, type ReopenableDatabase } from '../../../../tests/server/test-database';
import { campaignDeps, campaignWorker, LEASE_MS } from './campaign-jobs';

/**
 * The reminders across a restart, against a database that is closed and opened again: whatever moment the process
 * dies at, each person gets each step's mail once.
 */
const config = configFromEnv({ NODE_ENV: 'test', PGLITE_DATA_DIR: 'memory', STATIC_DIR: 'none', PUBLIC_URL: 'http://portal.test', PORTAL_DEV_TOOLS: '1' });

let place: ReopenableDatabase;
let database: Database;
let store: Store;
let clock = new Date();
const now = () => clock;
const sent: MailMessage[] = [];
let keys: ServerKeys;
const mailbox: MailPort = { send: async (message) => void sent.push(message) };

async function open(): Promise<void> {
  database = await place.open();
  await database.migrate();
  store = storeOf(database.db);
  keys = await openServerKeys(store, null, now);
}

beforeAll(async () => {
  place = await reopenableTestDatabase();
  await open();
  await syncCatalogue(store);
  await seedDemoWhenEmpty(store, 1024);
});
afterAll(async () => {
  await database.close();
  await place.dispose();
});

/** Three leavers in one campaign whose contact date is today: three invitations due at once. */
async function threeLeavers(): Promise<string[]> {
  const admin = (await store.repos.users.findByEmail(DEMO.admin.email))!;
  const eve = (await store.repos.users.findByEmail(DEMO.employee.email))!;
  const others = await store.transaction(async (repos) => [
    await addMember(repos, admin.organisationId, { email: 'finn@acme.test', name: 'Finn Leaver', role: 'employee', passwordHash: null }),
    await addMember(repos, admin.organisationId, { email: 'gus@acme.test', name: 'Gus Leaver', role: 'employee', passwordHash: null }),
  ]);
  const principal: StaffPrincipal = {
    kind: 'staff',
    sessionId: 'test',
    userId: admin.id,
    organisationId: admin.organisationId,
    role: 'admin',
    email: admin.email,
    name: admin.name,
    impersonatorUserId: null,
    expiresAt: new Date(clock.getTime() + 3600_000),
  };
  const { campaigns } = createCampaignServices(campaignDeps(store, config, keys, now, mailbox));
  const body = campaignRoutesByKind.recover.create.request.body.parse({
    name: 'Winter leavers',
    contactDate: clock.toISOString().slice(0, 10),
    message: 'Please return your devices.',
    people: [eve, ...others].map((user) => ({ userId: user.id })),
  });
  await campaigns.create(principal, 'recover', body);
  return [eve.email, 'finn@acme.test', 'gus@acme.test'];
}

describe('a restart in the middle of a reminder run', () => {
  it('sends no step twice and loses none', async () => {
    const leavers = await threeLeavers();
    const steps = await store.repos.jobs.claim([REMINDER_JOB], 10, clock, new Date(clock.getTime() + LEASE_MS));
    // The invitations are due now; the later steps wait for their days.
    expect(steps).toHaveLength(3);

    // The first step is done and committed, and the process dies before the queue hears of it.
    const before = createCampaignServices(campaignDeps(store, config, keys, now, mailbox));
    await before.reminders.runStep(steps[0]!.payload);
    // The second dies inside its transaction, after marking itself done: none of it lands.
    const failing: Store = {
      repos: store.repos,
      transaction: (work) =>
        store.transaction(async (repos) => {
          const result = await work(repos);
          throw new Error(`the process died with ${String(result)} unsaved`);
        }),
    };
    const dying = createCampaignServices(campaignDeps(failing, config, keys, now, mailbox));
    await expect(dying.reminders.runStep(steps[1]!.payload)).rejects.toThrow('the process died');
    // The third never started.

    await database.close();
    await open();
    clock = new Date(clock.getTime() + LEASE_MS);
    await campaignWorker(campaignDeps(store, config, keys, now, mailbox)).runDue();

    expect(sent.map((mail) => mail.to).sort()).toEqual([...leavers].sort());
    expect(sent.every((mail) => mail.subject.includes('Winter leavers'))).toBe(true);
    const { organisationId } = (await store.repos.users.findByEmail(DEMO.admin.email))!;
    // The demo organisation has a Recover campaign of its own: this test's is found by its name.
    const own = appStoreOf(store, campaignsRepositoriesOf).repos.own;
    const [campaign] = (await own.campaigns.list(organisationId, 'recover', [], { page: 1, pageSize: 10, q: 'Winter leavers' })).rows;
    const people = await own.people.all(organisationId, campaign!.id);
    expect(people.map((person) => person.state)).toEqual(['awaiting-employee', 'awaiting-employee', 'awaiting-employee']);
  });
});

import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { AuditList } from '../../../../contract/people';
import { FileAnswer } from '../../../../contract/records';
import { TrailPeople, TrailRetention } from '../../../../contract/apps/audit/trail-schemas';
import { DEMO } from '../../../seed/demo-seed';
import { startTestServer, type TestServer } from '../../../../tests/server/harness';
import { addPerson, otherOrganisation, signedIn, type ApiClient } from '../../../../tests/server/callers';

let server: TestServer;
beforeAll(async () => {
  server = await startTestServer();
});
afterAll(() => server.close());
beforeEach(() => server.reset());

const DAY = 86_400_000;
const daysAgo = (days: number) => new Date(Date.now() - days * DAY);

/** Three entries of the demo organisation at known times, by known people, on known records. */
async function knownEntries(admin: ApiClient, other: string) {
  const organisationId = (await server.store.repos.users.findByEmail(DEMO.admin.email))!.organisationId;
  const entry = (action: string, userId: string | null, appSlug: string, entityId: string, createdAt: Date) => ({
    organisationId,
    userId,
    impersonatorUserId: null,
    appSlug,
    action,
    entityType: 'probe',
    entityId,
    before: { state: 'old' },
    after: { state: 'new' },
    createdAt,
  });
  await server.store.repos.audit.appendMany([
    entry('probe.first', admin.userId, 'manage', 'rec-1', daysAgo(500)),
    entry('probe.second', other, 'resolve-it', 'rec-2', daysAgo(40)),
    entry('probe.third', admin.userId, 'manage', 'rec-2', daysAgo(2)),
  ]);
  return organisationId;
}

const actions = (answer: { body: unknown }) => AuditList.parse(answer.body).items.map((entry) => entry.action);

describe('the audit trail', () => {
  it('narrows to a person, an app, a record and a period, and shows another organisation nothing', async () => {
    const admin = await signedIn(server, DEMO.admin.email);
    const kim = await addPerson(server, 'kim@acme.test', 'employee');
    await knownEntries(admin, kim);
    const probes = '/audit-log?entityType=probe&sort=at';
    expect(actions(await admin.call('GET', probes))).toEqual(['probe.first', 'probe.second', 'probe.third']);
    expect(actions(await admin.call('GET', `${probes}&userId=${kim}`))).toEqual(['probe.second']);
    expect(actions(await admin.call('GET', `${probes}&appSlug=manage`))).toEqual(['probe.first', 'probe.third']);
    expect(actions(await admin.call('GET', `${probes}&entityId=rec-2`))).toEqual(['probe.second', 'probe.third']);
    const period = `from=${encodeURIComponent(daysAgo(60).toISOString())}&to=${encodeURIComponent(daysAgo(10).toISOString())}`;
    expect(actions(await admin.call('GET', `${probes}&${period}`))).toEqual(['probe.second']);

    const globex = await otherOrganisation(server);
    const boss = await signedIn(server, globex.email);
    expect(actions(await boss.call('GET', probes))).toEqual([]);
  });

  it('refuses a period that ends before it starts, and is not for employees', async () => {
    const admin = await signedIn(server, DEMO.admin.email);
    const backwards = await admin.call('GET', `/audit-log?from=${encodeURIComponent(daysAgo(1).toISOString())}&to=${encodeURIComponent(daysAgo(5).toISOString())}`);
    expect(backwards.status).toBe(400);
    const employee = await signedIn(server, DEMO.employee.email);
    expect((await employee.call('GET', '/audit-log')).status).toBe(403);
    expect((await employee.call('GET', '/audit-log/export')).status).toBe(403);
  });

  it('exports what the filters show as CSV, naming people and their before and after', async () => {
    const admin = await signedIn(server, DEMO.admin.email);
    const kim = await addPerson(server, 'kim@acme.test', 'employee');
    await knownEntries(admin, kim);
    const file = FileAnswer.parse((await admin.call('GET', '/audit-log/export?entityType=probe&entityId=rec-2&sort=at')).body);
    expect(file.contentType).toMatch(/text\/csv/);
    const lines = file.content.trim().split('\r\n');
    expect(lines[0]).toBe('at,action,app,record_type,record_id,person,person_email,acting_admin,acting_admin_email,before,after');
    expect(lines).toHaveLength(3);
    expect(lines[1]).toContain('probe.second,resolve-it,probe,rec-2,kim,kim@acme.test');
    expect(lines[1]).toContain('"{""state"":""old""}"');
  });

  it('finds the people it can be narrowed to by name or address, in the organisation only', async () => {
    const admin = await signedIn(server, DEMO.admin.email);
    await addPerson(server, 'kim.trail@acme.test', 'employee');
    const found = TrailPeople.parse((await admin.call('GET', '/audit-log/people?q=kim.trail')).body);
    expect(found.items.map((person) => person.email)).toEqual(['kim.trail@acme.test']);
    const globex = await otherOrganisation(server);
    expect(TrailPeople.parse((await (await signedIn(server, globex.email)).call('GET', '/audit-log/people?q=kim')).body).items).toEqual([]);
  });

  it('is append-only: the database refuses to change or remove an entry', async () => {
    const admin = await signedIn(server, DEMO.admin.email);
    await knownEntries(admin, admin.userId);
    const db = server.database.db;
    // The driver wraps the database's error; its cause is the trigger's refusal.
    const refusal = (statement: Promise<unknown>) => statement.then(() => 'accepted', (error: Error) => String((error.cause as Error | undefined)?.message));
    expect(await refusal(db.execute(sql`update audit_log set action = 'forged' where entity_type = 'probe'`))).toMatch(/append-only: UPDATE refused/);
    expect(await refusal(db.execute(sql`update audit_log set user_id = null where entity_type = 'probe'`))).toMatch(/append-only: UPDATE refused/);
    expect(await refusal(db.execute(sql`delete from audit_log where entity_type = 'probe'`))).toMatch(/append-only: DELETE refused/);
    expect(actions(await admin.call('GET', '/audit-log?entityType=probe&sort=at'))).toEqual(['probe.first', 'probe.second', 'probe.third']);
  });

  it('keeps the entries of a person who is removed, naming nobody', async () => {
    const admin = await signedIn(server, DEMO.admin.email);
    const kim = await addPerson(server, 'kim@acme.test', 'employee');
    await knownEntries(admin, kim);
    await server.database.db.execute(sql`delete from users where id = ${kim}`);
    const [second] = AuditList.parse((await admin.call('GET', '/audit-log?action=probe.second')).body).items;
    expect(second).toMatchObject({ action: 'probe.second', user: null });
  });

  it('keeps entries as long as the retention says, removing older ones at once and noting it', async () => {
    const admin = await signedIn(server, DEMO.admin.email);
    await knownEntries(admin, admin.userId);
    expect(TrailRetention.parse((await admin.call('GET', '/audit-log/retention')).body)).toEqual({ retentionMonths: null, version: 0 });
    expect((await admin.call('PATCH', '/audit-log/retention', { retentionMonths: 6, version: 0 })).status).toBe(400);
    const saved = TrailRetention.parse((await admin.call('PATCH', '/audit-log/retention', { retentionMonths: 12, version: 0 })).body);
    expect(saved).toEqual({ retentionMonths: 12, version: 1 });
    expect(actions(await admin.call('GET', '/audit-log?entityType=probe&sort=at'))).toEqual(['probe.second', 'probe.third']);
    const [purged] = AuditList.parse((await admin.call('GET', '/audit-log?action=audit.retention.purged')).body).items;
    expect(purged).toMatchObject({ user: null, appSlug: 'audit-trail' });
    expect((purged!.after as { removed: number }).removed).toBeGreaterThanOrEqual(1);
    expect(actions(await admin.call('GET', '/audit-log?action=audit.retention.updated'))).toEqual(['audit.retention.updated']);
    // Within the retention, the database still refuses a removal.
    const refused = await server.database.db.execute(sql`delete from audit_log where entity_type = 'probe'`).then(
      () => 'accepted',
      () => 'refused',
    );
    expect(refused).toBe('refused');
    expect((await admin.call('PATCH', '/audit-log/retention', { retentionMonths: 24, version: 0 })).status).toBe(412);
  });
});

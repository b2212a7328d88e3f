import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { ReportRecipientList, SavedReportItem, SavedReportList } from '../../../../contract/apps/insight/saved-report-schemas';
import { DEMO } from '../../../seed/demo-seed';
import { startTestServer, type TestServer } from '../../../../tests/server/harness';
import { addPerson, otherOrganisation, signedIn } from '../../../../tests/server/callers';
import { saveReport, scheduleWeekly, wallClockIn } from './saved-report-helpers';

let server: TestServer;
beforeAll(async () => {
  server = await startTestServer({}, { demoCompany: false });
}, 240_000);
afterAll(() => server.close());
beforeEach(() => server.reset());

const names = async (client: Awaited<ReturnType<typeof signedIn>>) => SavedReportList.parse((await client.call('GET', '/insights/saved-reports')).body).items.map((item) => item.name);

describe("Insights Center's saved reports", () => {
  it("lists one's own and the organisation's shared reports; only the owner or an admin changes a shared one", async () => {
    const ada = await signedIn(server, DEMO.admin.email);
    await addPerson(server, 'mia@acme.test', 'manager');
    await addPerson(server, 'max@acme.test', 'manager');
    const mia = await signedIn(server, 'mia@acme.test');
    const max = await signedIn(server, 'max@acme.test');

    const adaPrivate = await saveReport(ada, { name: 'Ada alone', visibility: 'private' });
    const miaShared = await saveReport(mia, { name: 'Fleet for all', visibility: 'shared', query: { kind: 'fleet-age', productType: 'laptop' } });
    expect(miaShared).toMatchObject({ owner: { name: 'mia' }, editable: true, schedule: null, version: 1, query: { kind: 'fleet-age', productType: 'laptop' } });

    expect(await names(ada)).toEqual(['Ada alone', 'Fleet for all']);
    expect(await names(max)).toEqual(['Fleet for all']);
    const seenByMax = SavedReportList.parse((await max.call('GET', '/insights/saved-reports')).body).items[0]!;
    expect(seenByMax.editable).toBe(false);

    // Max sees Mia's shared report but may not change or delete it; Ada's private one is not there for him at all.
    expect((await max.call('PATCH', `/insights/saved-reports/${miaShared.id}`, { name: 'Mine now', version: 1 })).status).toBe(403);
    expect((await max.call('DELETE', `/insights/saved-reports/${miaShared.id}?version=1`)).status).toBe(403);
    expect((await max.call('PATCH', `/insights/saved-reports/${adaPrivate.id}`, { name: 'Peek', version: 1 })).status).toBe(404);

    // An admin changes anyone's shared report.
    const renamed = await ada.call('PATCH', `/insights/saved-reports/${miaShared.id}`, { name: 'Fleet by age', visibility: 'private', version: 1 });
    expect(renamed.status, renamed.text).toBe(200);
    expect(SavedReportItem.parse(renamed.body)).toMatchObject({ name: 'Fleet by age', visibility: 'private', version: 2, owner: { name: 'mia' } });
    // Made private by the admin, it is Mia's alone again.
    expect(await names(max)).toEqual([]);
    expect(await names(mia)).toEqual(['Fleet by age']);

    const { organisationId } = (await server.store.repos.users.findByEmail(DEMO.admin.email))!;
    const trail = await server.store.repos.audit.list(organisationId, { page: 1, pageSize: 50 });
    expect(trail.rows.map((row) => row.action)).toEqual(expect.arrayContaining(['saved-report.created', 'saved-report.updated']));
  });

  it('answers 412 to a change or a deletion of a version someone changed first, and saves nothing', async () => {
    const ada = await signedIn(server, DEMO.admin.email);
    const report = await saveReport(ada, { name: 'Stale', visibility: 'shared' });
    expect((await ada.call('PATCH', `/insights/saved-reports/${report.id}`, { name: 'First', version: 1 })).status).toBe(200);
    const stale = await ada.call('PATCH', `/insights/saved-reports/${report.id}`, { name: 'Second', version: 1 });
    expect(stale.status).toBe(412);
    expect((await ada.call('DELETE', `/insights/saved-reports/${report.id}?version=1`)).status).toBe(412);
    expect(await names(ada)).toEqual(['First']);
    expect((await ada.call('DELETE', `/insights/saved-reports/${report.id}?version=2`)).status).toBe(204);
    expect(await names(ada)).toEqual([]);
    // A query the reports refuse is refused here too.
    expect((await ada.call('POST', '/insights/saved-reports', { name: 'Bad', visibility: 'private', query: { kind: 'fleet-age', from: '2025-01-01', to: '2024-01-01' } })).status).toBe(400);
  });

  it("keeps each organisation's reports to itself, and needs Insights Center", async () => {
    const ada = await signedIn(server, DEMO.admin.email);
    const report = await saveReport(ada, { name: 'Acme only', visibility: 'shared' });
    const globex = await otherOrganisation(server);
    const boss = await signedIn(server, globex.email);
    expect(await names(boss)).toEqual([]);
    expect((await boss.call('PATCH', `/insights/saved-reports/${report.id}`, { name: 'Taken', version: 1 })).status).toBe(404);
    expect((await boss.call('DELETE', `/insights/saved-reports/${report.id}?version=1`)).status).toBe(404);
    expect((await boss.call('PATCH', `/insights/saved-reports/${report.id}/schedule`, { cadence: 'monthly', day: 1, hour: 6, formats: ['csv'], recipientIds: [boss.userId], version: null })).status).toBe(404);
    // The employee's role is not granted Insights Center.
    const eve = await signedIn(server, DEMO.employee.email);
    expect((await eve.call('GET', '/insights/saved-reports')).status).toBe(403);
  });
});

describe("a saved report's schedule", () => {
  it("runs at the hour of the organisation's zone, mails only its readers, and answers 412 when stale", async () => {
    const ada = await signedIn(server, DEMO.admin.email);
    const mia = await addPerson(server, 'mia@acme.test', 'manager');
    const report = await saveReport(ada, { name: 'Weekly fleet', visibility: 'shared' });

    const readers = ReportRecipientList.parse((await ada.call('GET', '/insights/recipients')).body).items;
    expect(readers.map((reader) => reader.email).sort()).toEqual([DEMO.admin.email, 'mia@acme.test']);

    const scheduled = await scheduleWeekly(ada, report, [mia, ada.userId]);
    const schedule = scheduled.schedule!;
    // The demo's service desk keeps Berlin's hours: the schedule's hour is Berlin's, summer or winter.
    expect(schedule).toMatchObject({ cadence: 'weekly', weekday: 1, hour: 8, timeZone: 'Europe/Berlin', lastDelivery: null, version: 1, formats: ['csv', 'pdf'] });
    expect(schedule.recipients.map((person) => person.email)).toEqual(['mia@acme.test', DEMO.admin.email]);
    expect(wallClockIn(schedule.nextRunAt, 'Europe/Berlin')).toBe('Mon 08:00');
    expect(new Date(schedule.nextRunAt).getTime()).toBeGreaterThan(Date.now());
    expect(new Date(schedule.nextRunAt).getTime()).toBeLessThanOrEqual(Date.now() + 7 * 86_400_000);

    // The employee may not open Insights Center, another organisation's admin is no person of Acme's: neither is mailed.
    const eve = (await server.store.repos.users.findByEmail(DEMO.employee.email))!;
    const globex = await otherOrganisation(server);
    const boss = (await server.store.repos.users.findByEmail(globex.email))!;
    for (const outsider of [eve.id, boss.id]) {
      const refused = await ada.call('PATCH', `/insights/saved-reports/${report.id}/schedule`, { cadence: 'weekly', weekday: 1, hour: 8, formats: ['pdf'], recipientIds: [outsider], version: 1 });
      expect(refused.status).toBe(400);
      expect(refused.text).toContain('recipientIds.0');
    }

    // A first schedule where one is, and a stale version, answer 412.
    expect((await ada.call('PATCH', `/insights/saved-reports/${report.id}/schedule`, { cadence: 'monthly', day: 3, hour: 7, formats: ['pdf'], recipientIds: [mia], version: null })).status).toBe(412);
    const monthly = await ada.call('PATCH', `/insights/saved-reports/${report.id}/schedule`, { cadence: 'monthly', day: 3, hour: 7, formats: ['pdf'], recipientIds: [mia], version: 1 });
    expect(monthly.status, monthly.text).toBe(200);
    const changed = SavedReportItem.parse(monthly.body).schedule!;
    expect(changed).toMatchObject({ cadence: 'monthly', day: 3, hour: 7, version: 2 });
    expect(new Date(changed.nextRunAt).toLocaleString('en-GB', { timeZone: 'Europe/Berlin', day: 'numeric', hour: '2-digit', hourCycle: 'h23' })).toBe('3, 07');
    expect((await ada.call('DELETE', `/insights/saved-reports/${report.id}/schedule?version=1`)).status).toBe(412);
    expect((await ada.call('DELETE', `/insights/saved-reports/${report.id}/schedule?version=2`)).status).toBe(204);
    expect((await ada.call('DELETE', `/insights/saved-reports/${report.id}/schedule?version=2`)).status).toBe(404);
    const listed = SavedReportList.parse((await ada.call('GET', '/insights/saved-reports')).body).items[0]!;
    expect(listed.schedule).toBeNull();
  });
});

import { describe, expect, it } from 'vitest';
import * as insight from '../routes';
import { MOCK_DEMO } from '../../../../tests/mocks/handlers';
import { mockServer, realServer, type Backend } from '../../../../tests/contract/backends';
import { contractSuite } from '../../../../tests/contract/contract-suite';

/** Insights Center's saved reports and their mail schedules, on the server and the mocks alike. */
describe.each([realServer(), mockServer()])("Insights Center's saved reports on $name", (backend: Backend) => {
  const { ok, problem, tokenOf } = contractSuite(backend);

  it('saves, lists, changes and deletes a report, refusing a stale version', async () => {
    const saved = await ok(insight.createSavedReport, { body: { name: 'Laptops by age', visibility: 'shared', query: { kind: 'fleet-age', productType: 'laptop' } } });
    expect(saved).toMatchObject({ name: 'Laptops by age', visibility: 'shared', editable: true, schedule: null, version: 1, owner: { name: MOCK_DEMO.admin.name } });
    await ok(insight.createSavedReport, { body: { name: 'Alone', visibility: 'private', query: { kind: 'spend-month' } } });
    expect((await ok(insight.listSavedReports, {})).items.map((item) => item.name)).toEqual(['Alone', 'Laptops by age']);

    const params = { id: saved.id };
    const changed = await ok(insight.updateSavedReport, { params, body: { name: 'Laptops', version: 1 } });
    expect(changed).toMatchObject({ name: 'Laptops', version: 2, query: { kind: 'fleet-age', productType: 'laptop' } });
    await problem(insight.updateSavedReport, { params, body: { name: 'Stale', version: 1 } }, 412);
    await problem(insight.deleteSavedReport, { params, query: { version: '1' } }, 412);
    await ok(insight.deleteSavedReport, { params, query: { version: '2' } });
    await problem(insight.deleteSavedReport, { params, query: { version: '2' } }, 404);
    await problem(insight.createSavedReport, { body: { name: 'Backwards', visibility: 'private', query: { kind: 'fleet-age', from: '2025-01-01', to: '2024-01-01' } } }, 400);
    // The employee may not open Insights Center.
    await problem(insight.listSavedReports, { token: await tokenOf(MOCK_DEMO.employee.email) }, 403);
  });

  it("schedules a report for the organisation's readers, shows its next run, and stops it", async () => {
    const readers = (await ok(insight.listReportRecipients, {})).items;
    expect(readers.map((reader) => reader.email)).toEqual([MOCK_DEMO.admin.email]);
    const admin = readers[0]!.id;
    const report = await ok(insight.createSavedReport, { body: { name: 'Weekly fleet', visibility: 'private', query: { kind: 'fleet-status' } } });
    const params = { id: report.id };
    const body = { cadence: 'weekly', weekday: 1, hour: 8, formats: ['csv', 'pdf'], recipientIds: [admin], version: null } as const;
    const scheduled = await ok(insight.setReportSchedule, { params, body });
    expect(scheduled.schedule).toMatchObject({ cadence: 'weekly', weekday: 1, hour: 8, timeZone: 'Europe/Berlin', lastDelivery: null, version: 1, recipients: [{ id: admin, email: MOCK_DEMO.admin.email }] });
    const nextRun = new Date(scheduled.schedule!.nextRunAt);
    expect(new Intl.DateTimeFormat('en-GB', { timeZone: 'Europe/Berlin', weekday: 'short', hour: '2-digit', minute: '2-digit', hourCycle: 'h23' }).format(nextRun)).toBe('Mon 08:00');

    await problem(insight.setReportSchedule, { params, body }, 412);
    // Nobody of the organisation: nothing is mailed outside it.
    await problem(insight.setReportSchedule, { params, body: { ...body, recipientIds: [crypto.randomUUID()], version: 1 } }, 400);
    const monthly = await ok(insight.setReportSchedule, { params, body: { cadence: 'monthly', day: 1, hour: 6, formats: ['pdf'], recipientIds: [admin], version: 1 } });
    expect(monthly.schedule).toMatchObject({ cadence: 'monthly', day: 1, version: 2 });
    expect((await ok(insight.listSavedReports, {})).items[0]!.schedule?.version).toBe(2);

    await problem(insight.deleteReportSchedule, { params, query: { version: '1' } }, 412);
    await ok(insight.deleteReportSchedule, { params, query: { version: '2' } });
    await problem(insight.deleteReportSchedule, { params, query: { version: '2' } }, 404);
  });
});

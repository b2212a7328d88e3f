import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { SavedReportList } from '../../../../contract/apps/insight/saved-report-schemas';
import { appDepsOf } from '../../../app-composition';
import { providedPorts } from '../../../apps';
import { jobs } from '../../../db/schema';
import type { ServiceDeps } from '../../../services/service-deps';
import { DEMO } from '../../../seed/demo-seed';
import { startTestServer, type TestServer } from '../../../../tests/server/harness';
import { addPerson, signedIn } from '../../../../tests/server/callers';
import { pdfText } from '../../../../tests/server/pdf-text';
import { insightServer } from '../index';
import { REPORT_DELIVERY_JOB } from '../services/report-schedule-service';
import { saveReport, scheduleWeekly, speaks } from './saved-report-helpers';

const WEEK_MS = 7 * 86_400_000;

let server: TestServer;
beforeAll(async () => {
  // The server's own worker runs the deliveries, looking often: the tests move its clock past a run and wait.
  server = await startTestServer({ jobs: { concurrency: 2, pollMs: 100, maxAttempts: 3 } }, { demoCompany: false });
}, 240_000);
afterAll(() => server.close());
beforeEach(() => server.reset());

const decoded = (base64: string) => Buffer.from(base64, 'base64');

/** The delivery jobs still waiting, by the occurrence each is for. */
async function queuedRuns(): Promise<string[]> {
  const rows = await server.database.db.select().from(jobs).where(and(eq(jobs.kind, REPORT_DELIVERY_JOB), eq(jobs.state, 'queued')));
  return rows.map((row) => (row.payload as { runAt: string }).runAt).sort();
}

/** Waits until the worker has no delivery left that is due. */
async function settled(): Promise<void> {
  await vi.waitFor(async () => {
    const rows = await server.database.db.select().from(jobs).where(eq(jobs.kind, REPORT_DELIVERY_JOB));
    expect(rows.filter((row) => row.state !== 'done' && row.runAt.getTime() <= Date.now() + WEEK_MS + 86_400_000)).toEqual([]);
  }, { timeout: 20_000, interval: 100 });
}

describe('the delivery of a scheduled report', () => {
  it("mails each recipient the report in their own language, with the files, then queues the next run", async () => {
    const ada = await signedIn(server, DEMO.admin.email);
    const greta = await addPerson(server, 'greta@acme.test', 'manager');
    await speaks(server.store.repos, 'greta@acme.test', 'de');
    await speaks(server.store.repos, DEMO.admin.email, 'en');
    const report = await saveReport(ada, { name: 'Weekly fleet', visibility: 'shared' });
    const { schedule } = await scheduleWeekly(ada, report, [greta, ada.userId]);
    const first = schedule!.nextRunAt;

    server.advance(WEEK_MS);
    await vi.waitFor(() => expect(server.mailbox.read('greta@acme.test')).toHaveLength(1), { timeout: 20_000, interval: 100 });
    await vi.waitFor(() => expect(server.mailbox.read(DEMO.admin.email).filter((mail) => mail.subject.includes('Weekly fleet'))).toHaveLength(1));

    const [german] = server.mailbox.read('greta@acme.test');
    expect(german!.subject).toBe('Bericht: Weekly fleet');
    expect(german!.text).toContain('jeden Montag um 08:00 versandt (Europe/Berlin)');
    expect(german!.attachments?.map((file) => [file.filename.replace(/\d{4}-\d{2}-\d{2}/, 'DAY'), file.contentType])).toEqual([
      ['fleet-status-DAY.csv', 'text/csv; charset=utf-8'],
      ['fleet-status-DAY.pdf', 'application/pdf'],
    ]);
    const [csv, pdf] = german!.attachments!;
    expect(decoded(csv!.contentBase64).toString('utf8')).toContain('Geräte');
    expect(await pdfText(new Uint8Array(decoded(pdf!.contentBase64)))).toContain('Geräte nach Status');

    const english = server.mailbox.read(DEMO.admin.email).find((mail) => mail.subject.includes('Weekly fleet'))!;
    expect(english.subject).toBe('Report: Weekly fleet');
    expect(english.text).toContain('every Monday at 08:00 (Europe/Berlin)');
    expect(await pdfText(new Uint8Array(decoded(english.attachments![1]!.contentBase64)))).toContain('Fleet by status');

    // The next Monday's run is queued, and the answer shows it with how the last one went.
    await vi.waitFor(async () => expect(await queuedRuns()).toEqual([new Date(new Date(first).getTime() + WEEK_MS).toISOString()]));
    const again = await signedIn(server, DEMO.admin.email);
    const listed = SavedReportList.parse((await again.call('GET', '/insights/saved-reports')).body).items[0]!.schedule!;
    expect(listed.nextRunAt).toBe(new Date(new Date(first).getTime() + WEEK_MS).toISOString());
    expect(listed.lastDelivery).toMatchObject({ status: 'sent', sent: 2, failed: 0 });
  });

  it('does nothing for a job whose schedule was changed or deleted before it ran', async () => {
    const ada = await signedIn(server, DEMO.admin.email);
    const otto = await addPerson(server, 'otto@acme.test', 'manager');
    const kept = await saveReport(ada, { name: 'Changed', visibility: 'private' });
    const dropped = await saveReport(ada, { name: 'Dropped', visibility: 'private' });
    await scheduleWeekly(ada, kept, [otto]);
    // Changed to monthly, on a day two weeks off: the Monday job queued first finds another version and does nothing.
    const day = ((new Date().getUTCDate() + 13) % 28) + 1;
    const monthly = await ada.call('PATCH', `/insights/saved-reports/${kept.id}/schedule`, { cadence: 'monthly', day, hour: 6, formats: ['csv'], recipientIds: [otto], version: 1 });
    expect(monthly.status, monthly.text).toBe(200);
    const scheduled = await scheduleWeekly(ada, dropped, [otto]);
    expect((await ada.call('DELETE', `/insights/saved-reports/${dropped.id}/schedule?version=${scheduled.schedule!.version}`)).status).toBe(204);
    expect(await queuedRuns()).toHaveLength(3);

    server.advance(WEEK_MS);
    await settled();
    expect(server.mailbox.read('otto@acme.test')).toEqual([]);
    // Only the monthly schedule's own job still waits.
    expect(await queuedRuns()).toHaveLength(1);
  });

  it('mails one occurrence once when two workers run its job at the same moment', async () => {
    const ada = await signedIn(server, DEMO.admin.email);
    const ida = await addPerson(server, 'ida@acme.test', 'manager');
    await scheduleWeekly(ada, await saveReport(ada, { name: 'Raced', visibility: 'private' }), [ida]);
    const [job] = await server.database.db.select().from(jobs).where(eq(jobs.kind, REPORT_DELIVERY_JOB));
    // Two processes' services over the same database, as two instances would each have them.
    const kernel: ServiceDeps = {
      store: server.store,
      config: server.config,
      now: () => new Date(Date.now() + WEEK_MS),
      keys: server.keys,
      mail: server.mailbox,
      jobs: null as unknown as ServiceDeps['jobs'],
      limiter: null as unknown as ServiceDeps['limiter'],
      realtime: null as unknown as ServiceDeps['realtime'],
      files: null as unknown as ServiceDeps['files'],
      identityProviders: [],
    };
    const instance = () => insightServer.services(appDepsOf(insightServer, { deps: kernel, ports: providedPorts(kernel) })).delivery;
    await Promise.all([instance().deliver(job!.payload), instance().deliver(job!.payload)]);
    expect(server.mailbox.read('ida@acme.test')).toHaveLength(1);
    // One next occurrence, not two.
    expect(await queuedRuns()).toHaveLength(2);
  });
});

import * as z from 'zod';
import type { Language } from '../../../../contract/common';
import { nextRunAt, type ReportFormat } from '../../../../src/apps/insight/domain/schedules/report-schedule';
import { organisationTimeZone, recipientLanguage, renderMail, type MailMessage } from '../../../kernel';
import type { LastDelivery } from '../schema/saved-reports';
import type { ReportService } from './report-service';
import { cadenceOf, queueDelivery } from './report-schedule-service';
import { readersOf } from './report-readers';
import { reportWords } from './report-words';
import { cadenceWords, formatWords, runDate } from './schedule-words';
import type { InsightDeps } from './service-deps';

const Payload = z.object({ organisationId: z.uuid(), scheduleId: z.uuid(), version: z.int(), runAt: z.iso.datetime() });

const CONTENT_TYPES: Readonly<Record<ReportFormat, string>> = { csv: 'text/csv; charset=utf-8', pdf: 'application/pdf' };

type Attachments = NonNullable<MailMessage['attachments']>;

function statusOf(sent: number, failed: number): LastDelivery['status'] {
  if (sent + failed === 0) return 'no-recipients';
  if (failed === 0) return 'sent';
  return sent === 0 ? 'failed' : 'partly-sent';
}

/**
 * The delivery job of one occurrence of a schedule: the report run at that moment, mailed with its files to each
 * recipient in their own language, and the next occurrence queued. A job whose schedule was edited, deleted or has
 * moved on does nothing.
 */
export class ReportDelivery {
  constructor(
    private readonly deps: Pick<InsightDeps, 'store' | 'now' | 'config' | 'mail' | 'businessCalendars'>,
    private readonly reports: ReportService,
  ) {}

  async deliver(payload: unknown): Promise<void> {
    const { organisationId, scheduleId, version, runAt: due } = Payload.parse(payload);
    const runAt = new Date(due);
    const { repos } = this.deps.store;
    const schedule = await repos.own.schedules.find(organisationId, scheduleId);
    if (!schedule || schedule.version !== version || schedule.nextRunAt.getTime() !== runAt.getTime()) return;
    const report = await repos.own.savedReports.find(organisationId, schedule.savedReportId);
    if (!report) return;
    const readers = await readersOf(repos, organisationId, schedule.recipientIds);
    const owner = await repos.users.find(organisationId, report.ownerId);
    const recipients = await Promise.all(readers.map(async (reader) => ({ ...reader, language: await recipientLanguage(repos, reader.email, organisationId) })));
    // The files first: should they fail, the job is tried again with nothing sent and the occurrence still due.
    const files = new Map<Language, Attachments>();
    for (const language of new Set(recipients.map((recipient) => recipient.language))) {
      files.set(language, await this.attachments(organisationId, report.query, schedule.formats, language));
    }
    const now = this.deps.now();
    const timeZone = await organisationTimeZone(this.deps.businessCalendars, repos, organisationId);
    const next = nextRunAt(cadenceOf(schedule), timeZone, new Date(Math.max(now.getTime(), runAt.getTime())));
    const claimed = await this.deps.store.transaction(async (tx) => {
      const moved = await tx.own.schedules.advance(organisationId, scheduleId, { version, runAt }, { nextRunAt: next, timeZone });
      if (moved) await queueDelivery(tx, moved, now, this.deps.config.jobs.maxAttempts);
      return moved !== undefined;
    });
    // Another attempt at this occurrence moved it first.
    if (!claimed) return;
    let sent = 0;
    for (const recipient of recipients) {
      const params = {
        name: report.name,
        title: reportWords(report.query.kind, recipient.language).title,
        date: runDate(runAt, timeZone, recipient.language),
        files: formatWords(schedule.formats, recipient.language),
        when: cadenceWords(cadenceOf(schedule), recipient.language),
        timeZone,
        owner: owner?.name ?? '',
      };
      try {
        await this.deps.mail.send({ to: recipient.email, organisationId, ...renderMail('scheduledReport', recipient.language, params), attachments: files.get(recipient.language) ?? [] });
        sent++;
      } catch {
        // Counted in the schedule's last delivery, which its owner sees; the others still get theirs.
      }
    }
    const failed = recipients.length - sent;
    await repos.own.schedules.recordDelivery(organisationId, scheduleId, { at: now.toISOString(), status: statusOf(sent, failed), sent, failed });
  }

  private async attachments(organisationId: string, query: Parameters<ReportService['csvFor']>[1], formats: readonly ReportFormat[], language: Language): Promise<Attachments> {
    const made: Attachments[number][] = [];
    for (const format of formats) {
      const file = format === 'csv' ? await this.reports.csvFor(organisationId, query, language) : await this.reports.pdfFor(organisationId, query, language);
      made.push({ filename: file.filename, contentType: CONTENT_TYPES[format], contentBase64: file.contentBase64 });
    }
    return made;
  }
}

import type { z } from 'zod';
import type { ReportQuery } from '../../../../contract/apps/insight/report-schemas';
import type { SavedReportChange, SavedReportInput } from '../../../../contract/apps/insight/saved-report-schemas';
import { INSIGHTS_CENTER_SLUG } from '../../../../src/apps/insight/domain/slug';
import { auditBy, changes, checkOwnedIds, forbidden, notFound, staleVersion, type StaffPrincipal } from '../../../kernel';
import type { InsightRepositories } from '../repositories/repositories';
import type { SavedReportRow } from '../repositories/saved-report-repository';
import type { ScheduleRow } from '../repositories/schedule-repository';
import { allReaders } from './report-readers';
import { mayEdit, savedReportOf, sees, type PersonView } from './saved-report-view';
import type { InsightDeps } from './service-deps';

/** What the trail keeps of a saved report. */
const audited = (row: SavedReportRow) => ({ name: row.name, query: row.query, visibility: row.visibility });
const trail = { entityType: 'saved-report', appSlug: INSIGHTS_CENTER_SLUG } as const;

/** The report as the principal may change it: 404 when they do not see it, 403 when they only see it. */
export async function editableReport(repos: InsightRepositories, principal: StaffPrincipal, id: string): Promise<SavedReportRow> {
  const report = await repos.own.savedReports.find(principal.organisationId, id);
  if (!report || !sees(principal, report)) throw notFound('saved report');
  if (!mayEdit(principal, report)) throw forbidden('Only its owner or an admin changes a shared report.');
  return report;
}

/** The names of the owners and recipients the answers show. */
export async function peopleOf(repos: InsightRepositories, organisationId: string, ids: Iterable<string>): Promise<Map<string, PersonView>> {
  const accounts = await repos.users.findMany(organisationId, [...new Set(ids)]);
  return new Map(accounts.map((account) => [account.id, { id: account.id, name: account.name, email: account.email }]));
}

/** The report as the answers show it, with its schedule and the people they name. */
export async function answerOf(repos: InsightRepositories, principal: StaffPrincipal, report: SavedReportRow, schedule: ScheduleRow | undefined) {
  const people = await peopleOf(repos, principal.organisationId, [report.ownerId, ...(schedule?.recipientIds ?? [])]);
  return savedReportOf(principal, report, schedule, people);
}

/** Insights Center's saved reports: each person's own, and those shared with the organisation. */
export class SavedReportService {
  constructor(private readonly deps: Pick<InsightDeps, 'store' | 'now' | 'places'>) {}

  /** The place a report's query narrows to is one of the organisation's (Locations'), else a 400 at its field. */
  private async checkQuery(repos: InsightRepositories, organisationId: string, query: z.output<typeof ReportQuery> | undefined): Promise<void> {
    const find = async (id: string) => (await this.deps.places.placesOf(repos, organisationId, [id])).get(id);
    await checkOwnedIds([['query.locationId', query?.locationId, find]]);
  }

  async list(principal: StaffPrincipal) {
    const { repos } = this.deps.store;
    const reports = await repos.own.savedReports.visibleTo(principal.organisationId, principal.userId);
    const schedules = new Map((await repos.own.schedules.ofReports(principal.organisationId, reports.map((report) => report.id))).map((row) => [row.savedReportId, row]));
    const people = await peopleOf(repos, principal.organisationId, [...reports.map((report) => report.ownerId), ...[...schedules.values()].flatMap((row) => row.recipientIds)]);
    return { items: reports.map((report) => savedReportOf(principal, report, schedules.get(report.id), people)) };
  }

  async create(principal: StaffPrincipal, body: z.output<typeof SavedReportInput>) {
    const now = this.deps.now();
    return this.deps.store.transaction(async (repos) => {
      await this.checkQuery(repos, principal.organisationId, body.query);
      const report = await repos.own.savedReports.insert({ organisationId: principal.organisationId, ownerId: principal.userId, ...body, createdAt: now, updatedAt: now });
      await repos.audit.append(auditBy(principal, { ...trail, action: 'saved-report.created', entityId: report.id, after: audited(report) }));
      return answerOf(repos, principal, report, undefined);
    });
  }

  async update(principal: StaffPrincipal, id: string, body: z.output<typeof SavedReportChange>) {
    const { version, ...values } = body;
    return this.deps.store.transaction(async (repos) => {
      const before = await editableReport(repos, principal, id);
      await this.checkQuery(repos, principal.organisationId, values.query);
      const updated = await repos.own.savedReports.update(principal.organisationId, id, version, values, this.deps.now());
      if (!updated) throw staleVersion();
      await repos.audit.append(auditBy(principal, { ...trail, action: 'saved-report.updated', entityId: id, ...changes(audited(before), audited(updated)) }));
      return answerOf(repos, principal, updated, await repos.own.schedules.ofReport(principal.organisationId, id));
    });
  }

  async remove(principal: StaffPrincipal, id: string, version: number): Promise<void> {
    await this.deps.store.transaction(async (repos) => {
      const before = await editableReport(repos, principal, id);
      // Its schedule goes with it; a delivery job already queued finds no schedule and does nothing.
      if (!(await repos.own.savedReports.delete(principal.organisationId, id, version))) throw staleVersion();
      await repos.audit.append(auditBy(principal, { ...trail, action: 'saved-report.deleted', entityId: id, before: audited(before) }));
    });
  }

  async recipients(principal: StaffPrincipal) {
    return { items: await allReaders(this.deps.store.repos, principal.organisationId) };
  }
}

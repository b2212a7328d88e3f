import type { HttpHandler } from 'msw';
import type { z } from 'zod';
import * as routes from '../../../../contract/apps/insight/routes';
import type { SavedReportInput, SavedReportItem, ScheduleInput } from '../../../../contract/apps/insight/saved-report-schemas';
import { isAdminRole } from '../../../../contract/common';
import { ProblemTypes } from '../../../../contract/problem';
import { MockProblem, mockNotFound, mockRouter, type StaffCaller } from '../../../../tests/mocks/mock-route';
import { newId, type MockState, type MockUser } from '../../../../tests/mocks/mock-state';
import { stale } from '../../manage/mocks/mock-problems';
import { INSIGHTS_CENTER_SLUG } from '../domain/slug';
import { nextRunAt } from '../domain/schedules/report-schedule';

/** The demo organisation's zone, as its service desk's calendar sets it on the server. */
const MOCK_ZONE = 'Europe/Berlin';

/** A schedule as kept, without the recipients' names, which are read when answered (each cadence kept apart). */
type MockSchedule = NonNullable<SavedReportItem['schedule']> extends infer S ? (S extends unknown ? Omit<S, 'recipients'> : never) : never;
interface MockSavedReport extends Omit<SavedReportItem, 'owner' | 'editable' | 'schedule'> {
  readonly organisationId: string;
  readonly ownerId: string;
  schedule: MockSchedule | null;
}

const data = new WeakMap<MockState, MockSavedReport[]>();
const reportsOf = (state: MockState) => data.get(state) ?? (data.set(state, []), data.get(state)!);

/** Saved reports and their schedules in memory, with the server's visibility and edit rules; nothing is mailed. */
export function savedReportHandlers(state: MockState, baseUrl: string): HttpHandler[] {
  const route = mockRouter(state, baseUrl);
  const reports = reportsOf(state);
  const readers = (organisationId: string) =>
    state.users
      .filter((user) => user.organisationId === organisationId && !user.deactivatedAt && state.access(user).allowed.includes(INSIGHTS_CENTER_SLUG))
      .sort((a, b) => a.name.localeCompare(b.name));
  const person = (user: MockUser) => ({ id: user.id, name: user.name, email: user.email });
  const mayEdit = (caller: StaffCaller, report: MockSavedReport) => report.ownerId === caller.user.id || isAdminRole(caller.user.role);
  const view = (caller: StaffCaller, { organisationId: _, ownerId, schedule, ...report }: MockSavedReport): SavedReportItem => ({
    ...report,
    owner: { id: ownerId, name: state.user(caller.user.organisationId, ownerId)?.name ?? '' },
    editable: mayEdit(caller, { ...report, organisationId: _, ownerId, schedule }),
    schedule: schedule && {
      ...schedule,
      recipients: schedule.recipientIds.flatMap((id) => {
        const user = state.user(caller.user.organisationId, id);
        return user ? [person(user)] : [];
      }),
    },
  });
  const editable = (caller: StaffCaller, id: string) => {
    const report = reports.find((each) => each.id === id && each.organisationId === caller.user.organisationId && (each.ownerId === caller.user.id || each.visibility === 'shared'));
    if (!report) throw mockNotFound('saved report');
    if (!mayEdit(caller, report)) throw new MockProblem(403, ProblemTypes.forbidden, 'Not allowed');
    return report;
  };
  const checkRecipients = (caller: StaffCaller, ids: readonly string[]) => {
    const allowed = new Set(readers(caller.user.organisationId).map((user) => user.id));
    const index = ids.findIndex((id) => !allowed.has(id));
    if (index < 0) return;
    const message = 'No such person in this organisation who may open Insights Center.';
    throw new MockProblem(400, ProblemTypes.validation, 'The request is not valid', [{ path: `body.recipientIds.${index}`, message, code: 'unknown-id' }]);
  };
  const scheduleOf = (body: ScheduleInput, version: number): MockSchedule => {
    const { version: _, formats, recipientIds, ...cadence } = body;
    return { ...cadence, formats: [...new Set(formats)], recipientIds: [...new Set(recipientIds)], timeZone: MOCK_ZONE, nextRunAt: nextRunAt(cadence, MOCK_ZONE, new Date()).toISOString(), lastDelivery: null, version };
  };
  const create = (caller: StaffCaller, body: z.output<typeof SavedReportInput>): MockSavedReport => {
    const at = new Date().toISOString();
    const report = { id: newId(), organisationId: caller.user.organisationId, ownerId: caller.user.id, ...body, schedule: null, createdAt: at, updatedAt: at, version: 1 };
    reports.push(report);
    return report;
  };
  return [
    route(routes.listSavedReports, ({ caller }) => ({
      items: reports
        .filter((each) => each.organisationId === caller.user.organisationId && (each.ownerId === caller.user.id || each.visibility === 'shared'))
        .sort((a, b) => a.name.localeCompare(b.name))
        .map((each) => view(caller, each)),
    })),
    route(routes.createSavedReport, ({ caller, body }) => view(caller, create(caller, body))),
    route(routes.updateSavedReport, ({ caller, params, body }) => {
      const report = editable(caller, params.id);
      const { version, ...changes } = body;
      if (report.version !== version) throw stale();
      Object.assign(report, Object.fromEntries(Object.entries(changes).filter(([, value]) => value !== undefined)), { version: version + 1, updatedAt: new Date().toISOString() });
      return view(caller, report);
    }),
    route(routes.deleteSavedReport, ({ caller, params, query }) => {
      const report = editable(caller, params.id);
      if (report.version !== query.version) throw stale();
      reports.splice(reports.indexOf(report), 1);
    }),
    route(routes.setReportSchedule, ({ caller, params, body }) => {
      const report = editable(caller, params.id);
      checkRecipients(caller, body.recipientIds);
      if ((report.schedule?.version ?? null) !== body.version) throw stale();
      report.schedule = scheduleOf(body, (body.version ?? 0) + 1);
      return view(caller, report);
    }),
    route(routes.deleteReportSchedule, ({ caller, params, query }) => {
      const report = editable(caller, params.id);
      if (!report.schedule) throw mockNotFound('schedule');
      if (report.schedule.version !== query.version) throw stale();
      report.schedule = null;
    }),
    route(routes.listReportRecipients, ({ caller }) => ({ items: readers(caller.user.organisationId).map(person) })),
  ];
}

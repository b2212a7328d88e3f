import type { HttpHandler } from 'msw';
import { pageOfItems } from '../../../../contract/app-listing';
import * as routes from '../../../../contract/apps/audit/routes';
import { parseSort } from '../../../../contract/list';
import type { AuditEntry } from '../../../../contract/people';
import { ProblemTypes } from '../../../../contract/problem';
import { MockProblem, mockRouter } from '../../../../tests/mocks/mock-route';
import type { MockState } from '../../../../tests/mocks/mock-state';
import type { TrailFilters } from '../application/ports/trail-gateway';
import { trailCsv } from '../domain/trail-csv';
import { auditRoundHandlers } from './audit-round-handlers';

/** The trail in memory: the organisation's entries, filtered and sorted as the server does, and its retention. */
export function auditHandlers(state: MockState, baseUrl: string): HttpHandler[] {
  const route = mockRouter(state, baseUrl);
  const retention = new Map<string, { retentionMonths: number | null; version: number }>();
  const retentionOf = (organisationId: string) => retention.get(organisationId) ?? { retentionMonths: null, version: 0 };
  const matching = (organisationId: string, query: TrailFilters): AuditEntry[] => {
    const entries = state.audit
      .filter((row) => row.organisationId === organisationId)
      .map((row) => row.entry)
      .filter(
        (entry) =>
          (!query.action || entry.action === query.action) &&
          (!query.appSlug || entry.appSlug === query.appSlug) &&
          (!query.userId || entry.user?.id === query.userId || entry.impersonator?.id === query.userId) &&
          (!query.entityType || entry.entityType === query.entityType) &&
          (!query.entityId || entry.entityId === query.entityId) &&
          (!query.from || entry.at >= query.from) &&
          (!query.to || entry.at < query.to) &&
          (!query.q || `${entry.action} ${entry.entityType} ${entry.entityId ?? ''}`.toLowerCase().includes(query.q.toLowerCase())),
      );
    const { field, descending } = parseSort(query.sort ?? '-at', 'at' as const);
    return [...entries].sort((a, b) => (descending ? -1 : 1) * a[field].localeCompare(b[field]));
  };
  return [
    route(routes.listAuditLog, ({ caller, query }) => pageOfItems(matching(caller.user.organisationId, query), query)),
    route(routes.exportAuditLog, ({ caller, query }) => ({
      filename: 'audit-trail.csv',
      contentType: 'text/csv; charset=utf-8',
      content: trailCsv(matching(caller.user.organisationId, query)),
    })),
    route(routes.listTrailPeople, ({ caller, query }) => ({
      items: state.users
        .filter((user) => user.organisationId === caller.user.organisationId && (!query.q || `${user.name} ${user.email}`.toLowerCase().includes(query.q.toLowerCase())))
        .map((user) => ({ id: user.id, name: user.name, email: user.email })),
    })),
    route(routes.getTrailRetention, ({ caller }) => retentionOf(caller.user.organisationId)),
    route(routes.updateTrailRetention, ({ caller, body }) => {
      const saved = retentionOf(caller.user.organisationId);
      if (saved.version !== body.version) throw new MockProblem(412, ProblemTypes.staleVersion, 'The record changed since you read it');
      const next = { retentionMonths: body.retentionMonths, version: saved.version + 1 };
      retention.set(caller.user.organisationId, next);
      return next;
    }),
    ...auditRoundHandlers(state, baseUrl),
  ];
}

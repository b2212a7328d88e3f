import { appBase } from '../../../../domain/routing/route-builders';
import type { RequesterSlug } from '../../domain/slug';

/** The employee's pages under one mount (Resolve Now or Support). */
export function deskPaths(slug: RequesterSlug) {
  const base = appBase(slug);
  return {
    home: base,
    myTickets: `${base}/my-tickets`,
    ticket: (id: string) => `${base}/ticket-detail/${encodeURIComponent(id)}`,
    requestService: `${base}/request-service`,
    reportProblem: `${base}/report-problem`,
  };
}

/** The external visitor's pages. */
export const externalPaths = {
  login: '/external/login',
  tickets: '/external/resolve-now',
  ticket: (id: string) => `/external/resolve-now/ticket-detail/${encodeURIComponent(id)}`,
};

import { requesterRoutesBySlug } from '../requester-routes';
import type { RequesterSlug } from '../../../../src/apps/service-desk/domain/slug';
import type { routeCalls } from '../../../../tests/contract/route-calls';

type Calls = Pick<ReturnType<typeof routeCalls>, 'ok'>;

/** An id no record has, in any organisation. */
export const UNKNOWN_ID = '00000000-0000-4000-8000-000000000000';

/** Monday nine to five in Berlin: a business calendar the SLA rules can use. */
export const OFFICE_HOURS = { timeZone: 'Europe/Berlin', hours: [{ weekday: 1, start: '09:00', end: '17:00' }], holidays: [] };

/** The smallest file the server's sniffing takes for a PNG: its signature and the start of its header. */
export const PNG = { bytes: Buffer.from('89504e470d0a1a0a0000000d49484452', 'hex'), contentType: 'image/png' };

/** Where each error of a 400 or 409 points, and why: what a form shows beside its fields. */
export const fieldsOf = (problem: { errors?: { path: string; code?: string | undefined }[] | undefined }) =>
  (problem.errors ?? []).map((error) => `${error.path}:${error.code}`).sort();

/** Reports a problem in the first category offered for problems, as the given requester (the suite's caller unless named). */
export async function reportProblem({ ok }: Calls, slug: RequesterSlug, fields: { subject?: string; token?: string; categoryId?: string; copy?: string[] } = {}) {
  const routes = requesterRoutesBySlug[slug];
  const { token, subject = 'Printer on floor 3 prints blank pages', categoryId, copy = [] } = fields;
  const catalogue = await ok(routes.getCatalogue, { token });
  const category = categoryId ?? catalogue.categories.find((each) => each.forProblems)!.id;
  return ok(routes.createTicket, {
    token,
    body: { serviceType: 'problem', subject, description: 'Every page comes out empty.', categoryId: category, impact: 'team', copy },
  });
}

/** Requests the demo's New laptop, which the requester's manager approves first. */
export async function requestLaptop({ ok }: Calls, slug: RequesterSlug, token?: string) {
  const routes = requesterRoutesBySlug[slug];
  const laptop = (await ok(routes.getCatalogue, { token })).requestTypes.find((type) => type.name === 'New laptop')!;
  const model = laptop.fields.find((field) => field.key === 'model')!.options[0]!;
  return ok(routes.createTicket, { token, body: { serviceType: 'service', requestTypeId: laptop.id, answers: { model, reason: 'Mine is six years old.' } } });
}

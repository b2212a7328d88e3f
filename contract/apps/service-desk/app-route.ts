import { defineRoute, type RouteRequest, type SuccessAnswer } from '../../descriptor';
import { RESOLVE_IT_SLUG, type RequesterSlug } from '../../../src/apps/service-desk/domain/slug';

type Spec<Request extends RouteRequest, Answer extends SuccessAnswer> = Omit<Parameters<typeof defineRoute<Request, Answer>>[0], 'tag'>;
type ExternalSpec<Request extends RouteRequest, Answer extends SuccessAnswer> = Omit<
  Parameters<typeof defineRoute<Request, Answer, 'external'>>[0],
  'tag' | 'audience'
>;

/** An employee route, guarded by the mount it was called through (Resolve Now or Support): one implementation, two slugs. */
export const requesterRoute = <Request extends RouteRequest = Record<never, never>, Answer extends SuccessAnswer = SuccessAnswer>(
  slug: RequesterSlug,
  spec: Spec<Request, Answer>,
) => defineRoute<Request, Answer>({ ...spec, tag: slug === 'support' ? 'Support' : 'Resolve Now', appSlug: slug });

/** An agent's or administrator's route, guarded by Resolve IT. */
export const resolveItRoute = <Request extends RouteRequest = Record<never, never>, Answer extends SuccessAnswer = SuccessAnswer>(
  spec: Spec<Request, Answer>,
) => defineRoute<Request, Answer>({ ...spec, tag: 'Resolve IT', appSlug: RESOLVE_IT_SLUG });

/** A route of someone without an account, signed in by an emailed code: they reach only their own address's tickets. */
export const externalDeskRoute = <Request extends RouteRequest = Record<never, never>, Answer extends SuccessAnswer = SuccessAnswer>(
  spec: ExternalSpec<Request, Answer>,
) => defineRoute<Request, Answer, 'external'>({ ...spec, tag: 'External Resolve Now', audience: 'external' });

/** `resolve-now` → `ResolveNow`: a requester route's operation id names its mount (`listResolveNowTickets`). */
export function operationNameOf(slug: RequesterSlug): string {
  return slug.replace(/(^|-)([a-z])/g, (_, _dash: string, letter: string) => letter.toUpperCase());
}

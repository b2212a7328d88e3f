import { defineRoute, type RouteRequest, type SuccessAnswer } from '../../descriptor';

type ExternalSpec<Request extends RouteRequest, Answer extends SuccessAnswer> = Omit<
  Parameters<typeof defineRoute<Request, Answer, 'external'>>[0],
  'tag' | 'audience'
>;

/** A route of someone without an account, signed in by an emailed code: they reach only their own address's tickets. */
export const externalDeskRoute = <Request extends RouteRequest = Record<never, never>, Answer extends SuccessAnswer = SuccessAnswer>(
  spec: ExternalSpec<Request, Answer>,
) => defineRoute<Request, Answer, 'external'>({ ...spec, tag: 'External Resolve Now', audience: 'external' });

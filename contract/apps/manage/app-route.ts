import { defineRoute, type RouteRequest, type SuccessAnswer } from '../../descriptor';
import { MANAGE_SLUG } from '../../../src/apps/manage/domain/slug';

type Spec<Request extends RouteRequest, Answer extends SuccessAnswer> = Omit<Parameters<typeof defineRoute<Request, Answer>>[0], 'tag'>;

/** Every Manage route is guarded by the manage-beta app and grouped under one tag in the API reference. */
export const manageRoute = <Request extends RouteRequest = Record<never, never>, Answer extends SuccessAnswer = SuccessAnswer>(
  spec: Spec<Request, Answer>,
) => defineRoute<Request, Answer>({ ...spec, tag: 'Manage', appSlug: MANAGE_SLUG });

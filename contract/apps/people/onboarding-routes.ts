import { appRoute, json } from '../../descriptor';
import { byId } from '../../records';
import { ONBOARD_SLUG } from '../../../src/apps/people/domain/slug';
import { Hire, HireCheckParams, HireList, HireListQuery, TickRequest } from './onboarding-schemas';

export const listHires = appRoute(ONBOARD_SLUG, {
  id: 'listHires',
  method: 'GET',
  path: '/onboard/hires',
  summary: 'New hires by start date, each with their progress: all for an admin, their own for a manager',
  request: { query: HireListQuery },
  success: json(HireList),
  problems: [403],
});
export const getHire = appRoute(ONBOARD_SLUG, {
  id: 'getHire',
  method: 'GET',
  path: '/onboard/hires/:id',
  summary: "A hire: their progress, kit and its order, and the accounts' checklist",
  request: byId,
  success: json(Hire),
  problems: [403, 404],
});
export const tickHireCheck = appRoute(ONBOARD_SLUG, {
  id: 'tickHireCheck',
  method: 'POST',
  path: '/onboard/hires/:id/checklist/:item',
  summary: 'Tick (or untick) one account of the checklist: who and when are kept',
  request: { params: HireCheckParams, body: TickRequest },
  success: json(Hire),
  problems: [403, 404],
});
export const orderHireKit = appRoute(ONBOARD_SLUG, {
  id: 'orderHireKit',
  method: 'POST',
  path: '/onboard/hires/:id/kit-order',
  summary: 'Order the chosen kit now, without waiting for its day (or again after the job could not)',
  request: byId,
  success: json(Hire),
  problems: [403, 404, 409],
});

export const onboardingRoutes = [listHires, getHire, tickHireCheck, orderHireKit] as const;

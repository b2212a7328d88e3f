import { appRoute, defineRoute, json } from '../../descriptor';
import { byId } from '../../records';
import { CampaignPerson, CampaignPersonParams, LinkParams } from './campaign-schemas';
import { REFRESH_BUY_SLUG, REFRESH_GO_SLUG } from '../../../src/apps/campaigns/domain/slug';
import {
  AcceptOffer,
  AnswerDiagnostic,
  DeclineOffer,
  DeliveryPlaces,
  OfferedKits,
  OrderKitRequest,
  RefreshDiagnosticRows,
  RefreshDiagnosticView,
  RefreshGoShareLink,
  RefreshGoStart,
  RefreshGoStarted,
  RefreshGoView,
} from './refresh-schemas';

const byLink = { params: LinkParams };
/** 404: no such link, or one withdrawn (alike); 410: the link expired. */
const linkProblems = [404, 410];

export const getRefreshDiagnostic = defineRoute({
  id: 'getRefreshDiagnostic',
  method: 'GET',
  path: '/public/refresh-buy/diagnostics/:link',
  summary: 'A Refresh Buy diagnostic by its link: the device, and its grade and price once answered',
  tag: 'Refresh Buy (public)',
  audience: 'public',
  request: byLink,
  success: json(RefreshDiagnosticView),
  problems: linkProblems,
});
export const answerRefreshDiagnostic = defineRoute({
  id: 'answerRefreshDiagnostic',
  method: 'POST',
  path: '/public/refresh-buy/diagnostics/:link/answers',
  summary: 'Answer the condition questionnaire: the device is graded and priced by the campaign rules',
  tag: 'Refresh Buy (public)',
  audience: 'public',
  request: { ...byLink, body: AnswerDiagnostic },
  success: json(RefreshDiagnosticView),
  problems: [...linkProblems, 409, 429],
});
export const acceptRefreshDiagnostic = defineRoute({
  id: 'acceptRefreshDiagnostic',
  method: 'POST',
  path: '/public/refresh-buy/diagnostics/:link/accept',
  summary: 'Buy the device at the price shown: the charge is recorded and the device leaves the fleet',
  tag: 'Refresh Buy (public)',
  audience: 'public',
  request: { ...byLink, body: AcceptOffer },
  success: json(RefreshDiagnosticView),
  problems: [...linkProblems, 409, 429],
});
export const declineRefreshDiagnostic = defineRoute({
  id: 'declineRefreshDiagnostic',
  method: 'POST',
  path: '/public/refresh-buy/diagnostics/:link/decline',
  summary: 'Decline the price: the device stays in the fleet',
  tag: 'Refresh Buy (public)',
  audience: 'public',
  request: { ...byLink, body: DeclineOffer },
  success: json(RefreshDiagnosticView),
  problems: [...linkProblems, 409, 429],
});
export const getRefreshGoLink = defineRoute({
  id: 'getRefreshGoLink',
  method: 'GET',
  path: '/public/refresh-go/:link',
  summary: 'A Refresh Go campaign by its shareable link: its name and address',
  tag: 'Refresh Go (public)',
  audience: 'public',
  request: byLink,
  success: json(RefreshGoView),
  problems: [404],
});
export const startRefreshGo = defineRoute({
  id: 'startRefreshGo',
  method: 'POST',
  path: '/public/refresh-go/:link/starts',
  summary: 'Start my refresh: record the new device I want, and mail me the return of my old one',
  tag: 'Refresh Go (public)',
  audience: 'public',
  request: { ...byLink, body: RefreshGoStart },
  success: json(RefreshGoStarted, 202),
  problems: [404, 429],
});
export const listRefreshDiagnostics = appRoute(REFRESH_BUY_SLUG, {
  id: 'listRefreshDiagnostics',
  method: 'GET',
  path: '/refresh-buy/campaigns/:id/diagnostics',
  summary: "A Refresh Buy campaign's diagnostics: grade, price and decision per person",
  request: byId,
  success: json(RefreshDiagnosticRows),
  problems: [404],
});
export const getRefreshGoShareLink = appRoute(REFRESH_GO_SLUG, {
  id: 'getRefreshGoShareLink',
  method: 'GET',
  path: '/refresh-go/campaigns/:id/share-link',
  summary: "A Refresh Go campaign's shareable address, if it has one",
  request: byId,
  success: json(RefreshGoShareLink),
  problems: [404],
});
export const issueRefreshGoShareLink = appRoute(REFRESH_GO_SLUG, {
  id: 'issueRefreshGoShareLink',
  method: 'POST',
  path: '/refresh-go/campaigns/:id/share-link',
  summary: 'Make a new shareable address for the campaign; the old one stops opening',
  request: byId,
  success: json(RefreshGoShareLink, 201),
  problems: [404, 409],
});
export const listRefreshGoKits = appRoute(REFRESH_GO_SLUG, {
  id: 'listRefreshGoKits',
  method: 'GET',
  path: '/refresh-go/kits',
  summary: "The Device Hub's kits a Refresh Go campaign may offer, with what each holds",
  success: json(OfferedKits),
});
export const listRefreshGoDeliveryPlaces = appRoute(REFRESH_GO_SLUG, {
  id: 'listRefreshGoDeliveryPlaces',
  method: 'GET',
  path: '/refresh-go/delivery-places',
  summary: "Where a person's kit may be sent: the organisation's offices and warehouses, the default first",
  success: json(DeliveryPlaces),
});
export const orderRefreshGoKit = appRoute(REFRESH_GO_SLUG, {
  id: 'orderRefreshGoKit',
  method: 'POST',
  path: '/refresh-go/campaigns/:id/people/:personId/kit-order',
  summary: 'Order the kit the person picked: a campaign order in Manage Orders, paid by the company, its stock reserved',
  request: { params: CampaignPersonParams, body: OrderKitRequest },
  success: json(CampaignPerson),
  problems: [404, 409, 412],
});

/** Refresh Buy's and Refresh Go's own routes, beside the campaign pattern's. */
export const refreshRoutes = [
  getRefreshDiagnostic,
  answerRefreshDiagnostic,
  acceptRefreshDiagnostic,
  declineRefreshDiagnostic,
  listRefreshDiagnostics,
  getRefreshGoLink,
  startRefreshGo,
  getRefreshGoShareLink,
  issueRefreshGoShareLink,
  listRefreshGoKits,
  listRefreshGoDeliveryPlaces,
  orderRefreshGoKit,
] as const;

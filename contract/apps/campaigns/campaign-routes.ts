import { appRoute, empty, json, operationNameOf, type AppRouteSpec, type RouteRequest, type SuccessAnswer } from '../../descriptor';
import { byId, FileAnswer } from '../../records';
import { CAMPAIGN_KINDS, type CampaignKind } from '../../../src/apps/campaigns/domain/campaign-kind';
import { CAMPAIGN_RULES } from './campaign-rules';
import {
  AddCampaignPeopleRequest,
  CampaignDetail,
  CampaignList,
  CampaignListQuery,
  CampaignPerson,
  CampaignPersonList,
  CampaignPersonListQuery,
  CampaignPersonParams,
  CandidateList,
  CandidateQuery,
  ChangeCampaignStatusRequest,
  CreateCampaignRequest,
  IssuedLink,
  IssueLinkRequest,
  UpdateCampaignPersonRequest,
  UpdateCampaignRequest,
} from './campaign-schemas';

/** A route of one kind, guarded by its app; `{}` in the id stands for the kind's name. */
export const campaignRoute = <Request extends RouteRequest = Record<never, never>, Answer extends SuccessAnswer = SuccessAnswer>(
  kind: CampaignKind,
  id: string,
  spec: Omit<AppRouteSpec<Request, Answer>, 'id'>,
) => appRoute<Request, Answer>(kind, { ...spec, id: id.replace('{}', operationNameOf(kind)) });

const byPerson = { params: CampaignPersonParams };

/** The campaign pattern's routes, the same for every kind under its own slug. */
function routesOf(kind: CampaignKind) {
  const base = `/${kind}/campaigns`;
  // Each kind's rules are its own shape, checked (and their text guarded) with the rest of the request.
  const rules = CAMPAIGN_RULES[kind];
  return {
    candidates: campaignRoute(kind, 'list{}Candidates', {
      method: 'GET',
      path: `/${kind}/candidates`,
      summary: 'People the wizard may pick, with the devices they hold; filtered by name or by the age of their devices',
      request: { query: CandidateQuery },
      success: json(CandidateList),
    }),
    list: campaignRoute(kind, 'list{}Campaigns', {
      method: 'GET',
      path: base,
      summary: 'The campaigns of this kind: paged, searched, filtered by status',
      request: { query: CampaignListQuery },
      success: json(CampaignList),
    }),
    create: campaignRoute(kind, 'create{}Campaign', {
      method: 'POST',
      path: base,
      summary: 'Start a campaign (the wizard): people and devices, dates, rules, message; links go out from the contact date',
      request: { body: CreateCampaignRequest.extend({ rules: rules.prefault({}) }) },
      success: json(CampaignDetail, 201),
      problems: [409],
    }),
    get: campaignRoute(kind, 'get{}Campaign', {
      method: 'GET',
      path: `${base}/:id`,
      summary: 'A campaign with its progress per state',
      request: byId,
      success: json(CampaignDetail),
      problems: [404],
    }),
    update: campaignRoute(kind, 'update{}Campaign', {
      method: 'PATCH',
      path: `${base}/:id`,
      summary: 'Change name, dates, message, reminders or rules; stale version 412',
      request: { ...byId, body: UpdateCampaignRequest.extend({ rules: rules.optional() }) },
      success: json(CampaignDetail),
      problems: [404, 409, 412],
    }),
    changeStatus: campaignRoute(kind, 'change{}CampaignStatus', {
      method: 'POST',
      path: `${base}/:id/status`,
      summary: 'Start, close, reopen or cancel a campaign',
      request: { ...byId, body: ChangeCampaignStatusRequest },
      success: json(CampaignDetail),
      problems: [404, 409, 412],
    }),
    export: campaignRoute(kind, 'export{}Campaign', {
      method: 'GET',
      path: `${base}/:id/export`,
      summary: 'The campaign’s people, devices and states as CSV',
      request: byId,
      success: json(FileAnswer),
      problems: [404],
    }),
    people: campaignRoute(kind, 'list{}CampaignPeople', {
      method: 'GET',
      path: `${base}/:id/people`,
      summary: 'The people of a campaign with their devices, link and progress: paged, searched, filtered by state',
      request: { ...byId, query: CampaignPersonListQuery },
      success: json(CampaignPersonList),
      problems: [404],
    }),
    addPeople: campaignRoute(kind, 'add{}CampaignPeople', {
      method: 'POST',
      path: `${base}/:id/people`,
      summary: 'Add people and their devices to a running campaign',
      request: { ...byId, body: AddCampaignPeopleRequest },
      success: json(CampaignPersonList, 201),
      problems: [404, 409],
    }),
    person: campaignRoute(kind, 'get{}CampaignPerson', {
      method: 'GET',
      path: `${base}/:id/people/:personId`,
      summary: 'One person of a campaign',
      request: byPerson,
      success: json(CampaignPerson),
      problems: [404],
    }),
    updatePerson: campaignRoute(kind, 'update{}CampaignPerson', {
      method: 'PATCH',
      path: `${base}/:id/people/:personId`,
      summary: 'Correct a person’s name, address, contact date or devices; stale version 412',
      request: { ...byPerson, body: UpdateCampaignPersonRequest },
      success: json(CampaignPerson),
      problems: [404, 409, 412],
    }),
    issueLink: campaignRoute(kind, 'issue{}CampaignLink', {
      method: 'POST',
      path: `${base}/:id/people/:personId/link`,
      summary: 'A new public link for the person, shown once (the old one stops working); mailed when asked',
      request: { ...byPerson, body: IssueLinkRequest },
      success: json(IssuedLink, 201),
      problems: [404, 409],
    }),
    revokeLink: campaignRoute(kind, 'revoke{}CampaignLink', {
      method: 'DELETE',
      path: `${base}/:id/people/:personId/link`,
      summary: 'Withdraw the person’s public link',
      request: byPerson,
      success: empty,
      problems: [404],
    }),
  };
}

type CampaignRouteSet = ReturnType<typeof routesOf>;

export const campaignRoutesByKind = Object.fromEntries(CAMPAIGN_KINDS.map((kind) => [kind, routesOf(kind)])) as Readonly<
  Record<CampaignKind, CampaignRouteSet>
>;

export const allCampaignPatternRoutes = CAMPAIGN_KINDS.flatMap((kind) => Object.values(campaignRoutesByKind[kind]));

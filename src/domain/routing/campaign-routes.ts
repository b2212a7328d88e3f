import { appBase, appRoutes, type AppChild } from './route-builders';
import type { RouteDef } from './route';

/** The routes every campaign app shares: wizard, update, list and details (spec 2.4, 2.5). */
function campaignChildren(slug: string): AppChild[] {
  const campaigns = `${appBase(slug)}/campaigns`;
  return [
    { path: '' },
    { name: 'update-campaign', path: 'update-campaign/:campaignid', returnPath: campaigns },
    { name: 'campaigns', path: 'campaigns' },
    { name: 'campaign-details', path: 'campaign-details/:id', returnPath: campaigns },
  ];
}

/** Recover and Loop also manage the people of a campaign; those pages return to the campaign's details. */
function campaignPeopleChildren(slug: string): AppChild[] {
  const details = `${appBase(slug)}/campaign-details/:id`;
  return [
    { name: 'campaign-add-user', path: 'campaign-details/add-user/:id', returnPath: details },
    { name: 'campaign-edit-user', path: 'campaign-details/edit-user/:id/:userid', returnPath: details },
  ];
}

const recoverCampaigns = `${appBase('recover')}/campaigns`;

export const campaignRoutes: readonly RouteDef[] = [
  ...appRoutes('refresh-buy', 'Refresh Buy', campaignChildren('refresh-buy')),
  ...appRoutes('refresh-go', 'Refresh Go', campaignChildren('refresh-go')),
  ...appRoutes('recover', 'Recover', [
    ...campaignChildren('recover'),
    // Two more entries share the campaign-details path; the `view` query parameter tells them apart.
    { name: 'campaign-asset-details', path: 'campaign-details/:id', view: 'assets', returnPath: recoverCampaigns },
    { name: 'campaign-user-list', path: 'campaign-details/:id', view: 'users', returnPath: recoverCampaigns },
    ...campaignPeopleChildren('recover'),
  ]),
  ...appRoutes('loop', 'Loop', [...campaignChildren('loop'), ...campaignPeopleChildren('loop')]),
];

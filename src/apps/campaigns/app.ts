import { defineApp, type DeclaredApp } from '../../domain/apps/app-declaration';
import { appBase, route, type AppChild } from '../../domain/routing/route-builders';
import en from './adapters/locales/en/app.json' with { type: 'json' };
import { LOOP_SLUG, RECOVER_SLUG, REFRESH_BUY_SLUG, REFRESH_GO_SLUG } from './domain/slug';

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

const recoverCampaigns = `${appBase(RECOVER_SLUG)}/campaigns`;

/**
 * A campaign app: managers run campaigns of its kind. Opening it shows its campaigns, whose header starts a new one: the
 * base route stays the wizard (spec 2.4), which nobody wants to land on once a campaign runs.
 */
const campaignApp = (slug: string, icon: DeclaredApp['icon'], routes: AppChild[]): DeclaredApp => ({
  slug,
  category: 'lifecycle',
  icon,
  grants: ['manager'],
  routes,
  home: `${appBase(slug)}/campaigns`,
});

/** The lifecycle campaigns: Refresh Buy, Refresh Go, Recover and Loop, one campaign pattern under four slugs. */
export const campaignsApp = defineApp({
  id: 'campaigns',
  // German arrives with the rest of German (the shell's catalogues), not in the first bundle.
  words: { en, de: () => import('./adapters/locales/de/app.json') },
  apps: [
    campaignApp(REFRESH_BUY_SLUG, 'RefreshCcw', campaignChildren(REFRESH_BUY_SLUG)),
    campaignApp(REFRESH_GO_SLUG, 'Rocket', campaignChildren(REFRESH_GO_SLUG)),
    campaignApp(RECOVER_SLUG, 'PackageOpen', [
      ...campaignChildren(RECOVER_SLUG),
      // Two more entries share the campaign-details path; the `view` query parameter tells them apart.
      { name: 'campaign-asset-details', path: 'campaign-details/:id', view: 'assets', returnPath: recoverCampaigns },
      { name: 'campaign-user-list', path: 'campaign-details/:id', view: 'users', returnPath: recoverCampaigns },
      ...campaignPeopleChildren(RECOVER_SLUG),
    ]),
    campaignApp(LOOP_SLUG, 'Recycle', [...campaignChildren(LOOP_SLUG), ...campaignPeopleChildren(LOOP_SLUG)]),
  ],
  // The pages people open from a campaign's link, without an account (spec 2.1).
  pages: [
    route('recover-return-asset', '/recover/help-with-return/:id', 'public'),
    route('return-pick-up', '/asset-recovery/schedule-pickup/:id', 'public', { redirect: '/recover/help-with-return/:id' }),
    route('device-already-returned', '/device-already-return/:id', 'public', { redirect: '/recover/help-with-return/:id' }),
    route('refresh-buy-diagnostic', '/refresh-buy-diagnostic/:link', 'public'),
    route('refresh-redirect', '/refresh-buy/refresh-buy-diagnostic/:id/:link', 'public', { redirect: '/refresh-buy-diagnostic/:link' }),
    route('refresh-diagnostic-redirect', '/refresh-buy/diagnostic/:link', 'public', { redirect: '/refresh-buy-diagnostic/:link' }),
    route('campaign-url-copy', '/refresh-go-diagnostic/:link', 'public'),
  ],
});

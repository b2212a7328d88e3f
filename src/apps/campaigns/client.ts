import { defineAppClient, gatewayModule } from '../../app-client';
import { CAMPAIGNS_GATEWAY } from './application/ports/campaigns-gateway';
import { RECOVER_GATEWAY, RECOVER_RETURN_GATEWAY } from './application/ports/recover-gateway';
import { LOOP_GATEWAY } from './application/ports/loop-gateway';
import { REFRESH_GATEWAY, REFRESH_PUBLIC_GATEWAY } from './application/ports/refresh-gateway';
import { managesPeople, type CampaignKind } from './domain/campaign-kind';
import { campaignsApp } from './app';
import { LOOP_SLUG, RECOVER_SLUG, REFRESH_BUY_SLUG, REFRESH_GO_SLUG } from './domain/slug';

/** A catalogue file of adapters/locales, in both languages. */
const catalogue = (file: string) => ({
  en: () => import(`./adapters/locales/en/${file}.json`),
  de: () => import(`./adapters/locales/de/${file}.json`),
});

/** The campaign pattern's pages: one screen, so that moving between them never waits for a chunk (campaign-pages.tsx). */
const patternPages = () => import('./ui/pattern/campaign-pages');

/** The campaign pattern's screens under a kind's route names: wizard, list, details, update, and people where it has them. */
function patternScreens(kind: CampaignKind) {
  return {
    [kind]: patternPages,
    [`${kind}-campaigns`]: patternPages,
    [`${kind}-campaign-details`]: patternPages,
    [`${kind}-update-campaign`]: patternPages,
    ...(managesPeople(kind) && { [`${kind}-campaign-add-user`]: patternPages, [`${kind}-campaign-edit-user`]: patternPages }),
  };
}

/**
 * The lifecycle campaigns: one campaign pattern under each kind's slug, the public pages people open from a campaign's
 * link, and the campaigns' machines for the Machine Lab. `campaigns` is the namespace every screen shares.
 */
export const campaignsClient = defineAppClient(campaignsApp, {
  namespace: 'campaigns',
  screens: {
    ...patternScreens(REFRESH_BUY_SLUG),
    ...patternScreens(REFRESH_GO_SLUG),
    ...patternScreens(RECOVER_SLUG),
    ...patternScreens(LOOP_SLUG),
    // The details' two other entries (view=assets, view=users) are the same page, opened on that view.
    'recover-campaign-asset-details': patternPages,
    'recover-campaign-user-list': patternPages,
    'refresh-buy-diagnostic': () => import('./ui/refresh/refresh-diagnostic-screen'),
    'campaign-url-copy': () => import('./ui/refresh/refresh-go-screen'),
    'recover-return-asset': () => import('./ui/recover/recover-return-screen'),
  },
  catalogues: {
    campaigns: catalogue('campaigns'),
    'campaigns-pattern': catalogue('pattern'),
    'campaigns-recover': catalogue('recover'),
    'campaigns-loop': catalogue('loop'),
    'campaigns-refresh': catalogue('refresh'),
  },
  gateways: [
    gatewayModule({
      load: () => import('./adapters/http/gateways').then(({ createCampaignGateways }) => createCampaignGateways),
      bind: [
        [CAMPAIGNS_GATEWAY, (gateways) => gateways.campaigns],
        [RECOVER_GATEWAY, (gateways) => gateways.recover],
        [RECOVER_RETURN_GATEWAY, (gateways) => gateways.recoverReturns],
        [LOOP_GATEWAY, (gateways) => gateways.loop],
        [REFRESH_GATEWAY, (gateways) => gateways.refresh],
        [REFRESH_PUBLIC_GATEWAY, (gateways) => gateways.refreshPublic],
      ],
    }),
  ],
  labMachines: async () => {
    const [{ campaignLabMachines }, en, de] = await Promise.all([
      import('./application/campaign-lab-machines'),
      import('./adapters/locales/en/lab.json'),
      import('./adapters/locales/de/lab.json'),
    ]);
    return { machines: campaignLabMachines, names: { en: en.default, de: de.default } };
  },
});

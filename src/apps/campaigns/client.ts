import { defineAppClient } from '../../app-client';
import { CAMPAIGNS_GATEWAY } from './application/ports/campaigns-gateway';
import { RECOVER_GATEWAY, RECOVER_RETURN_GATEWAY } from './application/ports/recover-gateway';
import { LOOP_GATEWAY } from './application/ports/loop-gateway';
import { REFRESH_GATEWAY, REFRESH_PUBLIC_GATEWAY } from './application/ports/refresh-gateway';
import { managesPeople, type CampaignKind } from './domain/campaign-kind';
import { LOOP_SLUG, RECOVER_SLUG, REFRESH_BUY_SLUG, REFRESH_GO_SLUG } from './domain/slug';

/** The campaign apps share this folder: its id names the stylesheet, `campaigns` is the namespace every screen shares. */
const APP_ID = 'campaigns';
const NAMESPACE = 'campaigns';

/** A catalogue file of adapters/locales, in both languages. */
const catalogue = (file: string) => ({
  en: () => import(`./adapters/locales/en/${file}.json`),
  de: () => import(`./adapters/locales/de/${file}.json`),
});

const shared = {
  [NAMESPACE]: catalogue('campaigns'),
  'campaigns-pattern': catalogue('pattern'),
  'campaigns-recover': catalogue('recover'),
  'campaigns-loop': catalogue('loop'),
  'campaigns-refresh': catalogue('refresh'),
};

const loadGateways = () => import('./adapters/http/gateways').then(({ createCampaignGateways }) => createCampaignGateways);

const wizard = () => import('./ui/pattern/campaign-wizard-screen');
const campaignList = () => import('./ui/pattern/campaign-list-screen');
const campaignDetails = () => import('./ui/pattern/campaign-details-screen');
const updateCampaign = () => import('./ui/pattern/update-campaign-screen');
const addPeople = () => import('./ui/pattern/add-people-screen');
const editPerson = () => import('./ui/pattern/edit-person-screen');

/** The campaign pattern's screens under a kind's route names: wizard, list, details, update, and people where it has them. */
function patternScreens(kind: CampaignKind) {
  return {
    [kind]: wizard,
    [`${kind}-campaigns`]: campaignList,
    [`${kind}-campaign-details`]: campaignDetails,
    [`${kind}-update-campaign`]: updateCampaign,
    ...(managesPeople(kind) && { [`${kind}-campaign-add-user`]: addPeople, [`${kind}-campaign-edit-user`]: editPerson }),
  };
}

/** Refresh Buy: employees buy their old device at a graded price. */
export const refreshBuyClient = defineAppClient({
  id: APP_ID,
  slug: REFRESH_BUY_SLUG,
  namespace: NAMESPACE,
  screens: { ...patternScreens(REFRESH_BUY_SLUG) },
  publicScreens: { 'refresh-buy-diagnostic': () => import('./ui/refresh/refresh-diagnostic-screen') },
  catalogues: shared,
});

/** Refresh Go: a shareable URL where employees start their refresh. */
export const refreshGoClient = defineAppClient({
  id: APP_ID,
  slug: REFRESH_GO_SLUG,
  namespace: NAMESPACE,
  screens: { ...patternScreens(REFRESH_GO_SLUG) },
  publicScreens: { 'campaign-url-copy': () => import('./ui/refresh/refresh-go-screen') },
  catalogues: shared,
});

/** Recover: devices back from leavers and remote staff. */
export const recoverClient = defineAppClient({
  id: APP_ID,
  slug: RECOVER_SLUG,
  namespace: NAMESPACE,
  screens: {
    ...patternScreens(RECOVER_SLUG),
    // The details' two other entries (view=assets, view=users) are the same page, opened on that view.
    'recover-campaign-asset-details': campaignDetails,
    'recover-campaign-user-list': campaignDetails,
  },
  publicScreens: {
    'recover-return-asset': () => import('./ui/recover/recover-return-screen'),
  },
  catalogues: shared,
  // The folder's gateways are bound once, here; every kind calls the same ones through its own slug.
  gateways: {
    load: loadGateways,
    bind: [
      [CAMPAIGNS_GATEWAY, (gateways) => gateways.campaigns],
      [RECOVER_GATEWAY, (gateways) => gateways.recover],
      [RECOVER_RETURN_GATEWAY, (gateways) => gateways.recoverReturns],
      [LOOP_GATEWAY, (gateways) => gateways.loop],
      [REFRESH_GATEWAY, (gateways) => gateways.refresh],
      [REFRESH_PUBLIC_GATEWAY, (gateways) => gateways.refreshPublic],
    ],
  },
  // The folder's machines for the Machine Lab, declared once, here.
  labMachines: () => import('./application/campaign-lab-machines').then(({ campaignLabMachines }) => campaignLabMachines),
});

/** Loop: many end-of-life devices collected at once, graded, disposed of and credited. */
export const loopClient = defineAppClient({
  id: APP_ID,
  slug: LOOP_SLUG,
  namespace: NAMESPACE,
  screens: { ...patternScreens(LOOP_SLUG) },
  catalogues: shared,
});

/** Every manifest of the folder, for the list of apps. */
export const campaignClients = [refreshBuyClient, refreshGoClient, recoverClient, loopClient];

import { defineAppClient, gatewayModule } from '../../app-client';
import { peopleApp } from './app';
import { INVITATION_LINK_GATEWAY, ONBOARDING_GATEWAY } from './application/ports/onboarding-gateway';

/** A catalogue file of adapters/locales, in both languages. */
const catalogue = (file: string) => ({
  en: () => import(`./adapters/locales/en/${file}.json`),
  de: () => import(`./adapters/locales/de/${file}.json`),
});

/** People in the browser: Team Manager's invitation form, Onboard and its invitations, and the invitee's page. */
export const peopleClient = defineAppClient(peopleApp, {
  namespace: 'people',
  screens: {
    'team-suite-send-invitation': () => import('./ui/invitations/send-invitation-screen'),
    onboard: () => import('./ui/onboard/onboard-home-screen'),
    'onboard-invitations': () => import('./ui/invitations/invitations-screen'),
    join: () => import('./ui/invitations/join-screen'),
  },
  catalogues: {
    'people-onboard': catalogue('onboard'),
    'people-invitations': catalogue('invitations'),
  },
  gateways: [
    gatewayModule({
      load: () => import('./adapters/http/onboarding-gateways').then(({ createOnboardingGateways }) => createOnboardingGateways),
      bind: [
        [ONBOARDING_GATEWAY, (gateways) => gateways.onboarding],
        [INVITATION_LINK_GATEWAY, (gateways) => gateways.invitationLink],
      ],
    }),
  ],
});

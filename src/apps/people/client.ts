import { defineAppClient, gatewayModule } from '../../app-client';
import { peopleApp } from './app';
import { DIRECTORY_GATEWAY } from './application/ports/directory-gateway';
import { TEAM_GATEWAY } from './application/ports/team-gateway';
import { INVITATION_LINK_GATEWAY, ONBOARDING_GATEWAY } from './application/ports/onboarding-gateway';

/** A catalogue file of adapters/locales, in both languages. */
const catalogue = (file: string) => ({
  en: () => import(`./adapters/locales/en/${file}.json`),
  de: () => import(`./adapters/locales/de/${file}.json`),
});

/** The people apps in the browser: Users (the directory), Team Manager, Onboard with its invitations, and the invitee's page. */
export const peopleClient = defineAppClient(peopleApp, {
  namespace: 'people',
  screens: {
    users: () => import('./ui/users/users-screen'),
    'team-suite': () => import('./ui/team/team-home-screen'),
    'team-suite-employees-expenses': () => import('./ui/team/employees-expenses-screen'),
    'team-suite-employee-credits': () => import('./ui/team/employee-credits-screen'),
    'team-suite-send-invitation': () => import('./ui/invitations/send-invitation-screen'),
    onboard: () => import('./ui/onboard/onboard-home-screen'),
    'onboard-invitations': () => import('./ui/invitations/invitations-screen'),
    join: () => import('./ui/invitations/join-screen'),
  },
  catalogues: {
    people: catalogue('people'),
    'people-users': catalogue('users'),
    'people-team': catalogue('team'),
    'people-onboard': catalogue('onboard'),
    'people-invitations': catalogue('invitations'),
  },
  gateways: [
    gatewayModule({
      load: () => import('./adapters/http/directory-gateway').then(({ createDirectoryGateway }) => createDirectoryGateway),
      bind: [[DIRECTORY_GATEWAY, (gateway) => gateway]],
    }),
    gatewayModule({
      load: () => import('./adapters/http/gateways').then(({ createPeopleGateways }) => createPeopleGateways),
      bind: [[TEAM_GATEWAY, (gateways) => gateways.team]],
    }),
    gatewayModule({
      load: () => import('./adapters/http/onboarding-gateways').then(({ createOnboardingGateways }) => createOnboardingGateways),
      bind: [
        [ONBOARDING_GATEWAY, (gateways) => gateways.onboarding],
        [INVITATION_LINK_GATEWAY, (gateways) => gateways.invitationLink],
      ],
    }),
  ],
});

import { defineAppClient, gatewayModule } from '../../app-client';
import { peopleApp } from './app';
import { DIRECTORY_GATEWAY } from './application/ports/directory-gateway';
import { TEAM_GATEWAY } from './application/ports/team-gateway';

/** A catalogue file of adapters/locales, in both languages. */
const catalogue = (file: string) => ({
  en: () => import(`./adapters/locales/en/${file}.json`),
  de: () => import(`./adapters/locales/de/${file}.json`),
});

/** The people apps in the browser: Users (the directory) and Team Manager; each screen loaded on first use. */
export const peopleClient = defineAppClient(peopleApp, {
  namespace: 'people',
  screens: {
    users: () => import('./ui/users/users-screen'),
    'team-suite': () => import('./ui/team/team-home-screen'),
    'team-suite-employees-expenses': () => import('./ui/team/employees-expenses-screen'),
    'team-suite-employee-credits': () => import('./ui/team/employee-credits-screen'),
  },
  catalogues: {
    people: catalogue('people'),
    'people-users': catalogue('users'),
    'people-team': catalogue('team'),
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
  ],
});

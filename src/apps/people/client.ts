import { defineAppClient, gatewayModule } from '../../app-client';
import { peopleApp } from './app';
import { TEAM_GATEWAY } from './application/ports/team-gateway';

/** A catalogue file of adapters/locales, in both languages. */
const catalogue = (file: string) => ({
  en: () => import(`./adapters/locales/en/${file}.json`),
  de: () => import(`./adapters/locales/de/${file}.json`),
});

/** The people apps in the browser: Team Manager's screens (Onboard and Users add theirs), each loaded on first use. */
export const peopleClient = defineAppClient(peopleApp, {
  namespace: 'people',
  screens: {
    'team-suite': () => import('./ui/team/team-home-screen'),
    'team-suite-employees-expenses': () => import('./ui/team/employees-expenses-screen'),
    'team-suite-employee-credits': () => import('./ui/team/employee-credits-screen'),
  },
  catalogues: {
    people: catalogue('people'),
    'people-team': catalogue('team'),
  },
  gateways: [
    gatewayModule({
      load: () => import('./adapters/http/gateways').then(({ createPeopleGateways }) => createPeopleGateways),
      bind: [[TEAM_GATEWAY, (gateways) => gateways.team]],
    }),
  ],
});

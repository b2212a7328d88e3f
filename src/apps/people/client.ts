import { defineAppClient, gatewayModule } from '../../app-client';
import { peopleApp } from './app';
import { DIRECTORY_GATEWAY } from './application/ports/directory-gateway';

/** A catalogue file of adapters/locales, in both languages. */
const catalogue = (file: string) => ({
  en: () => import(`./adapters/locales/en/${file}.json`),
  de: () => import(`./adapters/locales/de/${file}.json`),
});

/** People in the browser: Users (the directory); Team Manager and Onboard add theirs. */
export const peopleClient = defineAppClient(peopleApp, {
  namespace: 'people',
  screens: {
    users: () => import('./ui/users/users-screen'),
  },
  catalogues: {
    people: catalogue('people'),
    'people-users': catalogue('users'),
  },
  gateways: [
    gatewayModule({
      load: () => import('./adapters/http/directory-gateway').then(({ createDirectoryGateway }) => createDirectoryGateway),
      bind: [[DIRECTORY_GATEWAY, (gateway) => gateway]],
    }),
  ],
});

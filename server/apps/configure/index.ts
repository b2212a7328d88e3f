import { defineServerApp } from '../../kernel';
import { mountConfigureRoutes } from './routes/mount-routes';
import { createConfigureServices } from './services/services';

/**
 * Configure on the server: the organisation's apps and roles, look, locale and hours. It has no table of its own:
 * it changes the kernel's organisation and grants, and commerce's currency and the desk's calendar through ports.
 */
export const configureServer = defineServerApp({
  id: 'configure',
  repositories: () => ({}),
  uses: ['organisationCurrency', 'businessCalendars', 'places'],
  services: createConfigureServices,
  mount: mountConfigureRoutes,
});

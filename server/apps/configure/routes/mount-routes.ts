import type { FastifyInstance } from 'fastify';
import * as routes from '../../../../contract/apps/configure/routes';
import { mountRoute, type Guards } from '../../../kernel';
import type { ConfigureServices } from '../services/services';

/** Mounts the contract's Configure routes on its services. */
export function mountConfigureRoutes(api: FastifyInstance, guards: Guards, { access, branding, locale }: ConfigureServices): void {
  mountRoute(api, routes.getConfigureAccess, guards, ({ principal }) => access.grid(principal));
  mountRoute(api, routes.updateConfigureAccess, guards, ({ principal, body }) => access.update(principal, body));
  mountRoute(api, routes.getConfigureBranding, guards, ({ principal }) => branding.get(principal));
  mountRoute(api, routes.updateConfigureBranding, guards, ({ principal, body }) => branding.setColour(principal, body.colour));
  mountRoute(api, routes.uploadConfigureLogo, guards, ({ principal, body }) => branding.uploadLogo(principal, body));
  mountRoute(api, routes.removeConfigureLogo, guards, ({ principal }) => branding.removeLogo(principal));
  mountRoute(api, routes.getConfigureLocale, guards, ({ principal }) => locale.locale(principal));
  mountRoute(api, routes.updateConfigureLocale, guards, ({ principal, body }) => locale.updateLocale(principal, body));
  mountRoute(api, routes.getConfigureCalendar, guards, ({ principal }) => locale.calendar(principal));
  mountRoute(api, routes.updateConfigureCalendar, guards, ({ principal, body }) => locale.updateCalendar(principal, body));
  mountRoute(api, routes.getConfigureLocationCalendars, guards, ({ principal }) => locale.locationCalendars(principal));
  mountRoute(api, routes.updateConfigureLocationCalendar, guards, ({ principal, params, body }) => locale.updateLocationCalendar(principal, params.id, body));
}

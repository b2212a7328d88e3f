import type { FastifyInstance } from 'fastify';
import * as routes from '../../contract/shell-routes';
import { mountRoute, type Guards } from '../http/mount-route';
import type { Services } from '../services';

export function mountShellRoutes(app: FastifyInstance, guards: Guards, services: Services): void {
  const { apps, dashboard, profile, settings } = services;
  mountRoute(app, routes.listApps, guards, ({ principal, query }) => apps.list(principal, query));
  mountRoute(app, routes.getApp, guards, ({ principal, params }) => apps.get(principal, params.slug));
  mountRoute(app, routes.installApp, guards, ({ principal, params }) => apps.install(principal, params.slug));
  mountRoute(app, routes.uninstallApp, guards, ({ principal, params }) => apps.uninstall(principal, params.slug));
  mountRoute(app, routes.setAppFrame, guards, ({ principal, params, body }) => apps.setFrame(principal, params.slug, body.frameUrl));
  mountRoute(app, routes.getDashboard, guards, ({ principal }) => dashboard.dashboard(principal));
  mountRoute(app, routes.getProfile, guards, ({ principal }) => profile.get(principal));
  mountRoute(app, routes.updateProfile, guards, ({ principal, body }) => profile.update(principal, body));
  mountRoute(app, routes.changePassword, guards, ({ principal, body }) => profile.changePassword(principal, body));
  mountRoute(app, routes.listSessions, guards, ({ principal, query }) => profile.sessions(principal, query));
  mountRoute(app, routes.revokeSession, guards, ({ principal, params }) => profile.revokeSession(principal, params.id));
  mountRoute(app, routes.getSettings, guards, ({ principal }) => settings.get(principal));
  mountRoute(app, routes.updateSettings, guards, ({ principal, body }) => settings.update(principal, body));
}

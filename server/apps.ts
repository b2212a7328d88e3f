import type { FastifyBaseLogger, FastifyInstance } from 'fastify';
import { campaignsServer } from './apps/campaigns';
import { commerceServer } from './apps/commerce';
import { manageServer } from './apps/manage';
import { serviceDeskServer } from './apps/service-desk';
import type { Db } from './db/database';
import type { Guards } from './http/mount-route';
import type { AppProvidedPorts } from './ports/app-provided-ports';
import type { Repositories } from './repositories';
import type { AppBackground } from './server-app';
import type { ServiceDeps } from './services/service-deps';

/** Every app's server part (server/apps/<app>/index.ts). The only server file a new app edits outside its folder. */
export const serverApps = [manageServer, serviceDeskServer, commerceServer, campaignsServer] as const;

type ServerAppOf = (typeof serverApps)[number];
export type AppRepositories = { readonly [App in ServerAppOf as App['id']]: ReturnType<App['repositories']> };
export type AppServices = { readonly [App in ServerAppOf as App['id']]: ReturnType<App['services']> };

export function appRepositoriesOf(db: Db): AppRepositories {
  return Object.fromEntries(serverApps.map((app) => [app.id, app.repositories(db)])) as AppRepositories;
}

export function appServicesOf(deps: ServiceDeps): AppServices {
  return Object.fromEntries(serverApps.map((app) => [app.id, app.services(deps)])) as AppServices;
}

export function mountApps(api: FastifyInstance, guards: Guards, services: AppServices): void {
  // Each app mounts with its own services; the list's union of them is no one app's type.
  for (const app of serverApps) app.mount(api, guards, services[app.id] as never);
}

export function appBackgroundsOf(deps: ServiceDeps, log: FastifyBaseLogger): AppBackground[] {
  return serverApps.flatMap((app) => (app.background ? [app.background(deps, log)] : []));
}

/** The kernel ports the apps provide for each other, each from the one app that declares it. */
export function providedPorts(): AppProvidedPorts {
  const provided: Partial<AppProvidedPorts> = Object.assign({}, ...serverApps.map((each) => each.provides ?? {}));
  if (!provided.assetLifecycle) throw new Error('No app provides the asset lifecycle port');
  if (!provided.places) throw new Error('No app provides the places port');
  if (!provided.deviceKits) throw new Error('No app provides the device kits port');
  return { assetLifecycle: provided.assetLifecycle, places: provided.places, deviceKits: provided.deviceKits };
}

export async function seedAppDemos(repos: Repositories, organisationId: string, people: readonly string[]): Promise<void> {
  const kernel = { repos, ports: providedPorts() };
  for (const app of serverApps) await app.seedDemo?.(repos[app.id] as never, organisationId, people, kernel);
}

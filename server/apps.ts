import { campaignsServer } from './apps/campaigns';
import { commerceServer } from './apps/commerce';
import { insightServer } from './apps/insight';
import { auditServer } from './apps/audit';
import { integrationsServer } from './apps/integrations';
import { manageServer } from './apps/manage';
import { peopleServer } from './apps/people';
import { returnsServer } from './apps/returns';
import { serviceDeskServer } from './apps/service-desk';
import { composable, type ComposableApp } from './app-composition';
import type { AppProvidedPorts } from './ports/app-provided-ports';
import type { PersonSummaryLine, PersonSummaryPort } from './ports/person-summary-port';
import type { RecordHit, RecordSearchPort } from './ports/record-search-port';
import type { Repositories } from './repositories';
import type { ServiceDeps } from './services/service-deps';
import { configureServer } from './apps/configure';

/** Every app's server part (server/apps/<app>/index.ts). The only server file a new app edits outside its folder. */
export const serverApps: readonly ComposableApp[] = [
  composable(manageServer),
  composable(serviceDeskServer),
  composable(commerceServer),
  composable(campaignsServer),
  composable(peopleServer),
  composable(insightServer),
  composable(auditServer),
  composable(returnsServer),
  composable(integrationsServer),
  composable(configureServer),
];

/**
 * The kernel ports the apps provide for each other, each from the one app that declares it. One object, filled in
 * place: a port that runs its app's use cases reaches the others through it when called, once all are bound. Without
 * the kernel's deps (the demo seed), such a port refuses to run.
 */
export function providedPorts(deps: ServiceDeps | null = null): AppProvidedPorts {
  const provided: Partial<AppProvidedPorts> = {};
  const ports = provided as AppProvidedPorts;
  for (const app of serverApps) Object.assign(provided, app.provides({ deps, ports }));
  Object.assign(provided, { personSummary });
  if (!provided.assetLifecycle) throw new Error('No app provides the asset lifecycle port');
  if (!provided.places) throw new Error('No app provides the places port');
  if (!provided.deviceKits) throw new Error('No app provides the device kits port');
  if (!provided.recoveryCampaigns) throw new Error('No app provides the recovery campaigns port');
  if (!provided.accessoryStock) throw new Error('No app provides the accessory stock port');
  if (!provided.returnOrders) throw new Error('No app provides the return orders port');
  if (!provided.shipments) throw new Error('No app provides the shipments port');
  if (!provided.employeeCredits) throw new Error('No app provides the employee credits port');
  if (!provided.peopleDirectory) throw new Error('No app provides the people directory port');
  if (!provided.offboarding) throw new Error('No app provides the offboarding port');
  if (!provided.organisationCurrency) throw new Error('No app provides the organisation currency port');
  if (!provided.orderImports) throw new Error('No app provides the order imports port');
  if (!provided.webhookEvents) throw new Error('No app provides the webhook events port');
  return ports;
}

/** Every app's lines of a person, one app after another: in a transaction, they share its one connection. */
const personSummary: PersonSummaryPort = {
  async of(repos, organisationId, personId, at) {
    const lines: PersonSummaryLine[] = [];
    for (const app of serverApps) lines.push(...(await app.personSummary(repos, organisationId, personId, at)));
    return lines;
  },
};

/** Every app's records matching a search, one app after another; only of the apps the searcher may open. */
export const recordSearch: RecordSearchPort = {
  async find(repos, searcher, query) {
    const hits: RecordHit[] = [];
    for (const app of serverApps) hits.push(...(await app.recordSearch(repos, searcher, query)));
    return hits.filter((hit) => searcher.may(hit.appSlug));
  },
};

/** Each app's demo data for a new demo organisation, in the order of the list, in the seed's transaction (`repos`). */
export async function seedAppDemos(repos: Repositories, organisationId: string, people: readonly string[]): Promise<void> {
  const ports = providedPorts();
  for (const app of serverApps) await app.seedDemo(repos, organisationId, people, ports);
}

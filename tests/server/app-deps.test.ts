import { describe, expect, expectTypeOf, it } from 'vitest';
import { appDepsOf } from '../../server/app-composition';
import { providedPorts } from '../../server/apps';
import { campaignsServer } from '../../server/apps/campaigns';
import type { CampaignOwnRepositories } from '../../server/apps/campaigns/repositories/repositories';
import type { CampaignDeps } from '../../server/apps/campaigns/services/service-deps';
import { commerceServer } from '../../server/apps/commerce';
import type { Db } from '../../server/db/database';
import { repositoriesOf, type Repositories, type Store } from '../../server/repositories';
import type { ServiceDeps } from '../../server/services/service-deps';

/** Repositories only keep the database they are given until they run a query, which these tests never do. */
const noDatabase = {} as Db;
const kernelStore: Store = { repos: repositoriesOf(noDatabase), transaction: (work) => work(repositoriesOf(noDatabase)) };
const kernelDeps = { store: kernelStore } as ServiceDeps;
const kernelKeys = Object.keys(repositoriesOf(noDatabase)).sort();

describe("an app's deps", () => {
  it("type the store's repositories as the kernel's and the app's own, in a transaction as well", () => {
    type Repos = CampaignDeps['store']['repos'];
    expectTypeOf<keyof Repos>().toEqualTypeOf<keyof Repositories | 'own'>();
    expectTypeOf<Repos['own']>().toEqualTypeOf<CampaignOwnRepositories>();
    expectTypeOf<Parameters<Parameters<CampaignDeps['store']['transaction']>[0]>[0]>().toEqualTypeOf<Repos>();
  });

  it('type only the ports the app declares it uses', () => {
    expectTypeOf<CampaignDeps>().toHaveProperty('assetLifecycle');
    expectTypeOf<CampaignDeps>().toHaveProperty('deviceKits');
    expectTypeOf<CampaignDeps>().toHaveProperty('shipments');
    expectTypeOf<CampaignDeps>().not.toHaveProperty('accessoryStock');
  });

  it("do not compile a reach into another app's repositories (npm run typecheck checks each expected error)", () => {
    const reach = (deps: CampaignDeps) => {
      // @ts-expect-error: Manage's repositories are no part of the campaigns' store.
      void deps.store.repos.manage;
      // @ts-expect-error: nor are they among the campaigns' own.
      void deps.store.repos.own.assets;
      return deps.store.transaction(async (repos) => {
        // @ts-expect-error: commerce's wallet is not there inside a transaction either.
        void repos.commerce;
      });
    };
    expect(reach).toBeTypeOf('function');
  });

  it('hold at run time what their type says', async () => {
    const campaigns = appDepsOf(campaignsServer, { deps: kernelDeps, ports: providedPorts() });
    expect(Object.keys(campaigns.store.repos).sort()).toEqual([...kernelKeys, 'own'].sort());
    expect(Object.keys(campaigns.store.repos.own).sort()).toEqual(Object.keys(campaignsServer.repositories(noDatabase)).sort());
    expect(await campaigns.store.transaction(async (repos) => Object.keys(repos.own).sort())).toEqual(Object.keys(campaigns.store.repos.own).sort());
    expect(Object.keys(campaigns).filter((key) => key in providedPorts()).sort()).toEqual(['assetLifecycle', 'deviceKits', 'places', 'shipments', 'webhookEvents']);

    const commerce = appDepsOf(commerceServer, { deps: kernelDeps, ports: providedPorts() });
    expect(Object.keys(commerce.store.repos.own).sort()).toEqual(Object.keys(commerceServer.repositories(noDatabase)).sort());
    expect(Object.keys(commerce).filter((key) => key in providedPorts()).sort()).toEqual(['accessoryStock', 'assetLifecycle', 'businessCalendars', 'webhookEvents']);
  });
});

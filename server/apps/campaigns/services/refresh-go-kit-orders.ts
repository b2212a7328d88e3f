import type { z } from 'zod';
import type { OrderKitRequest } from '../../../../contract/apps/campaigns/refresh-schemas';
import { REFRESH_GO_SLUG } from '../../../../src/apps/campaigns/domain/slug';
import { refuse } from '../../../../src/domain/rules/decision';
import { decided, staleVersion, type StaffPrincipal } from '../../../kernel';
import type { CampaignDeps } from './service-deps';
import { campaignAudit, campaignOf, personOf } from './campaign-access';
import type { CampaignPeopleService } from './campaign-people-service';

/**
 * The step after a Refresh Go pick: the admin orders the kit the person picked, to one of the organisation's offices
 * or warehouses. It becomes a campaign order in Manage Orders (paid by the company, its components reserved), and the
 * person's row names its number.
 */
export class RefreshGoKitOrders {
  constructor(
    private readonly deps: Pick<CampaignDeps, 'store' | 'now' | 'deviceKits'>,
    private readonly people: CampaignPeopleService,
  ) {}

  async places(principal: StaffPrincipal) {
    return { items: await this.deps.deviceKits.deliveryPlaces(this.deps.store.repos, principal.organisationId) };
  }

  order(principal: StaffPrincipal, campaignId: string, personId: string, body: z.output<typeof OrderKitRequest>) {
    const { organisationId } = principal;
    return this.deps.store.transaction(async (repos) => {
      const campaign = await campaignOf(repos, principal, REFRESH_GO_SLUG, campaignId);
      const person = await personOf(repos, campaign, personId);
      if (person.version !== body.version) throw staleVersion();
      const { kitId, orderNumber } = person.data;
      if (typeof kitId !== 'string' || !person.userId) return decided(refuse('kit-not-picked', 'The person has not picked a kit.'));
      if (typeof orderNumber === 'number') return decided(refuse('kit-already-ordered', 'The kit was ordered already.', { number: orderNumber }));
      const placed = await this.deps.deviceKits.orderKit(repos, {
        kitId,
        person: { id: person.userId, name: person.name, email: person.email },
        placeId: body.placeId,
        placedBy: principal,
        appSlug: REFRESH_GO_SLUG,
        at: this.deps.now(),
      });
      const data = { ...person.data, orderId: placed.orderId, orderNumber: placed.number };
      const updated = await repos.own.people.update(organisationId, person.id, person.version, { data }, this.deps.now());
      if (!updated) throw staleVersion();
      await repos.own.people.appendEvent({
        organisationId,
        campaignId,
        personId: person.id,
        type: 'refresh-go.kit-ordered',
        fromState: person.state,
        toState: person.state,
        data: { orderId: placed.orderId, orderNumber: placed.number },
        at: this.deps.now(),
      });
      await repos.audit.append(campaignAudit(principal, REFRESH_GO_SLUG, { action: 'campaign.kit-ordered', entityType: 'campaign-person', entityId: person.id, after: { orderNumber: placed.number } }));
      return this.people.viewOne(repos, campaign, updated);
    });
  }
}

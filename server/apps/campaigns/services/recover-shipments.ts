import { addressPartsOf } from '../../../../src/apps/campaigns/domain/recover-address';
import { RECOVER_SLUG } from '../../../../src/apps/campaigns/domain/slug';
import type { ShipmentRef, TrackingState } from '../../../kernel';
import type { CampaignRepositories } from '../repositories/repositories';
import type { CampaignPersonRow } from '../repositories/campaign-person-repository';
import type { CampaignDeps } from './service-deps';

/** A booked pickup's parcel is the shipment of this purpose, by the campaign person's id. */
export const RECOVER_PURPOSE = 'recover';

/** The moves a retrieval's parcel makes with it: collected by the carrier, arrived, or the retrieval cancelled. */
const MOVES: Readonly<Record<'pick-up' | 'received' | 'cancel', { readonly from: readonly TrackingState[]; readonly to: TrackingState }>> = {
  'pick-up': { from: ['pre_transit'], to: 'in_transit' },
  received: { from: ['pre_transit', 'in_transit', 'out_for_delivery', 'available_for_pickup'], to: 'delivered' },
  cancel: { from: ['pre_transit'], to: 'cancelled' },
};

/**
 * Recover's pickups on the one shipment model (Shipping Label's): a booked pickup opens a shipment from the leaver's
 * home to the company's receiving site, with the label and tracking the admin follows in Shipping Label's history;
 * the retrieval's moves move it on.
 */
export class RecoverShipments {
  constructor(private readonly deps: Pick<CampaignDeps, 'shipments' | 'deviceKits' | 'places' | 'now'>) {}

  /** The retrieval's parcel still under way, if any. */
  async current(repos: CampaignRepositories, person: CampaignPersonRow): Promise<ShipmentRef | null> {
    const shipments = await this.deps.shipments.ofPurpose(repos, person.organisationId, RECOVER_PURPOSE, [person.id]);
    return shipments.find((shipment) => !['delivered', 'return_to_sender', 'failure', 'cancelled'].includes(shipment.state)) ?? null;
  }

  /**
   * A pickup booked: one shipment from the address the leaver gave to the first delivery place (the default shipping
   * address first) whose address is complete; none while the company has no such site, or one is already under way.
   */
  async booked(repos: CampaignRepositories, person: CampaignPersonRow, address: string, actorId: string | null): Promise<ShipmentRef | null> {
    if (!person.userId || (await this.current(repos, person))) return null;
    const places = await this.deps.deviceKits.deliveryPlaces(repos, person.organisationId);
    const addresses = await this.deps.places.addressesOf(repos, person.organisationId, places.map((place) => place.id));
    const site = places.find((place) => addresses.has(place.id));
    if (!site) return null;
    const devices = await repos.own.people.devicesOf(person.organisationId, [person.id]);
    const parts = addressPartsOf(address, addresses.get(site.id)!.country);
    return this.deps.shipments.open(repos, person.organisationId, {
      purpose: { kind: RECOVER_PURPOSE, reference: person.id },
      from: { kind: 'person', personId: person.userId, address: { name: person.name, ...parts } },
      to: { kind: 'place', placeId: site.id },
      assetIds: devices.flatMap((device) => (device.assetId ? [device.assetId] : [])),
      actorId,
      appSlug: RECOVER_SLUG,
      at: this.deps.now(),
    });
  }

  /** The parcel moved with the retrieval, where its state allows. */
  /** `at`: the caller's moment, so that what it records at the same time tells in the order it was recorded. */
  async moved(repos: CampaignRepositories, person: CampaignPersonRow, move: keyof typeof MOVES, actorId: string | null, at = this.deps.now()): Promise<void> {
    const shipment = await this.current(repos, person);
    const { from, to } = MOVES[move];
    if (!shipment || !from.includes(shipment.state)) return;
    await this.deps.shipments.advance(repos, person.organisationId, shipment.id, { state: to, actorId, appSlug: RECOVER_SLUG, at });
  }
}

import type { PostalAddress, Repositories, ShipmentRef, ShipmentsPort } from '../../../kernel';
import { ruleRefused } from '../../../kernel';
import { APPLE_TRADE_IN_SLUG } from '../../../../src/apps/returns/domain/slug';
import type { BuybackRow } from '../repositories/buyback-repository';
import type { ReturnsDeps } from './service-deps';

/** The purposes a buyback's parcels go by on Shipping Label: the device in, and a declined one back out. */
const inbound = (row: Pick<BuybackRow, 'channel'>) => (row.channel === APPLE_TRADE_IN_SLUG ? 'trade-in' : 'buyback');
const RETURN = 'buyback-return';

/** Where devices are received: the organisation's first site whose address Locations has complete. */
async function receivingSite(deps: Pick<ReturnsDeps, 'places'>, repos: Repositories, organisationId: string): Promise<string> {
  const site = (await deps.places.list(repos, organisationId)).find((place) => !place.addressMissing);
  if (!site) throw ruleRefused('No site of the organisation has a complete address to send devices to; complete one in Locations.', 'no-receiving-site');
  return site.id;
}

/** The device's parcel from the person to the company, with its label (the organisation's carrier, the manual one by default). */
export async function openInbound(deps: Pick<ReturnsDeps, 'places' | 'shipments'>, repos: Repositories, row: BuybackRow, from: PostalAddress, actorId: string, at: Date): Promise<ShipmentRef> {
  return deps.shipments.open(repos, row.organisationId, {
    purpose: { kind: inbound(row), reference: row.id },
    from: { kind: 'person', personId: row.personId, address: from },
    to: { kind: 'place', placeId: await receivingSite(deps, repos, row.organisationId) },
    assetIds: [row.assetId],
    actorId,
    appSlug: row.channel,
    at,
  });
}

/** A declined device goes back free, from where it was received to where it came from. */
export async function openReturn(deps: Pick<ReturnsDeps, 'places' | 'shipments'>, repos: Repositories, row: BuybackRow, actorId: string, at: Date): Promise<ShipmentRef | null> {
  if (!row.senderAddress) return null;
  return deps.shipments.open(repos, row.organisationId, {
    purpose: { kind: RETURN, reference: row.id },
    from: { kind: 'place', placeId: await receivingSite(deps, repos, row.organisationId) },
    to: { kind: 'person', personId: row.personId, address: row.senderAddress },
    assetIds: [row.assetId],
    actorId,
    appSlug: row.channel,
    at,
  });
}

/** Every parcel of these buybacks, in and back. */
export async function shipmentsOf(shipments: ShipmentsPort, repos: Repositories, organisationId: string, rows: readonly BuybackRow[]): Promise<ShipmentRef[]> {
  if (rows.length === 0) return [];
  const ids = rows.map((row) => row.id);
  const lists = await Promise.all(['buyback', 'trade-in', RETURN].map((kind) => shipments.ofPurpose(repos, organisationId, kind, ids)));
  return lists.flat();
}

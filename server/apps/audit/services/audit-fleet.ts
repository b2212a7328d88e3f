import type { FleetAsset, PlaceRef, Repositories } from '../../../kernel';
import type { AuditDeps } from './service-deps';

/** The fleet an audit looks for: every live asset but the retired, which the organisation no longer has. */
export async function auditableFleet(deps: Pick<AuditDeps, 'assetLifecycle' | 'now'>, repos: Repositories, organisationId: string) {
  return (await deps.assetLifecycle.inventory(repos, organisationId, deps.now())).filter((asset) => asset.status !== 'retired');
}

/** The asset as the audit screens name it, its site named by Locations (null for a site since removed). */
export function auditAssetOf(asset: FleetAsset, places: ReadonlyMap<string, PlaceRef>) {
  const place = asset.locationId ? places.get(asset.locationId) : undefined;
  return { id: asset.assetId, assetTag: asset.assetTag, model: asset.model, productType: asset.productType, location: place ? { id: place.id, name: place.name } : null };
}

import type { ManageRepositories } from '../repositories/repositories';

/** An asset as its webhook events (asset.created, asset.updated) carry it, read in the change's transaction. */
export async function assetEventData(repos: ManageRepositories, organisationId: string, id: string) {
  const asset = (await repos.own.assets.find(organisationId, id))!;
  return { id: asset.id, assetTag: asset.assetTag, serial: asset.serial, manufacturer: asset.manufacturer, model: asset.model, status: asset.status, updatedAt: asset.updatedAt.toISOString() };
}

import type { FileDownload, UploadedFile } from '../../../../contract/descriptor';
import { newFileKey, notFound, staleVersion, type StaffPrincipal } from '../../../kernel';
import type { ManageDeps } from './service-deps';
import { assetOrNotFound, ManageAssetService } from './asset-service';
import { manageAudit } from './support';

/**
 * An asset's photo, changed like any other field of the asset: against the version the person read, in its
 * history, answered with the asset. Each upload gets a new key: the old file goes only once the new one is the
 * asset's, so a failed or stale change leaves the asset with the photo it had.
 */
export class ManageAssetPhotos {
  private readonly assets: ManageAssetService;

  constructor(private readonly deps: Pick<ManageDeps, 'store' | 'now' | 'config' | 'keys' | 'files' | 'places' | 'webhookEvents'>) {
    this.assets = new ManageAssetService(deps);
  }

  async upload(principal: StaffPrincipal, id: string, version: number, photo: UploadedFile) {
    const { organisationId } = principal;
    const key = newFileKey(`manage/assets/${id}`, photo.contentType);
    const before = await this.current(principal, id, version);
    await this.deps.files.put(organisationId, key, photo.bytes, photo.contentType);
    await this.change(principal, id, version, 'asset.photo-uploaded', before, key).catch(async (error: unknown) => {
      await this.deps.files.delete(organisationId, key);
      throw error;
    });
    await this.forget(organisationId, before);
    return this.assets.get(principal, id);
  }

  async remove(principal: StaffPrincipal, id: string, version: number) {
    const before = await this.current(principal, id, version);
    if (before === null) return this.assets.get(principal, id);
    await this.change(principal, id, version, 'asset.photo-removed', before, null);
    await this.forget(principal.organisationId, before);
    return this.assets.get(principal, id);
  }

  /** The photo as uploaded, for API clients with a token; pages use the signed link of the asset's answer. */
  async download(principal: StaffPrincipal, id: string): Promise<FileDownload> {
    const { photoKey } = await assetOrNotFound(this.deps.store.repos, principal.organisationId, id);
    const stored = photoKey === null ? null : await this.deps.files.get(principal.organisationId, photoKey);
    if (!stored) throw notFound('photo');
    return { bytes: stored.bytes, contentType: stored.contentType, maxAgeSeconds: 0 };
  }

  /** The asset's photo key now, once the version the person read is still the asset's. */
  private async current(principal: StaffPrincipal, id: string, version: number): Promise<string | null> {
    const asset = await assetOrNotFound(this.deps.store.repos, principal.organisationId, id);
    if (asset.version !== version) throw staleVersion();
    return asset.photoKey;
  }

  private async change(principal: StaffPrincipal, id: string, version: number, action: string, before: string | null, after: string | null) {
    const { store, now } = this.deps;
    await store.transaction(async (repos) => {
      if ((await repos.own.assets.update(principal.organisationId, id, version, { photoKey: after }, now())) === undefined) throw staleVersion();
      const event = { action, entityType: 'asset', entityId: id, before: { photoKey: before }, after: { photoKey: after } };
      await repos.audit.append(manageAudit(principal, event));
    });
  }

  /** The replaced file, once nothing names it: should the store fail now, the change stands and only storage is lost. */
  private async forget(organisationId: string, key: string | null): Promise<void> {
    if (key !== null) await this.deps.files.delete(organisationId, key).catch(() => undefined);
  }
}

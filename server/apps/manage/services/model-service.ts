import type { z } from 'zod';
import type { FileDownload, UploadedFile } from '../../../../contract/descriptor';
import type { ModelInput, ModelListQuery } from '../../../../contract/apps/manage/configure-schemas';
import { FileLinks, newFileKey, notFound, staleVersion, type StaffPrincipal } from '../../../kernel';
import type { ModelListRequest } from '../repositories/configure-repository';
import type { ManageRepositories } from '../repositories/repositories';
import type { ManageDeps } from './service-deps';
import { ConfigWrites } from './configure-writes';
import { checkDepreciation } from './configure-service';
import { manageAudit } from './support';

const MODEL = { table: 'models', what: 'model' } as const;
type ModelRow = Awaited<ReturnType<ManageRepositories['own']['configure']['models']>>[number];

/** Models: a maker's product of one type, with specs, a default image, an end of life and a schedule. */
export class ManageModelService {
  private readonly writes: ConfigWrites;
  private readonly links: FileLinks;

  constructor(private readonly deps: Pick<ManageDeps, 'store' | 'now' | 'config' | 'keys' | 'files'>) {
    this.writes = new ConfigWrites(deps);
    this.links = new FileLinks(deps);
  }

  private itemOf({ row, manufacturer, productType, assetCount }: ModelRow) {
    const imageUrl = row.imageKey === null ? null : this.links.linkOf(row.organisationId, row.imageKey);
    return { ...row, manufacturer: manufacturer?.id ? manufacturer : null, productType, imageUrl, assetCount };
  }

  async list(principal: StaffPrincipal, query: z.output<typeof ModelListQuery>) {
    const rows = await this.deps.store.repos.own.configure.models(principal.organisationId, query satisfies ModelListRequest);
    return { items: rows.map((row) => this.itemOf(row)) };
  }

  async get(principal: StaffPrincipal, id: string) {
    const [found] = await this.deps.store.repos.own.configure.models(principal.organisationId, { id });
    if (!found) throw notFound('model');
    return this.itemOf(found);
  }

  /** Its type, maker and schedule must be the organisation's own. */
  private references(organisationId: string, body: Partial<z.output<typeof ModelInput>>) {
    return async (repos: ManageRepositories) => {
      const { configure } = repos.own;
      if (body.productTypeId && (await configure.productTypes(organisationId, body.productTypeId)).length === 0) throw notFound('product type');
      if (body.manufacturerId && (await configure.manufacturers(organisationId, body.manufacturerId)).length === 0) throw notFound('manufacturer');
      await checkDepreciation(repos, organisationId, body.depreciationId);
    };
  }

  async create(principal: StaffPrincipal, body: z.output<typeof ModelInput>) {
    return this.get(principal, await this.writes.create(principal, MODEL, body, this.references(principal.organisationId, body)));
  }

  /** A new name, maker or type reaches the model's assets in the same transaction. */
  async update(principal: StaffPrincipal, id: string, { version, ...values }: Partial<z.output<typeof ModelInput>> & { version: number }) {
    await this.get(principal, id);
    const { organisationId } = principal;
    await this.references(organisationId, values)(this.deps.store.repos);
    await this.writes.update(principal, MODEL, id, version, values, (repos) => repos.own.configure.refreshAssetNames(organisationId, 'model', id));
    return this.get(principal, id);
  }

  async remove(principal: StaffPrincipal, id: string, version: number) {
    const [found] = await this.deps.store.repos.own.configure.models(principal.organisationId, { id });
    await this.writes.remove(principal, MODEL, id, version, found && { assetCount: found.assetCount });
    if (found?.row.imageKey) await this.forget(principal.organisationId, found.row.imageKey);
  }

  /** As an asset's photo: a new key per upload, the old file deleted only once the new one is the model's. */
  async uploadImage(principal: StaffPrincipal, id: string, version: number, image: UploadedFile) {
    const { organisationId } = principal;
    const before = await this.current(principal, id, version);
    const key = newFileKey(`manage/models/${id}`, image.contentType);
    await this.deps.files.put(organisationId, key, image.bytes, image.contentType);
    await this.change(principal, id, version, key).catch(async (error: unknown) => {
      await this.deps.files.delete(organisationId, key);
      throw error;
    });
    await this.forget(organisationId, before);
    return this.get(principal, id);
  }

  async removeImage(principal: StaffPrincipal, id: string, version: number) {
    const before = await this.current(principal, id, version);
    if (before !== null) {
      await this.change(principal, id, version, null);
      await this.forget(principal.organisationId, before);
    }
    return this.get(principal, id);
  }

  async downloadImage(principal: StaffPrincipal, id: string): Promise<FileDownload> {
    const { row } = await this.found(principal, id);
    const stored = row.imageKey === null ? null : await this.deps.files.get(principal.organisationId, row.imageKey);
    if (!stored) throw notFound('image');
    return { bytes: stored.bytes, contentType: stored.contentType, maxAgeSeconds: 0 };
  }

  private async found(principal: StaffPrincipal, id: string) {
    const [found] = await this.deps.store.repos.own.configure.models(principal.organisationId, { id });
    if (!found) throw notFound('model');
    return found;
  }

  private async current(principal: StaffPrincipal, id: string, version: number): Promise<string | null> {
    const { row } = await this.found(principal, id);
    if (row.version !== version) throw staleVersion();
    return row.imageKey;
  }

  private async change(principal: StaffPrincipal, id: string, version: number, imageKey: string | null) {
    await this.deps.store.transaction(async (repos) => {
      const key = { organisationId: principal.organisationId, id, version };
      if ((await repos.own.configure.update('models', key, { imageKey }, this.deps.now())) === undefined) throw staleVersion();
      await repos.audit.append(manageAudit(principal, { action: 'config.models.image', entityType: 'models', entityId: id, after: { image: imageKey !== null } }));
    });
  }

  private async forget(organisationId: string, key: string | null): Promise<void> {
    if (key !== null) await this.deps.files.delete(organisationId, key).catch(() => undefined);
  }
}

import type { z } from 'zod';
import type {
  CustomFieldInput,
  DepreciationInput,
  ManufacturerInput,
  ProductTypeInput,
  UpdateCustomFieldInput,
} from '../../../../contract/apps/manage/configure-schemas';
import { notFound, staleVersion, type StaffPrincipal } from '../../../kernel';
import type { ManageRepositories } from '../repositories/repositories';
import type { ManageDeps } from './service-deps';
import { ConfigWrites } from './configure-writes';

type Input<Schema extends z.ZodType> = z.output<Schema>;
type Versioned<Schema extends z.ZodType> = Partial<z.output<Schema>> & { version: number };

const MANUFACTURER = { table: 'manufacturers', what: 'manufacturer' } as const;
const DEPRECIATION = { table: 'depreciations', what: 'depreciation schedule' } as const;
const PRODUCT_TYPE = { table: 'productTypes', what: 'product type' } as const;
const CUSTOM_FIELD = { table: 'customFields', what: 'custom field' } as const;

/** A schedule named by a type or model must be the organisation's own. */
export async function checkDepreciation(repos: ManageRepositories, organisationId: string, id: string | null | undefined): Promise<void> {
  if (id && (await repos.own.configure.depreciations(organisationId, id)).length === 0) throw notFound('depreciation schedule');
}

/** Manufacturers, depreciation schedules, product types and their custom fields. */
export class ManageConfigureService {
  private readonly writes: ConfigWrites;

  constructor(private readonly deps: Pick<ManageDeps, 'store' | 'now'>) {
    this.writes = new ConfigWrites(deps);
  }

  private get repo() {
    return this.deps.store.repos.own.configure;
  }

  async manufacturers(principal: StaffPrincipal) {
    const rows = await this.repo.manufacturers(principal.organisationId);
    return { items: rows.map(({ row, modelCount, assetCount }) => ({ ...row, modelCount, assetCount })) };
  }

  private async manufacturer(principal: StaffPrincipal, id: string) {
    const [found] = await this.repo.manufacturers(principal.organisationId, id);
    if (!found) throw notFound('manufacturer');
    return { ...found.row, modelCount: found.modelCount, assetCount: found.assetCount };
  }

  async createManufacturer(principal: StaffPrincipal, body: Input<typeof ManufacturerInput>) {
    return this.manufacturer(principal, await this.writes.create(principal, MANUFACTURER, body));
  }

  async updateManufacturer(principal: StaffPrincipal, id: string, { version, ...values }: Versioned<typeof ManufacturerInput>) {
    await this.manufacturer(principal, id);
    await this.writes.update(principal, MANUFACTURER, id, version, values, (repos) => repos.own.configure.refreshAssetNames(principal.organisationId, 'manufacturer', id));
    return this.manufacturer(principal, id);
  }

  async deleteManufacturer(principal: StaffPrincipal, id: string, version: number) {
    const [found] = await this.repo.manufacturers(principal.organisationId, id);
    const use = found && { assetCount: found.assetCount, otherCount: found.modelCount, others: 'models' };
    await this.writes.remove(principal, MANUFACTURER, id, version, use);
  }

  async depreciations(principal: StaffPrincipal) {
    const rows = await this.repo.depreciations(principal.organisationId);
    return { items: rows.map(({ row, useCount, assetCount }) => ({ ...row, useCount, assetCount })) };
  }

  private async depreciation(principal: StaffPrincipal, id: string) {
    const [found] = await this.repo.depreciations(principal.organisationId, id);
    if (!found) throw notFound('depreciation schedule');
    return { ...found.row, useCount: found.useCount, assetCount: found.assetCount };
  }

  async createDepreciation(principal: StaffPrincipal, body: Input<typeof DepreciationInput>) {
    return this.depreciation(principal, await this.writes.create(principal, DEPRECIATION, body));
  }

  async updateDepreciation(principal: StaffPrincipal, id: string, { version, ...values }: Versioned<typeof DepreciationInput>) {
    await this.depreciation(principal, id);
    await this.writes.update(principal, DEPRECIATION, id, version, values);
    return this.depreciation(principal, id);
  }

  /** A schedule types or models name is refused even with no asset yet: their assets would lose their book value. */
  async deleteDepreciation(principal: StaffPrincipal, id: string, version: number) {
    const [found] = await this.repo.depreciations(principal.organisationId, id);
    const use = found && { assetCount: found.assetCount, otherCount: found.useCount, others: 'product types and models' };
    await this.writes.remove(principal, DEPRECIATION, id, version, use);
  }

  async productTypes(principal: StaffPrincipal) {
    const { organisationId } = principal;
    let rows = await this.repo.productTypes(organisationId);
    if (rows.length === 0) {
      // An organisation made after the migration has its defaults on first need; the screen is one such need.
      await this.repo.ensureDefaults(organisationId);
      rows = await this.repo.productTypes(organisationId);
    }
    const fields = await this.repo.customFields(organisationId);
    return { items: rows.map((type) => this.typeItem(type, fields)) };
  }

  private typeItem(
    { row, modelCount, assetCount }: Awaited<ReturnType<ManageConfigureService['repo']['productTypes']>>[number],
    fields: Awaited<ReturnType<ManageConfigureService['repo']['customFields']>>,
  ) {
    return { ...row, modelCount, assetCount, fields: fields.filter((field) => field.row.productTypeId === row.id).map((field) => field.row) };
  }

  private async productType(principal: StaffPrincipal, id: string) {
    const [found] = await this.repo.productTypes(principal.organisationId, id);
    if (!found) throw notFound('product type');
    return this.typeItem(found, await this.repo.customFields(principal.organisationId, { productTypeId: id }));
  }

  async createProductType(principal: StaffPrincipal, body: Input<typeof ProductTypeInput>) {
    const check = (repos: ManageRepositories) => checkDepreciation(repos, principal.organisationId, body.depreciationId);
    return this.productType(principal, await this.writes.create(principal, PRODUCT_TYPE, body, check));
  }

  /** A new kind carries the type's models' assets with it, so the lists' filters find them under it. */
  async updateProductType(principal: StaffPrincipal, id: string, { version, ...values }: Versioned<typeof ProductTypeInput>) {
    await this.productType(principal, id);
    await checkDepreciation(this.deps.store.repos, principal.organisationId, values.depreciationId);
    await this.writes.update(principal, PRODUCT_TYPE, id, version, values, (repos) => repos.own.configure.refreshAssetNames(principal.organisationId, 'productType', id));
    return this.productType(principal, id);
  }

  async deleteProductType(principal: StaffPrincipal, id: string, version: number) {
    const [found] = await this.repo.productTypes(principal.organisationId, id);
    const use = found && { assetCount: found.assetCount, otherCount: found.modelCount, others: 'models' };
    await this.writes.remove(principal, PRODUCT_TYPE, id, version, use);
  }

  private async customField(principal: StaffPrincipal, id: string) {
    const [found] = await this.repo.customFields(principal.organisationId, { id });
    if (!found) throw notFound('custom field');
    return found;
  }

  async createCustomField(principal: StaffPrincipal, productTypeId: string, body: Input<typeof CustomFieldInput>) {
    await this.productType(principal, productTypeId);
    const position = body.position ?? (await this.repo.customFields(principal.organisationId, { productTypeId })).length;
    const options = body.kind === 'list' ? body.options : [];
    const id = await this.writes.create(principal, CUSTOM_FIELD, { ...body, options, position, productTypeId });
    return (await this.customField(principal, id)).row;
  }

  /** A renamed field keeps its values: every asset of the type has them moved to the new name in the same transaction. */
  async updateCustomField(principal: StaffPrincipal, id: string, { version, ...values }: Versioned<typeof UpdateCustomFieldInput>) {
    const before = (await this.customField(principal, id)).row;
    if (before.version !== version) throw staleVersion();
    const kind = values.kind ?? before.kind;
    const options = kind === 'list' ? (values.options ?? before.options) : [];
    const rename = (repos: ManageRepositories) =>
      values.name === undefined ? Promise.resolve() : repos.own.configure.renameFieldValues(principal.organisationId, before.productTypeId, before.name, values.name);
    await this.writes.update(principal, CUSTOM_FIELD, id, version, { ...values, options }, rename);
    return (await this.customField(principal, id)).row;
  }

  async deleteCustomField(principal: StaffPrincipal, id: string, version: number) {
    const [found] = await this.repo.customFields(principal.organisationId, { id });
    await this.writes.remove(principal, CUSTOM_FIELD, id, version, found && { assetCount: found.assetCount });
  }
}

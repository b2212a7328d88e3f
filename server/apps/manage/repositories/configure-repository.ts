import { and, asc, eq, ilike, inArray, or, sql, type SQL } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import { containing, saveOrganisationRow, versionedUpdate, type Db } from '../../../kernel';
import { manageAssets } from '../schema/assets';
import {
  manageCustomFields,
  manageDepreciations,
  manageFleetSettings,
  manageManufacturers,
  manageModels,
  manageProductTypes,
  manageStatusLabels,
} from '../schema/configure';

/** The configuration tables: each row belongs to one organisation and carries a version. */
export const configTables = {
  manufacturers: manageManufacturers,
  depreciations: manageDepreciations,
  productTypes: manageProductTypes,
  models: manageModels,
  statusLabels: manageStatusLabels,
  customFields: manageCustomFields,
} as const;
export type ConfigTableName = keyof typeof configTables;
export type ConfigInsert<Name extends ConfigTableName> = Omit<(typeof configTables)[Name]['$inferInsert'], 'id' | 'organisationId' | 'version'>;

const count = (query: SQL) => sql<number>`(${query})`.mapWith(Number);
const a = manageAssets;
const m = manageModels;
const t = manageProductTypes;

/** How many assets (archived ones too: they still name it) use each record; a delete is refused while any do. */
const assetsOf = {
  manufacturers: count(sql`select count(*) from ${a} join ${m} on ${m.id} = ${a.modelId} where ${m.manufacturerId} = ${manageManufacturers.id}`),
  models: count(sql`select count(*) from ${a} where ${a.modelId} = ${manageModels.id}`),
  productTypes: count(sql`select count(*) from ${a} join ${m} on ${m.id} = ${a.modelId} where ${m.productTypeId} = ${manageProductTypes.id}`),
  statusLabels: count(sql`select count(*) from ${a} where ${a.statusLabelId} = ${manageStatusLabels.id}`),
  // A model's own schedule wins over its type's.
  depreciations: count(sql`select count(*) from ${a} join ${m} on ${m.id} = ${a.modelId} join ${t} on ${t.id} = ${m.productTypeId}
    where coalesce(${m.depreciationId}, ${t.depreciationId}) = ${manageDepreciations.id}`),
  customFields: count(sql`select count(*) from ${a} join ${m} on ${m.id} = ${a.modelId}
    where ${m.productTypeId} = ${manageCustomFields.productTypeId} and ${a.customFields} ? ${manageCustomFields.name}`),
};

export type ModelListRequest = { readonly q?: string | undefined; readonly productTypeId?: string | undefined; readonly manufacturerId?: string | undefined };

/** Manage Configure's tables: product types, makers, models, custom fields, status labels, schedules, settings. */
export class ManageConfigureRepository {
  constructor(private readonly db: Db) {}

  manufacturers(organisationId: string, id?: string) {
    const modelCount = count(sql`select count(*) from ${m} where ${m.manufacturerId} = ${manageManufacturers.id}`);
    return this.db
      .select({ row: manageManufacturers, modelCount, assetCount: assetsOf.manufacturers })
      .from(manageManufacturers)
      .where(and(eq(manageManufacturers.organisationId, organisationId), id === undefined ? undefined : eq(manageManufacturers.id, id)))
      .orderBy(asc(sql`lower(${manageManufacturers.name})`), asc(manageManufacturers.id));
  }

  depreciations(organisationId: string, id?: string) {
    const d = manageDepreciations;
    const useCount = count(sql`(select count(*) from ${t} where ${t.depreciationId} = ${d.id}) + (select count(*) from ${m} where ${m.depreciationId} = ${d.id})`);
    return this.db
      .select({ row: d, useCount, assetCount: assetsOf.depreciations })
      .from(d)
      .where(and(eq(d.organisationId, organisationId), id === undefined ? undefined : eq(d.id, id)))
      .orderBy(asc(d.months), asc(d.id));
  }

  productTypes(organisationId: string, id?: string) {
    const modelCount = count(sql`select count(*) from ${m} where ${m.productTypeId} = ${t.id}`);
    return this.db
      .select({ row: t, modelCount, assetCount: assetsOf.productTypes })
      .from(t)
      .where(and(eq(t.organisationId, organisationId), id === undefined ? undefined : eq(t.id, id)))
      .orderBy(asc(sql`lower(${t.name})`), asc(t.id));
  }

  customFields(organisationId: string, where?: { productTypeId?: string; id?: string }) {
    const f = manageCustomFields;
    return this.db
      .select({ row: f, assetCount: assetsOf.customFields })
      .from(f)
      .where(
        and(
          eq(f.organisationId, organisationId),
          where?.productTypeId === undefined ? undefined : eq(f.productTypeId, where.productTypeId),
          where?.id === undefined ? undefined : eq(f.id, where.id),
        ),
      )
      .orderBy(asc(f.position), asc(sql`lower(${f.name})`), asc(f.id));
  }

  models(organisationId: string, request: ModelListRequest & { id?: string }, limit = 2000) {
    const maker = manageManufacturers;
    const q = request.q ? containing(request.q) : undefined;
    return this.db
      .select({
        row: m,
        manufacturer: { id: maker.id, name: maker.name },
        productType: { id: t.id, name: t.name, kind: t.kind },
        assetCount: assetsOf.models,
      })
      .from(m)
      .innerJoin(t, eq(t.id, m.productTypeId))
      .leftJoin(maker, eq(maker.id, m.manufacturerId))
      .where(
        and(
          eq(m.organisationId, organisationId),
          request.id === undefined ? undefined : eq(m.id, request.id),
          request.productTypeId === undefined ? undefined : eq(m.productTypeId, request.productTypeId),
          request.manufacturerId === undefined ? undefined : eq(m.manufacturerId, request.manufacturerId),
          q === undefined ? undefined : or(ilike(m.name, q), ilike(maker.name, q), ilike(m.modelNumber, q)),
        ),
      )
      .orderBy(asc(sql`lower(${m.name})`), asc(m.id))
      .limit(limit);
  }

  statusLabels(organisationId: string, id?: string) {
    const l = manageStatusLabels;
    return this.db
      .select({ row: l, assetCount: assetsOf.statusLabels })
      .from(l)
      .where(and(eq(l.organisationId, organisationId), id === undefined ? undefined : eq(l.id, id)))
      .orderBy(asc(l.createdAt), asc(l.id));
  }

  /** The organisation's default labels and a type of every kind, made once (the database function of migration 0022). */
  async ensureDefaults(organisationId: string): Promise<void> {
    await this.db.execute(sql`select manage_fleet_defaults(${organisationId}::uuid)`);
  }

  /** The organisation's models of these names (in any case), with what makes one unique: type, maker and number. */
  async modelsNamed(organisationId: string, names: readonly string[]) {
    if (names.length === 0) return [];
    const lower = [...new Set(names.map((name) => name.toLowerCase()))];
    return this.db
      .select({ productTypeId: m.productTypeId, manufacturerId: m.manufacturerId, name: m.name, modelNumber: m.modelNumber })
      .from(m)
      .where(and(eq(m.organisationId, organisationId), inArray(sql`lower(${m.name})`, lower)));
  }

  /** A batch of an import (at most a thousand) in one statement. */
  async insertModels(organisationId: string, rows: readonly ConfigInsert<'models'>[]): Promise<void> {
    if (rows.length > 0) await this.db.insert(m).values(rows.map((row) => ({ ...row, organisationId })));
  }

  async insert<Name extends ConfigTableName>(name: Name, organisationId: string, values: ConfigInsert<Name>): Promise<string> {
    const table = configTables[name];
    const [row] = await this.db
      .insert(table)
      .values({ ...values, organisationId } as never)
      .returning({ id: table.id });
    return row!.id;
  }

  /** Undefined when the version is stale or the record gone. */
  async update<Name extends ConfigTableName>(name: Name, key: { organisationId: string; id: string; version: number }, values: Partial<ConfigInsert<Name>>, now: Date) {
    const table = configTables[name];
    return versionedUpdate(this.db, table, key, values as never, now, { id: table.id });
  }

  /** False when the version is stale or the record gone: nothing is deleted then. */
  async remove(name: ConfigTableName, key: { organisationId: string; id: string; version: number }): Promise<boolean> {
    const table = configTables[name];
    const rows = await this.db
      .delete(table)
      .where(and(eq(table.organisationId, key.organisationId), eq(table.id, key.id), eq(table.version, key.version)))
      .returning({ id: table.id });
    return rows.length > 0;
  }

  /**
   * Gives the assets of a renamed model, maker or type their new names and kind (the search, the counts and the lists'
   * filters are built from them); the asset trigger sees names that agree with the model and keeps the reference.
   */
  async refreshAssetNames(organisationId: string, by: 'model' | 'manufacturer' | 'productType', id: string): Promise<void> {
    const column = { model: sql`mo.id`, manufacturer: sql`mo.manufacturer_id`, productType: sql`mo.product_type_id` }[by];
    await this.db.execute(sql`update ${a} set model = mo.name, manufacturer = f.name, product_type = pt.kind
      from ${m} mo join ${t} pt on pt.id = mo.product_type_id left join ${manageManufacturers} f on f.id = mo.manufacturer_id
      where ${column} = ${id} and ${a.modelId} = mo.id and ${a.organisationId} = ${organisationId}
        and (${a.model}, ${a.manufacturer}, ${a.productType}) is distinct from (mo.name, f.name, pt.kind)`);
  }

  /** A renamed custom field carries its values on every asset of the type. */
  async renameFieldValues(organisationId: string, productTypeId: string, from: string, to: string): Promise<void> {
    if (from === to) return;
    await this.db.execute(sql`update ${a} set custom_fields = (${a.customFields} - ${from}) || jsonb_build_object(${to}::text, ${a.customFields} -> ${from})
      where ${a.organisationId} = ${organisationId} and ${a.customFields} ? ${from}
        and ${a.modelId} in (select id from ${m} where ${m.productTypeId} = ${productTypeId})`);
  }

  async settings(organisationId: string) {
    const [row] = await this.db.select().from(manageFleetSettings).where(eq(manageFleetSettings.organisationId, organisationId));
    return row ?? { organisationId, auditIntervalMonths: null, version: 0, updatedAt: new Date(0) };
  }

  /** Version 0 is "never saved": the first save makes the row. Undefined when the version is stale. */
  saveSettings(organisationId: string, version: number, auditIntervalMonths: number | null, now: Date) {
    return saveOrganisationRow(this.db, manageFleetSettings, { organisationId, version }, { auditIntervalMonths }, now);
  }

  /** The labels by id, as assets' answers name them. */
  async labelRefs(organisationId: string) {
    const l = manageStatusLabels;
    return this.db.select({ id: l.id, name: l.name, type: l.type, colour: l.colour }).from(l).where(eq(l.organisationId, organisationId));
  }

  /** Each model's schedule (its own, else its type's): what an asset's book value is figured by. */
  async schedules(organisationId: string) {
    const own = alias(manageDepreciations, 'own_schedule');
    const inherited = alias(manageDepreciations, 'type_schedule');
    return this.db
      .select({
        modelId: m.id,
        months: sql<number>`coalesce(${own.months}, ${inherited.months})`.mapWith(Number),
        floorCents: sql<number | null>`coalesce(${own.floorCents}, ${inherited.floorCents})`,
        usesOwn: sql<boolean>`${own.id} is not null`,
      })
      .from(m)
      .innerJoin(t, eq(t.id, m.productTypeId))
      .leftJoin(own, eq(own.id, m.depreciationId))
      .leftJoin(inherited, eq(inherited.id, t.depreciationId))
      .where(and(eq(m.organisationId, organisationId), sql`coalesce(${own.id}, ${inherited.id}) is not null`));
  }

  /** The custom fields an asset of this model carries: its type's. */
  async fieldsOfModel(organisationId: string, modelId: string) {
    const f = manageCustomFields;
    return this.db
      .select({ name: f.name, kind: f.kind, options: f.options, required: f.required })
      .from(f)
      .innerJoin(m, eq(m.productTypeId, f.productTypeId))
      .where(and(eq(f.organisationId, organisationId), eq(m.id, modelId)))
      .orderBy(asc(f.position), asc(f.name));
  }

  /** The values as the fields' own check read them (a number typed as text made a number), without a new version. */
  async setCustomFields(organisationId: string, assetId: string, values: Record<string, string | number | boolean>): Promise<void> {
    await this.db.update(a).set({ customFields: values }).where(and(eq(a.organisationId, organisationId), eq(a.id, assetId)));
  }
}

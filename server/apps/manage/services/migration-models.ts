import type { z } from 'zod';
import type { ModelMigrationRow } from '../../../../contract/apps/manage/migration-schemas';
import { productTypeFromCategory } from '../../../../src/apps/manage/domain/import-batch';
import { modelKeyOf } from '../../../../src/apps/manage/domain/import-model-rows';
import type { ManageRepositories } from '../repositories/repositories';
import type { MigrationRun } from './migration-run';
import { freshByKey } from './migration-stock';

type Row = z.output<typeof ModelMigrationRow>;

/** The id of each name (lower case) in a configuration list, those not there yet added by `add`. */
async function idsByName(
  have: readonly { row: { id: string; name: string } }[],
  names: readonly string[],
  add: (name: string) => Promise<string>,
): Promise<Map<string, string>> {
  const ids = new Map(have.map(({ row }) => [row.name.toLowerCase(), row.id]));
  for (const name of names) {
    if (!ids.has(name.toLowerCase())) ids.set(name.toLowerCase(), await add(name));
  }
  return ids;
}

async function typesAndMakers(repos: ManageRepositories, organisationId: string, rows: readonly Row[]) {
  const configure = repos.own.configure;
  // A new organisation gets its default types first, so "Laptops" is the type it already has.
  await configure.ensureDefaults(organisationId);
  const types = await idsByName(await configure.productTypes(organisationId), rows.map((row) => row.category), (name) =>
    configure.insert('productTypes', organisationId, { name, kind: productTypeFromCategory(name) }),
  );
  const makers = await idsByName(await configure.manufacturers(organisationId), rows.flatMap((row) => (row.manufacturer ? [row.manufacturer] : [])), (name) =>
    configure.insert('manufacturers', organisationId, { name }),
  );
  return { types, makers };
}

/**
 * Snipe-IT's models into Manage Configure: the category is the product type and the maker the manufacturer, each
 * found by name or added; a model already here by type, maker, name and number is named in the report and kept.
 */
export async function importModels(run: MigrationRun, rows: readonly Row[]): Promise<void> {
  const { repos, organisationId } = run;
  const { types, makers } = await typesAndMakers(repos, organisationId, rows);
  const refs = (row: Row) => ({
    productTypeId: types.get(row.category.toLowerCase())!,
    manufacturerId: row.manufacturer ? makers.get(row.manufacturer.toLowerCase())! : null,
    name: row.name,
    modelNumber: row.modelNumber ?? null,
  });
  const known = new Set((await repos.own.configure.modelsNamed(organisationId, rows.map((row) => row.name))).map(modelKeyOf));
  const fresh = freshByKey(run, rows, known, (row) => modelKeyOf(refs(row)));
  await repos.own.configure.insertModels(
    organisationId,
    fresh.map((row) => ({
      ...refs(row),
      eolMonths: row.eolMonths ?? null,
      requestable: row.requestable,
      minQuantity: row.minQuantity ?? null,
      notes: row.notes ?? null,
      updatedAt: run.now,
    })),
  );
}

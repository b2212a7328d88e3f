import type { StatusLabelRef } from '../../../../contract/apps/manage/asset-schemas';
import { ProblemTypes } from '../../../../contract/problem';
import type { z } from 'zod';
import { isHeld, type AssetStatus } from '../../../../src/apps/manage/domain/asset-status';
import { bookValueCents } from '../../../../src/apps/manage/domain/book-value';
import { checkCustomFields, customFieldErrors } from '../../../../src/apps/manage/domain/custom-field-values';
import { applyLabel } from '../../../../src/apps/manage/domain/status-label-rules';
import { ApiProblem, decided, notFound } from '../../../kernel';
import type { ManageRepositories } from '../repositories/repositories';

type LabelRef = z.infer<typeof StatusLabelRef>;
type Schedule = { readonly months: number; readonly floorCents: number | null };

/** What an asset's answer adds from the configuration: its label and today's book value. */
export interface AssetConfig {
  readonly labels: ReadonlyMap<string, LabelRef>;
  readonly schedules: ReadonlyMap<string, Schedule>;
  readonly today: string;
}

/** Read once per answer (an organisation has a handful of labels and at most some thousand models), not per asset. */
export async function assetConfigOf(repos: ManageRepositories, organisationId: string, now: Date): Promise<AssetConfig> {
  const { configure } = repos.own;
  const [labels, schedules] = [await configure.labelRefs(organisationId), await configure.schedules(organisationId)];
  return {
    labels: new Map(labels.map((label) => [label.id, label])),
    schedules: new Map(schedules.map(({ modelId, months, floorCents }) => [modelId, { months, floorCents }])),
    today: now.toISOString().slice(0, 10),
  };
}

export function configuredOf(
  row: { readonly modelId: string | null; readonly statusLabelId: string | null; readonly costCents: number | null; readonly purchaseDate: string | null },
  config: AssetConfig,
) {
  const schedule = row.modelId === null ? undefined : config.schedules.get(row.modelId);
  return {
    statusLabel: (row.statusLabelId === null ? undefined : config.labels.get(row.statusLabelId)) ?? null,
    bookValueCents: schedule ? bookValueCents({ costCents: row.costCents, purchaseDate: row.purchaseDate, ...schedule }, config.today) : null,
  };
}

/**
 * The asset's custom fields checked by its type's (in the transaction that wrote it, so a refusal undoes the write):
 * any problem answers 400 at `body.customFields.<name>`; the values are kept as the check read them.
 */
export async function checkAssetFields(repos: ManageRepositories, organisationId: string, assetId: string): Promise<void> {
  const asset = await repos.own.assets.find(organisationId, assetId);
  if (!asset?.modelId) return;
  const fields = await repos.own.configure.fieldsOfModel(organisationId, asset.modelId);
  const checked = checkCustomFields(fields, asset.customFields);
  if (!checked.ok) {
    const errors = customFieldErrors(checked.problems);
    throw new ApiProblem(400, ProblemTypes.validation, 'The request is not valid', errors.map((error) => error.message).join('; '), errors);
  }
  if (JSON.stringify(checked.values) !== JSON.stringify(asset.customFields)) await repos.own.configure.setCustomFields(organisationId, assetId, checked.values);
}

/** The label asked for, if the organisation has it and the asset may take it; an archived-type label archives the asset. */
export async function labelChange(
  repos: ManageRepositories,
  organisationId: string,
  asset: { readonly status: AssetStatus; readonly archived: boolean },
  statusLabelId: string,
): Promise<{ statusLabelId: string; archived: boolean }> {
  const label = (await repos.own.configure.labelRefs(organisationId)).find((candidate) => candidate.id === statusLabelId);
  if (!label) throw notFound('status label');
  const { archived } = decided(applyLabel({ held: isHeld(asset.status), archived: asset.archived }, label.type, label.name), 'statusLabelId');
  return { statusLabelId, archived };
}

/** A model named by id must be the organisation's own (the foreign key alone would take another's). */
export async function checkModel(repos: ManageRepositories, organisationId: string, modelId: string | undefined): Promise<void> {
  if (modelId !== undefined && (await repos.own.configure.models(organisationId, { id: modelId }, 1)).length === 0) throw notFound('model');
}

/** The label an asset has now, for the check-out rule. */
export async function labelOfAsset(repos: ManageRepositories, organisationId: string, statusLabelId: string | null): Promise<LabelRef | null> {
  if (statusLabelId === null) return null;
  return (await repos.own.configure.labelRefs(organisationId)).find((label) => label.id === statusLabelId) ?? null;
}

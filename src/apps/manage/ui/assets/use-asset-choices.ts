import type { CustomFieldDefinition } from '../../domain/custom-field-values';
import { useConfigList } from '../queries/configure';

const NO_FIELDS: readonly CustomFieldDefinition[] = [];

/**
 * What the asset form offers from Manage Configure: the models, the status labels, and the custom fields of the
 * chosen model's product type. While loading (or refused) the lists are empty and the form works without them.
 */
export function useAssetChoices(modelId: string) {
  const models = useConfigList('models').data?.items ?? [];
  const labels = useConfigList('statusLabels').data?.items ?? [];
  const types = useConfigList('productTypes').data?.items;
  const model = models.find((candidate) => candidate.id === modelId);
  const definitions = types?.find((type) => type.id === model?.productType.id)?.fields ?? NO_FIELDS;
  return { models, labels, definitions };
}

export type AssetChoices = ReturnType<typeof useAssetChoices>;

import { useState } from 'react';
import { useCustomFieldUsage } from '../queries/use-assets';
import type { AssetFormValues, CustomFieldRow } from './asset-form-values';
import { productTypeOf } from './asset-route-params';
import { commonFieldNames } from './known-custom-fields';

const STARTING = 'starting-';

/** A row the form started with that the person has not touched: it may give way to another type's. */
const untouched = (row: CustomFieldRow) => row.rowId === `${STARTING}${row.key}` && !row.value.trim();

/**
 * A new asset starts with an empty row for each field most working assets of its type carry. Choosing another
 * type swaps the untouched rows for that type's; whatever the person typed stays.
 */
export function useStartingCustomFields(values: AssetFormValues, setValues: (values: AssetFormValues) => void): void {
  const usage = useCustomFieldUsage(productTypeOf(values.productType));
  const [startedFor, setStartedFor] = useState<string>();
  if (!usage.data || startedFor === values.productType) return;
  // Adjusted while rendering, as React advises for state that follows other state, so no empty form flashes first.
  setStartedFor(values.productType);
  const kept = values.customFields.filter((row) => !untouched(row));
  const present = new Set(kept.map((row) => row.key.trim()));
  const started = commonFieldNames(usage.data)
    .filter((key) => !present.has(key))
    .map((key) => ({ rowId: `${STARTING}${key}`, key, value: '' }));
  setValues({ ...values, customFields: [...kept, ...started] });
}

import { useState } from 'react';
import { parseMoney } from '../../../../ui/kit/format';
import { checkCustomFields, type CustomFieldDefinition, type CustomFieldProblem } from '../../domain/custom-field-values';
import { customFieldsOf, type AssetFormValues } from './asset-form-values';

/**
 * What the form checks before a save, by the same rules the server applies: an amount it cannot read, and the custom
 * fields of the model's type (required, number, date, list). A problem marks its field and holds the save back.
 */
export function useAssetChecks(values: AssetFormValues, definitions: readonly CustomFieldDefinition[]) {
  const [costInvalid, setCostInvalid] = useState(false);
  const [problems, setProblems] = useState<readonly CustomFieldProblem[]>([]);
  return {
    costInvalid,
    customProblem: (name: string) => problems.find((problem) => problem.field === name),
    /** Marks the fields or clears them; true when the save may go ahead. */
    readable: () => {
      const costReadable = parseMoney(values.cost) !== undefined;
      const checked = checkCustomFields(definitions, customFieldsOf(values.customFields));
      setCostInvalid(!costReadable);
      setProblems(checked.ok ? [] : checked.problems);
      return costReadable && checked.ok;
    },
  };
}

export type AssetChecks = ReturnType<typeof useAssetChecks>;

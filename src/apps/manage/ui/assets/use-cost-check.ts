import { useState } from 'react';
import { parseMoney } from '../../../../ui/kit/format';

/** The cost as typed, checked before a save: an amount that cannot be read marks the field and holds the save back. */
export function useCostCheck(cost: string) {
  const [costInvalid, setCostInvalid] = useState(false);
  return {
    costInvalid,
    /** Marks the field or clears it; true when the save may go ahead. */
    costReadable: () => {
      const readable = parseMoney(cost) !== undefined;
      setCostInvalid(!readable);
      return readable;
    },
  };
}

import { useRefreshingMutation } from '../../../../ui/queries/use-refreshing-mutation';

/** Every Manage query key starts here, so one change refreshes whatever screen shows the data it touched. */
export const MANAGE_KEY = 'manage';

/** A Manage change; afterwards every Manage query is fetched anew (lists, details, counts, exceptions). */
export function useManageMutation<Input, Output>(change: (input: Input) => Promise<Output>) {
  return useRefreshingMutation([MANAGE_KEY], change);
}

import { useRefreshingMutation } from '../../../../ui/queries/use-refreshing-mutation';

/** Every service desk query key starts here, so one change refreshes whatever screen shows the tickets it touched. */
export const DESK_KEY = 'service-desk';

/** A service desk change; afterwards every desk query is fetched anew (lists, the ticket, approvals waiting). */
export function useDeskMutation<Input, Output>(change: (input: Input) => Promise<Output>) {
  return useRefreshingMutation([DESK_KEY], change);
}

import { useMutation, useQueryClient, type QueryKey } from '@tanstack/react-query';

/** A change after which every query under `queryKey` is fetched anew, so each screen showing what it touched catches up. */
export function useRefreshingMutation<Input, Output>(queryKey: QueryKey, change: (input: Input) => Promise<Output>) {
  const client = useQueryClient();
  return useMutation({ mutationFn: change, onSuccess: () => client.invalidateQueries({ queryKey }) });
}

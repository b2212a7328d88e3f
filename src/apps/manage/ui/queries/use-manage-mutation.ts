import { useMutation, useQueryClient } from '@tanstack/react-query';

/** Every Manage query key starts here, so one change refreshes whatever screen shows the data it touched. */
export const MANAGE_KEY = 'manage';

/** A Manage change; afterwards every Manage query is fetched anew (lists, details, counts, exceptions). */
export function useManageMutation<Input, Output>(change: (input: Input) => Promise<Output>) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: change,
    onSuccess: () => client.invalidateQueries({ queryKey: [MANAGE_KEY] }),
  });
}

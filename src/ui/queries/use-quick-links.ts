import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { isProblemOfType } from '../../application/errors/request-problem';
import { QUICK_LINKS_GATEWAY, type QuickLinks, type QuickLinksGateway } from '../../application/ports/quick-links-gateway';
import type { QuickLink } from '../../domain/quick-links/quick-link';
import { useService } from '../services/service-context';

const PINS = ['quick-links'] as const;

function useQuickLinksGateway() {
  return useService<QuickLinksGateway>(QUICK_LINKS_GATEWAY);
}

export function usePins() {
  const gateway = useQuickLinksGateway();
  return useQuery({ queryKey: PINS, queryFn: () => gateway.pins() });
}

/**
 * Saves the whole list as the person changed it (a pin added, moved or removed) against the version read. Shown at
 * once; when another device saved meanwhile, theirs is read again and this change is refused, never merged blind.
 */
export function useSavePins() {
  const gateway = useQuickLinksGateway();
  const client = useQueryClient();
  return useMutation({
    mutationFn: (change: { items: readonly QuickLink[]; version: number }) => gateway.savePins(change),
    onMutate: (change) => {
      const before = client.getQueryData<QuickLinks>(PINS);
      client.setQueryData<QuickLinks>(PINS, { items: change.items, version: change.version });
      return { before };
    },
    onSuccess: (saved) => client.setQueryData(PINS, saved),
    onError: (error, _change, context) => {
      if (context?.before) client.setQueryData(PINS, context.before);
      if (isProblemOfType(error, 'stale-version')) void client.invalidateQueries({ queryKey: PINS });
    },
  });
}

/** Records for what was typed, from two characters on; the last answer stays while the next is on its way. */
export function useRecordSearch(query: string) {
  const gateway = useQuickLinksGateway();
  const q = query.trim();
  return useQuery({
    queryKey: ['record-search', q],
    queryFn: () => gateway.search({ q }),
    enabled: q.length >= 2,
    placeholderData: keepPreviousData,
    staleTime: 30_000,
  });
}

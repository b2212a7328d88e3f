import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useService } from '../../../../ui/services/service-context';
import { TRAIL_GATEWAY, type TrailFilters, type TrailGateway, type TrailRetention } from '../../application/ports/trail-gateway';

export const useTrailGateway = () => useService<TrailGateway>(TRAIL_GATEWAY);

export function useTrail(query: TrailFilters & { page: number; pageSize: number }) {
  const gateway = useTrailGateway();
  return useQuery({ queryKey: ['audit-trail', query], queryFn: () => gateway.list(query), placeholderData: keepPreviousData });
}

export function useTrailRetention() {
  const gateway = useTrailGateway();
  return useQuery({ queryKey: ['audit-trail-retention'], queryFn: () => gateway.retention() });
}

/** Saving the retention may remove old entries, so the trail is read again too. */
export function useSaveTrailRetention() {
  const gateway = useTrailGateway();
  const queries = useQueryClient();
  return useMutation({
    mutationFn: (input: TrailRetention) => gateway.saveRetention(input),
    onSuccess: (saved) => {
      queries.setQueryData(['audit-trail-retention'], saved);
      void queries.invalidateQueries({ queryKey: ['audit-trail'] });
    },
  });
}

import { keepPreviousData, useMutation, useQuery } from '@tanstack/react-query';
import { useService } from '../../../../ui/services/service-context';
import { FOOTPRINT_GATEWAY, type FootprintGateway, type FootprintQuery } from '../../application/ports/footprint-gateway';

export function useFootprintReport(query: FootprintQuery) {
  const gateway = useService<FootprintGateway>(FOOTPRINT_GATEWAY);
  return useQuery({ queryKey: ['environmental-report', query], queryFn: () => gateway.report(query), placeholderData: keepPreviousData });
}

export function useFootprintPdf() {
  const gateway = useService<FootprintGateway>(FOOTPRINT_GATEWAY);
  return useMutation({ mutationFn: (query: FootprintQuery) => gateway.pdf(query) });
}

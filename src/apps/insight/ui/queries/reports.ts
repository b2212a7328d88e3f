import { keepPreviousData, useMutation, useQuery } from '@tanstack/react-query';
import { useService } from '../../../../ui/services/service-context';
import { REPORT_GATEWAY, type ReportGateway, type ReportQuery } from '../../application/ports/report-gateway';

/** A report's run; the last answer stays in view while a changed filter's is on its way, so the chart does not blink. */
export function useReport(query: ReportQuery, enabled: boolean) {
  const gateway = useService<ReportGateway>(REPORT_GATEWAY);
  return useQuery({ queryKey: ['insights-report', query], queryFn: () => gateway.run(query), placeholderData: keepPreviousData, enabled });
}

/** The server's CSV or PDF of a report, in the reader's language. */
export function useReportFile(format: 'csv' | 'pdf') {
  const gateway = useService<ReportGateway>(REPORT_GATEWAY);
  return useMutation({ mutationFn: (query: ReportQuery) => gateway[format](query) });
}

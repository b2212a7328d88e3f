import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useService } from '../../../../ui/services/service-context';
import { SAVED_REPORT_GATEWAY, type SavedReportGateway, type SavedReportInput, type ScheduleDraft } from '../../application/ports/saved-report-gateway';

const SAVED_KEY = ['insights', 'saved-reports'] as const;

const useGateway = () => useService<SavedReportGateway>(SAVED_REPORT_GATEWAY);

export function useSavedReports() {
  const gateway = useGateway();
  return useQuery({ queryKey: SAVED_KEY, queryFn: () => gateway.list() });
}

export function useReportReaders() {
  const gateway = useGateway();
  return useQuery({ queryKey: [...SAVED_KEY, 'readers'], queryFn: () => gateway.readers() });
}

/** Every change answers the list anew: the saved reports are few, and their schedules move on by themselves. */
function useSavedReportChange<Args>(change: (gateway: SavedReportGateway, args: Args) => Promise<unknown>) {
  const gateway = useGateway();
  const client = useQueryClient();
  return useMutation({ mutationFn: (args: Args) => change(gateway, args), onSuccess: () => client.invalidateQueries({ queryKey: SAVED_KEY }) });
}

export const useSaveReport = () => useSavedReportChange((gateway, input: SavedReportInput) => gateway.create(input));
export const useDeleteSavedReport = () => useSavedReportChange((gateway, { id, version }: { id: string; version: number }) => gateway.remove(id, version));
export const useScheduleReport = () => useSavedReportChange((gateway, { id, draft }: { id: string; draft: ScheduleDraft }) => gateway.schedule(id, draft));
export const useUnscheduleReport = () => useSavedReportChange((gateway, { id, version }: { id: string; version: number }) => gateway.unschedule(id, version));

import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useService } from '../../../../../ui/services/service-context';
import { AUDIT_ROUNDS_GATEWAY, type AuditRoundsGateway, type NewRound } from '../../../application/ports/audit-rounds-gateway';
import type { FailureReason } from '../../../domain/audit-rounds';

const KEY = 'audit-rounds';

export const useAuditRoundsGateway = () => useService<AuditRoundsGateway>(AUDIT_ROUNDS_GATEWAY);

/** A change to a round: its page, the rounds list and the due list are read again. */
function useRoundMutation<Input, Output>(run: (gateway: AuditRoundsGateway, input: Input) => Promise<Output>) {
  const gateway = useAuditRoundsGateway();
  const client = useQueryClient();
  return useMutation({ mutationFn: (input: Input) => run(gateway, input), onSuccess: () => void client.invalidateQueries({ queryKey: [KEY] }) });
}

export function useDueAudits(windowDays: number) {
  const gateway = useAuditRoundsGateway();
  return useQuery({ queryKey: [KEY, 'due', windowDays], queryFn: () => gateway.due({ windowDays }) });
}

export function useRoundOptions() {
  const gateway = useAuditRoundsGateway();
  return useQuery({ queryKey: [KEY, 'options'], queryFn: () => gateway.options() });
}

export function useAuditRounds() {
  const gateway = useAuditRoundsGateway();
  return useQuery({ queryKey: [KEY, 'list'], queryFn: () => gateway.list() });
}

export function useAuditRound(id: string) {
  const gateway = useAuditRoundsGateway();
  return useQuery({ queryKey: [KEY, 'round', id], queryFn: () => gateway.get(id) });
}

export const useCreateRound = () => useRoundMutation((gateway, round: NewRound) => gateway.create(round));
export const useMoveHere = (roundId: string) => useRoundMutation((gateway, assetId: string) => gateway.moveHere(roundId, { assetId }));
export const useReportFailure = (roundId: string) => useRoundMutation((gateway, input: { assetId: string; reason: FailureReason }) => gateway.fail(roundId, input));
export const useCloseRound = (roundId: string) => useRoundMutation((gateway, version: number) => gateway.close(roundId, { version }));

/** Invalidates a round after scans were sent (typed, by camera or from the offline queue). */
export function useRefreshRound(roundId: string) {
  const client = useQueryClient();
  return () => void client.invalidateQueries({ queryKey: [KEY, 'round', roundId] });
}

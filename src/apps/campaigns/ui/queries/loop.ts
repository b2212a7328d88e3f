import { useMutation, useQuery } from '@tanstack/react-query';
import { useRefreshingMutation } from '../../../../ui/queries/use-refreshing-mutation';
import { useService } from '../../../../ui/services/service-context';
import { LOOP_GATEWAY, type LoopDeviceChange, type LoopGateway, type NewLoopDevice } from '../../application/ports/loop-gateway';

/** Every Loop query of one campaign starts here: a device change refreshes its list and the credit at once. */
const loopKey = (campaignId: string) => ['campaigns', 'loop', campaignId] as const;

function useLoopGateway() {
  return useService<LoopGateway>(LOOP_GATEWAY);
}

export function useFactorTables() {
  const loop = useLoopGateway();
  return useQuery({ queryKey: ['campaigns', 'loop-factor-tables'], queryFn: () => loop.factorTables(), staleTime: Infinity });
}

export function useLoopDevices(campaignId: string) {
  const loop = useLoopGateway();
  return useQuery({ queryKey: [...loopKey(campaignId), 'devices'], queryFn: () => loop.devices(campaignId) });
}

export function useLoopCredit(campaignId: string) {
  const loop = useLoopGateway();
  return useQuery({ queryKey: [...loopKey(campaignId), 'credit'], queryFn: () => loop.credit(campaignId) });
}

function useLoopChange<Input, Output>(campaignId: string, change: (loop: LoopGateway, input: Input) => Promise<Output>) {
  const loop = useLoopGateway();
  return useRefreshingMutation(loopKey(campaignId), (input: Input) => change(loop, input));
}

export function useAddLoopDevices(campaignId: string) {
  return useLoopChange(campaignId, (loop, devices: readonly NewLoopDevice[]) => loop.addDevices(campaignId, { devices }));
}

export function useUpdateLoopDevice(campaignId: string) {
  return useLoopChange(campaignId, (loop, { id, change }: { id: string; change: LoopDeviceChange }) => loop.updateDevice(campaignId, id, change));
}

export function useReleaseLoopDevice(campaignId: string) {
  return useLoopChange(campaignId, (loop, { id, version }: { id: string; version: number }) => loop.releaseDevice(campaignId, id, { version }));
}

export function useExportLoopCredit(campaignId: string) {
  const loop = useLoopGateway();
  return useMutation({ mutationFn: () => loop.exportCredit(campaignId) });
}

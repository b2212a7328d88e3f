import { useQuery } from '@tanstack/react-query';
import { useRefreshingMutation } from '../../../../ui/queries/use-refreshing-mutation';
import { useService } from '../../../../ui/services/service-context';
import { REPAIR_GATEWAY, type FaultDescription, type RepairGateway, type RepairMoveRequest, type RepairSettings, type ReturnAddress } from '../../application/ports/repair-gateway';

/** Every repair query key starts here: one change refreshes the devices, the cart and the repairs. */
const REPAIR_KEY = 'returns-repair';

function useRepairGateway() {
  return useService<RepairGateway>(REPAIR_GATEWAY);
}

export function useRepairDevices() {
  const repair = useRepairGateway();
  return useQuery({ queryKey: [REPAIR_KEY, 'devices'], queryFn: () => repair.devices() });
}

export function useRepairCart() {
  const repair = useRepairGateway();
  return useQuery({ queryKey: [REPAIR_KEY, 'cart'], queryFn: () => repair.cart() });
}

export function useRepairCartItem(id: string) {
  const repair = useRepairGateway();
  return useQuery({ queryKey: [REPAIR_KEY, 'cart', id], queryFn: () => repair.item(id) });
}

export function useMyRepairs() {
  const repair = useRepairGateway();
  return useQuery({ queryKey: [REPAIR_KEY, 'mine'], queryFn: () => repair.mine() });
}

export function useRepairOrder(id: string) {
  const repair = useRepairGateway();
  return useQuery({ queryKey: [REPAIR_KEY, 'order', id], queryFn: () => repair.order(id) });
}

export function useLoanerCandidates(enabled: boolean) {
  const repair = useRepairGateway();
  return useQuery({ queryKey: [REPAIR_KEY, 'loaners'], queryFn: () => repair.loaners(''), enabled });
}

export function useRepairSettings(enabled: boolean) {
  const repair = useRepairGateway();
  return useQuery({ queryKey: [REPAIR_KEY, 'settings'], queryFn: () => repair.settings(), enabled });
}

/** Uploads go straight to the server; the form names the photo once saved. */
export function useUploadRepairPhoto() {
  const repair = useRepairGateway();
  return (file: File) => repair.upload(file);
}

function useRepairChange<Input, Output>(change: (repair: RepairGateway, input: Input) => Promise<Output>) {
  const repair = useRepairGateway();
  return useRefreshingMutation([REPAIR_KEY], (input: Input) => change(repair, input));
}

export const useAddToRepairCart = () => useRepairChange((repair, assetId: string) => repair.add(assetId));
export const useDescribeFault = (id: string) => useRepairChange((repair, fault: FaultDescription) => repair.describe(id, fault));
export const useRemoveFromRepairCart = () => useRepairChange((repair, id: string) => repair.remove(id));
export const useSubmitRepairCart = () => useRepairChange((repair, returnAddress: ReturnAddress | null) => repair.submit(returnAddress));
export const useMoveRepair = () => useRepairChange((repair, { id, request }: { id: string; request: RepairMoveRequest }) => repair.move(id, request));
export const useLendLoaner = () =>
  useRepairChange((repair, { id, assetId, version }: { id: string; assetId: string; version: number }) => repair.lend(id, { assetId, version }));
export const useSaveRepairSettings = () => useRepairChange((repair, settings: Omit<RepairSettings, 'currency'>) => repair.saveSettings(settings));

import { useQuery } from '@tanstack/react-query';
import { useRefreshingMutation } from '../../../../ui/queries/use-refreshing-mutation';
import { useLiveRefresh } from '../../../../ui/queries/use-live-refresh';
import { useService } from '../../../../ui/services/service-context';
import { BUYBACK_DESK_GATEWAY, BUYBACK_GATEWAY, type BuybackDeskGateway, type BuybackGateway, type Inspection, type SenderAddress } from '../../application/ports/buyback-gateway';
import { BUYBACK_CHANGED_EVENT } from '../../domain/buyback-events';
import type { DeclaredCondition } from '../../domain/buyback-condition';
import type { BuybackRules } from '../../domain/buyback-rules';
import type { BuybackStatus } from '../../domain/buyback-status';
import type { BuybackChannel } from '../../domain/slug';
import type { WipeCertificateFields } from '../../domain/wipe-certificate';

/** Every buyback query starts here: one change refreshes the devices, the quotes and the desk. */
const BUYBACK_KEY = 'buyback';

const usePerson = () => useService<BuybackGateway>(BUYBACK_GATEWAY);
const useDesk = () => useService<BuybackDeskGateway>(BUYBACK_DESK_GATEWAY);

/** The screens follow the desk's steps and the person's answers as they happen (a counter-offer arrives in the app). */
export function useBuybackLiveUpdates(): void {
  useLiveRefresh(BUYBACK_CHANGED_EVENT, BUYBACK_KEY);
}

export function useBuybackDevices(channel: BuybackChannel) {
  const gateway = usePerson();
  return useQuery({ queryKey: [BUYBACK_KEY, channel, 'devices'], queryFn: () => gateway.devices(channel) });
}

export function useMyBuybacks(channel: BuybackChannel) {
  const gateway = usePerson();
  return useQuery({ queryKey: [BUYBACK_KEY, channel, 'mine'], queryFn: () => gateway.mine(channel) });
}

/** One buyback: the person's own, or any of the organisation's at the desk. */
export function useBuyback(channel: BuybackChannel, id: string, asDesk: boolean | null) {
  const person = usePerson();
  const desk = useDesk();
  // Asked once it is known who asks: an admin reads it at the desk, anyone else their own.
  return useQuery({ queryKey: [BUYBACK_KEY, channel, 'one', id, asDesk], queryFn: () => (asDesk ? desk.get(id) : person.get(channel, id)), enabled: asDesk !== null });
}

export function useRequestQuote(channel: BuybackChannel) {
  const gateway = usePerson();
  return useRefreshingMutation([BUYBACK_KEY], ({ assetId, condition }: { assetId: string; condition: DeclaredCondition }) => gateway.quote(channel, assetId, condition));
}

export function useEditCondition(channel: BuybackChannel) {
  const gateway = usePerson();
  return useRefreshingMutation([BUYBACK_KEY], ({ id, condition, version }: { id: string; condition: DeclaredCondition; version: number }) => gateway.edit(channel, id, condition, version));
}

export function useAcceptQuote(channel: BuybackChannel) {
  const gateway = usePerson();
  return useRefreshingMutation([BUYBACK_KEY], ({ id, version, from }: { id: string; version: number; from: SenderAddress }) => gateway.accept(channel, id, version, from));
}

export function useDecideCounter(channel: BuybackChannel) {
  const gateway = usePerson();
  return useRefreshingMutation([BUYBACK_KEY], ({ id, decision, version }: { id: string; decision: 'accept' | 'decline'; version: number }) => gateway.decide(channel, id, decision, version));
}

export function usePhoto(channel: BuybackChannel) {
  const gateway = usePerson();
  return ({ id, photoId }: { id: string; photoId: string }) => gateway.photo(channel, id, photoId);
}

export function useDeskList(status: BuybackStatus | undefined, enabled: boolean) {
  const gateway = useDesk();
  return useQuery({ queryKey: [BUYBACK_KEY, 'desk', status ?? 'all'], queryFn: () => gateway.list(status), enabled });
}

/** The desk's steps, each answering the buyback as it is after. */
export function useDeskStep() {
  const gateway = useDesk();
  return {
    receive: useRefreshingMutation([BUYBACK_KEY], ({ id, version }: { id: string; version: number }) => gateway.receive(id, version)),
    inspect: useRefreshingMutation([BUYBACK_KEY], ({ id, inspection }: { id: string; inspection: Inspection }) => gateway.inspect(id, inspection)),
    lockRemoved: useRefreshingMutation([BUYBACK_KEY], ({ id, version }: { id: string; version: number }) => gateway.lockRemoved(id, version)),
    sendBack: useRefreshingMutation([BUYBACK_KEY], ({ id, version }: { id: string; version: number }) => gateway.sendBack(id, version)),
    certify: useRefreshingMutation([BUYBACK_KEY], ({ id, fields }: { id: string; fields: WipeCertificateFields }) => gateway.certify(id, fields)),
    settle: useRefreshingMutation([BUYBACK_KEY], ({ id, key, version }: { id: string; key: string; version: number }) => gateway.settle(id, key, version)),
    uploadPhoto: (id: string, file: File) => gateway.uploadPhoto(id, file),
    certificate: (id: string) => gateway.certificate(id),
    certificatePdf: (id: string) => gateway.certificatePdf(id),
  };
}

export function useBuybackRules(enabled: boolean) {
  const gateway = useDesk();
  return useQuery({ queryKey: [BUYBACK_KEY, 'rules'], queryFn: () => gateway.rules(), enabled });
}

export function useSaveBuybackRules() {
  const gateway = useDesk();
  return useRefreshingMutation([BUYBACK_KEY], (rules: BuybackRules) => gateway.saveRules(rules));
}

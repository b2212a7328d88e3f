import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useService } from '../../../../ui/services/service-context';
import { WEBHOOKS_GATEWAY, type EndpointFields, type WebhooksGateway } from '../../application/ports/webhooks-gateway';
import type { DeliveryStatus } from '../../domain/webhooks';

const KEY = 'integrations-webhooks';
/** While a delivery waits for its attempt, the log looks again this often. */
const PENDING_REFRESH_MS = 3000;

const useGateway = () => useService<WebhooksGateway>(WEBHOOKS_GATEWAY);

/** A change to endpoints or their log: every list and detail of the webhooks is read again. */
function useWebhookMutation<Input, Output>(run: (gateway: WebhooksGateway, input: Input) => Promise<Output>) {
  const gateway = useGateway();
  const client = useQueryClient();
  return useMutation({ mutationFn: (input: Input) => run(gateway, input), onSuccess: () => void client.invalidateQueries({ queryKey: [KEY] }) });
}

export function useWebhookEndpoints() {
  const gateway = useGateway();
  return useQuery({ queryKey: [KEY, 'endpoints'], queryFn: () => gateway.list() });
}

export function useWebhookDeliveries(endpointId: string, status?: DeliveryStatus) {
  const gateway = useGateway();
  return useQuery({
    queryKey: [KEY, 'deliveries', endpointId, status ?? 'all'],
    queryFn: () => gateway.deliveries(endpointId, status),
    refetchInterval: (query) => (query.state.data?.items.some((each) => each.status === 'pending') ? PENDING_REFRESH_MS : false),
  });
}

export function useWebhookDelivery(endpointId: string, deliveryId: string) {
  const gateway = useGateway();
  return useQuery({ queryKey: [KEY, 'delivery', endpointId, deliveryId], queryFn: () => gateway.delivery(endpointId, deliveryId) });
}

export function useEventCatalogue() {
  const gateway = useGateway();
  return useQuery({ queryKey: [KEY, 'catalogue'], queryFn: () => gateway.catalogue(), staleTime: Infinity });
}

export const useCreateEndpoint = () => useWebhookMutation((gateway, fields: EndpointFields) => gateway.create(fields));
export const useUpdateEndpoint = () =>
  useWebhookMutation((gateway, { id, change }: { id: string; change: Partial<EndpointFields> & { version: number } }) => gateway.update(id, change));
export const useRemoveEndpoint = () => useWebhookMutation((gateway, id: string) => gateway.remove(id));
export const useRotateSecret = () => useWebhookMutation((gateway, id: string) => gateway.rotate(id));
export const useSendTest = () => useWebhookMutation((gateway, id: string) => gateway.sendTest(id));
export const useRedeliver = () => useWebhookMutation((gateway, { id, deliveryId }: { id: string; deliveryId: string }) => gateway.redeliver(id, deliveryId));

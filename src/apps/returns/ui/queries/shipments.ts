import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useService } from '../../../../ui/services/service-context';
import {
  SHIPMENTS_GATEWAY,
  type NewShipment,
  type ShipmentDetail,
  type ShipmentQuery,
  type ShipmentsGateway,
  type TrackingEventFields,
} from '../../application/ports/shipments-gateway';

const KEY = 'returns-shipments';

export function useShipments(query: ShipmentQuery) {
  const gateway = useService<ShipmentsGateway>(SHIPMENTS_GATEWAY);
  return useQuery({ queryKey: [KEY, 'list', query], queryFn: () => gateway.list(query), placeholderData: keepPreviousData });
}

export function useShipment(id: string) {
  const gateway = useService<ShipmentsGateway>(SHIPMENTS_GATEWAY);
  return useQuery({ queryKey: [KEY, 'one', id], queryFn: () => gateway.get(id) });
}

export function useShippingPlaces() {
  const gateway = useService<ShipmentsGateway>(SHIPMENTS_GATEWAY);
  return useQuery({ queryKey: [KEY, 'places'], queryFn: () => gateway.places() });
}

/** A changed shipment: its detail as answered, and the lists read again. */
function useShipmentChange<Args>(change: (gateway: ShipmentsGateway, args: Args) => Promise<ShipmentDetail>) {
  const gateway = useService<ShipmentsGateway>(SHIPMENTS_GATEWAY);
  const client = useQueryClient();
  return useMutation({
    mutationFn: (args: Args) => change(gateway, args),
    onSuccess: (shipment) => {
      client.setQueryData([KEY, 'one', shipment.id], shipment);
      void client.invalidateQueries({ queryKey: [KEY, 'list'] });
    },
  });
}

export const useCreateShipment = () => useShipmentChange((gateway, shipment: NewShipment) => gateway.create(shipment));
export const useSetTrackingNumber = () =>
  useShipmentChange((gateway, { id, trackingNumber, version }: { id: string; trackingNumber: string; version: number }) => gateway.setTrackingNumber(id, trackingNumber, version));
export const useRecordShipmentEvent = () => useShipmentChange((gateway, { id, event }: { id: string; event: TrackingEventFields }) => gateway.recordEvent(id, event));

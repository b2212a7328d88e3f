import {
  createShipment,
  getShipment,
  getShipmentLabel,
  listShipments,
  listShippingPlaces,
  recordShipmentEvent,
  setShipmentTrackingNumber,
} from '../../../../../contract/apps/returns/shipment-routes';
import { call, gatewayOf } from '../../../../adapters/http/gateway-of';
import { queryOf } from '../../../../adapters/http/query-of';
import type { ShipmentsGateway } from '../../application/ports/shipments-gateway';

/** Base64 as bytes: the label travels inside JSON. */
function bytesOf(base64: string): Uint8Array {
  const binary = atob(base64);
  return Uint8Array.from(binary, (character) => character.charCodeAt(0));
}

export const createShipmentsGateway = gatewayOf<ShipmentsGateway>({
  list: (client) => (query) => client.call(listShipments, { query: queryOf(query) }),
  get: call(getShipment),
  create: call(createShipment),
  setTrackingNumber: call(setShipmentTrackingNumber, (id: string, trackingNumber: string, version: number) => ({ params: { id }, body: { trackingNumber, version } })),
  recordEvent: call(recordShipmentEvent),
  label: (client) => async (id, format) => {
    const answer = await client.call(getShipmentLabel, { params: { id }, query: queryOf({ format }) });
    return { filename: answer.filename, contentType: answer.contentType, bytes: bytesOf(answer.contentBase64) };
  },
  places: (client) => async (q) => (await client.call(listShippingPlaces, { query: queryOf(q ? { q } : {}) })).items,
});

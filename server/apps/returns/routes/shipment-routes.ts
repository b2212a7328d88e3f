import type { FastifyInstance } from 'fastify';
import {
  createShipment,
  getShipment,
  getShipmentLabel,
  listShipments,
  listShippingPlaces,
  recordShipmentEvent,
  setShipmentTrackingNumber,
} from '../../../../contract/apps/returns/shipment-routes';
import { mountRoute, type Guards } from '../../../kernel';
import type { ShipmentService } from '../services/shipment-service';

/** Shipping Label's routes on its service. */
export function mountShipmentRoutes(api: FastifyInstance, guards: Guards, shipments: ShipmentService): void {
  mountRoute(api, listShipments, guards, ({ principal, query }) => shipments.list(principal, query));
  mountRoute(api, createShipment, guards, ({ principal, body }) => shipments.create(principal, body));
  mountRoute(api, getShipment, guards, ({ principal, params }) => shipments.detail(principal, params.id));
  mountRoute(api, setShipmentTrackingNumber, guards, ({ principal, params, body }) => shipments.setTrackingNumber(principal, params.id, body));
  mountRoute(api, recordShipmentEvent, guards, ({ principal, params, body }) => shipments.recordEvent(principal, params.id, body));
  mountRoute(api, getShipmentLabel, guards, ({ principal, params, query }) => shipments.label(principal, params.id, query));
  mountRoute(api, listShippingPlaces, guards, ({ principal, query }) => shipments.places(principal, query));
}

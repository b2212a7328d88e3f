import { appRoute, json } from '../../descriptor';
import { SHIPPING_LABEL_SLUG } from '../../../src/apps/returns/domain/shipping-slug';
import {
  CreateShipmentRequest,
  LabelQuery,
  ShipmentDetail,
  ShipmentLabel,
  ShipmentList,
  ShipmentListQuery,
  ShipmentParams,
  ShippingPlaceList,
  ShippingPlaceQuery,
  TrackingEventRequest,
  TrackingNumberRequest,
} from './shipment-schemas';

export const listShipments = appRoute(SHIPPING_LABEL_SLUG, {
  id: 'listShipments',
  method: 'GET',
  path: '/shipping/shipments',
  summary: 'Every shipment, newest first: searched by tracking number, person or address, filtered by state',
  request: { query: ShipmentListQuery },
  success: json(ShipmentList),
});
export const createShipment = appRoute(SHIPPING_LABEL_SLUG, {
  id: 'createShipment',
  method: 'POST',
  path: '/shipping/shipments',
  summary: "A shipment between two places with its parcel, on the manual carrier with the number typed from the carrier's site",
  request: { body: CreateShipmentRequest },
  success: json(ShipmentDetail, 201),
  problems: [404, 409],
});
export const getShipment = appRoute(SHIPPING_LABEL_SLUG, {
  id: 'getShipment',
  method: 'GET',
  path: '/shipping/shipments/:id',
  summary: 'A shipment with its tracking history',
  request: { params: ShipmentParams },
  success: json(ShipmentDetail),
  problems: [404],
});
export const setShipmentTrackingNumber = appRoute(SHIPPING_LABEL_SLUG, {
  id: 'setShipmentTrackingNumber',
  method: 'PATCH',
  path: '/shipping/shipments/:id',
  summary: "The manual carrier's tracking number, checked by its check digit, while the parcel is not yet with the carrier",
  request: { params: ShipmentParams, body: TrackingNumberRequest },
  success: json(ShipmentDetail),
  problems: [404, 409, 412],
});
export const recordShipmentEvent = appRoute(SHIPPING_LABEL_SLUG, {
  id: 'recordShipmentEvent',
  method: 'POST',
  path: '/shipping/shipments/:id/events',
  summary: "A tracking event of a manual carrier's parcel, as the carrier's site shows it: the state rules decide the moves",
  request: { params: ShipmentParams, body: TrackingEventRequest },
  success: json(ShipmentDetail),
  problems: [404, 409, 412],
});
export const getShipmentLabel = appRoute(SHIPPING_LABEL_SLUG, {
  id: 'getShipmentLabel',
  method: 'GET',
  path: '/shipping/shipments/:id/label',
  summary: 'The label with its Code 128 barcode: a PDF at 4×6 in or A6, or ZPL for a thermal printer (base64)',
  request: { params: ShipmentParams, query: LabelQuery },
  success: json(ShipmentLabel),
  problems: [404, 409],
});
export const listShippingPlaces = appRoute(SHIPPING_LABEL_SLUG, {
  id: 'listShippingPlaces',
  method: 'GET',
  path: '/shipping/places',
  summary: "The organisation's offices and warehouses to ship from or to; one whose address is missing cannot be an end",
  request: { query: ShippingPlaceQuery },
  success: json(ShippingPlaceList),
});

/** Shipping Label's routes. */
export const shipmentRoutes = [listShipments, createShipment, getShipment, setShipmentTrackingNumber, recordShipmentEvent, getShipmentLabel, listShippingPlaces] as const;

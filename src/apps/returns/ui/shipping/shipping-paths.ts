import { appBase } from '../../../../domain/routing/route-builders';

const base = appBase('shipping-label');

/** Shipping Label's pages: a new shipment, and the history with one shipment open (the life story links there too). */
export const shippingPaths = {
  create: base,
  history: `${base}/history`,
  shipment: (id: string) => `${base}/history?shipment=${id}`,
};

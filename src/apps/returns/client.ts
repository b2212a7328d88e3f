import { defineAppClient, gatewayModule } from '../../app-client';
import { returnsApp } from './app';
import { SHIPMENTS_GATEWAY } from './application/ports/shipments-gateway';

/** A catalogue file of adapters/locales, in both languages. */
const catalogue = (file: string) => ({
  en: () => import(`./adapters/locales/en/${file}.json`),
  de: () => import(`./adapters/locales/de/${file}.json`),
});

/** Returns and repair in the browser: Shipping Label's screens (buyback, trade-in and repair add theirs), each loaded on first use. */
export const returnsClient = defineAppClient(returnsApp, {
  namespace: 'returns',
  screens: {
    'shipping-label': () => import('./ui/shipping/shipment-create-screen'),
    'shipping-label-history': () => import('./ui/shipping/shipment-history-screen'),
  },
  catalogues: {
    returns: catalogue('returns'),
    'returns-shipping': catalogue('shipping'),
  },
  gateways: [
    gatewayModule({
      load: () => import('./adapters/http/gateways').then(({ createReturnsGateways }) => createReturnsGateways),
      bind: [[SHIPMENTS_GATEWAY, (gateways) => gateways.shipments]],
    }),
  ],
});

import { defineAppClient, gatewayModule } from '../../app-client';
import { returnsApp } from './app';
import { REPAIR_GATEWAY } from './application/ports/repair-gateway';
import { SHIPMENTS_GATEWAY } from './application/ports/shipments-gateway';

/** A catalogue file of adapters/locales, in both languages. */
const catalogue = (file: string) => ({
  en: () => import(`./adapters/locales/en/${file}.json`),
  de: () => import(`./adapters/locales/de/${file}.json`),
});

/** Returns and repair in the browser: Shipping Label's and Repair's screens (buyback and trade-in add theirs), each loaded on first use. */
export const returnsClient = defineAppClient(returnsApp, {
  namespace: 'returns',
  screens: {
    'shipping-label': () => import('./ui/shipping/shipment-create-screen'),
    'shipping-label-history': () => import('./ui/shipping/shipment-history-screen'),
    'repair-devices': () => import('./ui/repair/repair-home-screen'),
    'repair-devices-edit': () => import('./ui/repair/repair-edit-screen'),
    'repair-devices-repair-cart': () => import('./ui/repair/repair-cart-screen'),
    'repair-devices-thankyou': () => import('./ui/repair/repair-order-screen'),
  },
  catalogues: {
    returns: catalogue('returns'),
    'returns-shipping': catalogue('shipping'),
    'returns-repair': catalogue('repair'),
  },
  gateways: [
    gatewayModule({
      load: () => import('./adapters/http/gateways').then(({ createReturnsGateways }) => createReturnsGateways),
      bind: [
        [SHIPMENTS_GATEWAY, (gateways) => gateways.shipments],
        [REPAIR_GATEWAY, (gateways) => gateways.repair],
      ],
    }),
  ],
});

import { defineAppClient, gatewayModule } from '../../app-client';
import { returnsApp } from './app';
import { BUYBACK_DESK_GATEWAY, BUYBACK_GATEWAY } from './application/ports/buyback-gateway';
import { SHIPMENTS_GATEWAY } from './application/ports/shipments-gateway';

/** A catalogue file of adapters/locales, in both languages. */
const catalogue = (file: string) => ({
  en: () => import(`./adapters/locales/en/${file}.json`),
  de: () => import(`./adapters/locales/de/${file}.json`),
});

const buybackHome = () => import('./ui/buyback/buyback-home-screen');
const buybackEdit = () => import('./ui/buyback/buyback-edit-screen');
const buybackThanks = () => import('./ui/buyback/buyback-thankyou-screen');

/**
 * Returns and repair in the browser: Shipping Label's screens, and Buyback's, which Apple Trade In shares (each in its
 * own app), each loaded on first use.
 */
export const returnsClient = defineAppClient(returnsApp, {
  namespace: 'returns',
  screens: {
    'shipping-label': () => import('./ui/shipping/shipment-create-screen'),
    'shipping-label-history': () => import('./ui/shipping/shipment-history-screen'),
    'buyback-devices': buybackHome,
    'buyback-devices-edit': buybackEdit,
    'buyback-devices-thankyou': buybackThanks,
    'buyback-devices-order-placed': () => import('./ui/buyback/order-placed-screen'),
    'apple-trade-in': buybackHome,
    'apple-trade-in-edit': buybackEdit,
    'apple-trade-in-thankyou': buybackThanks,
    'sample-thanks': () => import('./ui/buyback/sample-thanks-screen'),
  },
  catalogues: {
    returns: catalogue('returns'),
    'returns-shipping': catalogue('shipping'),
    'returns-buyback': catalogue('buyback'),
  },
  gateways: [
    gatewayModule({
      load: () => import('./adapters/http/gateways').then(({ createReturnsGateways }) => createReturnsGateways),
      bind: [
        [SHIPMENTS_GATEWAY, (gateways) => gateways.shipments],
        [BUYBACK_GATEWAY, (gateways) => gateways.buyback],
        [BUYBACK_DESK_GATEWAY, (gateways) => gateways.buybackDesk],
      ],
    }),
  ],
});

import { defineAppClient, gatewayModule } from '../../app-client';
import { returnsApp } from './app';
import { REPAIR_GATEWAY } from './application/ports/repair-gateway';
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

/** Returns and repair in the browser: Shipping Label's, Repair's and Buyback's screens (Apple Trade In shares Buyback's), each loaded on first use. */
export const returnsClient = defineAppClient(returnsApp, {
  namespace: 'returns',
  screens: {
    'shipping-label': () => import('./ui/shipping/shipment-create-screen'),
    'shipping-label-history': () => import('./ui/shipping/shipment-history-screen'),
    'repair-devices': () => import('./ui/repair/repair-home-screen'),
    'repair-devices-edit': () => import('./ui/repair/repair-edit-screen'),
    'repair-devices-repair-cart': () => import('./ui/repair/repair-cart-screen'),
    'repair-devices-thankyou': () => import('./ui/repair/repair-order-screen'),
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
    'returns-repair': catalogue('repair'),
    'returns-buyback': catalogue('buyback'),
  },
  gateways: [
    gatewayModule({
      load: () => import('./adapters/http/gateways').then(({ createReturnsGateways }) => createReturnsGateways),
      bind: [
        [SHIPMENTS_GATEWAY, (gateways) => gateways.shipments],
        [REPAIR_GATEWAY, (gateways) => gateways.repair],
        [BUYBACK_GATEWAY, (gateways) => gateways.buyback],
        [BUYBACK_DESK_GATEWAY, (gateways) => gateways.buybackDesk],
      ],
    }),
  ],
});

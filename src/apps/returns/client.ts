import { defineAppClient, gatewayModule } from '../../app-client';
import { REPAIR_GATEWAY } from './application/ports/repair-gateway';
import { returnsApp } from './app';

/** A catalogue file of adapters/locales, in both languages. */
const catalogue = (file: string) => ({
  en: () => import(`./adapters/locales/en/${file}.json`),
  de: () => import(`./adapters/locales/de/${file}.json`),
});

/** Returns and repair in the browser: Repair's screens so far (home, the fault of one device, the cart, the order). */
export const returnsClient = defineAppClient(returnsApp, {
  namespace: 'returns',
  screens: {
    'repair-devices': () => import('./ui/repair/repair-home-screen'),
    'repair-devices-edit': () => import('./ui/repair/repair-edit-screen'),
    'repair-devices-repair-cart': () => import('./ui/repair/repair-cart-screen'),
    'repair-devices-thankyou': () => import('./ui/repair/repair-order-screen'),
  },
  catalogues: {
    returns: catalogue('returns'),
    'returns-repair': catalogue('repair'),
  },
  gateways: [
    gatewayModule({
      load: () => import('./adapters/http/repair-gateways').then(({ createRepairGateways }) => createRepairGateways),
      bind: [[REPAIR_GATEWAY, (gateways) => gateways.repair]],
    }),
  ],
});

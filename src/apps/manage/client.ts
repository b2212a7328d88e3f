import { defineAppClient, gatewayModule } from '../../app-client';
import { lazyLabelRenderer } from './adapters/labels/lazy-label-renderer';
import { ACCESSORIES_GATEWAY } from './application/ports/accessories-gateway';
import { ASSETS_GATEWAY } from './application/ports/assets-gateway';
import { CONFIGURE_GATEWAY } from './application/ports/configure-gateway';
import { BULK_GATEWAY } from './application/ports/bulk-gateway';
import { BULK_READERS } from './application/ports/bulk-reader-port';
import { bulkReaders } from './adapters/bulk/bulk-readers';
import { LABEL_RENDERER } from './application/ports/label-renderer-port';
import { PEOPLE_GATEWAY } from './application/ports/people-gateway';
import { PLACES_GATEWAY } from './application/ports/places-gateway';
import { REVIEW_GATEWAY } from './application/ports/review-gateway';
import { SOFTWARE_GATEWAY } from './application/ports/software-gateway';
import { FLEET_GATEWAY } from './application/ports/fleet-gateway';
import { STOCK_GATEWAY } from './application/ports/stock-gateway';
import { manageApp } from './app';

const assetForm = () => import('./ui/assets/asset-form-screen');
const accessoryForm = () => import('./ui/accessories/accessory-form-screen');
const licenceForm = () => import('./ui/software/licence-form-screen');
const userForm = () => import('./ui/people/user-form-screen');

/** A catalogue file of adapters/locales, in both languages. */
const catalogue = (file: string) => ({
  en: () => import(`./adapters/locales/en/${file}.json`),
  de: () => import(`./adapters/locales/de/${file}.json`),
});

/** Manage (manage-beta): assets, accessories, software, licences, people, exceptions, imports and labels. */
export const manageClient = defineAppClient(manageApp, {
  namespace: 'manage',
  screens: {
    'manage-beta-dashboard': () => import('./ui/dashboard/manage-dashboard-screen'),
    'manage-beta-assets': () => import('./ui/assets/assets-list-screen'),
    'manage-beta-archived': () => import('./ui/assets/archived-screen'),
    'manage-beta-details': () => import('./ui/assets/asset-details-screen'),
    'manage-beta-add-asset': assetForm,
    'manage-beta-update-asset': assetForm,
    'manage-beta-accessories': () => import('./ui/accessories/accessories-list-screen'),
    'manage-beta-add-accessory': accessoryForm,
    'manage-beta-update-accessory': accessoryForm,
    'manage-beta-softwares-list': () => import('./ui/software/software-list-screen'),
    'manage-beta-software-details': () => import('./ui/software/software-details-screen'),
    'manage-beta-softwares-licenses-list': () => import('./ui/software/licences-list-screen'),
    'manage-beta-add-license': licenceForm,
    'manage-beta-update-license': licenceForm,
    'manage-beta-license-details': () => import('./ui/software/licence-details-screen'),
    'manage-beta-users-list': () => import('./ui/people/users-list-screen'),
    'manage-beta-add-user': userForm,
    'manage-beta-edit-user': userForm,
    'manage-beta-user-detail': () => import('./ui/people/user-detail-screen'),
    'manage-beta-exceptions': () => import('./ui/people/exceptions-screen'),
    'manage-beta-manage-imported-assets': () => import('./ui/review/imported-assets-screen'),
    'manage-beta-assets-label': () => import('./ui/review/asset-labels-screen'),
    'manage-configure': () => import('./ui/configure/configure-screen'),
    'manage-beta-consumables': () => import('./ui/stock/consumables-screen'),
    'manage-beta-components': () => import('./ui/stock/components-screen'),
    'all-assets': () => import('./ui/fleet/all-assets-screen'),
    'assets-detail': () => import('./ui/fleet/assets-detail-screen'),
    'bulk-orders': () => import('./ui/bulk/bulk-upload-screen'),
  },
  catalogues: {
    manage: catalogue('manage'),
    'manage-assets': catalogue('assets'),
    'manage-accessories': catalogue('accessories'),
    'manage-software': catalogue('software'),
    'manage-people': catalogue('people'),
    'manage-review': catalogue('review'),
    'manage-configure': catalogue('configure'),
    'manage-fleet': catalogue('fleet'),
    'manage-consumables': catalogue('consumables'),
    'manage-bulk': catalogue('bulk'),
  },
  gateways: [
    gatewayModule({
      load: () => import('./adapters/http/gateways').then(({ createManageGateways }) => createManageGateways),
      bind: [
        [ASSETS_GATEWAY, (gateways) => gateways.assets],
        [ACCESSORIES_GATEWAY, (gateways) => gateways.accessories],
        [SOFTWARE_GATEWAY, (gateways) => gateways.software],
        [PEOPLE_GATEWAY, (gateways) => gateways.people],
        [REVIEW_GATEWAY, (gateways) => gateways.review],
        [PLACES_GATEWAY, (gateways) => gateways.places],
        [CONFIGURE_GATEWAY, (gateways) => gateways.configure],
        [FLEET_GATEWAY, (gateways) => gateways.fleet],
        [STOCK_GATEWAY, (gateways) => gateways.stock],
        [BULK_GATEWAY, (gateways) => gateways.bulk],
      ],
    }),
  ],
  services: [
    [LABEL_RENDERER, lazyLabelRenderer],
    [BULK_READERS, bulkReaders],
  ],
});

import { appBase, appRoutes } from './route-builders';
import type { RouteDef } from './route';

const SLUG = 'manage-beta';
const base = appBase(SLUG);

/** Spec 2.4 Manage: assets, accessories, archive, software, licences and people. */
export const manageRoutes: readonly RouteDef[] = appRoutes(SLUG, 'Manage', [
  { path: '', redirect: `${base}/dashboard` },
  { name: 'dashboard', path: 'dashboard' },
  { name: 'assets', path: 'assets/:productTypeID/:typeId?' },
  { name: 'accessories', path: 'accessories/:productTypeID/:typeId?' },
  { name: 'archived', path: 'archived/:productTypeID?/:typeId?' },
  { name: 'details', path: 'details/:ID', returnPath: `${base}/dashboard` },
  { name: 'users-list', path: 'users-list' },
  { name: 'exceptions', path: 'exceptions' },
  { name: 'manage-imported-assets', path: 'manage-imported-assets' },
  { name: 'softwares-list', path: 'softwares-list' },
  { name: 'softwares-licenses-list', path: 'softwares-licenses-list' },
  { name: 'add-license', path: 'add-license', returnPath: `${base}/softwares-licenses-list` },
  { name: 'update-license', path: 'update-license/:ID', returnPath: `${base}/softwares-licenses-list` },
  { name: 'software-details', path: 'software-details/:ID', returnPath: `${base}/softwares-list` },
  { name: 'license-details', path: 'license-details/:ID', returnPath: `${base}/softwares-licenses-list` },
  { name: 'add-asset', path: 'add-asset/:productType/:productTypeId', returnPath: `${base}/assets/:productTypeId` },
  {
    name: 'update-asset',
    path: 'update-asset/:productType/:productTypeId/:ID',
    returnPath: `${base}/assets/:productTypeId`,
  },
  {
    name: 'add-accessory',
    path: 'add-accessory/:productType/:productTypeId',
    returnPath: `${base}/accessories/:productTypeId`,
  },
  {
    name: 'update-accessory',
    path: 'update-accessory/:productType/:productTypeId/:ID',
    returnPath: `${base}/accessories/:productTypeId`,
  },
  { name: 'add-user', path: 'add-user', returnPath: `${base}/users-list` },
  { name: 'edit-user', path: 'edit-user/:userId', returnPath: `${base}/users-list` },
  { name: 'user-detail', path: 'user-detail/:userId', returnPath: `${base}/users-list` },
  { name: 'assets-label', path: 'assets-label' },
]);

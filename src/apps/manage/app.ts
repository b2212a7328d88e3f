import { defineApp } from '../../domain/apps/app-declaration';
import { appBase } from '../../domain/routing/route-builders';
import en from './adapters/locales/en/app.json' with { type: 'json' };
import { MANAGE_SLUG } from './domain/slug';

const base = appBase(MANAGE_SLUG);

/**
 * Manage (manage-beta), the fleet: assets, accessories, software and licences, people, exceptions, imports and labels;
 * and the asset apps to come, which show the shared app screen until they are built.
 */
export const manageApp = defineApp({
  id: 'manage',
  // German arrives with the rest of German (the shell's catalogues), not in the first bundle.
  words: { en, de: () => import('./adapters/locales/de/app.json') },
  apps: [
    {
      slug: MANAGE_SLUG,
      category: 'assets',
      icon: 'Boxes',
      grants: [],
      // Checking out starts from the assets on the shelf: pick one there.
      actions: [{ id: 'check-out-asset', path: `${base}/assets/all/in-stock` }],
      routes: [
        { path: '', redirect: `${base}/dashboard` },
        { name: 'dashboard', path: 'dashboard' },
        // A section's own address opens its first list: every type.
        { name: 'assets-root', path: 'assets', redirect: `${base}/assets/all` },
        { name: 'assets', path: 'assets/:productTypeID/:typeId?' },
        { name: 'accessories-root', path: 'accessories', redirect: `${base}/accessories/all` },
        { name: 'accessories', path: 'accessories/:productTypeID/:typeId?' },
        { name: 'archived', path: 'archived/:productTypeID?/:typeId?' },
        { name: 'consumables', path: 'consumables' },
        { name: 'components', path: 'components' },
        { name: 'details', path: 'details/:ID', returnPath: `${base}/assets/all` },
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
        { name: 'update-asset', path: 'update-asset/:productType/:productTypeId/:ID', returnPath: `${base}/assets/:productTypeId` },
        { name: 'add-accessory', path: 'add-accessory/:productType/:productTypeId', returnPath: `${base}/accessories/:productTypeId` },
        {
          name: 'update-accessory',
          path: 'update-accessory/:productType/:productTypeId/:ID',
          returnPath: `${base}/accessories/:productTypeId`,
        },
        { name: 'add-user', path: 'add-user', returnPath: `${base}/users-list` },
        { name: 'edit-user', path: 'edit-user/:userId', returnPath: `${base}/users-list` },
        { name: 'user-detail', path: 'user-detail/:userId', returnPath: `${base}/users-list` },
        { name: 'assets-label', path: 'assets-label' },
      ],
    },
    { slug: 'all-assets', category: 'assets', icon: 'Database', grants: ['agent'], routes: [{ path: '' }] },
    { slug: 'assets-detail', category: 'assets', icon: 'FileSearch', grants: ['agent'], routes: [{ path: '' }] },
    { slug: 'manage-configure', category: 'assets', icon: 'SlidersHorizontal', grants: [], routes: [{ path: '' }] },
    { slug: 'bulk-orders', category: 'assets', icon: 'Upload', grants: [], routes: [{ path: '' }] },
  ],
});

import { appBase } from '../../../domain/routing/route-builders';
import { withQuery } from '../../../domain/routing/with-query';
import { MANAGE_SLUG } from './slug';

const base = appBase(MANAGE_SLUG);

/** The list key that means every product type or category, as in /apps/manage-beta/assets/all. */
export const ALL_TYPES = 'all';

const part = (value: string) => encodeURIComponent(value);

/** Addresses of Manage's screens (spec 2.4), so no screen spells a path by hand. */
export const managePaths = {
  dashboard: () => `${base}/dashboard`,
  assets: (productType: string = ALL_TYPES, status?: string) => `${base}/assets/${part(productType)}${status ? `/${part(status)}` : ''}`,
  accessories: (category: string = ALL_TYPES) => `${base}/accessories/${part(category)}`,
  archived: (kind?: 'assets' | 'accessories') => `${base}/archived${kind ? `/${kind}` : ''}`,
  asset: (id: string) => `${base}/details/${part(id)}`,
  addAsset: (productType: string, listType: string = ALL_TYPES) => `${base}/add-asset/${part(productType)}/${part(listType)}`,
  updateAsset: (productType: string, id: string, listType: string = ALL_TYPES) =>
    `${base}/update-asset/${part(productType)}/${part(listType)}/${part(id)}`,
  addAccessory: (category: string = ALL_TYPES) => `${base}/add-accessory/accessory/${part(category)}`,
  updateAccessory: (id: string, category: string = ALL_TYPES) => `${base}/update-accessory/accessory/${part(category)}/${part(id)}`,
  users: () => `${base}/users-list`,
  addUser: () => `${base}/add-user`,
  editUser: (id: string) => `${base}/edit-user/${part(id)}`,
  user: (id: string) => `${base}/user-detail/${part(id)}`,
  exceptions: () => `${base}/exceptions`,
  importedAssets: () => `${base}/manage-imported-assets`,
  software: () => `${base}/softwares-list`,
  softwareDetails: (id: string) => `${base}/software-details/${part(id)}`,
  licences: () => `${base}/softwares-licenses-list`,
  addLicence: (softwareId?: string) => withQuery(`${base}/add-license`, softwareId ? { software: softwareId } : ''),
  updateLicence: (id: string) => `${base}/update-license/${part(id)}`,
  licence: (id: string) => `${base}/license-details/${part(id)}`,
  consumables: (id?: string) => withQuery(`${base}/consumables`, id ? { item: id } : ''),
  components: (id?: string) => withQuery(`${base}/components`, id ? { item: id } : ''),
  labels: (assetIds: readonly string[] = []) => withQuery(`${base}/assets-label`, assetIds.length ? { assets: assetIds.join(',') } : ''),
} as const;

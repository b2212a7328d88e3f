import { describe, expect, it } from 'vitest';
import { matchRoute } from '../../../../domain/routing/match-route';
import { managePaths } from '../paths';

const id = 'a1b2c3';

/** Every address a Manage screen links to, and the route of spec 2.4 it must land on. */
const cases: readonly [string, string][] = [
  [managePaths.dashboard(), 'dashboard'],
  [managePaths.assets(), 'assets'],
  [managePaths.assets('laptop', 'deployed'), 'assets'],
  [managePaths.accessories('Docks & hubs'), 'accessories'],
  [managePaths.archived(), 'archived'],
  [managePaths.archived('accessories'), 'archived'],
  [managePaths.asset(id), 'details'],
  [managePaths.addAsset('laptop'), 'add-asset'],
  [managePaths.updateAsset('laptop', id), 'update-asset'],
  [managePaths.addAccessory('Docks'), 'add-accessory'],
  [managePaths.updateAccessory(id), 'update-accessory'],
  [managePaths.users(), 'users-list'],
  [managePaths.addUser(), 'add-user'],
  [managePaths.editUser(id), 'edit-user'],
  [managePaths.user(id), 'user-detail'],
  [managePaths.exceptions(), 'exceptions'],
  [managePaths.importedAssets(), 'manage-imported-assets'],
  [managePaths.software(), 'softwares-list'],
  [managePaths.softwareDetails(id), 'software-details'],
  [managePaths.licences(), 'softwares-licenses-list'],
  [managePaths.addLicence(id), 'add-license'],
  [managePaths.updateLicence(id), 'update-license'],
  [managePaths.licence(id), 'license-details'],
  [managePaths.labels([id, 'd4e5']), 'assets-label'],
];

describe("Manage's addresses", () => {
  it.each(cases)('%s is the %s route', (address, name) => {
    const [path, search] = address.split('?');
    expect(matchRoute({ path: path!, search: search ? `?${search}` : '' }).route.name).toBe(`manage-beta-${name}`);
  });

  it('carries the ids and the category through the address', () => {
    expect(matchRoute({ path: managePaths.updateAsset('phone', id, 'phone') }).params).toMatchObject({ productType: 'phone', productTypeId: 'phone', ID: id });
    expect(matchRoute({ path: managePaths.accessories('Docks & hubs') }).params).toMatchObject({ productTypeID: 'Docks & hubs' });
    expect(new URLSearchParams(managePaths.labels([id, 'd4e5']).split('?')[1]).get('assets')).toBe(`${id},d4e5`);
  });
});

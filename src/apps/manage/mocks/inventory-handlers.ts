import type { HttpHandler } from 'msw';
import { pageOfItems } from '../../../../contract/app-listing';
import { ProblemTypes } from '../../../../contract/problem';
import * as routes from '../../../../contract/apps/manage/routes';
import { assignSeat, maskKey } from '../domain/licence-seats';
import { checkOutUnits, isLowStock } from '../domain/accessory-stock';
import { manageDataOf, manageKit, nowIso, sorted, type MockAccessory, type MockLicence } from './mock-state';
import { refused, stale } from './mock-problems';
import { MockProblem, mockNotFound, mockRouter, type StaffCaller } from '../../../../tests/mocks/mock-route';
import { newId, type MockState } from '../../../../tests/mocks/mock-state';
import { mockCheckPlace, mockPlaceOf } from './places-mock';

/** Manage's accessories, software and licences in memory, with the domain's stock and seat rules. */
export function manageInventoryHandlers(state: MockState, baseUrl: string): HttpHandler[] {
  const route = mockRouter(state, baseUrl);
  const data = manageDataOf(state);
  const { audit, mine, findIn, personOrNotFound, decided } = manageKit(state, data);
  const accessoryOf = (caller: StaffCaller, accessory: MockAccessory) => {
    const { organisationId: _o, checkouts, locationId, ...rest } = accessory;
    return {
      ...rest,
      location: mockPlaceOf(state, locationId),
      lowStock: isLowStock(accessory, accessory.lowStockThreshold),
      checkouts: checkouts.map(({ id, userId, quantity, at }) => ({ id, quantity, at, person: data.person(caller.user.organisationId, userId)! })),
      reserved: data.reservations.filter((reservation) => reservation.accessoryId === accessory.id).reduce((sum, reservation) => sum + reservation.quantity, 0),
    };
  };
  const licenceOf = (caller: StaffCaller, licence: MockLicence) => {
    const { organisationId: _o, softwareId, key, assignments, ...rest } = licence;
    const software = data.software.find((s) => s.id === softwareId)!;
    return {
      ...rest,
      software: { id: software.id, name: software.name },
      keyMasked: key ? maskKey(key) : null,
      seatsUsed: assignments.length,
      assignments: assignments.map(({ id, userId, assetId, at }) => {
        const asset = assetId ? data.assets.find((a) => a.id === assetId) : undefined;
        return { id, at, person: data.person(caller.user.organisationId, userId), asset: asset ? { id: asset.id, assetTag: asset.assetTag } : null };
      }),
    };
  };
  const softwareOf = (caller: StaffCaller, id: string) => {
    const software = findIn(caller, data.software, id, 'software');
    const licences = data.licences.filter((l) => l.softwareId === id).map((l) => licenceOf(caller, l));
    const { organisationId: _o, ...rest } = software;
    return { ...rest, licenceCount: licences.length, seats: licences.reduce((n, l) => n + l.seats, 0), seatsUsed: licences.reduce((n, l) => n + l.seatsUsed, 0), licences };
  };

  return [
    route(routes.listManageAccessories, ({ caller, query }) => {
      const items = mine(caller, data.accessories)
        .filter((a) => a.archived === (query.archived ?? false) && (!query.category || a.category === query.category))
        .filter((a) => query.lowStock === undefined || isLowStock(a, a.lowStockThreshold) === query.lowStock)
        .filter((a) => !query.q || `${a.name} ${a.category}`.toLowerCase().includes(query.q.toLowerCase()));
      return pageOfItems(sorted(items, query.sort, 'name').map((a) => { const { checkouts: _c, ...item } = accessoryOf(caller, a); return item; }), query);
    }),
    route(routes.createManageAccessory, ({ caller, body }) => {
      mockCheckPlace(state, caller.user.organisationId, body.locationId);
      const accessory: MockAccessory = { id: newId(), organisationId: caller.user.organisationId, manufacturer: null, locationId: null, costCents: null, notes: null, lowStockThreshold: 0, ...body, available: body.total, archived: false, createdAt: nowIso(), version: 1, checkouts: [] };
      data.accessories.push(accessory);
      return accessoryOf(caller, accessory);
    }),
    route(routes.getManageAccessory, ({ caller, params }) => accessoryOf(caller, findIn(caller, data.accessories, params.id, 'accessory'))),
    route(routes.updateManageAccessory, ({ caller, params, body }) => {
      const accessory = findIn(caller, data.accessories, params.id, 'accessory');
      if (accessory.version !== body.version) throw stale();
      mockCheckPlace(state, caller.user.organisationId, body.locationId);
      const out = accessory.total - accessory.available;
      if (body.total !== undefined && body.total < out) throw refused(`${out} units are checked out; the total cannot go below that.`, 'below-checked-out', { out }, 'total');
      const { version: _v, ...values } = body;
      Object.assign(accessory, values, { available: (body.total ?? accessory.total) - out, version: accessory.version + 1 });
      return accessoryOf(caller, accessory);
    }),
    route(routes.checkOutManageAccessory, ({ caller, params, body }) => {
      const accessory = findIn(caller, data.accessories, params.id, 'accessory');
      personOrNotFound(caller, body.userId);
      accessory.available = decided(checkOutUnits(accessory, body.quantity)).available;
      accessory.checkouts.push({ id: newId(), userId: body.userId, quantity: body.quantity, at: nowIso() });
      return accessoryOf(caller, accessory);
    }),
    route(routes.checkInManageAccessory, ({ caller, params }) => {
      const accessory = findIn(caller, data.accessories, params.id, 'accessory');
      const checkout = accessory.checkouts.find((c) => c.id === params.checkoutId);
      if (!checkout) throw mockNotFound('check-out');
      accessory.checkouts = accessory.checkouts.filter((c) => c !== checkout);
      accessory.available += checkout.quantity;
      return accessoryOf(caller, accessory);
    }),
    ...([['archiveManageAccessory', true], ['restoreManageAccessory', false]] as const).map(([name, archived]) =>
      route(routes[name], ({ caller, params, body }) => {
        const accessory = findIn(caller, data.accessories, params.id, 'accessory');
        if (accessory.version !== body.version) throw stale();
        if (accessory.archived === archived) throw refused(archived ? 'The accessory is already archived.' : 'The accessory is not archived.', archived ? 'accessory-archived' : 'accessory-not-archived');
        Object.assign(accessory, { archived, version: accessory.version + 1 });
        return accessoryOf(caller, accessory);
      })),

    route(routes.listManageSoftware, ({ caller, query }) => {
      const items = mine(caller, data.software).filter((s) => !query.q || s.name.toLowerCase().includes(query.q.toLowerCase()));
      return pageOfItems(sorted(items, query.sort, 'name').map((s) => { const { licences: _l, ...item } = softwareOf(caller, s.id); return item; }), query);
    }),
    route(routes.createManageSoftware, ({ caller, body }) => {
      if (mine(caller, data.software).some((s) => s.name === body.name)) throw new MockProblem(409, ProblemTypes.conflict, 'Already in use', [{ path: 'body.name', message: 'another software title has this name' }]);
      const software = { id: newId(), organisationId: caller.user.organisationId, publisher: null, category: null, notes: null, ...body, createdAt: nowIso(), version: 1 };
      data.software.push(software);
      return softwareOf(caller, software.id);
    }),
    route(routes.getManageSoftware, ({ caller, params }) => softwareOf(caller, params.id)),
    route(routes.updateManageSoftware, ({ caller, params, body }) => {
      const software = findIn(caller, data.software, params.id, 'software');
      if (software.version !== body.version) throw stale();
      const { version: _v, ...values } = body;
      Object.assign(software, values, { version: software.version + 1 });
      return softwareOf(caller, software.id);
    }),
    route(routes.listManageLicences, ({ caller, query }) => {
      const items = mine(caller, data.licences).filter((l) => (!query.softwareId || l.softwareId === query.softwareId) && (!query.expiringBefore || (l.expiresOn !== null && l.expiresOn <= query.expiringBefore)) && (!query.q || l.name.toLowerCase().includes(query.q.toLowerCase())));
      return pageOfItems(sorted(items, query.sort, 'name').map((l) => { const { assignments: _a, ...item } = licenceOf(caller, l); return item; }), query);
    }),
    route(routes.createManageLicence, ({ caller, body }) => {
      findIn(caller, data.software, body.softwareId, 'software');
      const { key, ...values } = body;
      const licence: MockLicence = { id: newId(), organisationId: caller.user.organisationId, expiresOn: null, renewalOn: null, costCents: null, supplier: null, notes: null, ...values, key: key ?? null, createdAt: nowIso(), version: 1, assignments: [] };
      data.licences.push(licence);
      return licenceOf(caller, licence);
    }),
    route(routes.getManageLicence, ({ caller, params }) => licenceOf(caller, findIn(caller, data.licences, params.id, 'licence'))),
    route(routes.updateManageLicence, ({ caller, params, body }) => {
      const licence = findIn(caller, data.licences, params.id, 'licence');
      if (licence.version !== body.version) throw stale();
      if (body.seats !== undefined && body.seats < licence.assignments.length) throw refused(`${licence.assignments.length} seats are assigned; release some first.`, 'below-used', { used: licence.assignments.length }, 'seats');
      const { version: _v, key, ...values } = body;
      Object.assign(licence, values, key === undefined ? {} : { key }, { version: licence.version + 1 });
      return licenceOf(caller, licence);
    }),
    route(routes.revealManageLicenceKey, ({ caller, params }) => {
      const licence = findIn(caller, data.licences, params.id, 'licence');
      audit(caller, 'licence.key-revealed', 'licence', licence.id);
      return { key: licence.key };
    }),
    route(routes.assignManageLicenceSeat, ({ caller, params, body }) => {
      const licence = findIn(caller, data.licences, params.id, 'licence');
      if (body.userId && !state.user(caller.user.organisationId, body.userId)) throw mockNotFound('person');
      if (body.assetId) data.asset(caller.user, body.assetId);
      decided(assignSeat({ seats: licence.seats, used: licence.assignments.length }));
      licence.assignments.push({ id: newId(), userId: body.userId ?? null, assetId: body.assetId ?? null, at: nowIso() });
      licence.version += 1;
      return licenceOf(caller, licence);
    }),
    route(routes.releaseManageLicenceSeat, ({ caller, params }) => {
      const licence = findIn(caller, data.licences, params.id, 'licence');
      if (!licence.assignments.some((a) => a.id === params.seatId)) throw mockNotFound('seat');
      licence.assignments = licence.assignments.filter((a) => a.id !== params.seatId);
    }),

  ];
}

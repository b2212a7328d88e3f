import { describe, expect, it } from 'vitest';
import { ProblemTypes } from '../../../problem';
import * as api from '../routes';
import { MOCK_DEMO } from '../../../../tests/mocks/handlers';
import { mockServer, realServer, type Backend } from '../../../../tests/contract/backends';
import { contractSuite } from '../../../../tests/contract/contract-suite';
import { signIn } from '../../../auth-routes';

const UNKNOWN = '00000000-0000-4000-8000-000000000000';

/** Manage's accessories, software titles and licences, on the server and the mocks alike. */
describe.each([realServer(), mockServer()])('Manage inventory on $name', (backend: Backend) => {
  const { ok, problem } = contractSuite(backend);
  const personId = async (email: string) => (await ok(signIn, { body: { email, password: MOCK_DEMO.password } })).user.id;

  it('keeps counted stock: out and back in, never below zero or below the units out, archived and restored once', async () => {
    const eve = await personId(MOCK_DEMO.employee.email);
    const created = await ok(api.createManageAccessory, { body: { name: 'QA travel dock', category: 'Docks', total: 3, lowStockThreshold: 1 } });
    expect(created).toMatchObject({ total: 3, available: 3, lowStock: false, archived: false, checkouts: [], version: 1 });
    const params = { id: created.id };

    const out = await ok(api.checkOutManageAccessory, { params, body: { userId: eve, quantity: 2 } });
    expect(out).toMatchObject({ available: 1, lowStock: true, checkouts: [{ person: { id: eve }, quantity: 2 }] });
    expect((await problem(api.checkOutManageAccessory, { params, body: { userId: eve, quantity: 2 } }, 409)).type).toBe(ProblemTypes.conflict);
    await problem(api.checkOutManageAccessory, { params, body: { userId: UNKNOWN, quantity: 1 } }, 404);
    const below = await problem(api.updateManageAccessory, { params, body: { total: 1, version: out.version } }, 409);
    expect(below.errors?.map((error) => error.path)).toEqual(['body.total']);
    const shelf = await ok(api.addManagePlace, { body: { name: 'QA shelf' } });
    const grown = await ok(api.updateManageAccessory, { params, body: { total: 5, locationId: shelf.id, version: out.version } });
    expect(grown).toMatchObject({ total: 5, available: 3, location: { id: shelf.id, name: 'QA shelf' } });
    await problem(api.updateManageAccessory, { params, body: { total: 6, version: out.version } }, 412, ProblemTypes.staleVersion);

    const back = await ok(api.checkInManageAccessory, { params: { id: created.id, checkoutId: out.checkouts[0]!.id } });
    expect(back).toMatchObject({ available: 5, checkouts: [] });
    await problem(api.checkInManageAccessory, { params: { id: created.id, checkoutId: out.checkouts[0]!.id } }, 404);

    expect((await ok(api.listManageAccessories, { query: { q: 'travel dock' } })).items.map((item) => item.name)).toEqual(['QA travel dock']);
    const archived = await ok(api.archiveManageAccessory, { params, body: { version: back.version } });
    expect(archived.archived).toBe(true);
    await problem(api.archiveManageAccessory, { params, body: { version: archived.version } }, 409);
    expect((await ok(api.listManageAccessories, { query: { q: 'travel dock' } })).total).toBe(0);
    expect((await ok(api.listManageAccessories, { query: { q: 'travel dock', archived: 'true' } })).total).toBe(1);
    expect((await ok(api.restoreManageAccessory, { params, body: { version: archived.version } })).archived).toBe(false);
    expect((await ok(api.getManageAccessory, { params })).archived).toBe(false);
    await problem(api.getManageAccessory, { params: { id: UNKNOWN } }, 404);
  });

  it('counts seats per title, masks keys until an admin reveals one, and never assigns or shrinks past the seats', async () => {
    const admin = await personId(MOCK_DEMO.admin.email);
    const eve = await personId(MOCK_DEMO.employee.email);
    const software = await ok(api.createManageSoftware, { body: { name: 'Figma', publisher: 'Figma Inc.' } });
    const clash = await problem(api.createManageSoftware, { body: { name: 'Figma' } }, 409);
    expect(clash.errors?.map((error) => error.path)).toEqual(['body.name']);
    const edited = await ok(api.updateManageSoftware, { params: { id: software.id }, body: { category: 'Design', version: software.version } });
    expect(edited.category).toBe('Design');
    await problem(api.updateManageSoftware, { params: { id: software.id }, body: { category: 'Art', version: software.version } }, 412, ProblemTypes.staleVersion);

    await problem(api.createManageLicence, { body: { softwareId: UNKNOWN, name: 'Lost', seats: 1 } }, 404);
    const licence = await ok(api.createManageLicence, { body: { softwareId: software.id, name: 'Figma Pro 2026', key: 'FIG-1111-2222-WXYZ', seats: 2, expiresOn: '2027-01-31' } });
    expect(licence).toMatchObject({ keyMasked: '••••••••WXYZ', seatsUsed: 0, software: { id: software.id, name: 'Figma' } });
    const params = { id: licence.id };
    const one = await ok(api.assignManageLicenceSeat, { params, body: { userId: admin } });
    const two = await ok(api.assignManageLicenceSeat, { params, body: { userId: eve } });
    expect(two.seatsUsed).toBe(2);
    await problem(api.assignManageLicenceSeat, { params, body: { userId: admin } }, 409);
    await problem(api.assignManageLicenceSeat, { params, body: { userId: UNKNOWN } }, 404);
    const shrink = await problem(api.updateManageLicence, { params, body: { seats: 1, version: two.version } }, 409);
    expect(shrink.errors?.map((error) => error.path)).toEqual(['body.seats']);

    const seat = one.assignments[0]!;
    await ok(api.releaseManageLicenceSeat, { params: { id: licence.id, seatId: seat.id } });
    await problem(api.releaseManageLicenceSeat, { params: { id: licence.id, seatId: seat.id } }, 404);
    const current = await ok(api.getManageLicence, { params });
    expect(current.assignments.map((assignment) => assignment.person?.id)).toEqual([eve]);
    expect((await ok(api.updateManageLicence, { params, body: { seats: 1, version: current.version } })).seats).toBe(1);

    expect(await ok(api.getManageSoftware, { params: { id: software.id } })).toMatchObject({ licenceCount: 1, seats: 1, seatsUsed: 1 });
    expect((await ok(api.listManageSoftware, { query: { q: 'fig' } })).items.filter((item) => item.id === software.id)).toMatchObject([{ name: 'Figma', seats: 1, seatsUsed: 1 }]);
    expect((await ok(api.listManageLicences, { query: { softwareId: software.id, expiringBefore: '2027-02-01' } })).items.map((item) => item.id)).toEqual([licence.id]);
    expect((await ok(api.listManageLicences, { query: { softwareId: software.id, expiringBefore: '2027-01-01' } })).total).toBe(0);

    expect(await ok(api.revealManageLicenceKey, { params })).toEqual({ key: 'FIG-1111-2222-WXYZ' });
  });
});

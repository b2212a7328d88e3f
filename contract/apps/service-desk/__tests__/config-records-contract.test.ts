import { describe, expect, it } from 'vitest';
import { ProblemTypes } from '../../../problem';
import {
  categoryRoutes,
  priorityRoutes,
  serviceTypeRoutes,
  slaPolicyRoutes,
  statusRoutes,
  tagRoutes,
  teamRoutes,
  ticketTypeRoutes,
} from '../config-routes';
import { MOCK_DEMO } from '../../../../tests/mocks/handlers';
import { mockServer, realServer, type Backend } from '../../../../tests/contract/backends';
import { contractSuite } from '../../../../tests/contract/contract-suite';
import { fieldsOf, OFFICE_HOURS, UNKNOWN_ID } from './desk-arrange';

/** Each configured kind: a record to add, the change to make to it, and whether its name must be the only one. */
const KINDS = [
  { kind: 'priorities', routes: priorityRoutes, create: { name: 'Someday', order: 9, colour: '#cccccc' }, change: { name: 'Later', order: 8, colour: '#bbbbbb' } },
  { kind: 'statuses', routes: statusRoutes, create: { name: 'On hold', category: 'pending', pausesSla: true, order: 9 }, change: { name: 'Parked', category: 'pending', order: 9 } },
  { kind: 'SLA policies', routes: slaPolicyRoutes, create: { name: 'Weekend', order: 9, condition: null, calendar: OFFICE_HOURS, targets: {} }, change: { name: 'Weekend cover', order: 9, condition: { serviceTypes: ['problem'] }, calendar: null, targets: {} }, sameName: true },
  { kind: 'ticket types', routes: ticketTypeRoutes, create: { name: 'Change', description: 'A planned change.' }, change: { name: 'Standard change', description: '' } },
  { kind: 'service types', routes: serviceTypeRoutes, create: { name: 'Parking permit', description: 'A space in the garage.' }, change: { name: 'Parking space', active: false } },
  { kind: 'categories', routes: categoryRoutes, create: { name: 'Facilities', forProblems: true }, change: { name: 'Building', forRequests: true, visibleToEmployees: false } },
  { kind: 'teams', routes: teamRoutes, create: { name: 'Facilities' }, change: { name: 'Building services', reopenPolicy: 'new-ticket' } },
  { kind: 'tags', routes: tagRoutes, create: { name: 'printer', colour: '#0969da' }, change: { name: 'printers' } },
] as const;

/** The desk's configured records, as Ada Admin keeps them, on the server and the mocks alike. */
describe.each([realServer(), mockServer()])('the desk configuration on $name', (backend: Backend) => {
  const { ok, problem, tokenOf } = contractSuite(backend);

  it.each(KINDS)('adds, lists, changes by version and removes $kind', async ({ routes: anyRoutes, create, change, ...kind }) => {
    // Every kind's routes have one shape; the bodies above are each kind's own.
    const routes = anyRoutes as typeof tagRoutes;
    const created = await ok(routes.create, { body: create });
    expect(created).toMatchObject({ ...create, version: 1 });
    expect((await ok(routes.list)).items).toContainEqual(created);
    if (!('sameName' in kind)) {
      const taken = await problem(routes.create, { body: create }, 409, ProblemTypes.conflict);
      expect(taken.code).toBe('name-taken');
      expect(fieldsOf(taken)).toEqual(['body.name:name-taken']);
    }

    const params = { id: created.id };
    const changed = await ok(routes.update, { params, body: { ...change, version: created.version } });
    expect(changed).toMatchObject({ ...change, id: created.id, version: 2 });
    await problem(routes.update, { params, body: { ...change, version: created.version } }, 412, ProblemTypes.staleVersion);
    await problem(routes.update, { params: { id: UNKNOWN_ID }, body: { ...change, version: 1 } }, 404, ProblemTypes.notFound);
    await problem(routes.remove, { params, query: { version: String(created.version) } }, 412, ProblemTypes.staleVersion);
    await ok(routes.remove, { params, query: { version: String(changed.version) } });
    expect((await ok(routes.list)).items.map((item) => item.id)).not.toContain(created.id);
    await problem(routes.remove, { params, query: { version: String(changed.version) } }, 404, ProblemTypes.notFound);
  });

  it('keeps the statuses and priorities tickets use, and one default at a time', async () => {
    const statuses = (await ok(statusRoutes.list)).items;
    const fresh = statuses.find((status) => status.category === 'new' && status.isDefault)!;
    const inUse = await problem(statusRoutes.remove, { params: { id: fresh.id }, query: { version: String(fresh.version) } }, 409, ProblemTypes.conflict);
    expect(inUse.code).toBe('in-use');
    const normal = (await ok(priorityRoutes.list)).items.find((priority) => priority.isDefault)!;
    expect((await problem(priorityRoutes.remove, { params: { id: normal.id }, query: { version: String(normal.version) } }, 409, ProblemTypes.conflict)).code).toBe('in-use');

    await ok(priorityRoutes.create, { body: { name: 'Whenever', order: 9, colour: '#cccccc', isDefault: true } });
    expect((await ok(priorityRoutes.list)).items.filter((priority) => priority.isDefault).map((priority) => priority.name)).toEqual(['Whenever']);
    await ok(statusRoutes.create, { body: { name: 'Fixed', category: 'resolved', order: 9, isDefault: true } });
    const defaults = (await ok(statusRoutes.list)).items.filter((status) => status.isDefault);
    expect(defaults.filter((status) => status.category === 'resolved').map((status) => status.name)).toEqual(['Fixed']);
    expect(defaults.map((status) => status.id)).toContain(fresh.id);

    // A category, a service type or a team tickets name may go: the tickets keep their history without it.
    const category = (await ok(categoryRoutes.list)).items.find((each) => each.name === 'Hardware')!;
    await ok(categoryRoutes.remove, { params: { id: category.id }, query: { version: String(category.version) } });
  });

  it('lets an employee change none of it', async () => {
    const eve = await tokenOf(MOCK_DEMO.employee.email);
    await problem(tagRoutes.list, { token: eve }, 403, ProblemTypes.appNotAllowed);
    await problem(tagRoutes.create, { token: eve, body: { name: 'mine' } }, 403, ProblemTypes.appNotAllowed);
  });
});

import type { HttpHandler } from 'msw';
import { pageOfItems } from '../../../../contract/app-listing';
import * as routes from '../../../../contract/apps/manage/consumable-routes';
import { installUnits, isBelowMinimum, issueUnits, recountComponents, removeUnits } from '../domain/consumable-stock';
import { mockNotFound, mockRouter, type StaffCaller } from '../../../../tests/mocks/mock-route';
import { newId, type MockState } from '../../../../tests/mocks/mock-state';
import { manageDataOf, manageKit, nowIso, sorted } from './mock-state';
import { refused, stale } from './mock-problems';
import { mockCheckPlace, mockPlaceOf } from './places-mock';
import { MOCK_DEMO_OFFICES } from '../../commerce/mocks/demo-offices';
import type { Decision } from '../../../domain/rules/decision';

type Purchase = { orderNumber: string | null; purchaseDate: string | null; purchaseCostCents: number | null; notes: string | null };
export type MockConsumable = Purchase & {
  id: string; organisationId: string; name: string; category: string; manufacturer: string | null; modelNumber: string | null; itemNumber: string | null;
  locationId: string | null; quantity: number; minQuantity: number; createdAt: string; version: number;
  issues: { id: string; userId: string; quantity: number; note: string | null; issuedBy: string | null; at: string }[];
};
export type MockComponent = Purchase & {
  id: string; organisationId: string; name: string; category: string; manufacturer: string | null; modelNumber: string | null; serial: string | null;
  locationId: string | null; total: number; remaining: number; minQuantity: number; createdAt: string; version: number;
  installs: { id: string; assetId: string; quantity: number; at: string }[];
};

const EMPTY = { manufacturer: null, modelNumber: null, locationId: null, minQuantity: 0, orderNumber: null, purchaseDate: null, purchaseCostCents: null, notes: null };

/** Acme's consumables and components, per mock state, beside Manage's other records. */
class StockMockData {
  readonly consumables: MockConsumable[] = [];
  readonly components: MockComponent[] = [];
  constructor(state: MockState) {
    const organisationId = state.users[0]!.organisationId;
    const at = nowIso();
    const locationId = MOCK_DEMO_OFFICES[0].id;
    this.consumables.push(
      { id: newId(), organisationId, ...EMPTY, name: 'HP 305A black toner', category: 'Toner', manufacturer: 'HP', itemNumber: 'CE410A', locationId, quantity: 3, minQuantity: 4, createdAt: at, version: 1, issues: [] },
      { id: newId(), organisationId, ...EMPTY, name: 'AA batteries (pack of 4)', category: 'Batteries', itemNumber: null, locationId, quantity: 40, minQuantity: 10, createdAt: at, version: 1, issues: [] },
    );
    this.components.push({ id: newId(), organisationId, ...EMPTY, name: '16 GB DDR5 SO-DIMM', category: 'RAM', manufacturer: 'Crucial', serial: null, locationId, total: 10, remaining: 10, minQuantity: 2, createdAt: at, version: 1, installs: [] });
  }
}
const stores = new WeakMap<MockState, StockMockData>();
export function stockDataOf(state: MockState): StockMockData {
  let found = stores.get(state);
  if (!found) stores.set(state, (found = new StockMockData(state)));
  return found;
}

const withField = <T>(decision: Decision<T>, field: string): T => {
  if (!decision.ok) throw refused(decision.reason, decision.code, decision.params, field);
  return decision.value;
};

/** Manage's consumables and components in memory, with the domain's counting rules. */
export function manageConsumableHandlers(state: MockState, baseUrl: string): HttpHandler[] {
  const route = mockRouter(state, baseUrl);
  const manage = manageDataOf(state);
  const stock = stockDataOf(state);
  const { audit, mine, findIn, personOrNotFound } = manageKit(state, manage);
  const consumableOf = (caller: StaffCaller, c: MockConsumable) => {
    const { organisationId: _o, locationId, issues, ...rest } = c;
    return {
      ...rest,
      location: mockPlaceOf(state, locationId),
      lowStock: isBelowMinimum(c.quantity, c.minQuantity),
      issued: issues.reduce((n, issue) => n + issue.quantity, 0),
      issues: [...issues].reverse().map(({ userId, ...issue }) => ({ ...issue, person: manage.person(caller.user.organisationId, userId)! })),
    };
  };
  const componentOf = (c: MockComponent) => {
    const { organisationId: _o, locationId, installs, ...rest } = c;
    return {
      ...rest,
      location: mockPlaceOf(state, locationId),
      lowStock: isBelowMinimum(c.remaining, c.minQuantity),
      installs: installs.map(({ assetId, ...install }) => {
        const asset = manage.assets.find((a) => a.id === assetId)!;
        return { ...install, asset: { id: asset.id, assetTag: asset.assetTag, model: asset.model } };
      }),
    };
  };
  const matches = (q: string | undefined, ...texts: (string | null)[]) => !q || texts.join(' ').toLowerCase().includes(q.toLowerCase());
  const filters = (item: { category: string; locationId: string | null }, query: { category?: string | undefined; locationId?: string | undefined }) =>
    (!query.category || item.category === query.category) && (!query.locationId || item.locationId === query.locationId);

  return [
    route(routes.listManageConsumables, ({ caller, query }) => {
      const items = mine(caller, stock.consumables)
        .filter((c) => filters(c, query) && matches(query.q, c.name, c.category, c.modelNumber, c.itemNumber))
        .filter((c) => query.lowStock === undefined || isBelowMinimum(c.quantity, c.minQuantity) === query.lowStock);
      return pageOfItems(sorted(items, query.sort, 'name').map((c) => { const { issues: _i, ...item } = consumableOf(caller, c); return item; }), query);
    }),
    route(routes.createManageConsumable, ({ caller, body }) => {
      mockCheckPlace(state, caller.user.organisationId, body.locationId);
      const consumable: MockConsumable = { id: newId(), organisationId: caller.user.organisationId, ...EMPTY, itemNumber: null, ...body, createdAt: nowIso(), version: 1, issues: [] };
      stock.consumables.push(consumable);
      audit(caller, 'consumable.created', 'consumable', consumable.id, body);
      return consumableOf(caller, consumable);
    }),
    route(routes.getManageConsumable, ({ caller, params }) => consumableOf(caller, findIn(caller, stock.consumables, params.id, 'consumable'))),
    route(routes.updateManageConsumable, ({ caller, params, body }) => {
      const consumable = findIn(caller, stock.consumables, params.id, 'consumable');
      if (consumable.version !== body.version) throw stale();
      mockCheckPlace(state, caller.user.organisationId, body.locationId);
      const { version: _v, ...values } = body;
      Object.assign(consumable, values, { version: consumable.version + 1 });
      return consumableOf(caller, consumable);
    }),
    route(routes.issueManageConsumable, ({ caller, params, body }) => {
      const consumable = findIn(caller, stock.consumables, params.id, 'consumable');
      personOrNotFound(caller, body.userId);
      consumable.quantity = withField(issueUnits(consumable, body.quantity), 'quantity').quantity;
      consumable.issues.push({ id: newId(), userId: body.userId, quantity: body.quantity, note: body.note?.trim() || null, issuedBy: caller.user.name, at: nowIso() });
      consumable.version += 1;
      audit(caller, 'consumable.issued', 'consumable', consumable.id, { userId: body.userId, quantity: body.quantity });
      return consumableOf(caller, consumable);
    }),

    route(routes.listManageComponents, ({ caller, query }) => {
      const items = mine(caller, stock.components)
        .filter((c) => filters(c, query) && matches(query.q, c.name, c.category, c.serial, c.modelNumber))
        .filter((c) => !query.assetId || c.installs.some((install) => install.assetId === query.assetId))
        .filter((c) => query.lowStock === undefined || isBelowMinimum(c.remaining, c.minQuantity) === query.lowStock);
      return pageOfItems(sorted(items, query.sort, 'name').map((c) => { const { installs: _i, ...item } = componentOf(c); return item; }), query);
    }),
    route(routes.createManageComponent, ({ caller, body }) => {
      mockCheckPlace(state, caller.user.organisationId, body.locationId);
      const component: MockComponent = { id: newId(), organisationId: caller.user.organisationId, ...EMPTY, serial: null, ...body, remaining: body.total, createdAt: nowIso(), version: 1, installs: [] };
      stock.components.push(component);
      audit(caller, 'component.created', 'component', component.id, body);
      return componentOf(component);
    }),
    route(routes.getManageComponent, ({ caller, params }) => componentOf(findIn(caller, stock.components, params.id, 'component'))),
    route(routes.updateManageComponent, ({ caller, params, body }) => {
      const component = findIn(caller, stock.components, params.id, 'component');
      if (component.version !== body.version) throw stale();
      mockCheckPlace(state, caller.user.organisationId, body.locationId);
      const { version: _v, total, ...values } = body;
      const counted = total === undefined ? {} : withField(recountComponents(component, total), 'total');
      Object.assign(component, values, counted, { version: component.version + 1 });
      return componentOf(component);
    }),
    route(routes.installManageComponent, ({ caller, params, body }) => {
      const component = findIn(caller, stock.components, params.id, 'component');
      const asset = manage.asset(caller.user, body.assetId);
      if (asset.archived) throw refused('Parts cannot go into an archived asset.', 'asset-archived', {}, 'assetId');
      component.remaining = withField(installUnits(component, body.quantity), 'quantity').remaining;
      const held = component.installs.find((install) => install.assetId === asset.id);
      if (held) Object.assign(held, { quantity: held.quantity + body.quantity, at: nowIso() });
      else component.installs.push({ id: newId(), assetId: asset.id, quantity: body.quantity, at: nowIso() });
      component.version += 1;
      audit(caller, 'component.installed', 'component', component.id, { assetId: asset.id, assetTag: asset.assetTag, quantity: body.quantity });
      return componentOf(component);
    }),
    route(routes.removeManageComponent, ({ caller, params, body }) => {
      const component = findIn(caller, stock.components, params.id, 'component');
      const install = component.installs.find((each) => each.id === params.installId);
      if (!install) throw mockNotFound('installation');
      component.remaining = withField(removeUnits(component, install.quantity, body.quantity), 'quantity').remaining;
      install.quantity -= body.quantity;
      if (install.quantity === 0) component.installs = component.installs.filter((each) => each !== install);
      component.version += 1;
      audit(caller, 'component.removed', 'component', component.id, { assetId: install.assetId, quantity: body.quantity });
      return componentOf(component);
    }),
  ];
}

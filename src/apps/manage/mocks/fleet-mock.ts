import type { HttpHandler } from 'msw';
import { pageOfItems } from '../../../../contract/app-listing';
import * as routes from '../../../../contract/apps/manage/fleet-routes';
import type { FleetItem } from '../../../../contract/apps/manage/fleet-schemas';
import { toCsv } from '../../../domain/csv/csv-text';
import { readAssetCode } from '../../../domain/devices/asset-code';
import { stockStatus } from '../domain/fleet-items';
import { mockRouter, type StaffCaller } from '../../../../tests/mocks/mock-route';
import type { MockState } from '../../../../tests/mocks/mock-state';
import { manageDataOf, manageKit } from './mock-state';
import { mockPlaceOf } from './places-mock';
import { stockDataOf } from './consumables-mock';

type Row = FleetItem & { locationId: string | null };

/** What only an asset has. */
const NOT_AN_ASSET = { statusLabel: null, bookValueCents: null };

const key = (text: string | null | undefined) => (text ?? '').toLowerCase().replace(/[^\p{L}\p{N}]+/gu, '');

/** All assets and Assets detail in memory: every kind in one list, found and filtered as the server does. */
export function manageFleetHandlers(state: MockState, baseUrl: string): HttpHandler[] {
  const route = mockRouter(state, baseUrl);
  const data = manageDataOf(state);
  const stock = stockDataOf(state);
  const { mine } = manageKit(state, data);
  const today = () => new Date().toISOString().slice(0, 10);
  const rowsOf = (caller: StaffCaller): Row[] => {
    const place = (locationId: string | null) => ({ locationId, location: mockPlaceOf(state, locationId) });
    const orgId = caller.user.organisationId;
    return [
      ...mine(caller, data.assets).filter((a) => !a.archived).map((a) => {
        const { statusLabel, bookValueCents } = data.assetItem(a);
        return {
          kind: 'asset' as const, id: a.id, name: [a.manufacturer, a.model].filter(Boolean).join(' '), tag: a.assetTag, serial: a.serial, status: a.status,
          category: a.productType, holder: data.person(orgId, a.assigneeId)?.name ?? null, quantity: 1, total: 1, statusLabel, bookValueCents, createdAt: a.createdAt, ...place(a.locationId),
        };
      }),
      ...mine(caller, data.accessories).filter((a) => !a.archived).map((a) => ({
        kind: 'accessory' as const, id: a.id, name: a.name, tag: null, serial: null, status: stockStatus(a.available, a.lowStockThreshold),
        category: a.category, holder: null, quantity: a.available, total: a.total, createdAt: a.createdAt, ...NOT_AN_ASSET, ...place(a.locationId),
      })),
      ...mine(caller, stock.consumables).map((c) => ({
        kind: 'consumable' as const, id: c.id, name: c.name, tag: null, serial: null, status: stockStatus(c.quantity, c.minQuantity),
        category: c.category, holder: null, quantity: c.quantity, total: c.quantity, createdAt: c.createdAt, ...NOT_AN_ASSET, ...place(c.locationId),
      })),
      ...mine(caller, stock.components).map((c) => ({
        kind: 'component' as const, id: c.id, name: c.name, tag: null, serial: c.serial, status: stockStatus(c.remaining, c.minQuantity),
        category: c.category, holder: null, quantity: c.remaining, total: c.total, createdAt: c.createdAt, ...NOT_AN_ASSET, ...place(c.locationId),
      })),
      ...mine(caller, data.licences).map((l) => {
        const free = Math.max(l.seats - l.assignments.length, 0);
        const category = data.software.find((s) => s.id === l.softwareId)?.category ?? null;
        return {
          kind: 'licence' as const, id: l.id, name: l.name, tag: null, serial: null, status: l.expiresOn !== null && l.expiresOn < today() ? ('expired' as const) : free <= 0 ? ('none-left' as const) : ('available' as const),
          category, holder: null, quantity: free, total: l.seats, createdAt: l.createdAt, ...NOT_AN_ASSET, location: null, locationId: null,
        };
      }),
    ];
  };
  const filtered = (caller: StaffCaller, query: { q?: string | undefined; kind?: string | undefined; status?: string | undefined; locationId?: string | undefined; category?: string | undefined; sort?: string | undefined }) => {
    const q = query.q?.toLowerCase();
    const rows = rowsOf(caller).filter(
      (row) =>
        (!query.kind || row.kind === query.kind) &&
        (!query.status || row.status === query.status) &&
        (!query.locationId || row.locationId === query.locationId) &&
        (!query.category || row.category === query.category) &&
        (!q || [row.name, row.tag, row.serial, row.category, row.holder].some((text) => text?.toLowerCase().includes(q))),
    );
    const descending = query.sort?.startsWith('-') ?? false;
    const field = (query.sort?.replace(/^-/, '') ?? 'name') as keyof FleetItem;
    const value = (row: Row) => row[field];
    return rows.sort((a, b) => {
      const [x, y] = [value(a), value(b)];
      const order = typeof x === 'number' && typeof y === 'number' ? x - y : String(x ?? '').toLowerCase().localeCompare(String(y ?? '').toLowerCase());
      return (descending ? -order : order) || a.kind.localeCompare(b.kind) || a.id.localeCompare(b.id);
    });
  };
  const itemOf = ({ locationId: _l, ...item }: Row): FleetItem => item;

  return [
    route(routes.listAllAssets, ({ caller, query }) => pageOfItems(filtered(caller, query).map(itemOf), query)),
    route(routes.exportAllAssets, ({ caller, query }) => {
      const lines = filtered(caller, query).map((r) => [r.kind, r.name, r.tag, r.serial, r.status, r.category, r.location?.name ?? null, r.holder, r.quantity, r.total]);
      return { filename: `all-assets-${today()}.csv`, contentType: 'text/csv; charset=utf-8', content: toCsv(['Type', 'Name', 'Tag', 'Serial', 'Status', 'Category', 'Location', 'Holder', 'Quantity', 'Total'], lines) };
    }),
    route(routes.lookUpAssetDetail, ({ caller, query }) => {
      const code = readAssetCode(query.code);
      const assets = mine(caller, data.assets);
      let found = code.kind === 'id' ? assets.filter((a) => a.id === code.id) : assets.filter((a) => [a.assetTag, a.serial].some((text) => text && key(text) === key(code.kind === 'tag' ? code.tag : code.text)));
      let exact = found.length > 0;
      if (found.length === 0 && code.kind === 'text') {
        found = assets.filter((a) => !a.archived && data.matches(a, code.text)).slice(0, 20);
        exact = false;
      }
      return { items: found.sort((a, b) => a.assetTag.localeCompare(b.assetTag)).map((a) => data.assetItem(a)), exact };
    }),
    route(routes.getAssetDetailStory, ({ caller, params }) => {
      const { organisationId } = data.asset(caller.user, params.id);
      return data.story.ofAsset(organisationId, params.id, (id) => data.person(organisationId, id));
    }),
  ];
}

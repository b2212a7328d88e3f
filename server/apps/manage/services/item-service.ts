import type { z } from 'zod';
import type { AssetLookupQuery, FleetExportQuery, FleetListQuery } from '../../../../contract/apps/manage/fleet-schemas';
import type { PlaceRef } from '../../../../contract/apps/manage/place-schemas';
import { readAssetCode } from '../../../../src/domain/devices/asset-code';
import { toCsv } from '../../../../src/domain/csv/csv-text';
import { FileLinks, pageAnswer, type StaffPrincipal } from '../../../kernel';
import type { ItemRow } from '../repositories/item-repository';
import type { ManageDeps } from './service-deps';
import { placeOf, placesOfRows } from './asset-places';
import { assetItemOf } from './asset-view';
import { assetConfigOf, configuredOf } from './asset-config';

/** As many rows as Manage's own asset export: a whole fleet of 100,000 in one file. */
const EXPORT_LIMIT = 100_000;
/** Enough to choose from when a code is only part of a tag or serial; more means the code should be longer. */
const LOOKUP_LIMIT = 20;

/** What only an asset has. */
const NOT_AN_ASSET = { statusLabel: null, bookValueCents: null };

function itemOf(row: ItemRow, places: ReadonlyMap<string, PlaceRef>, configured: ReadonlyMap<string, ReturnType<typeof configuredOf>>) {
  const { locationId, createdAt, ...rest } = row;
  return { ...rest, ...(configured.get(row.id) ?? NOT_AN_ASSET), location: placeOf(places, locationId), createdAt: createdAt.toISOString() };
}

const CSV_HEADER = ['Type', 'Name', 'Tag', 'Serial', 'Status', 'Category', 'Location', 'Holder', 'Quantity', 'Total'];

/** All assets (every kind owned, in one list) and Assets detail (one asset found by what is on its label). */
export class ManageItemService {
  private readonly links: FileLinks;

  constructor(private readonly deps: Pick<ManageDeps, 'store' | 'now' | 'config' | 'keys' | 'places'>) {
    this.links = new FileLinks(deps);
  }

  async list(principal: StaffPrincipal, query: z.output<typeof FleetListQuery>) {
    const { repos } = this.deps.store;
    const { rows, total } = await repos.own.items.list(principal.organisationId, query, this.today());
    // The page's assets' labels and book values, read as Manage's own list reads them.
    const assets = await repos.own.assets.findMany(principal.organisationId, rows.filter((row) => row.kind === 'asset').map((row) => row.id));
    const config = await assetConfigOf(repos, principal.organisationId, this.deps.now());
    const configured = new Map(assets.map((asset) => [asset.id, configuredOf(asset, config)]));
    const places = await placesOfRows(this.deps.places, repos, principal.organisationId, rows);
    return pageAnswer(rows.map((row) => itemOf(row, places, configured)), total, query);
  }

  async export(principal: StaffPrincipal, query: z.output<typeof FleetExportQuery>) {
    const { repos } = this.deps.store;
    const rows = await repos.own.items.all(principal.organisationId, query, this.today(), EXPORT_LIMIT);
    const places = await placesOfRows(this.deps.places, repos, principal.organisationId, rows);
    const lines = rows.map((row) => [row.kind, row.name, row.tag, row.serial, row.status, row.category, placeOf(places, row.locationId)?.name ?? null, row.holder, row.quantity, row.total]);
    return { filename: `all-assets-${this.today()}.csv`, contentType: 'text/csv; charset=utf-8', content: toCsv(CSV_HEADER, lines) };
  }

  /** Exact tag or serial first (what a scanner or a careful person types); otherwise Manage's asset search. */
  async lookUp(principal: StaffPrincipal, query: z.output<typeof AssetLookupQuery>) {
    const { repos } = this.deps.store;
    const organisationId = principal.organisationId;
    const code = readAssetCode(query.code);
    let rows;
    let exact = true;
    if (code.kind === 'id') rows = await repos.own.assets.findMany(organisationId, [code.id]);
    else {
      const wanted = code.kind === 'tag' ? code.tag : code.text;
      rows = await repos.own.assets.findMany(organisationId, await repos.own.items.exactAssetIds(organisationId, wanted));
      if (rows.length === 0 && code.kind === 'text') {
        exact = false;
        rows = (await repos.own.assets.list(organisationId, { q: wanted, archived: false, page: 1, pageSize: LOOKUP_LIMIT })).rows;
      }
    }
    rows.sort((a, b) => Number(a.archived) - Number(b.archived) || a.assetTag.localeCompare(b.assetTag));
    const places = await placesOfRows(this.deps.places, repos, organisationId, rows);
    const config = await assetConfigOf(repos, organisationId, this.deps.now());
    return { items: rows.map((row) => assetItemOf(row, this.links, places, config)), exact: exact && rows.length > 0 };
  }

  private today(): string {
    return this.deps.now().toISOString().slice(0, 10);
  }
}

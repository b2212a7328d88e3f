import type { LifeStory } from '../../../../domain/life-story';
import type { DownloadedFile, ListPage, ListRequest } from '../../../../application/ports/list-page';
import type { ItemKind, ItemStatus } from '../../domain/fleet-items';
import type { Asset } from './assets-gateway';
import type { PlaceRef } from './places-gateway';

/** One thing the organisation owns, whatever its kind, as All assets lists it. */
export interface FleetItem {
  readonly kind: ItemKind;
  readonly id: string;
  readonly name: string;
  readonly tag: string | null;
  readonly serial: string | null;
  readonly status: ItemStatus;
  readonly category: string | null;
  readonly location: PlaceRef | null;
  readonly holder: string | null;
  readonly quantity: number;
  readonly total: number;
  /** An asset's status label; other kinds have none. */
  readonly statusLabel: Asset['statusLabel'];
  /** An asset's value today by its depreciation schedule, in cents; null for other kinds. */
  readonly bookValueCents: number | null;
  readonly createdAt: string;
}

export interface FleetQuery extends ListRequest {
  readonly kind?: ItemKind | undefined;
  readonly status?: ItemStatus | undefined;
  readonly locationId?: string | undefined;
  readonly category?: string | undefined;
}

/** The assets a code found: `exact` when it was a whole tag, serial or label address. */
export interface AssetLookup {
  readonly items: readonly Asset[];
  readonly exact: boolean;
}

/** All assets and Assets detail: readable by the people granted them, whether or not they open Manage. */
export interface FleetGateway {
  list(query: FleetQuery): Promise<ListPage<FleetItem>>;
  exportCsv(query: Omit<FleetQuery, 'page' | 'pageSize'>): Promise<DownloadedFile>;
  lookUp(code: string): Promise<AssetLookup>;
  story(id: string): Promise<LifeStory>;
}

export const FLEET_GATEWAY = Symbol.for('FleetGateway');

import { withQuery } from '../../../domain/routing/with-query';
import { appBase } from '../../../domain/routing/route-builders';
import type { ItemKind } from './fleet-items';
import { managePaths } from './paths';

/** Where each kind of item opens: an asset in Assets detail, the others on their Manage page. */
export function fleetItemPath(item: { readonly kind: ItemKind; readonly id: string; readonly tag: string | null }): string {
  switch (item.kind) {
    case 'asset':
      return assetDetailPath({ tag: item.tag ?? '' });
    case 'accessory':
      return managePaths.updateAccessory(item.id);
    case 'consumable':
      return managePaths.consumables(item.id);
    case 'component':
      return managePaths.components(item.id);
    case 'licence':
      return managePaths.licence(item.id);
  }
}

/** Assets detail, opened on one tag (what a label's QR code holds) or on a search. */
export function assetDetailPath(find: { tag: string } | { q: string }): string {
  return withQuery(appBase('assets-detail'), find);
}

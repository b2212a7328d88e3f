import { apps } from '../../apps';

/**
 * The page of the app that works on an order of this kind (an app's declared `orderPage`), with the app's slug for its
 * name; null when no app declares one. Manage Orders shows the link, so an order placed by another app leads to it.
 */
export function orderPageOf(kind: string, orderId: string): { readonly slug: string; readonly href: string } | null {
  for (const declaration of apps) {
    for (const app of declaration.apps) {
      if (app.orderPage?.kind === kind) return { slug: app.slug, href: app.orderPage.path.replace(':id', encodeURIComponent(orderId)) };
    }
  }
  return null;
}

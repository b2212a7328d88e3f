import { Package, ShoppingCart } from 'lucide-react';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'wouter';
import { PageHeader } from '../../../../ui/kit/page-header';
import { SectionTabs } from '../../../../ui/kit/section-tabs';
import { useShownRoute } from '../../../../ui/routing/use-navigation';
import { storeHasKits, type Store } from '../../domain/catalogue-terms';
import { useCart, useCartLiveUpdates } from '../queries/cart';
import { storePaths } from './store-paths';

/** The storefront's sections, each with the route names (after the slug) that belong to it, for aria-current. */
const sections = [
  { key: 'home', href: (store: Store) => storePaths(store).home, routes: ['home', 'product'] },
  { key: 'categories', href: (store: Store) => storePaths(store).categories, routes: ['categories', 'category'] },
  { key: 'kits', href: (store: Store) => storePaths(store).kits, routes: ['kits'] },
  { key: 'search', href: (store: Store) => storePaths(store).search(), routes: ['search'] },
] as const;

/** The cart's units, kept live: the header's way to the cart says how many it holds. */
function CartLink({ store }: { store: Store }) {
  const { t } = useTranslation('commerce-storefront');
  useCartLiveUpdates();
  const count = useCart(store).data?.count ?? 0;
  return (
    <Link href={storePaths(store).cart} className="button store-cart-link">
      <ShoppingCart size={16} aria-hidden="true" />
      <span>{t('cartCount', { count })}</span>
    </Link>
  );
}

/** Every storefront screen: the header with the way to the cart, the store's sections, then the screen. */
export function StoreFrame({ store, title, lead, children }: { store: Store; title: ReactNode; lead?: ReactNode; children: ReactNode }) {
  // Both namespaces load before the screen shows, so no part of it suspends later for the shared one.
  const { t } = useTranslation(['commerce-storefront', 'commerce']);
  const child = useShownRoute()?.match.route.name.slice(store.length + 1) ?? '';
  const shown = sections.filter((section) => section.key !== 'kits' || storeHasKits(store));
  return (
    <section className={`screen storefront storefront--${store}`} aria-labelledby="store-title">
      <PageHeader
        title={title}
        titleId="store-title"
        lead={lead}
        actions={
          <>
            <Link href={storePaths(store).orders} className="button button--ghost">
              <Package size={16} aria-hidden="true" />
              <span>{t('myOrders')}</span>
            </Link>
            <CartLink store={store} />
          </>
        }
      />
      <SectionTabs
        label={t('sections.label')}
        tabs={shown.map((section) => ({
          key: section.key,
          href: section.href(store),
          label: t(`sections.${section.key}`),
          current: (section.routes as readonly string[]).includes(child),
        }))}
      />
      {children}
    </section>
  );
}

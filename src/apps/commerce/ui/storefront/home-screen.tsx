import { Search } from 'lucide-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useLocation } from 'wouter';
import { QueryView } from '../../../../ui/kit/query-view';
import type { ScreenProps } from '../../../../ui/routing/screen-props';
import { useStoreHome } from '../queries/storefront';
import { CategoryTiles } from './category-tiles';
import { ProductGrid } from './product-tile';
import { StoreFrame } from './store-frame';
import { storeOf, storePaths } from './store-paths';

/** home: a search to start from, what the store features, what I looked at last, and its categories. */
export default function StoreHomeScreen({ match }: ScreenProps) {
  const { t } = useTranslation(['commerce-storefront', 'commerce']);
  const store = storeOf(match);
  const home = useStoreHome(store);
  const [, navigate] = useLocation();
  const [text, setText] = useState('');
  return (
    <StoreFrame store={store} title={t(`stores.${store}.name`)} lead={t(`stores.${store}.lead`)}>
      <form
        className="store-hero"
        role="search"
        aria-label={t('search.label')}
        onSubmit={(event) => {
          event.preventDefault();
          navigate(storePaths(store).search(text.trim()));
        }}
      >
        <label className="store-hero__field">
          <span className="visually-hidden">{t('search.label')}</span>
          <Search size={18} aria-hidden="true" />
          <input className="input" type="search" value={text} onChange={(event) => setText(event.target.value)} placeholder={t(`stores.${store}.searchHint`)} />
        </label>
        <button type="submit" className="button button--primary">
          {t('search.submit')}
        </button>
      </form>
      <QueryView
        query={home}
        isEmpty={(data) => data.featured.length === 0 && data.categories.length === 0 && data.recentlyViewed.length === 0}
        empty={t('home.empty')}
      >
        {(data) => (
          <>
            {data.featured.length > 0 && (
              <section className="store-row" aria-labelledby="store-featured">
                <h2 id="store-featured">{t('home.featured')}</h2>
                <ProductGrid products={data.featured} label={t('home.featured')} />
              </section>
            )}
            {data.recentlyViewed.length > 0 && (
              <section className="store-row" aria-labelledby="store-recent">
                <h2 id="store-recent">{t('home.recentlyViewed')}</h2>
                <ProductGrid products={data.recentlyViewed} label={t('home.recentlyViewed')} />
              </section>
            )}
            {data.categories.length > 0 && (
              <section className="store-row" aria-labelledby="store-categories">
                <div className="store-row__head">
                  <h2 id="store-categories">{t('home.categories')}</h2>
                  <Link href={storePaths(store).categories}>{t('home.allCategories')}</Link>
                </div>
                <CategoryTiles store={store} categories={data.categories} label={t('home.categories')} />
              </section>
            )}
          </>
        )}
      </QueryView>
    </StoreFrame>
  );
}

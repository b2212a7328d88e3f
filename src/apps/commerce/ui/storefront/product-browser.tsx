import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ListFilter } from '../../../../ui/kit/list-filter';
import { ListSearch } from '../../../../ui/kit/list-search';
import { Pager } from '../../../../ui/kit/pager';
import { QueryView } from '../../../../ui/kit/query-view';
import { moneyInput, parseMoney } from '../../../../ui/kit/format';
import { useListState, type ListControls } from '../../../../ui/kit/use-list-state';
import type { ProductQuery, ProductSort } from '../../application/ports/storefront-gateway';
import { CONDITIONS, type ProductKind, type Store } from '../../domain/catalogue-terms';
import { useProducts } from '../queries/storefront';
import { ProductGrid } from './product-tile';

const FILTERS = ['minPrice', 'maxPrice', 'condition', 'inStock'] as const;
const SORTS: readonly ProductSort[] = ['name', 'price', '-price', '-createdAt'];

const centsOf = (text: string | undefined) => (text === undefined || text === '' ? null : Number(text));

/** The price range in the reader's currency units; the address keeps minor units. Applied on Apply or Enter. */
function PriceRange({ controls }: { controls: ListControls }) {
  const { t } = useTranslation('commerce-storefront');
  const { minPrice, maxPrice } = controls.state.filters;
  const [min, setMin] = useState(moneyInput(centsOf(minPrice)));
  const [max, setMax] = useState(moneyInput(centsOf(maxPrice)));
  useEffect(() => setMin(moneyInput(centsOf(minPrice))), [minPrice]);
  useEffect(() => setMax(moneyInput(centsOf(maxPrice))), [maxPrice]);
  const [minCents, maxCents] = [parseMoney(min), parseMoney(max)];
  const invalid = minCents === undefined || maxCents === undefined;
  return (
    <form
      className="price-range"
      aria-label={t('filters.price')}
      onSubmit={(event) => {
        event.preventDefault();
        if (invalid) return;
        controls.setFilter('minPrice', minCents === null ? undefined : String(minCents));
        controls.setFilter('maxPrice', maxCents === null ? undefined : String(maxCents));
      }}
    >
      <label className="field">
        <span>{t('filters.minPrice')}</span>
        <input className="input" inputMode="decimal" value={min} onChange={(event) => setMin(event.target.value)} aria-invalid={minCents === undefined || undefined} />
      </label>
      <label className="field">
        <span>{t('filters.maxPrice')}</span>
        <input className="input" inputMode="decimal" value={max} onChange={(event) => setMax(event.target.value)} aria-invalid={maxCents === undefined || undefined} />
      </label>
      <button type="submit" className="button">
        {t('filters.apply')}
      </button>
    </form>
  );
}

/**
 * A store's products with the filters and sort the address keeps (price range, condition in Device Hub, in stock
 * only), paged on the server. `fixed` narrows the list for the page (a category, the kits); `search` adds the
 * search as you type.
 */
export function ProductBrowser({
  store,
  fixed,
  label,
  search = false,
}: {
  store: Store;
  fixed: { category?: string; kind?: ProductKind };
  label: string;
  search?: boolean;
}) {
  const { t } = useTranslation('commerce-storefront');
  const controls = useListState(FILTERS, { sort: 'name' });
  const { filters } = controls.state;
  const query: ProductQuery = {
    ...fixed,
    page: controls.state.page,
    pageSize: controls.state.pageSize,
    q: controls.state.q || undefined,
    sort: controls.state.sort as ProductSort,
    condition: store === 'devicehub' ? (filters.condition as ProductQuery['condition']) : undefined,
    minPrice: filters.minPrice ? Number(filters.minPrice) : undefined,
    maxPrice: filters.maxPrice ? Number(filters.maxPrice) : undefined,
    inStock: filters.inStock === 'true' || undefined,
  };
  const products = useProducts(store, query);
  const waitingForSearch = search && !controls.state.q;
  return (
    <div className="product-browser">
      {search && <ListSearch label={t('search.label')} controls={controls} />}
      <div className="product-browser__controls" role="group" aria-label={t('filters.label')}>
        <PriceRange controls={controls} />
        {store === 'devicehub' && (
          <ListFilter
            label={t('filters.condition')}
            name="condition"
            anyLabel={t('filters.anyCondition')}
            options={CONDITIONS.map((condition) => ({ value: condition, label: t(`condition.${condition}`) }))}
            controls={controls}
          />
        )}
        <label className="check">
          <input type="checkbox" checked={filters.inStock === 'true'} onChange={(event) => controls.setFilter('inStock', event.target.checked ? 'true' : undefined)} />
          <span>{t('filters.inStock')}</span>
        </label>
        <label className="field">
          <span>{t('sort.label')}</span>
          <select className="input" value={controls.state.sort} onChange={(event) => controls.setSort(event.target.value)}>
            {SORTS.map((sort) => (
              <option key={sort} value={sort}>
                {t(`sort.${sort}`)}
              </option>
            ))}
          </select>
        </label>
      </div>
      {waitingForSearch ? (
        <p className="muted product-browser__hint">{t('search.hint')}</p>
      ) : (
        <QueryView query={products} isEmpty={(page) => page.items.length === 0} empty={controls.state.q ? t('search.none', { q: controls.state.q }) : t('browse.none')}>
          {(page) => (
            <>
              <ProductGrid products={page.items} label={label} />
              <Pager page={page} controls={controls} />
            </>
          )}
        </QueryView>
      )}
    </div>
  );
}

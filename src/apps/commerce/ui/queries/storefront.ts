import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { useEffect } from 'react';
import { useService } from '../../../../ui/services/service-context';
import { STOREFRONT_GATEWAY, type ProductQuery, type StorefrontGateway } from '../../application/ports/storefront-gateway';
import type { Store } from '../../domain/catalogue-terms';

/** Every storefront query key starts here. */
const STOREFRONT_KEY = 'commerce-storefront';

function useStorefrontGateway() {
  return useService<StorefrontGateway>(STOREFRONT_GATEWAY);
}

export function useStoreHome(store: Store) {
  const gateway = useStorefrontGateway();
  return useQuery({ queryKey: [STOREFRONT_KEY, store, 'home'], queryFn: () => gateway.home(store) });
}

export function useStoreCategories(store: Store) {
  const gateway = useStorefrontGateway();
  return useQuery({ queryKey: [STOREFRONT_KEY, store, 'categories'], queryFn: () => gateway.categories(store) });
}

/** One page of products; the page shown stays while the next one loads, so typing a search never blanks the grid. */
export function useProducts(store: Store, query: ProductQuery) {
  const gateway = useStorefrontGateway();
  return useQuery({ queryKey: [STOREFRONT_KEY, store, 'products', query], queryFn: () => gateway.products(store, query), placeholderData: keepPreviousData });
}

export function useProduct(store: Store, id: string) {
  const gateway = useStorefrontGateway();
  return useQuery({ queryKey: [STOREFRONT_KEY, store, 'product', id], queryFn: () => gateway.product(store, id) });
}

/** Once the product is shown, it enters the reader's recently viewed; a failure there never troubles the page. */
export function useRecordView(store: Store, id: string, shown: boolean) {
  const gateway = useStorefrontGateway();
  useEffect(() => {
    if (shown) gateway.recordView(store, id).catch(() => undefined);
  }, [gateway, store, id, shown]);
}

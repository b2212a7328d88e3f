import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { useRefreshingMutation } from '../../../../ui/queries/use-refreshing-mutation';
import { useService } from '../../../../ui/services/service-context';
import {
  CATALOGUE_GATEWAY,
  type AdminProductQuery,
  type CatalogueGateway,
  type CategoryFields,
  type CommerceSettings,
  type ImageUpload,
  type KitFields,
  type ProductFields,
} from '../../application/ports/catalogue-gateway';
import type { Store } from '../../domain/catalogue-terms';

/** Every catalogue administration query key starts here, so one change refreshes every screen that shows it. */
const CATALOGUE_KEY = 'commerce-catalogue';

function useCatalogueGateway() {
  return useService<CatalogueGateway>(CATALOGUE_GATEWAY);
}

function useCatalogueMutation<Input, Output>(change: (input: Input) => Promise<Output>) {
  return useRefreshingMutation([CATALOGUE_KEY], change);
}

export function useCatalogueOptions(store: Store) {
  const gateway = useCatalogueGateway();
  return useQuery({ queryKey: [CATALOGUE_KEY, store, 'options'], queryFn: () => gateway.options(store) });
}

/** One page of products; the page shown stays while the next loads, so a search never blanks the table. */
export function useAdminProducts(store: Store, query: AdminProductQuery) {
  const gateway = useCatalogueGateway();
  return useQuery({ queryKey: [CATALOGUE_KEY, store, 'products', query], queryFn: () => gateway.list(store, query), placeholderData: keepPreviousData });
}

export function useAdminProduct(store: Store, id: string) {
  const gateway = useCatalogueGateway();
  return useQuery({ queryKey: [CATALOGUE_KEY, store, 'product', id], queryFn: () => gateway.get(store, id) });
}

export function useStockHistory(store: Store, id: string) {
  const gateway = useCatalogueGateway();
  return useQuery({ queryKey: [CATALOGUE_KEY, store, 'history', id], queryFn: () => gateway.history(store, id) });
}

export function useCreateProduct(store: Store) {
  const gateway = useCatalogueGateway();
  return useCatalogueMutation((fields: ProductFields) => gateway.create(store, fields));
}

export function useCreateKit() {
  const gateway = useCatalogueGateway();
  return useCatalogueMutation((fields: KitFields) => gateway.createKit(fields));
}

export function useUpdateProduct(store: Store, id: string) {
  const gateway = useCatalogueGateway();
  return useCatalogueMutation((changes: Partial<KitFields> & { version: number }) => gateway.update(store, id, changes));
}

export function useUploadProductImage(store: Store, id: string) {
  const gateway = useCatalogueGateway();
  return useCatalogueMutation((upload: ImageUpload) => gateway.uploadImage(store, id, upload));
}

export function useRemoveProductImage(store: Store, id: string) {
  const gateway = useCatalogueGateway();
  return useCatalogueMutation((request: { key: string; version: number }) => gateway.removeImage(store, id, request));
}

export function useReceiveStock(store: Store, id: string) {
  const gateway = useCatalogueGateway();
  return useCatalogueMutation((request: { locationId: string; quantity: number; note: string | null }) => gateway.receive(store, id, request));
}

export function useAdjustStock(store: Store, id: string) {
  const gateway = useCatalogueGateway();
  return useCatalogueMutation((request: { locationId: string; counted: number; note: string | null }) => gateway.adjust(store, id, request));
}

export function useCategories(store: Store) {
  const gateway = useCatalogueGateway();
  return useQuery({ queryKey: [CATALOGUE_KEY, store, 'categories'], queryFn: () => gateway.categories(store) });
}

export function useCreateCategory(store: Store) {
  const gateway = useCatalogueGateway();
  return useCatalogueMutation((fields: CategoryFields) => gateway.createCategory(store, fields));
}

export function useUpdateCategory(store: Store, id: string) {
  const gateway = useCatalogueGateway();
  return useCatalogueMutation((changes: CategoryFields & { version: number }) => gateway.updateCategory(store, id, changes));
}

export function useDeleteCategory(store: Store, id: string) {
  const gateway = useCatalogueGateway();
  return useCatalogueMutation((version: number) => gateway.deleteCategory(store, id, version));
}

/** The organisation's commerce settings; both configure apps read and write the same ones. */
export function useCommerceSettings(store: Store) {
  const gateway = useCatalogueGateway();
  return useQuery({ queryKey: [CATALOGUE_KEY, 'settings'], queryFn: () => gateway.settings(store) });
}

export function useUpdateCommerceSettings(store: Store) {
  const gateway = useCatalogueGateway();
  return useCatalogueMutation((settings: CommerceSettings) => gateway.updateSettings(store, settings));
}

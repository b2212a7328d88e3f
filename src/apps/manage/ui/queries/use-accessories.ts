import { keepPreviousData, useQuery, useQueryClient } from '@tanstack/react-query';
import {
  ACCESSORIES_GATEWAY,
  type AccessoriesGateway,
  type AccessoryFields,
  type AccessoryQuery,
} from '../../application/ports/accessories-gateway';
import { useService } from '../../../../ui/services/service-context';
import { MANAGE_KEY, useManageMutation } from './use-manage-mutation';

function useAccessoriesGateway() {
  return useService<AccessoriesGateway>(ACCESSORIES_GATEWAY);
}

/** One page of accessories; the page shown stays while the next one loads. */
export function useAccessories(query: AccessoryQuery) {
  const accessories = useAccessoriesGateway();
  return useQuery({ queryKey: [MANAGE_KEY, 'accessories', query], queryFn: () => accessories.list(query), placeholderData: keepPreviousData });
}

export function useAccessory(id: string) {
  const accessories = useAccessoriesGateway();
  return useQuery({ queryKey: [MANAGE_KEY, 'accessory', id], queryFn: () => accessories.get(id) });
}

export function useCreateAccessory() {
  const accessories = useAccessoriesGateway();
  return useManageMutation((fields: AccessoryFields) => accessories.create(fields));
}

export function useUpdateAccessory() {
  const accessories = useAccessoriesGateway();
  return useManageMutation(({ id, changes }: { id: string; changes: Partial<AccessoryFields> & { version: number } }) => accessories.update(id, changes));
}

export function useCheckOutAccessory() {
  const accessories = useAccessoriesGateway();
  return useManageMutation(({ id, userId, quantity }: { id: string; userId: string; quantity: number }) => accessories.checkOut(id, { userId, quantity }));
}

export function useCheckInAccessory() {
  const accessories = useAccessoriesGateway();
  return useManageMutation(({ id, checkoutId }: { id: string; checkoutId: string }) => accessories.checkIn(id, checkoutId));
}

export function useArchiveAccessory() {
  const accessories = useAccessoriesGateway();
  return useManageMutation(({ id, version }: { id: string; version: number }) => accessories.archive(id, { version }));
}

export function useRestoreAccessory() {
  const accessories = useAccessoriesGateway();
  return useManageMutation(({ id, version }: { id: string; version: number }) => accessories.restore(id, { version }));
}

/** Fetches the newest record past the cache, for the comparison after a stale-version refusal. */
export function useFetchLatestAccessory() {
  const accessories = useAccessoriesGateway();
  const client = useQueryClient();
  return (id: string) => client.fetchQuery({ queryKey: [MANAGE_KEY, 'accessory', id], queryFn: () => accessories.get(id), staleTime: 0 });
}

import { keepPreviousData, skipToken, useQuery } from '@tanstack/react-query';
import { STOCK_GATEWAY, type ComponentFields, type ConsumableFields, type StockGateway, type StockQuery } from '../../application/ports/stock-gateway';
import { useService } from '../../../../ui/services/service-context';
import { MANAGE_KEY, useManageMutation } from './use-manage-mutation';

function useStockGateway() {
  return useService<StockGateway>(STOCK_GATEWAY);
}

export function useConsumables(query: StockQuery) {
  const stock = useStockGateway();
  return useQuery({ queryKey: [MANAGE_KEY, 'consumables', query], queryFn: () => stock.consumables(query), placeholderData: keepPreviousData });
}

export function useConsumable(id: string | undefined) {
  const stock = useStockGateway();
  return useQuery({ queryKey: [MANAGE_KEY, 'consumable', id], queryFn: id ? () => stock.consumable(id) : skipToken });
}

export function useComponents(query: StockQuery) {
  const stock = useStockGateway();
  return useQuery({ queryKey: [MANAGE_KEY, 'components', query], queryFn: () => stock.components(query), placeholderData: keepPreviousData });
}

export function useComponent(id: string | undefined) {
  const stock = useStockGateway();
  return useQuery({ queryKey: [MANAGE_KEY, 'component', id], queryFn: id ? () => stock.component(id) : skipToken });
}

/** Adds a consumable, or edits one when a version is given. */
export function useSaveConsumable() {
  const stock = useStockGateway();
  return useManageMutation(({ id, fields, version }: { id?: string; fields: ConsumableFields; version?: number }) =>
    id && version !== undefined ? stock.updateConsumable(id, { ...fields, version }) : stock.createConsumable(fields),
  );
}

export function useSaveComponent() {
  const stock = useStockGateway();
  return useManageMutation(({ id, fields, version }: { id?: string; fields: ComponentFields; version?: number }) =>
    id && version !== undefined ? stock.updateComponent(id, { ...fields, version }) : stock.createComponent(fields),
  );
}

export function useIssueConsumable() {
  const stock = useStockGateway();
  return useManageMutation(({ id, ...request }: { id: string; userId: string; quantity: number; note: string | null }) => stock.issueConsumable(id, request));
}

export function useInstallComponent() {
  const stock = useStockGateway();
  return useManageMutation(({ id, ...request }: { id: string; assetId: string; quantity: number }) => stock.installComponent(id, request));
}

export function useRemoveComponent() {
  const stock = useStockGateway();
  return useManageMutation(({ id, installId, quantity }: { id: string; installId: string; quantity: number }) => stock.removeComponent(id, installId, { quantity }));
}

import { useQuery } from '@tanstack/react-query';
import { ACCESSORIES_GATEWAY, type AccessoriesGateway } from '../../application/ports/accessories-gateway';
import { ASSETS_GATEWAY, type AssetsGateway, type OverviewCounts } from '../../application/ports/assets-gateway';
import { SOFTWARE_GATEWAY, type SoftwareGateway } from '../../application/ports/software-gateway';
import { useService } from '../../../../ui/services/service-context';
import { MANAGE_KEY } from './use-manage-mutation';

const OVERVIEW = [MANAGE_KEY, 'overview'] as const;

/**
 * Every figure of the overview comes from one call (the asset counts, open findings, imports to review): each widget
 * selects its own, and they share the request.
 */
function useOverviewCounts<Selected>(select: (counts: OverviewCounts) => Selected) {
  const assets = useService<AssetsGateway>(ASSETS_GATEWAY);
  return useQuery({ queryKey: [...OVERVIEW, 'counts'], queryFn: () => assets.overviewCounts(), select });
}

/** How many (non-archived) assets there are of each value of one filter, e.g. every status. */
export function useAssetCounts<Key extends string>(filter: 'status' | 'productType', values: readonly Key[]) {
  return useOverviewCounts((counts) => {
    const of = filter === 'status' ? counts.byStatus : counts.byProductType;
    return values.map((value) => ({ value, total: of[value] ?? 0 }));
  });
}

/** The first few accessories at or under their threshold, fewest left first, and how many there are in all. */
export function useLowStockAccessories(shown: number) {
  const accessories = useService<AccessoriesGateway>(ACCESSORIES_GATEWAY);
  return useQuery({
    queryKey: [...OVERVIEW, 'low-stock', shown],
    queryFn: () => accessories.list({ lowStock: true, page: 1, pageSize: shown, sort: 'available' }),
  });
}

/** Licences whose expiry falls on or before the given day, soonest first. */
export function useExpiringLicences(before: string, shown: number) {
  const software = useService<SoftwareGateway>(SOFTWARE_GATEWAY);
  return useQuery({
    queryKey: [...OVERVIEW, 'expiring-licences', before, shown],
    queryFn: () => software.listLicences({ expiringBefore: before, page: 1, pageSize: shown, sort: 'expiresOn' }),
  });
}

export const useOpenExceptionCount = () => useOverviewCounts((counts) => counts.openExceptions);

export const usePendingImportCount = () => useOverviewCounts((counts) => counts.pendingImports);

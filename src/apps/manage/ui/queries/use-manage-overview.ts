import { useQuery } from '@tanstack/react-query';
import { ACCESSORIES_GATEWAY, type AccessoriesGateway } from '../../application/ports/accessories-gateway';
import { ASSETS_GATEWAY, type AssetsGateway } from '../../application/ports/assets-gateway';
import { REVIEW_GATEWAY, type ReviewGateway } from '../../application/ports/review-gateway';
import { SOFTWARE_GATEWAY, type SoftwareGateway } from '../../application/ports/software-gateway';
import { useService } from '../../../../ui/services/service-context';
import { MANAGE_KEY } from './use-manage-mutation';

const OVERVIEW = [MANAGE_KEY, 'overview'] as const;

/** A list call that asks for one row only: the overview reads how many matched, never the records. */
const COUNT_ONLY = { page: 1, pageSize: 1 } as const;

/** How many (non-archived) assets there are of each value of one filter, e.g. every status: one call for both. */
export function useAssetCounts<Key extends string>(filter: 'status' | 'productType', values: readonly Key[]) {
  const assets = useService<AssetsGateway>(ASSETS_GATEWAY);
  return useQuery({
    queryKey: [...OVERVIEW, 'asset-counts'],
    queryFn: () => assets.counts(),
    select: (counts) => {
      const of = filter === 'status' ? counts.byStatus : counts.byProductType;
      return values.map((value) => ({ value, total: of[value] ?? 0 }));
    },
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

export function useOpenExceptionCount() {
  const review = useService<ReviewGateway>(REVIEW_GATEWAY);
  return useQuery({ queryKey: [...OVERVIEW, 'exceptions'], queryFn: async () => (await review.exceptions(COUNT_ONLY)).total });
}

export function usePendingImportCount() {
  const review = useService<ReviewGateway>(REVIEW_GATEWAY);
  return useQuery({ queryKey: [...OVERVIEW, 'imports'], queryFn: async () => (await review.importedAssets({ ...COUNT_ONLY, state: 'pending' })).total });
}

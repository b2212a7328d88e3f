import { ASSET_STATUSES, PRODUCT_TYPES, type AssetStatus, type ProductType } from '../../domain/asset-status';

/** A product type named in the address, or undefined for 'all' and anything unknown. */
export function productTypeOf(param: string | undefined): ProductType | undefined {
  return (PRODUCT_TYPES as readonly string[]).includes(param ?? '') ? (param as ProductType) : undefined;
}

export function statusOf(param: string | undefined): AssetStatus | undefined {
  return (ASSET_STATUSES as readonly string[]).includes(param ?? '') ? (param as AssetStatus) : undefined;
}

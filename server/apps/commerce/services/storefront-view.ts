import type { z } from 'zod';
import type { ProductCard } from '../../../../contract/apps/commerce/storefront-schemas';
import type { FileLinks } from '../../../kernel';
import type { ProductCardRow } from '../repositories/storefront-repository';

export type Links = Pick<FileLinks, 'linkOf'>;

/** A stored image as an answer carries it: a fresh signed link, never its key. */
export const imageUrlOf = (links: Links, organisationId: string, key: string | null | undefined) =>
  key ? links.linkOf(organisationId, key) : null;

/** A product as a tile shows it. */
export function productCardOf(row: ProductCardRow, links: Links): z.input<typeof ProductCard> {
  return {
    id: row.id,
    store: row.store,
    kind: row.kind,
    name: row.name,
    category: row.categorySlug && row.categoryName ? { slug: row.categorySlug, name: row.categoryName } : null,
    price: { amountMinor: row.priceMinor, currency: row.currency },
    imageUrl: imageUrlOf(links, row.organisationId, row.imageKeys[0]),
    condition: row.condition,
    available: row.available,
    createdAt: row.createdAt.toISOString(),
  };
}

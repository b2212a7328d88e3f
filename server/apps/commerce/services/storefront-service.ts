import type { z } from 'zod';
import type { ProductListQuery } from '../../../../contract/apps/commerce/storefront-schemas';
import type { Store } from '../../../../src/apps/commerce/domain/catalogue-terms';
import { FileLinks, notFound, type StaffPrincipal } from '../../../kernel';
import type { CommerceDeps } from './service-deps';
import { linkedLevels } from './linked-stock';
import { imageUrlOf, productCardOf, type Links } from './storefront-view';

/** How many products each row of the home page shows. */
const HOME_ROW = 8;

/**
 * Browsing one store as one reader: only its active products their role may see, prices in the catalogue's currency
 * (the organisation's), images as signed links. Every read names the reader's organisation.
 */
export class StorefrontService {
  private readonly links: Links;

  constructor(private readonly deps: Pick<CommerceDeps, 'store' | 'now' | 'config' | 'keys' | 'accessoryStock'>) {
    this.links = new FileLinks(deps);
  }

  private get storefront() {
    return this.deps.store.repos.own.storefront;
  }

  private linked(reader: StaffPrincipal) {
    return linkedLevels(this.deps.store.repos, this.deps.accessoryStock, reader.organisationId);
  }

  async home(reader: StaffPrincipal, store: Store) {
    const linked = await this.linked(reader);
    const featured = await this.storefront.featured(reader, store, HOME_ROW, linked);
    const recent = await this.storefront.recentlyViewed(reader, store, HOME_ROW, linked);
    return {
      featured: featured.map((row) => productCardOf(row, this.links)),
      recentlyViewed: recent.map((row) => productCardOf(row, this.links)),
      categories: await this.categoryList(reader, store),
    };
  }

  async categories(reader: StaffPrincipal, store: Store) {
    return { items: await this.categoryList(reader, store) };
  }

  private async categoryList(reader: StaffPrincipal, store: Store) {
    const rows = await this.storefront.categories(reader, store);
    return rows.map(({ imageKey, ...category }) => ({ ...category, imageUrl: imageUrlOf(this.links, reader.organisationId, imageKey) }));
  }

  async products(reader: StaffPrincipal, store: Store, query: z.output<typeof ProductListQuery>) {
    const { items, total } = await this.storefront.products(reader, store, query, await this.linked(reader));
    return { items: items.map((row) => productCardOf(row, this.links)), total, page: query.page, pageSize: query.pageSize };
  }

  async product(reader: StaffPrincipal, store: Store, id: string) {
    const row = await this.storefront.product(reader, store, id, await this.linked(reader));
    if (!row) throw notFound('product');
    const components = row.kind === 'kit' ? await this.storefront.components(reader.organisationId, row.id) : [];
    return {
      ...productCardOf(row, this.links),
      description: row.description,
      imageUrls: row.imageKeys.map((key) => this.links.linkOf(row.organisationId, key)),
      specs: row.specs.map(({ name, value }) => ({ name, value })),
      components: components.map((component) => ({
        id: component.id,
        name: component.name,
        quantity: component.quantity,
        imageUrl: imageUrlOf(this.links, reader.organisationId, component.imageKeys[0]),
      })),
    };
  }

  /** Only a product the reader may see enters their recently viewed. */
  async recordView(reader: StaffPrincipal, store: Store, id: string): Promise<void> {
    // Only whether the reader may see it: no count is read.
    if (!(await this.storefront.product(reader, store, id, new Map()))) throw notFound('product');
    await this.storefront.recordView(reader, id, this.deps.now());
  }
}

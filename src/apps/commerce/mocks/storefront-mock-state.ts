import type { z } from 'zod';
import type { ProductCard, ProductDetail, StorefrontCategory } from '../../../../contract/apps/commerce/storefront-schemas';
import type { Role } from '../../../../contract/common';
import type { Store } from '../domain/catalogue-terms';
import type { MockState, MockUser } from '../../../../tests/mocks/mock-state';
import { catalogueDataOf, type CatalogueMockData, type MockAdminProduct } from './catalogue-mock-state';

type Card = z.output<typeof ProductCard>;
type Detail = z.output<typeof ProductDetail>;

/** A product as the mocks keep it: its storefront view, and what decides who sees it. */
export interface MockProduct extends Omit<Detail, 'category' | 'components'> {
  readonly organisationId: string;
  readonly categorySlug: string | null;
  readonly visibleToRoles: readonly Role[];
  readonly active: boolean;
  readonly components: readonly { readonly productId: string; readonly quantity: number }[];
}

interface MockCartLine {
  readonly productId: string;
  quantity: number;
}

/**
 * What the storefronts add to the one mock catalogue (catalogue-mock-state), per mock state: carts and recently
 * viewed. Products, categories and stock are the catalogue's, seen as a shopper sees them, so a product the
 * configure screens add or a unit they receive shows in the store as it would on the server.
 */
export class StorefrontMockData {
  /** Per person, newest first. */
  readonly recentlyViewed = new Map<string, string[]>();
  /** Per person, in the order added. */
  readonly carts = new Map<string, MockCartLine[]>();
  private readonly catalogue: CatalogueMockData;

  constructor(state: MockState) {
    this.catalogue = catalogueDataOf(state);
  }

  /** Every product of the catalogue in its storefront view, as it is now. */
  get products(): MockProduct[] {
    return this.catalogue.products.map((product) => this.viewOf(product));
  }

  productNamed(name: string): MockProduct {
    const product = this.products.find((each) => each.name === name);
    if (!product) throw new Error(`no mock product ${name}`);
    return product;
  }

  /** Active, of the person's organisation, and open to their role: what the server's storefront shows them. */
  sees(user: MockUser, product: MockProduct): boolean {
    return (
      product.organisationId === user.organisationId && product.active && (product.visibleToRoles.length === 0 || product.visibleToRoles.includes(user.role))
    );
  }

  card(product: MockProduct): Card {
    const category = this.catalogue.categories.find((each) => each.organisationId === product.organisationId && each.store === product.store && each.slug === product.categorySlug);
    return {
      id: product.id,
      store: product.store,
      kind: product.kind,
      name: product.name,
      category: category ? { slug: category.slug, name: category.name } : null,
      price: product.price,
      imageUrl: product.imageUrl,
      condition: product.condition,
      available: product.available,
      createdAt: product.createdAt,
    };
  }

  private viewOf(product: MockAdminProduct): MockProduct {
    const category = this.catalogue.categories.find((each) => each.id === product.categoryId);
    return {
      id: product.id,
      organisationId: product.organisationId,
      store: product.store,
      kind: product.kind,
      name: product.name,
      categorySlug: category?.slug ?? null,
      price: { amountMinor: product.priceMinor, currency: product.currency },
      imageUrl: product.imageUrl,
      imageUrls: product.images.map((image) => image.url),
      condition: product.condition,
      available: this.catalogue.availableOf(product),
      createdAt: product.createdAt,
      description: product.description,
      specs: product.specs,
      visibleToRoles: product.visibleToRoles,
      active: product.active,
      components: product.components,
    };
  }

  detail(product: MockProduct): Detail {
    return {
      ...this.card(product),
      description: product.description,
      imageUrls: product.imageUrls,
      specs: product.specs,
      components: product.components.map(({ productId, quantity }) => {
        const component = this.catalogue.products.find((each) => each.id === productId)!;
        return { id: component.id, name: component.name, quantity, imageUrl: component.imageUrl };
      }),
    };
  }

  categoriesOf(user: MockUser, store: Store): z.output<typeof StorefrontCategory>[] {
    const products = this.products;
    return this.catalogue.categories
      .filter((category) => category.organisationId === user.organisationId && category.store === store)
      .map((category) => {
        const shown = products.filter((product) => product.store === store && product.categorySlug === category.slug && this.sees(user, product));
        return { slug: category.slug, name: category.name, productCount: shown.length, imageUrl: shown.find((each) => each.imageUrl)?.imageUrl ?? null };
      })
      .filter((category) => category.productCount > 0)
      .sort((a, b) => a.name.localeCompare(b.name));
  }

  cartOf(user: MockUser): MockCartLine[] {
    let lines = this.carts.get(user.id);
    if (!lines) this.carts.set(user.id, (lines = []));
    return lines;
  }
}

const data = new WeakMap<MockState, StorefrontMockData>();

export function storefrontDataOf(state: MockState): StorefrontMockData {
  let found = data.get(state);
  if (!found) data.set(state, (found = new StorefrontMockData(state)));
  return found;
}

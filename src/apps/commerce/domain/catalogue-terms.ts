/** The two storefronts a product belongs to: Shop sells peripherals and supplies, Device Hub devices and kits. */
export const STORES = ['shop', 'devicehub'] as const;
export type Store = (typeof STORES)[number];

/** A kit is a product of its own (a name, a price) that stands for a bundle of other products with quantities. */
export const PRODUCT_KINDS = ['product', 'kit'] as const;
export type ProductKind = (typeof PRODUCT_KINDS)[number];

/** Device Hub sells new and refurbished devices; Shop's products carry no condition. */
export const CONDITIONS = ['new', 'refurbished'] as const;
export type Condition = (typeof CONDITIONS)[number];

/** Currencies a price may be in: the portal's (the kernel's list, which Configure offers too). */
export { CURRENCIES, type Currency } from '../../../domain/money/currencies';

/** Only kits exist in Device Hub. */
export function storeHasKits(store: Store): boolean {
  return store === 'devicehub';
}

/** A category's part of the store's addresses: lower-case letters and digits, joined by single dashes. */
export const CATEGORY_SLUG_PATTERN = /^[a-z0-9]+(-[a-z0-9]+)*$/;
export const MAX_CATEGORY_SLUG = 60;

export function isCategorySlug(text: string): boolean {
  return text.length <= MAX_CATEGORY_SLUG && CATEGORY_SLUG_PATTERN.test(text);
}

/** The slug a category's name suggests: "Docks & Hubs" gives `docks-hubs`, "Mäuse" `mause`, "Straße" `strasse`. */
export function categorySlugOf(name: string): string {
  return name
    .toLowerCase()
    .replace(/ß/g, 'ss')
    .normalize('NFKD')
    .replace(/[\u0300-\u036f]/g, '')
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '')
    .slice(0, MAX_CATEGORY_SLUG)
    .replace(/-+$/, '');
}

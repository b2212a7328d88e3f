import { moneyInput, parseMoney } from '../../../../ui/kit/format';
import type { Role } from '../../../../domain/session/roles';
import type { AdminProductDetail, KitFields, ProductFields } from '../../application/ports/catalogue-gateway';
import { CURRENCIES, type Condition, type Currency } from '../../domain/catalogue-terms';

/** The form as typed: text where the person types, choices where they choose. */
export interface ProductFormValues {
  readonly name: string;
  readonly description: string;
  readonly categoryId: string;
  readonly price: string;
  readonly currency: Currency;
  readonly condition: Condition | '';
  readonly visibleToRoles: readonly Role[];
  readonly active: boolean;
  readonly specs: readonly { readonly name: string; readonly value: string }[];
  readonly components: readonly { readonly productId: string; readonly quantity: string }[];
  /** The Manage accessory whose count it sells; '' keeps its own stock. */
  readonly accessoryId: string;
}

/** What the form sends: a product's fields, a kit's components. */
export type DraftFields = ProductFields & Pick<KitFields, 'components'>;

const currencyOf = (text: string): Currency => CURRENCIES.find((each) => each === text) ?? 'EUR';

export function formValuesOf(product: AdminProductDetail | null, currency: string): ProductFormValues {
  return {
    name: product?.name ?? '',
    description: product?.description ?? '',
    categoryId: product?.category?.id ?? '',
    price: product ? moneyInput(product.priceMinor) : '',
    currency: currencyOf(product?.currency ?? currency),
    condition: product?.condition ?? '',
    visibleToRoles: product?.visibleToRoles ?? [],
    active: product?.active ?? true,
    specs: product?.specs ?? [],
    components: product?.components.map((component) => ({ productId: component.productId, quantity: String(component.quantity) })) ?? [],
    accessoryId: product?.accessory?.id ?? '',
  };
}

/** A field the form itself could not read, before anything is sent. */
export type Unreadable = 'price' | 'components';

/** The fields to send, or which typed ones make no sense (an amount that is none, a quantity that is no whole number). */
export function fieldsOf(values: ProductFormValues, withComponents: boolean): { fields: DraftFields } | { unreadable: Unreadable[] } {
  const priceMinor = parseMoney(values.price);
  const components = values.components
    .filter((component) => component.productId !== '')
    .map((component) => ({ productId: component.productId, quantity: Number(component.quantity) }));
  const unreadable: Unreadable[] = [];
  if (priceMinor === undefined || priceMinor === null) unreadable.push('price');
  if (withComponents && (components.length === 0 || components.some((component) => !Number.isInteger(component.quantity) || component.quantity < 1))) {
    unreadable.push('components');
  }
  if (unreadable.length > 0 || priceMinor === undefined || priceMinor === null) return { unreadable };
  return {
    fields: {
      name: values.name,
      description: values.description,
      categoryId: values.categoryId || null,
      specs: values.specs.filter((spec) => spec.name.trim() !== '' || spec.value.trim() !== ''),
      priceMinor,
      currency: values.currency,
      visibleToRoles: values.visibleToRoles,
      condition: values.condition || null,
      active: values.active,
      components,
      accessoryId: values.accessoryId || null,
    },
  };
}

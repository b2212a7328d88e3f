import type { z } from 'zod';
import type { AdminCategory, AdminProductDetail, CommerceSettingsItem, StockMovementItem } from '../../../../contract/apps/commerce/catalogue-schemas';
import { locationsOf, type MockLocation } from './locations-mock-state';
import type { Store } from '../domain/catalogue-terms';
import type { UnitPart } from '../domain/purchased-devices';
import { availableOf, kitsAvailable } from '../domain/stock-availability';
import { applyMovement, type StockMovementKind } from '../domain/stock-movements';
import { MOCK_DEMO, newId, type MockState } from '../../../../tests/mocks/mock-state';
import { manageDataOf, type MockStockAccessory } from '../../manage/mocks/mock-state';

type Detail = z.output<typeof AdminProductDetail>;
type Movement = z.output<typeof StockMovementItem>;
type Settings = z.output<typeof CommerceSettingsItem>;

/** What an organisation that never saved its settings has, as on the server: euros, approval above 500.00. */
const DEFAULT_SETTINGS: Settings = { currency: 'EUR', approvalThresholdMinor: 50_000, version: 0 };

export interface MockAdminProduct extends Omit<Detail, 'stock' | 'available' | 'category' | 'components' | 'accessory'> {
  readonly organisationId: string;
  categoryId: string | null;
  /** The Manage accessory whose count it sells; null keeps its own shelves. */
  accessoryId: string | null;
  components: { productId: string; quantity: number }[];
}

interface MockAdminCategory {
  readonly id: string;
  readonly organisationId: string;
  readonly store: Store;
  name: string;
  slug: string;
  version: number;
}

/** One movement as the catalogue records it: by whom, with what note, for which order and kit. */
export interface MockMovement {
  readonly kind: StockMovementKind;
  /** Units moved; an adjustment's signed change. */
  readonly quantity: number;
  readonly note?: string | null;
  readonly actor?: string | null;
  readonly orderId?: string | null;
  readonly kitId?: string | null;
}

interface MockLevel {
  readonly productId: string;
  readonly locationId: string;
  onHand: number;
  reserved: number;
}

/** The catalogue administration's and Locations' records beside the shell's, per mock state: Acme's catalogue and addresses. */
export class CatalogueMockData {
  readonly products: MockAdminProduct[] = [];
  readonly categories: MockAdminCategory[] = [];
  readonly levels: MockLevel[] = [];
  readonly movements: (Movement & { organisationId: string })[] = [];
  /** Per organisation, once saved. */
  readonly settings = new Map<string, Settings>();

  /** Locations' one list, which Manage's mocks read too. */
  get locations(): MockLocation[] {
    return locationsOf(this.state);
  }

  constructor(private readonly state: MockState) {
    const acme = state.userByEmail(MOCK_DEMO.admin.email)!.organisationId;
    // As the server's demo seed: the Shop's dock and headset sell Manage's accessories of the same name.
    const accessoryNamed = (name: string) => manageDataOf(state).stockAccessories(acme).find((accessory) => accessory.name === name)?.id ?? null;
    // One catalogue for every mock: the configure screens administer it, the storefronts and the cart show it.
    const peripherals = this.addCategory(acme, 'shop', 'Peripherals', 'peripherals');
    const mice = this.addCategory(acme, 'shop', 'Mice', 'mice');
    const headsets = this.addCategory(acme, 'shop', 'Headsets', 'headsets');
    const laptops = this.addCategory(acme, 'devicehub', 'Laptops', 'laptops');
    const docks = this.addCategory(acme, 'devicehub', 'Docks', 'docks');
    this.addProduct(acme, 'shop', { name: 'Wireless keyboard', categoryId: peripherals.id, priceMinor: 4_900 }, 25);
    this.addProduct(acme, 'shop', { name: 'USB-C dock', categoryId: peripherals.id, priceMinor: 18_900, accessoryId: accessoryNamed('USB-C dock') }, 0);
    this.addProduct(acme, 'shop', { name: 'Wireless mouse', categoryId: mice.id, priceMinor: 2_499, description: 'Quiet clicks, two years on one battery.' }, 40);
    this.addProduct(acme, 'shop', { name: 'Ergonomic trackball', categoryId: mice.id, priceMinor: 7_900 }, 2);
    this.addProduct(
      acme,
      'shop',
      { name: 'Noise-cancelling headset', categoryId: headsets.id, priceMinor: 14_900, specs: [{ name: 'Connection', value: 'USB-C and Bluetooth' }], accessoryId: accessoryNamed('Noise-cancelling headset') },
      0,
    );
    this.addProduct(acme, 'shop', { name: 'Executive fountain pen', categoryId: mice.id, priceMinor: 45_000, visibleToRoles: ['admin', 'owner'] }, 3);
    const laptop = this.addProduct(
      acme,
      'devicehub',
      {
        name: 'ThinkPad X1 Carbon',
        categoryId: laptops.id,
        priceMinor: 149_000,
        condition: 'refurbished',
        description: 'Grade A refurbished, new battery.',
        specs: [
          { name: 'Screen', value: '14 inch' },
          { name: 'Memory', value: '16 GB' },
        ],
      },
      5,
    );
    const dock = this.addProduct(acme, 'devicehub', { name: 'Thunderbolt dock', categoryId: docks.id, priceMinor: 19_900, condition: 'new' }, 12);
    this.addProduct(acme, 'devicehub', { name: 'MacBook Air 13', categoryId: laptops.id, priceMinor: 119_900, condition: 'new' }, 8);
    this.addProduct(acme, 'devicehub', { name: 'Pixel 7', priceMinor: 29_900, condition: 'refurbished' }, 4);
    const kit = this.addProduct(acme, 'devicehub', { name: 'New starter kit', kind: 'kit', priceMinor: 165_000 }, 0);
    kit.components = [
      { productId: laptop.id, quantity: 1 },
      { productId: dock.id, quantity: 1 },
    ];
  }

  /** What one unit of a product or kit is made of, as the server reads it: a product is itself, a kit its components. */
  unitParts(productId: string): UnitPart[] {
    const product = this.products.find((each) => each.id === productId);
    const partOf = (part: MockAdminProduct, quantity: number) => ({ name: part.name, categoryName: this.categories.find((category) => category.id === part.categoryId)?.name ?? null, quantity });
    if (!product) return [];
    if (product.kind === 'product') return [partOf(product, 1)];
    return product.components.flatMap(({ productId: id, quantity }) => {
      const part = this.products.find((each) => each.id === id);
      return part ? [partOf(part, quantity)] : [];
    });
  }

  addCategory(organisationId: string, store: Store, name: string, slug: string): MockAdminCategory {
    const category = { id: newId(), organisationId, store, name, slug, version: 1 };
    this.categories.push(category);
    return category;
  }

  adminCategory(category: MockAdminCategory): z.output<typeof AdminCategory> {
    const productCount = this.products.filter((product) => product.categoryId === category.id).length;
    return { id: category.id, name: category.name, slug: category.slug, productCount, version: category.version };
  }

  settingsOf(organisationId: string): Settings {
    return this.settings.get(organisationId) ?? DEFAULT_SETTINGS;
  }

  saveSettings(organisationId: string, settings: Settings): Settings {
    this.settings.set(organisationId, settings);
    return settings;
  }

  addProduct(organisationId: string, store: Store, fields: Partial<MockAdminProduct> & { name: string; priceMinor: number }, stock: number): MockAdminProduct {
    const product: MockAdminProduct = {
      id: newId(),
      organisationId,
      store,
      kind: 'product',
      categoryId: null,
      currency: 'EUR',
      condition: null,
      visibleToRoles: [],
      active: true,
      accessoryId: null,
      imageUrl: null,
      version: 1,
      description: '',
      specs: [],
      images: [],
      components: [],
      createdAt: new Date(Date.UTC(2026, 0, 1 + this.products.length)).toISOString(),
      ...fields,
    };
    this.products.push(product);
    const warehouse = this.locations.find((location) => location.organisationId === organisationId && location.isDefaultStock);
    if (stock > 0 && warehouse) this.move(product, warehouse.id, { kind: 'received', quantity: stock });
    return product;
  }

  /** A movement of one product's stock at one location, as the server's history records it (newest first). */
  move(product: MockAdminProduct, locationId: string, movement: MockMovement) {
    let level = this.levels.find((each) => each.productId === product.id && each.locationId === locationId);
    if (!level) this.levels.push((level = { productId: product.id, locationId, onHand: 0, reserved: 0 }));
    Object.assign(level, applyMovement(level, movement.kind, movement.quantity));
    const location = this.locations.find((each) => each.id === locationId)!;
    const kit = movement.kitId ? this.products.find((each) => each.id === movement.kitId)! : null;
    this.movements.unshift({
      id: newId(),
      organisationId: product.organisationId,
      kind: movement.kind,
      quantity: movement.quantity,
      onHandAfter: level.onHand,
      reservedAfter: level.reserved,
      location: { id: location.id, name: location.name },
      product: { id: product.id, name: product.name },
      kit: kit && { id: kit.id, name: kit.name },
      orderId: movement.orderId ?? null,
      note: movement.note ?? null,
      actor: movement.actor ?? null,
      at: new Date(Date.UTC(2026, 1, 1) + this.movements.length * 60_000).toISOString(),
    });
  }

  stockOf(productId: string) {
    return this.levels
      .filter((level) => level.productId === productId)
      .map((level) => ({
        locationId: level.locationId,
        locationName: this.locations.find((location) => location.id === level.locationId)!.name,
        onHand: level.onHand,
        reserved: level.reserved,
        available: availableOf(level),
      }));
  }

  /** The Manage accessory a product sells the count of, as it is now; none for one that keeps its own shelves. */
  accessoryOf(product: MockAdminProduct): MockStockAccessory | null {
    if (!product.accessoryId) return null;
    return manageDataOf(this.state).stockAccessories(product.organisationId, [product.accessoryId])[0] ?? null;
  }

  /** Units an order may take now: a linked product's are its accessory's, a kit's its scarcest component's. */
  availableOf(product: MockAdminProduct): number {
    const units = (productId: string) => {
      const part = this.products.find((each) => each.id === productId);
      if (part?.accessoryId) return this.accessoryOf(part)?.available ?? 0;
      return this.stockOf(productId).reduce((sum, level) => sum + level.available, 0);
    };
    if (product.kind === 'product') return units(product.id);
    return kitsAvailable(product.components.map((component) => ({ quantity: component.quantity, available: units(component.productId) })));
  }

  detail(product: MockAdminProduct): Detail {
    const category = this.categories.find((each) => each.id === product.categoryId);
    return {
      ...product,
      category: category ? { id: category.id, name: category.name, slug: category.slug } : null,
      stock: product.kind === 'kit' ? [] : this.stockOf(product.id),
      available: this.availableOf(product),
      accessory: this.accessoryOf(product),
      components: product.components.map((component) => ({ ...component, name: this.products.find((each) => each.id === component.productId)!.name })),
    };
  }
}

const data = new WeakMap<MockState, CatalogueMockData>();

export function catalogueDataOf(state: MockState): CatalogueMockData {
  let found = data.get(state);
  if (!found) data.set(state, (found = new CatalogueMockData(state)));
  return found;
}

import type { Store } from '../../../../src/apps/commerce/domain/catalogue-terms';
import type { StockAccessory } from '../../../kernel';
import type { CommerceOwnRepositories } from '../repositories/repositories';
import type { ProductValues } from '../repositories/catalogue-repository';
import type { LocationValues } from '../repositories/locations-repository';
import { addressedOrRefused, type AddressedLocation } from '../services/delivery-address';

type Seeded = Omit<ProductValues, 'store' | 'currency' | 'categoryId'> & { category: string; stock: number };

const categories: Record<Store, { name: string; slug: string }[]> = {
  shop: [
    { name: 'Input devices', slug: 'input-devices' },
    { name: 'Desk setup', slug: 'desk-setup' },
  ],
  devicehub: [
    { name: 'Laptops', slug: 'laptops' },
    { name: 'Phones', slug: 'phones' },
    { name: 'Docks', slug: 'docks' },
  ],
};

const spec = (name: string, value: string) => ({ name, value });

/** The products (in either store) that sell the Manage accessory of the same name. */
const LINKED = ['Noise-cancelling headset', 'USB-C dock'];

const products: Record<Store, Seeded[]> = {
  shop: [
    { name: 'Wireless keyboard', category: 'input-devices', priceMinor: 4_900, stock: 25, description: 'Quiet low-profile keys, USB-C charging.', specs: [spec('Layout', 'ISO')] },
    { name: 'Ergonomic mouse', category: 'input-devices', priceMinor: 3_500, stock: 30, description: 'A vertical grip for long days.', specs: [spec('Connection', 'Bluetooth')] },
    { name: 'Noise-cancelling headset', category: 'desk-setup', priceMinor: 12_900, stock: 12, description: 'For calls in open offices.', specs: [spec('Battery', '30 h')] },
    { name: 'USB-C dock', category: 'desk-setup', priceMinor: 18_900, stock: 10, description: 'Two screens, network and power through one cable.', specs: [spec('Ports', '2× HDMI, 3× USB-A, Ethernet')] },
    { name: '27-inch monitor', category: 'desk-setup', priceMinor: 29_900, stock: 6, description: 'QHD with a height-adjustable stand.', specs: [spec('Resolution', '2560 × 1440')] },
  ],
  devicehub: [
    { name: 'ThinkPad T14 (new)', category: 'laptops', priceMinor: 139_900, stock: 8, condition: 'new', description: 'The standard laptop.', specs: [spec('Memory', '32 GB'), spec('Screen', '14 inch')] },
    { name: 'MacBook Air 13 (refurbished)', category: 'laptops', priceMinor: 89_900, stock: 3, condition: 'refurbished', description: 'Checked and graded A.', specs: [spec('Memory', '16 GB')] },
    { name: 'iPhone 15 (new)', category: 'phones', priceMinor: 79_900, stock: 10, condition: 'new', description: 'With a two-year warranty.', specs: [spec('Storage', '128 GB')] },
    { name: 'Pixel 7 (refurbished)', category: 'phones', priceMinor: 29_900, stock: 4, condition: 'refurbished', description: 'Checked and graded B.', specs: [spec('Storage', '128 GB')] },
    { name: 'USB-C dock', category: 'docks', priceMinor: 18_900, stock: 0, condition: 'new', description: 'Two screens, network and power through one cable.', specs: [spec('Ports', '2× HDMI, 3× USB-A, Ethernet')] },
  ],
};

/**
 * The demo organisation's catalogue: two categories and a handful of products per store, the Berlin office (the
 * default shipping address) and a Hamburg warehouse (the default stock location) holding their stock, and a
 * "New starter kit" of a laptop, a dock and a headset. The Shop's headset and both stores' docks sell Manage's
 * accessories of the same name, so every app shows one count from the first visit.
 */
export async function seedCatalogueDemo(
  repos: CommerceOwnRepositories,
  organisationId: string,
  people: readonly string[],
  accessories: readonly StockAccessory[],
): Promise<{ products: ReadonlyMap<string, { id: string; priceMinor: number }>; office: AddressedLocation }> {
  const actorId = people[1] ?? null;
  const { currency } = await repos.settings.of(organisationId);
  // Manage's demo seeded its sites in Locations first, by name: the Berlin office and the Hamburg warehouse are theirs
  // too, made the shipping and stock defaults here.
  const site = async (values: LocationValues & { name: string }, defaults: Partial<LocationValues>) => {
    const [known] = await repos.locations.sitesNamed(organisationId, [values.name.toLowerCase()]);
    if (!known) return repos.locations.insert(organisationId, { ...values, ...defaults });
    return (await repos.locations.update(organisationId, known.id, known.version, { ...defaults, kind: values.kind }, new Date())) ?? known;
  };
  const office = await site({ kind: 'office', name: 'Berlin office', line1: 'Friedrichstraße 68', city: 'Berlin', postcode: '10117', country: 'DE' }, { isDefaultShipping: true });
  const warehouse = await site({ kind: 'warehouse', name: 'Hamburg warehouse', line1: 'Am Sandtorkai 50', city: 'Hamburg', postcode: '20457', country: 'DE' }, { isDefaultStock: true });
  const ids = new Map<string, { id: string; priceMinor: number }>();
  for (const store of ['shop', 'devicehub'] as const) {
    const slugs = new Map<string, string>();
    for (const category of categories[store]) slugs.set(category.slug, (await repos.categories.insert(organisationId, { store, ...category })).id);
    for (const { category, stock, ...values } of products[store]) {
      const accessoryId = LINKED.includes(values.name) ? (accessories.find((accessory) => accessory.name === values.name)?.id ?? null) : null;
      const row = await repos.catalogue.insert(organisationId, { ...values, store, currency, categoryId: slugs.get(category) ?? null, accessoryId });
      // A linked product sells the accessory's count: it has no shelves of its own.
      if (!accessoryId) await repos.stock.receive(organisationId, row.id, warehouse.id, stock, null, actorId);
      ids.set(values.name, { id: row.id, priceMinor: row.priceMinor });
    }
  }
  const kit = await repos.catalogue.insert(organisationId, {
    store: 'devicehub',
    kind: 'kit',
    name: 'New starter kit',
    description: 'Everything a new colleague needs on day one.',
    priceMinor: 159_900,
    currency,
    condition: 'new',
  });
  await repos.catalogue.replaceComponents(
    organisationId,
    kit.id,
    ['ThinkPad T14 (new)', 'USB-C dock', 'Noise-cancelling headset'].map((name) => ({ productId: ids.get(name)!.id, quantity: 1 })),
  );
  return { products: ids, office: addressedOrRefused(office) };
}

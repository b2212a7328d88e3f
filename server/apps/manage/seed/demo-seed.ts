import { PRODUCT_TYPES, type AssetStatus } from '../../../../src/apps/manage/domain/asset-status';
import type { PlacesPort } from '../../../kernel';
import type { ManageRepositories } from '../repositories/repositories';
import type { NewAssetRow } from '../repositories/asset-repository';

const models = {
  laptop: ['Apple', 'MacBook Pro 14'],
  desktop: ['Dell', 'OptiPlex 7010'],
  phone: ['Apple', 'iPhone 15'],
  tablet: ['Samsung', 'Galaxy Tab S9'],
  monitor: ['Dell', 'U2723QE'],
  server: ['HPE', 'ProLiant DL360'],
  network: ['Cisco', 'Catalyst 9200'],
  printer: ['Brother', 'HL-L8360'],
  other: ['Logitech', 'Rally Bar'],
} as const;
/**
 * The demo company's offices, in Locations: the Berlin office is the one the Shop ships to (seeded again by name
 * there, so matched, not doubled). The old demo's "Remote" devices were never held (only every fourth asset is, and
 * those sat in Berlin), so they are on an office shelf like the rest: a person's home is where a held device goes.
 */
const offices = [
  { name: 'Berlin office', line1: 'Friedrichstraße 68', city: 'Berlin', postcode: '10117', country: 'DE' },
  { name: 'London office', line1: '1 Finsbury Avenue', city: 'London', postcode: 'EC2M 2PF', country: 'GB' },
  { name: 'Paris office', line1: '12 Rue de la Paix', city: 'Paris', postcode: '75002', country: 'FR' },
];

/**
 * Acme's fleet for the demo: three dozen assets across every product type, some with Eve and Ada, one warranty
 * run out and one past its end of life so that Exceptions has something to show; accessories; software and licences.
 */
export async function seedManageDemo(repos: ManageRepositories, organisationId: string, people: readonly string[], places: PlacesPort): Promise<void> {
  const { ids } = await places.matchOrAdd(repos, organisationId, offices);
  const sites = offices.map((office) => ids.get(office.name.toLowerCase())!);
  const assets: NewAssetRow[] = Array.from({ length: 36 }, (_, index) => {
    const n = index + 1;
    const productType = PRODUCT_TYPES[index % PRODUCT_TYPES.length]!;
    const [manufacturer, model] = models[productType];
    const holder = n % 4 === 0 ? people[n % people.length]! : null;
    const status: AssetStatus = holder ? 'deployed' : n % 9 === 0 ? 'in-repair' : n === 35 ? 'retired' : 'in-stock';
    const year = 2022 + (n % 4);
    return {
      organisationId,
      assetTag: `ACME-${String(n).padStart(4, '0')}`,
      serial: `SN${(0x9a3f00 + n * 7919).toString(16).toUpperCase()}`,
      productType,
      manufacturer,
      model,
      status,
      assigneeId: holder,
      condition: n % 5 === 0 ? 'b' : 'a',
      locationId: sites[n % sites.length]!,
      purchaseDate: `${year}-0${(n % 9) + 1}-15`,
      costCents: 20_000 + n * 4_500,
      supplier: n % 2 ? 'Bechtle' : 'CDW',
      // ACME-0004 is deployed with its warranty run out; ACME-0006 is past its end of life.
      warrantyEnd: n === 4 ? '2024-01-31' : `${year + 3}-01-31`,
      endOfLife: n === 6 ? '2025-06-30' : `${year + 5}-12-31`,
      updatedAt: new Date(),
    };
  });
  await repos.own.assets.insertMany(assets);

  const stock = [
    { name: 'USB-C dock', category: 'Docks', total: 25, available: 25, lowStockThreshold: 5 },
    { name: 'Wireless keyboard', category: 'Keyboards', total: 40, available: 40, lowStockThreshold: 10 },
    { name: 'Noise-cancelling headset', category: 'Headsets', total: 6, available: 6, lowStockThreshold: 8 },
  ];
  for (const accessory of stock) await repos.own.stock.insert(organisationId, { ...accessory, locationId: sites[0]! });

  const titles = [
    { name: 'Microsoft 365', publisher: 'Microsoft', seats: 50 },
    { name: 'Adobe Creative Cloud', publisher: 'Adobe', seats: 5 },
    { name: 'JetBrains All Products', publisher: 'JetBrains', seats: 2 },
  ];
  for (const { seats, ...title } of titles) {
    const softwareId = await repos.own.licences.insertSoftware(organisationId, { ...title, category: 'Productivity' });
    const licenceId = await repos.own.licences.insertLicence(organisationId, {
      softwareId,
      name: `${title.name} subscription`,
      seats,
      licenceKey: `${title.publisher.slice(0, 4).toUpperCase()}-2026-DEMO-${seats.toString().padStart(4, '0')}`,
      expiresOn: '2027-03-31',
    });
    const now = new Date();
    for (const userId of people) {
      await repos.own.licences.takeSeat(organisationId, licenceId, now);
      await repos.own.licences.addSeat(organisationId, licenceId, { userId });
    }
  }
}

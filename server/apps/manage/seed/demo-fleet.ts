import type { AssetStatus, ConditionGrade, ProductType } from '../../../../src/apps/manage/domain/asset-status';
import { daysBefore, dayOf, type DemoDice } from '../../../kernel';
import type { NewAssetRow } from '../repositories/asset-repository';

interface Model {
  readonly manufacturer: string;
  readonly model: string;
  readonly productType: ProductType;
  readonly costCents: number;
  /** Sold for years already: bought for the older half of the fleet. */
  readonly older?: boolean;
}

/**
 * Models as the Boavizta footprint data names them (boavizta-data-us.csv, "Boavizta environmental footprint data,
 * ODbL 1.0"), so the fleet's footprint can be read off by model; the network gear is not in that data.
 */
const MODELS: Readonly<Record<ProductType, readonly Model[]>> = (() => {
  const of = (productType: ProductType, rows: readonly (readonly [string, string, number, boolean?])[]) =>
    rows.map(([manufacturer, model, costCents, older]) => ({ manufacturer, model, productType, costCents, older: older ?? false }));
  return {
    laptop: of('laptop', [
      ['Apple', 'MacBook Pro (M2 2022) with 256GB', 199_900],
      ['Apple', 'MacBook Air (M2 2022) with 256GB', 149_900],
      ['Dell', 'Latitude 7430', 162_000],
      ['Dell', 'Latitude 5430', 118_000],
      ['Lenovo', 'ThinkPad E14', 89_000],
      ['HP', 'EliteBook 840 Aero G8 Notebook PC', 145_000],
      ['HP', 'EliteBook 845 G8 Notebook PC', 129_000, true],
      ['Dell', 'Latitude 7420', 155_000, true],
      ['Dell', 'XPS 13 9310', 139_000, true],
      ['Lenovo', 'ThinkPad X1 Carbon 5th Gen', 169_000, true],
    ]),
    phone: of('phone', [
      ['Apple', 'iPhone 14 with 128GB', 89_900],
      ['Apple', 'iPhone 13 with 128GB', 79_900],
      ['Google', 'Pixel 7', 64_900],
      ['Fairphone', 'Fairphone 4', 57_900],
      ['Apple', 'iPhone 13 mini with 128GB', 69_900, true],
      ['Google', 'Pixel 6a', 45_900, true],
      ['Samsung', 'Galaxy S20 FE (SM-G781B)', 49_900, true],
    ]),
    monitor: of('monitor', [
      ['Dell', 'P2422H Monitor', 21_900],
      ['Dell', 'U2723QE Monitor', 62_900],
      ['Dell', 'P2722H Monitor', 28_900],
      ['HP', 'E24 G4 FHD Monitor', 19_900, true],
      ['Lenovo', 'ThinkVision P27q-20', 34_900, true],
    ]),
    desktop: of('desktop', [
      ['Dell', 'OptiPlex 7090 Micro Form Factor', 99_900],
      ['Apple', 'Mac mini (M1 2020) with 256GB', 79_900],
      ['Lenovo', 'ThinkCentre M70 Tiny', 74_900, true],
    ]),
    tablet: of('tablet', [
      ['Apple', 'iPad Air (5th generation) with 64GB', 69_900],
      ['Microsoft', 'Surface Pro 8', 119_900, true],
      ['Samsung', 'Galaxy Tab S7 (SM-T875)', 64_900, true],
    ]),
    server: of('server', [
      ['Dell', 'PowerEdge R6515', 540_000],
      ['Dell', 'PowerEdge R640', 620_000, true],
    ]),
    network: of('network', [
      ['Cisco', 'Catalyst 9200L-24P-4G', 310_000],
      ['Ubiquiti', 'UniFi U6 Pro', 17_900],
    ]),
    printer: of('printer', [['Lexmark', 'MC3326adwe', 45_900]]),
    other: [],
  };
})();

/** Years of warranty, and of life before the asset is due to go, by type. */
const TERMS: Readonly<Record<ProductType, { warranty: number; life: number }>> = {
  laptop: { warranty: 3, life: 5 },
  desktop: { warranty: 3, life: 6 },
  phone: { warranty: 2, life: 4 },
  tablet: { warranty: 2, life: 4 },
  monitor: { warranty: 3, life: 7 },
  server: { warranty: 5, life: 7 },
  network: { warranty: 5, life: 8 },
  printer: { warranty: 3, life: 6 },
  other: { warranty: 2, life: 5 },
};

/** The sites the fleet is at, by name (Locations takes them over by name); "Remote" is a home, not a site. */
export const FLEET_SITES = { berlin: 'Berlin office', london: 'London office', warehouse: 'Hamburg warehouse', remote: 'Remote' } as const;

const SUPPLIERS: Readonly<Record<string, string>> = { Apple: 'Apple Business', Dell: 'Dell Technologies' };

/** An asset of the demo fleet and what happened to it, for the trail: bought, then perhaps handed to its holder. */
export interface PlannedAsset {
  /** Without its site, which Locations names by id once the sites are matched or added. */
  readonly row: NewAssetRow;
  /** The site's name (one of FLEET_SITES); a remote worker's device is at no office. */
  readonly site: string;
  readonly boughtAt: Date;
  readonly handedAt: Date | null;
}

/** A person as the fleet sees them: where they work, when they joined, and when they left if they did. */
export interface FleetPerson {
  readonly id: string;
  readonly site: string;
  /** Days since they started; their first laptop is as old or younger. */
  readonly tenureDays: number;
  readonly leftDaysAgo: number | null;
  /** What they hold besides their laptop. */
  readonly extras: readonly ProductType[];
  /** Their laptop's age when it must be that, not the dice's. */
  readonly laptopAgeDays?: number | undefined;
}

interface Unit {
  readonly productType: ProductType;
  readonly ageDays: number;
  readonly status: AssetStatus;
  readonly holder?: string | undefined;
  readonly site: string;
  readonly model?: Model | undefined;
  readonly condition?: ConditionGrade | undefined;
}

/**
 * The fleet of a 40-person company: a laptop for everyone (the leavers' as they left them), phones, monitors and a
 * few desktops and tablets of mixed ages, spares in the warehouse, some in repair, retired or lost, the servers and
 * network gear at the offices with nobody, and a few past their warranty or their end of life for Exceptions.
 */
export function planFleet(organisationId: string, people: readonly FleetPerson[], dice: DemoDice, now: Date): PlannedAsset[] {
  const units: Unit[] = [];
  const age = (tenureDays: number) => {
    const band = dice.between(1, 20);
    const days = band <= 9 ? dice.between(30, 540) : band <= 17 ? dice.between(540, 1_100) : dice.between(1_100, 1_700);
    return Math.min(days, tenureDays);
  };
  for (const person of people) {
    const gone = person.leftDaysAgo !== null && person.leftDaysAgo > 30;
    // Someone who left long ago gave their laptop back; one who left this month still has theirs.
    const holder = gone ? undefined : person.id;
    const status: AssetStatus = gone ? 'in-stock' : 'deployed';
    const site = gone ? FLEET_SITES.warehouse : person.site;
    units.push({ productType: 'laptop', ageDays: person.laptopAgeDays ?? age(person.tenureDays), status, holder, site, condition: gone ? 'b' : undefined });
    if (gone) continue;
    // One who is leaving owes the rest back already.
    const extraStatus: AssetStatus = person.leftDaysAgo === null ? 'deployed' : 'pending-return';
    for (const productType of person.extras) units.push({ productType, ageDays: age(person.tenureDays), status: extraStatus, holder: person.id, site: person.site });
  }
  const stock = (productType: ProductType, status: AssetStatus, site: string, ageDays: number, condition?: ConditionGrade) =>
    units.push({ productType, ageDays, status, site, condition });
  for (let n = 0; n < 4; n++) stock('laptop', 'in-stock', FLEET_SITES.warehouse, dice.between(8, 60), 'new');
  for (let n = 0; n < 3; n++) stock('phone', 'in-stock', FLEET_SITES.warehouse, dice.between(8, 90), 'new');
  for (let n = 0; n < 3; n++) stock('monitor', 'in-stock', dice.pick([FLEET_SITES.berlin, FLEET_SITES.london]), dice.between(60, 700));
  // Past their end of life and still on the shelf: Exceptions says so.
  for (let n = 0; n < 2; n++) stock('laptop', 'in-stock', FLEET_SITES.warehouse, dice.between(1_850, 1_950), 'c');
  for (const productType of ['laptop', 'laptop', 'phone'] as const) stock(productType, 'in-repair', FLEET_SITES.berlin, dice.between(200, 1_200), 'broken');
  for (const productType of ['laptop', 'laptop', 'laptop', 'laptop', 'phone', 'phone'] as const) stock(productType, 'retired', FLEET_SITES.warehouse, dice.between(1_500, 1_800), 'd');
  stock('phone', 'lost', FLEET_SITES.remote, dice.between(300, 600));
  for (const [productType, site] of [
    ['server', FLEET_SITES.berlin],
    ['server', FLEET_SITES.berlin],
    ['network', FLEET_SITES.berlin],
    ['network', FLEET_SITES.london],
    ['network', FLEET_SITES.berlin],
    ['printer', FLEET_SITES.berlin],
  ] as const) {
    units.push({ productType, ageDays: dice.between(400, 1_600), status: 'in-stock', site, model: MODELS[productType][productType === 'network' && site === FLEET_SITES.berlin ? 1 : 0] });
  }
  const serials = new Set<string>();
  return units.map((unit, index) => asset(organisationId, unit, index + 1, dice, now, serials));
}

function asset(organisationId: string, unit: Unit, n: number, dice: DemoDice, now: Date, serials: Set<string>): PlannedAsset {
  const models = MODELS[unit.productType];
  const older = models.filter((model) => model.older === (unit.ageDays > 1_000));
  const model = unit.model ?? dice.pick(older.length > 0 ? older : models);
  const boughtAt = daysBefore(now, unit.ageDays);
  const terms = TERMS[unit.productType];
  const yearsOn = (years: number) => dayOf(new Date(Date.UTC(boughtAt.getUTCFullYear() + years, boughtAt.getUTCMonth(), boughtAt.getUTCDate())));
  const handedAt = unit.holder ? daysBefore(now, Math.max(unit.ageDays - dice.between(1, 6), 0.5)) : null;
  return {
    boughtAt,
    handedAt,
    site: unit.site,
    row: {
      organisationId,
      assetTag: `ACME-${String(n).padStart(4, '0')}`,
      serial: serialOf(model.manufacturer, dice, serials),
      productType: unit.productType,
      manufacturer: model.manufacturer,
      model: model.model,
      status: unit.status,
      assigneeId: unit.holder ?? null,
      condition: unit.condition ?? (unit.ageDays < 200 ? 'new' : unit.ageDays < 900 ? 'a' : 'b'),
      locationId: null,
      purchaseDate: dayOf(boughtAt),
      costCents: model.costCents,
      supplier: SUPPLIERS[model.manufacturer] ?? dice.pick(['Bechtle', 'CDW']),
      invoiceNumber: `INV-${boughtAt.getUTCFullYear()}-${String(1_000 + n * 7).padStart(5, '0')}`,
      warrantyEnd: yearsOn(terms.warranty),
      endOfLife: yearsOn(terms.life),
      updatedAt: handedAt ?? boughtAt,
    },
  };
}

const SERIAL_SHAPES: Readonly<Record<string, { prefix: string; length: number }>> = {
  Apple: { prefix: 'C02', length: 9 },
  Dell: { prefix: '', length: 7 },
  Lenovo: { prefix: 'PF', length: 6 },
  HP: { prefix: '5CG', length: 7 },
};

const SERIAL_ALPHABET = '0123456789ABCDEFGHJKLMNPQRSTUVWXYZ';

/** A serial shaped as its maker's are, never one the fleet already has. */
function serialOf(manufacturer: string, dice: DemoDice, taken: Set<string>): string {
  const { prefix, length } = SERIAL_SHAPES[manufacturer] ?? { prefix: manufacturer.slice(0, 1).toUpperCase(), length: 10 };
  for (;;) {
    const serial = prefix + Array.from({ length }, () => SERIAL_ALPHABET[dice.between(0, SERIAL_ALPHABET.length - 1)]).join('');
    if (!taken.has(serial)) {
      taken.add(serial);
      return serial;
    }
  }
}

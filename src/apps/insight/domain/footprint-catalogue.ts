/**
 * Manufacturers' product carbon footprints (Boavizta environmental footprint data, ODbL 1.0) as Environmental
 * Reporting reads them: each device's embedded emissions (its footprint less the share of using it), found by model,
 * else the average of its category.
 */

/** The fleet's product types a footprint can stand for (Manage's words). */
export const FOOTPRINT_CATEGORIES = ['laptop', 'desktop', 'monitor', 'phone', 'tablet', 'server', 'printer'] as const;
export type FootprintCategory = (typeof FOOTPRINT_CATEGORIES)[number];

/** The data set's subcategories, in the fleet's words; the rest (IoT, gaming, hard drives, home routers...) is not fleet gear. */
const CATEGORY_OF_SUBCATEGORY: Readonly<Record<string, FootprintCategory>> = {
  laptop: 'laptop',
  desktop: 'desktop',
  workstation: 'desktop',
  'thin client': 'desktop',
  monitor: 'monitor',
  smartphone: 'phone',
  tablet: 'tablet',
  server: 'server',
  printer: 'printer',
};

/** One row of the data set, as its CSV names the columns (only the ones read here). */
export interface FootprintRow {
  readonly manufacturer: string;
  readonly name: string;
  readonly subcategory: string;
  /** kg CO2e over the whole life the manufacturer assumed. */
  readonly gwp_total: string;
  /** The share of that from using the device (electricity), 0..1; blank when the report does not say. */
  readonly gwp_use_ratio: string;
}

export interface FootprintModel {
  readonly manufacturer: string;
  readonly name: string;
  readonly category: FootprintCategory;
  /** kg CO2e of making, shipping and disposing of the device: the footprint less its use. */
  readonly embeddedKg: number;
}

export interface FootprintCatalogue {
  readonly models: readonly FootprintModel[];
  /** Normalised manufacturer + name to the rows of that model (variants differing only by storage or year). */
  readonly byKey: ReadonlyMap<string, readonly FootprintModel[]>;
  /** The normalised name alone, for an asset that names no manufacturer. */
  readonly byName: ReadonlyMap<string, readonly FootprintModel[]>;
  /** The mean embedded kg of each category's rows. */
  readonly categoryAverageKg: Readonly<Partial<Record<FootprintCategory, number>>>;
}

const MANUFACTURER_SUFFIXES = /\b(inc|corp|corporation|co|ltd|gmbh|llc|computer|technologies|development company|lp)\b/g;
/** Words that name the kind of device, not the model: "Dell P2422H Monitor" is the P2422H. */
const NOISE_WORDS = new Set(['with', 'monitor', 'notebook', 'pc', 'laptop', 'desktop', 'the']);

/**
 * A model's name as it is compared: lower case, accents and punctuation gone, without years (2019, "- 2020"), storage
 * sizes (256GB, 1 TB) and words that name the kind of device, so "MacBook Air (M2, 2022) 256 GB" and
 * "MacBook Air (M2 2022) with 256GB" are one model.
 */
export function modelKey(manufacturer: string | null, name: string): string {
  const maker = normalised(manufacturer ?? '').replace(MANUFACTURER_SUFFIXES, ' ');
  const model = normalised(name)
    .replace(/\b\d+(\.\d+)?\s?(gb|tb)\b/g, ' ')
    .replace(/\b(19|20)\d\d\b/g, ' ');
  const makerWords = maker.split(' ').filter(Boolean);
  const words = model.split(' ').filter((word) => word && !NOISE_WORDS.has(word));
  // "Dell Latitude 7430" under manufacturer Dell is the Latitude 7430: the maker is not said twice.
  while (makerWords.length > 0 && words[0] === makerWords[0]) words.shift();
  return [...makerWords, ...words].join(' ');
}

function normalised(text: string): string {
  return text
    .normalize('NFKD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .replace(/[^a-z0-9.]+/g, ' ')
    .replace(/(?<!\d)\.|\.(?!\d)/g, ' ')
    .replace(/\s+/g, ' ')
    .trim();
}

const ratio = (value: string): number | null => {
  const number = Number(value);
  return value.trim() !== '' && Number.isFinite(number) && number >= 0 && number <= 1 ? number : null;
};

const mean = (values: readonly number[]) => values.reduce((sum, value) => sum + value, 0) / values.length;

/**
 * The catalogue of the data set's rows: fleet categories only, rows without a positive total left out. A row whose
 * report gives no use share is taken at its category's mean share.
 */
export function footprintCatalogue(rows: readonly FootprintRow[]): FootprintCatalogue {
  const read = rows.flatMap((row) => {
    const category = CATEGORY_OF_SUBCATEGORY[row.subcategory.trim().toLowerCase()];
    const totalKg = Number(row.gwp_total);
    if (!category || !(totalKg > 0)) return [];
    return [{ manufacturer: row.manufacturer.trim(), name: row.name.trim(), category, totalKg, useRatio: ratio(row.gwp_use_ratio) }];
  });
  const useShare = new Map<FootprintCategory, number>();
  for (const category of FOOTPRINT_CATEGORIES) {
    const known = read.filter((row) => row.category === category && row.useRatio !== null).map((row) => row.useRatio!);
    useShare.set(category, known.length > 0 ? mean(known) : 0);
  }
  const models = read.map(({ manufacturer, name, category, totalKg, useRatio }): FootprintModel => ({
    manufacturer,
    name,
    category,
    embeddedKg: totalKg * (1 - (useRatio ?? useShare.get(category)!)),
  }));
  const byKey = new Map<string, FootprintModel[]>();
  const byName = new Map<string, FootprintModel[]>();
  const add = (map: Map<string, FootprintModel[]>, key: string, model: FootprintModel) => map.set(key, [...(map.get(key) ?? []), model]);
  for (const model of models) {
    add(byKey, modelKey(model.manufacturer, model.name), model);
    add(byName, modelKey(null, model.name), model);
  }
  const categoryAverageKg: Partial<Record<FootprintCategory, number>> = {};
  for (const category of FOOTPRINT_CATEGORIES) {
    const ofCategory = models.filter((model) => model.category === category);
    if (ofCategory.length > 0) categoryAverageKg[category] = mean(ofCategory.map((model) => model.embeddedKg));
  }
  return { models, byKey, byName, categoryAverageKg };
}

/** How a device's footprint was found: its model's rows, its category's average, or not at all. */
export type FootprintBasis = 'model' | 'category-average' | 'none';

export interface DeviceFootprintMatch {
  readonly basis: FootprintBasis;
  readonly embeddedKg: number;
  /** The data set's name of the matched model (the first of its variants). */
  readonly matchedName: string | null;
}

const isFootprintCategory = (value: string): value is FootprintCategory => (FOOTPRINT_CATEGORIES as readonly string[]).includes(value);

/**
 * A device's embedded emissions: the mean of its model's rows when its manufacturer and name match one (the model
 * name alone when the asset names no manufacturer), else the average of its category, else none.
 */
export function matchFootprint(
  catalogue: FootprintCatalogue,
  device: { readonly manufacturer: string | null; readonly model: string; readonly productType: string },
): DeviceFootprintMatch {
  const key = modelKey(device.manufacturer, device.model);
  // An asset that names no manufacturer may still spell it in its model ("Dell Latitude 7430"), or not at all.
  const rows = catalogue.byKey.get(key) ?? (device.manufacturer ? undefined : catalogue.byName.get(key));
  if (rows && rows.length > 0) return { basis: 'model', embeddedKg: mean(rows.map((row) => row.embeddedKg)), matchedName: `${rows[0]!.manufacturer} ${rows[0]!.name}` };
  const average = isFootprintCategory(device.productType) ? catalogue.categoryAverageKg[device.productType] : undefined;
  return average === undefined ? { basis: 'none', embeddedKg: 0, matchedName: null } : { basis: 'category-average', embeddedKg: average, matchedName: null };
}

/** The attribution the footprint data's licence asks for, beside every figure drawn from it. */
export const FOOTPRINT_ATTRIBUTION = 'Boavizta environmental footprint data, ODbL 1.0';

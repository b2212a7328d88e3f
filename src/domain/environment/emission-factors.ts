/**
 * The portal's one table of emission factors: what making and delivering a new device costs the climate. Loop's
 * environmental credit and Environmental Reporting's avoided emissions both read it, so a number the two show is the
 * same number.
 */

/** The device categories the table speaks of (Loop collects these; the fleet's product types map onto them). */
export const DEVICE_CATEGORIES = ['laptop', 'desktop', 'smartphone', 'tablet', 'monitor', 'other'] as const;
export type DeviceCategory = (typeof DEVICE_CATEGORIES)[number];

/** The footprint of making and delivering one new device, in grams of CO2 equivalent (integers, like money). */
export interface DeviceFootprint {
  readonly manufacturingG: number;
  readonly distributionG: number;
}

export interface FactorSource {
  readonly publisher: string;
  readonly title: string;
  readonly url: string;
}

/**
 * One published version of the factor table. A new version is added beside the old ones, never edited in place:
 * a campaign (or a report) keeps the version it was made with, so it stays what it was.
 */
export interface CreditFactorTable {
  readonly version: string;
  readonly source: FactorSource;
  /** What each figure stands for, for the report's reader. */
  readonly scope: string;
  /** Only the types with a sourced figure; others are listed as not counted rather than guessed. */
  readonly factors: Partial<Record<DeviceCategory, DeviceFootprint>>;
}

const kg = (value: number) => Math.round(value * 1000);

/** ADEME's figures for manufacturing and distribution (laptop, smartphone, 24-inch monitor), as issue 15 adopts them. */
const ADEME_2026_1: CreditFactorTable = {
  version: 'ademe-2026.1',
  source: {
    publisher: 'ADEME (Agence de la transition écologique)',
    title: 'Base Empreinte®, digital equipment: manufacturing and distribution',
    url: 'https://base-empreinte.ademe.fr',
  },
  scope: 'kg CO2e per new device, manufacturing + distribution; a monitor is a 24-inch one',
  factors: {
    laptop: { manufacturingG: kg(170.3), distributionG: kg(12.3) },
    smartphone: { manufacturingG: kg(83), distributionG: kg(2.1) },
    monitor: { manufacturingG: kg(64.6), distributionG: kg(1.3) },
  },
};

/** Every version, oldest first; the last is what new campaigns and today's reports use. */
export const CREDIT_FACTOR_TABLES: readonly CreditFactorTable[] = [ADEME_2026_1];

export const CURRENT_FACTOR_TABLE = CREDIT_FACTOR_TABLES.at(-1)!;

export function factorTableOf(version: string, tables: readonly CreditFactorTable[] = CREDIT_FACTOR_TABLES): CreditFactorTable | undefined {
  return tables.find((table) => table.version === version);
}

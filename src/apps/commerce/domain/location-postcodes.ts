import { allow, refuse, type Decision } from '../../../domain/rules/decision';

/**
 * The postcode of each country an address may be in: its pattern (after trimming and upper-casing) and an example
 * that a refusal shows. A country without postcodes has none (Ireland's Eircode is optional for delivery).
 */
export const POSTCODE_FORMATS = {
  AT: { pattern: /^\d{4}$/, example: '1010' },
  BE: { pattern: /^\d{4}$/, example: '1000' },
  CA: { pattern: /^[ABCEGHJ-NPRSTVXY]\d[ABCEGHJ-NPRSTV-Z] \d[ABCEGHJ-NPRSTV-Z]\d$/, example: 'K1A 0B1' },
  CH: { pattern: /^\d{4}$/, example: '8001' },
  CZ: { pattern: /^\d{3} \d{2}$/, example: '110 00' },
  DE: { pattern: /^\d{5}$/, example: '10115' },
  DK: { pattern: /^\d{4}$/, example: '1050' },
  ES: { pattern: /^(0[1-9]|[1-4]\d|5[0-2])\d{3}$/, example: '28001' },
  FI: { pattern: /^\d{5}$/, example: '00100' },
  FR: { pattern: /^\d{5}$/, example: '75001' },
  GB: { pattern: /^[A-Z]{1,2}\d[A-Z\d]? \d[A-Z]{2}$/, example: 'SW1A 1AA' },
  IE: { pattern: /^[AC-FHKNPRTV-Y]\d{2}[ \d]?[AC-FHKNPRTV-Y\d]{4}$/, example: 'D02 X285' },
  IT: { pattern: /^\d{5}$/, example: '00184' },
  LU: { pattern: /^\d{4}$/, example: '1009' },
  NL: { pattern: /^[1-9]\d{3} ?[A-Z]{2}$/, example: '1012 AB' },
  NO: { pattern: /^\d{4}$/, example: '0150' },
  PL: { pattern: /^\d{2}-\d{3}$/, example: '00-950' },
  PT: { pattern: /^\d{4}-\d{3}$/, example: '1000-001' },
  SE: { pattern: /^\d{3} ?\d{2}$/, example: '111 22' },
  US: { pattern: /^\d{5}(-\d{4})?$/, example: '10001' },
} as const satisfies Record<string, { pattern: RegExp; example: string }>;

type CountryCode = keyof typeof POSTCODE_FORMATS;
export const COUNTRY_CODES = Object.keys(POSTCODE_FORMATS) as CountryCode[];

function isCountryCode(value: string): value is CountryCode {
  return Object.hasOwn(POSTCODE_FORMATS, value);
}

/** A postcode as written, made comparable: surrounding blanks gone, inner runs of blanks one space, upper case. */
function normalisePostcode(postcode: string): string {
  return postcode.trim().replace(/\s+/g, ' ').toUpperCase();
}

/** The postcode as it is kept, or why it is not one of the country's. */
export function checkPostcode(country: string, postcode: string): Decision<string> {
  if (!isCountryCode(country)) return refuse('unknown-country', `${country} is not a country addresses may be in.`, { country });
  const normalised = normalisePostcode(postcode);
  const { pattern, example } = POSTCODE_FORMATS[country];
  if (!pattern.test(normalised)) {
    return refuse('postcode-format', `${postcode} is not a postcode of ${country}; it looks like ${example}.`, { country, example });
  }
  return allow(normalised);
}

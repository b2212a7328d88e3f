/**
 * An amount kept in minor units, written in the reader's language with the currency's own decimals: 12345 EUR cents
 * is "€123.45" in English and "123,45 €" in German, never "12345 EUR".
 */
export function formatMinor(minor: number, currency: string, locale: string): string {
  const format = new Intl.NumberFormat(locale, { style: 'currency', currency });
  const digits = format.resolvedOptions().maximumFractionDigits ?? 2;
  return format.format(minor / 10 ** digits);
}

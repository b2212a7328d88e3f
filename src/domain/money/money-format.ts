/**
 * An amount kept in minor units, written in the reader's language with the currency's own decimals: 12345 EUR cents
 * is "€123.45" in English and "123,45 €" in German, never "12345 EUR". `signed` writes "+€5.00" for a credit, as
 * a ledger does.
 */
export function formatMinor(minor: number, currency: string, locale: string, { signed = false }: { signed?: boolean } = {}): string {
  const format = new Intl.NumberFormat(locale, { style: 'currency', currency, ...(signed && { signDisplay: 'exceptZero' as const }) });
  const digits = format.resolvedOptions().maximumFractionDigits ?? 2;
  return format.format(minor / 10 ** digits);
}

/**
 * The regions whose date order an organisation may choose (ISO 3166-1 alpha-2): the reader's language names the
 * months, the region orders day, month and year (27/11/2026 in GB, 11/27/2026 in the US, 27.11.2026 in DE).
 */
export const DATE_REGIONS = ['US', 'GB', 'IE', 'DE', 'AT', 'CH', 'FR', 'NL', 'SE', 'DK', 'NO', 'PL'] as const;
export type DateRegion = (typeof DATE_REGIONS)[number];

/** The locale to format a date in: the reader's language in the organisation's region ('en' in GB is 'en-GB'). */
export function localeOf(language: string, region: string | null): string {
  return region ? `${language}-${region}` : language;
}

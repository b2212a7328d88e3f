/** The languages the portal speaks; English is complete and the fallback of the others. */
export const LANGUAGES = ['en', 'de'] as const;
export type Language = (typeof LANGUAGES)[number];

const isLanguage = (candidate: string | null | undefined): candidate is Language => LANGUAGES.includes(candidate as Language);

/**
 * The language to show: the person's stored choice, else the first of their browser's languages the portal speaks
 * (`de-AT` counts as `de`), else English. The browser and the server (for the prerendered sign-in page) both ask this.
 */
export function pickLanguage(stored: string | null, browser: readonly string[]): Language {
  const candidates = [stored, ...browser.map((tag) => tag.split('-')[0]?.toLowerCase())];
  return candidates.find(isLanguage) ?? 'en';
}

/** The cookie the browser keeps the language last shown in, so that the page the server renders (sign-in) speaks it. */
export const LANGUAGE_COOKIE = 'portal-language';

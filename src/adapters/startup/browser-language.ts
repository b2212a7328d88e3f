import { LANGUAGE_STORAGE_KEY, pickLanguage } from '../i18n/create-i18n';
import type { Language } from '../i18n/resources';

function storedLanguage(): string | null {
  try {
    return globalThis.localStorage?.getItem(LANGUAGE_STORAGE_KEY) ?? null;
  } catch {
    // Storage can be off limits (privacy settings); the browser's languages still decide.
    return null;
  }
}

/** The language to show: the person's stored choice, else their browser's. */
export function browserLanguage(): Language {
  return pickLanguage(storedLanguage(), globalThis.navigator?.languages ?? []);
}

/** Remembers the language someone picked, so the next visit starts in it. */
export function rememberLanguage(language: string): void {
  try {
    globalThis.localStorage?.setItem(LANGUAGE_STORAGE_KEY, language);
  } catch {
    // As above: without storage the choice lasts as long as the page.
  }
}

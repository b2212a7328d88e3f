import { LANGUAGE_COOKIE, pickLanguage, type Language } from '../../domain/i18n/language';
import { LANGUAGE_STORAGE_KEY } from '../i18n/create-i18n';

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

const ONE_YEAR_SECONDS = 365 * 24 * 3600;

/** Tells the server the language shown, so that the sign-in page it renders opens in it (server/http/sign-in-page.ts). */
export function shareLanguageWithServer(language: string): void {
  try {
    globalThis.document.cookie = `${LANGUAGE_COOKIE}=${encodeURIComponent(language)}; Path=/; Max-Age=${ONE_YEAR_SECONDS}; SameSite=Lax`;
  } catch {
    // A sandboxed page may not set cookies: the sign-in page then follows the browser's languages.
  }
}

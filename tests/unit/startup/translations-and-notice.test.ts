// @vitest-environment jsdom
import type { i18n } from 'i18next';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { I18N } from '../../../src/application/ports/i18n-port';
import type { StartupContext } from '../../../src/application/ports/startup-module';
import { createI18n, everyLanguage } from '../../every-language-i18n';
import { showStartupFailureNotice } from '../../../src/adapters/startup/startup-failure-notice';
import translationsModule from '../../../src/adapters/startup/translations-module';
import { mapRegistry } from './map-registry';

function browserLanguages(...languages: string[]) {
  vi.spyOn(window.navigator, 'languages', 'get').mockReturnValue(languages);
}

afterEach(() => {
  localStorage.clear();
  document.documentElement.lang = '';
  document.cookie = 'portal-language=; Path=/; Max-Age=0';
});

describe('the translations module', () => {
  async function run() {
    const container = mapRegistry();
    const context: StartupContext = { container, router: { navigate: () => {} }, redirect: () => {}, path: '/', publicPath: '/' };
    await translationsModule.run(context);
    return container.get<i18n>(I18N);
  }

  it('starts in the language the person chose before, with its catalogues loaded', async () => {
    browserLanguages('en-GB');
    localStorage.setItem('language', 'de');
    const translations = await run();
    expect(translations.language).toBe('de');
    expect(translations.t('shell:skipToContent')).toBe('Zum Inhalt springen');
    expect(document.documentElement.lang).toBe('de');
  });

  it('tells the server the language shown, so that its sign-in page opens in it next time', async () => {
    browserLanguages('de-DE');
    const translations = await run();
    expect(document.cookie).toContain('portal-language=de');
    await translations.changeLanguage('en');
    expect(document.cookie).toContain('portal-language=en');
    expect(localStorage.getItem('language')).toBe('en');
  });

  it("otherwise starts in the browser's language, and keeps the page's lang in step", async () => {
    browserLanguages('fr-FR', 'de-AT');
    const translations = await run();
    expect(document.documentElement.lang).toBe('de');
    await translations.changeLanguage('en');
    expect(document.documentElement.lang).toBe('en');
    expect(translations.t('shell:skipToContent')).toBe('Skip to content');
  });

  it('loads the catalogues of a language picked later before it shows', async () => {
    browserLanguages('en-US');
    const translations = await run();
    await translations.changeLanguage('de');
    expect(translations.t('shell:skipToContent')).toBe('Zum Inhalt springen');
    expect(translations.t('kit:list.next')).toBe('Nächste Seite');
  });
});

describe('the startup failure notice', () => {
  it('replaces the root with a plain alert and a link that reloads the page', () => {
    browserLanguages('en-US');
    const root = document.createElement('div');
    root.textContent = 'half-built app';
    showStartupFailureNotice(root, mapRegistry());
    const notice = root.querySelector('[role="alert"]');
    expect(root.children).toHaveLength(1);
    expect(notice?.querySelector('h1')?.textContent).toBe('The portal could not start');
    const reload = notice?.querySelector('a');
    expect(reload?.textContent).toBe('Reload the page');
    expect(reload?.href).toBe(window.location.href);
  });

  it("speaks the app's language when the translations module has run", () => {
    browserLanguages('en-US');
    const root = document.createElement('div');
    showStartupFailureNotice(root, mapRegistry([[I18N, createI18n('de')]]));
    expect(root.querySelector('h1')?.textContent).toBe('Das Portal konnte nicht starten');
  });

  it('has the same keys in English and German', () => {
    const keys = (catalogue: object): string[] =>
      Object.entries(catalogue).flatMap(([key, value]) =>
        typeof value === 'object' ? keys(value).map((inner) => `${key}.${inner}`) : [key],
      );
    expect(keys(everyLanguage.de.boot)).toEqual(keys(everyLanguage.en.boot));
  });
});

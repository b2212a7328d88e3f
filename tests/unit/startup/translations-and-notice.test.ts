// @vitest-environment jsdom
import type { i18n } from 'i18next';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { I18N } from '../../../src/application/ports/i18n-port';
import type { StartupContext } from '../../../src/application/ports/startup-module';
import { createI18n } from '../../../src/adapters/i18n/create-i18n';
import { resources } from '../../../src/adapters/i18n/resources';
import { showStartupFailureNotice } from '../../../src/adapters/startup/startup-failure-notice';
import translationsModule from '../../../src/adapters/startup/translations-module';
import { mapRegistry } from './map-registry';

function browserLanguages(...languages: string[]) {
  vi.spyOn(window.navigator, 'languages', 'get').mockReturnValue(languages);
}

afterEach(() => {
  localStorage.clear();
  document.documentElement.lang = '';
});

describe('the translations module', () => {
  function run() {
    const container = mapRegistry();
    const context: StartupContext = { container, router: { navigate: () => {} }, redirect: () => {}, path: '/', publicPath: '/' };
    void translationsModule.run(context);
    return container.get<i18n>(I18N);
  }

  it('starts in the language the person chose before', () => {
    browserLanguages('en-GB');
    localStorage.setItem('language', 'de');
    expect(run().language).toBe('de');
    expect(document.documentElement.lang).toBe('de');
  });

  it("otherwise starts in the browser's language, and keeps the page's lang in step", async () => {
    browserLanguages('fr-FR', 'de-AT');
    const translations = run();
    expect(document.documentElement.lang).toBe('de');
    await translations.changeLanguage('en');
    expect(document.documentElement.lang).toBe('en');
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
    expect(keys(resources.de.boot)).toEqual(keys(resources.en.boot));
  });
});

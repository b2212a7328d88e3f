import { describe, expect, it } from 'vitest';
import { activityCatalogue } from '../../../src/adapters/i18n/activity-catalogue';
import { NAMESPACES } from '../../../src/adapters/i18n/resources';
import { everyLanguage as resources } from '../../every-language-i18n';
import { appCatalogue } from '../../../src/domain/apps/app-catalogue';
import { appCategories } from '../../../src/domain/apps/app-declaration';
import { routeTable } from '../../../src/domain/routing/route-table';
import { appCatalogues } from '../../../src/app-client';
import { appClients } from '../../../src/app-clients';

const lazyCatalogues = { ...activityCatalogue, ...appCatalogues(appClients) };

function keys(value: unknown, prefix = ''): string[] {
  if (typeof value !== 'object' || value === null) return [prefix];
  return Object.entries(value).flatMap(([key, child]) => keys(child, prefix ? `${prefix}.${key}` : key));
}

function lookup(catalogue: unknown, key: string): unknown {
  return key.split('.').reduce<unknown>((node, part) => (node as Record<string, unknown> | undefined)?.[part], catalogue);
}

describe('the translation catalogues', () => {
  it.each(NAMESPACES)('German has exactly the keys of English in %s', (namespace) => {
    expect(keys(resources.de[namespace]).sort()).toEqual(keys(resources.en[namespace]).sort());
  });

  it.each(NAMESPACES)('no string of %s is empty in either language', (namespace) => {
    for (const language of ['en', 'de'] as const) {
      for (const key of keys(resources[language][namespace])) {
        expect(lookup(resources[language][namespace], key), `${language}:${namespace}:${key}`).not.toBe('');
      }
    }
  });

  it.each(Object.keys(lazyCatalogues))('the lazily loaded %s has the same keys in German, none of them empty', async (namespace) => {
    const [en, de] = await Promise.all([lazyCatalogues[namespace]!.en(), lazyCatalogues[namespace]!.de()]);
    expect(keys(de.default).sort()).toEqual(keys(en.default).sort());
    for (const [language, catalogue] of [['en', en.default], ['de', de.default]] as const) {
      for (const key of keys(catalogue)) expect(lookup(catalogue, key), `${language}:${namespace}:${key}`).not.toBe('');
    }
  });

  it.each(appClients.map((app) => [app.id, app] as const))("every namespace of %s is named after the app", (id, app) => {
    for (const namespace of Object.keys(app.catalogues)) expect(namespace).toMatch(new RegExp(`^${id}(-|$)`));
  });

  it('names and describes every app and category of the catalogue', () => {
    for (const app of appCatalogue) {
      expect(lookup(resources.en.shell, `apps.${app.slug}`), app.slug).toBeTypeOf('string');
      expect(lookup(resources.en.shell, `appDescriptions.${app.slug}`), app.slug).toBeTypeOf('string');
    }
    for (const category of appCategories) expect(lookup(resources.en.shell, `categories.${category}`)).toBeTypeOf('string');
  });

  it('titles every route that belongs to no app', () => {
    for (const route of routeTable.filter((r) => !r.meta.slug && !r.slugFromPath && !r.redirect)) {
      expect(lookup(resources.en.shell, `routes.${route.name}`), route.name).toBeTypeOf('string');
    }
  });
});

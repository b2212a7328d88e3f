import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { activityCatalogue } from '../../../src/adapters/i18n/activity-catalogue';

const serverDir = fileURLToPath(new URL('../../../server/', import.meta.url));

type Words = { readonly label: Readonly<Record<string, string>>; readonly phrase: Readonly<Record<string, string>> };

const wordsIn = async (language: 'en' | 'de') => (await activityCatalogue.activity![language]()).default as Words;

/**
 * Every action code the server writes as a literal (`action: 'campaign.created'`), its tests' own left out. A code is a
 * subject and what happened to it, joined by a dot: that leaves out `frameguard: { action: 'sameorigin' }`.
 */
function literalActionCodes(): string[] {
  const files = readdirSync(serverDir, { recursive: true, encoding: 'utf8' }).filter(
    (name) => name.endsWith('.ts') && !name.split(/[\\/]/).includes('__tests__'),
  );
  const codes = files.flatMap((file) =>
    [...readFileSync(join(serverDir, file), 'utf8').matchAll(/\baction: '([a-z][\w-]*(?:\.[\w-]+)+)'/g)].map((match) => match[1]!),
  );
  return [...new Set(codes)].sort();
}

describe('the words of the action codes', () => {
  const codes = literalActionCodes();

  it('finds the codes the server writes, so that the checks below cannot pass on none', () => {
    expect(codes.length).toBeGreaterThan(100);
    expect(codes).toContain('campaign.created');
    expect(codes).not.toContain('sameorigin');
  });

  it.each(['en', 'de'] as const)('words every code the server writes in %s, as a label and as a phrase', async (language) => {
    const words = await wordsIn(language);
    expect(codes.filter((code) => !words.label[code]?.trim())).toEqual([]);
    expect(codes.filter((code) => !words.phrase[code]?.trim())).toEqual([]);
  });

  it('gives every code it words both forms', async () => {
    const { label, phrase } = await wordsIn('en');
    expect(Object.keys(phrase).sort()).toEqual(Object.keys(label).sort());
  });

  it('says every code in German, not in English again', async () => {
    const [en, de] = await Promise.all([wordsIn('en'), wordsIn('de')]);
    for (const form of ['label', 'phrase'] as const) {
      expect(Object.keys(en[form]).filter((code) => de[form][code] === en[form][code])).toEqual([]);
    }
  });
});

import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import deLab from '../../../src/adapters/i18n/locales/de/lab.json';
import enLab from '../../../src/adapters/i18n/locales/en/lab.json';
import { appClients } from '../../../src/app-clients';
import { labMachines } from '../../../src/application/lab/machine-registry';

// The lab's catalogue is not in the portal's resources (the portal does not ship it), so the shared
// catalogue test does not see it: these are its checks.
const root = fileURLToPath(new URL('../../../', import.meta.url));

function keys(value: unknown, prefix = ''): string[] {
  if (typeof value !== 'object' || value === null) return [prefix];
  return Object.entries(value).flatMap(([key, child]) => keys(child, prefix ? `${prefix}.${key}` : key));
}

const english = new Set(keys(enLab));

/** Keys the lab's UI asks for by literal: `t('a.b')`, with plural forms resolved to their base. */
function literalKeys(): string[] {
  const dir = join(root, 'src/lab/ui');
  return readdirSync(dir)
    .filter((file) => /\.tsx?$/.test(file))
    .flatMap((file) => [...readFileSync(join(dir, file), 'utf8').matchAll(/\bt\(\s*'([\w.]+)'/g)].map((match) => match[1]!));
}

describe('the Machine Lab catalogue', () => {
  it('has the same keys in German as in English', () => {
    expect(keys(deLab).sort()).toEqual(keys(enLab).sort());
  });

  it('has no empty string in either language', () => {
    for (const catalogue of [enLab, deLab]) {
      for (const key of keys(catalogue)) {
        const value = key.split('.').reduce<unknown>((node, part) => (node as Record<string, unknown>)[part], catalogue);
        expect(value, key).not.toBe('');
      }
    }
  });

  it('has every key the lab asks for', () => {
    const used = literalKeys();
    expect(used.length).toBeGreaterThan(30);
    for (const key of used) expect(english.has(key) || english.has(`${key}_one`), key).toBe(true);
  });

  it('names every machine, the kernel\'s and each app\'s, in every language', async () => {
    const apps = await Promise.all(appClients.flatMap((app) => (app.labMachines ? [app.labMachines()] : [])));
    for (const language of ['en', 'de'] as const) {
      const kernelNames = (language === 'en' ? enLab : deLab).machines.names as Record<string, string>;
      for (const { machine } of labMachines) expect(kernelNames[machine.id], `${language}: ${machine.id}`).toBeTruthy();
      for (const app of apps) {
        for (const { machine } of app.machines) expect(app.names[language][machine.id], `${language}: ${machine.id}`).toBeTruthy();
      }
    }
  });
});

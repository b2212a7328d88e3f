import { expect, it, vi } from 'vitest';
import { lazyCsvParser } from '../../../src/adapters/imports/lazy-csv-parser';

const loaded = vi.hoisted(() => new Set<string>());

vi.mock('papaparse', async (importOriginal) => {
  loaded.add('papaparse');
  return importOriginal();
});

it('leaves papaparse alone until the first file is read', async () => {
  expect(loaded.has('papaparse')).toBe(false);
  expect((await lazyCsvParser.parse('Asset Tag\nLT-1\n')).rows).toEqual([{ line: 2, cells: ['LT-1'] }]);
  expect(loaded.has('papaparse')).toBe(true);
});

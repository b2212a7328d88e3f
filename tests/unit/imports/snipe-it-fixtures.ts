import { readFileSync } from 'node:fs';

/** The Snipe-IT export fixtures, read as the browser would read a picked file: as text. */
export function snipeItFixture(name: 'assets-export' | 'assets-export-bad-row'): string {
  return readFileSync(new URL(`../../fixtures/snipe-it/${name}.csv`, import.meta.url), 'utf8');
}

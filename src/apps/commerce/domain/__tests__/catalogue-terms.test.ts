import { describe, expect, it } from 'vitest';
import { categorySlugOf, isCategorySlug } from '../catalogue-terms';

describe('category slugs', () => {
  it('suggests a slug from a name, in letters and digits joined by single dashes', () => {
    expect(categorySlugOf('Docks & Hubs')).toBe('docks-hubs');
    expect(categorySlugOf('  Mäuse und Tastaturen ')).toBe('mause-und-tastaturen');
    expect(categorySlugOf('Straße 2')).toBe('strasse-2');
    expect(categorySlugOf('???')).toBe('');
    expect(categorySlugOf('a'.repeat(59) + ' b')).toBe('a'.repeat(59));
  });

  it('accepts only what the store can put in an address', () => {
    expect(isCategorySlug('docks-hubs')).toBe(true);
    expect(isCategorySlug('Docks')).toBe(false);
    expect(isCategorySlug('docks--hubs')).toBe(false);
    expect(isCategorySlug('-docks')).toBe(false);
    expect(isCategorySlug('')).toBe(false);
    expect(isCategorySlug('a'.repeat(61))).toBe(false);
  });
});

import { describe, expect, it } from 'vitest';
import { pickLanguage } from '../../../src/domain/i18n/language';

describe('the language to show', () => {
  it('is the stored choice, else the first browser language the portal speaks, else English', () => {
    expect(pickLanguage('de', ['en-US'])).toBe('de');
    expect(pickLanguage(null, ['fr-FR', 'DE-at', 'en'])).toBe('de');
    expect(pickLanguage('fr', ['it', 'es'])).toBe('en');
    expect(pickLanguage(null, [])).toBe('en');
  });
});

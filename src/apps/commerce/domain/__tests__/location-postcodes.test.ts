import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { checkPostcode, COUNTRY_CODES, POSTCODE_FORMATS } from '../location-postcodes';

describe('postcode formats per country', () => {
  it.each(COUNTRY_CODES)("accepts %s's own example", (country) => {
    expect(checkPostcode(country, POSTCODE_FORMATS[country].example)).toEqual({ ok: true, value: POSTCODE_FORMATS[country].example });
  });

  it.each([
    ['DE', '1011'],
    ['AT', '10115'],
    ['GB', '12345'],
    ['NL', '0123 AB'],
    ['US', '1234'],
    ['PL', '00950'],
    ['CA', 'D1A 0B1'],
  ])('refuses %s %s with the example to follow', (country, postcode) => {
    expect(checkPostcode(country, postcode)).toMatchObject({ ok: false, code: 'postcode-format', params: { country, example: POSTCODE_FORMATS[country as 'DE'].example } });
  });

  it('normalises case and blanks before checking', () => {
    expect(checkPostcode('GB', '  sw1a   1aa ')).toEqual({ ok: true, value: 'SW1A 1AA' });
    expect(checkPostcode('NL', '1012ab')).toEqual({ ok: true, value: '1012AB' });
  });

  it('refuses a country without a format', () => {
    expect(checkPostcode('XX', '12345')).toMatchObject({ ok: false, code: 'unknown-country' });
  });

  it('keeps a postcode typed in any case and with any blanks around it as checking it again keeps it', () => {
    fc.assert(
      fc.property(fc.constantFrom(...COUNTRY_CODES), fc.boolean(), fc.nat(3), (country, lower, blanks) => {
        const { example } = POSTCODE_FORMATS[country];
        const kept = checkPostcode(country, `${' '.repeat(blanks)}${lower ? example.toLowerCase() : example}${' '.repeat(blanks)}`);
        expect(kept).toEqual(checkPostcode(country, example));
        expect(kept.ok && checkPostcode(country, kept.value)).toEqual(kept);
      }),
    );
  });

  it('takes exactly five digits for Germany', () => {
    fc.assert(fc.property(fc.nat(999_999), (n) => {
        expect(checkPostcode('DE', String(n)).ok).toBe(String(n).length === 5);
      }));
  });
});

import { describe, expect, it } from 'vitest';
import { checkCurrencyChange, checkPriceCurrency } from '../organisation-currency';

describe('a price’s currency', () => {
  it('is taken in the organisation’s currency', () => {
    expect(checkPriceCurrency('EUR', 'EUR')).toEqual({ ok: true, value: 'EUR' });
  });

  it('is refused in any other, naming the one to use', () => {
    expect(checkPriceCurrency('USD', 'EUR')).toMatchObject({ ok: false, code: 'foreign-currency', params: { currency: 'EUR', given: 'USD' } });
  });
});

describe('changing the organisation’s currency', () => {
  it('is allowed while no money has moved', () => {
    expect(checkCurrencyChange('EUR', 'USD', false)).toEqual({ ok: true, value: 'USD' });
  });

  it('is refused once money has moved, naming the currency that stays', () => {
    expect(checkCurrencyChange('EUR', 'USD', true)).toMatchObject({ ok: false, code: 'currency-locked', params: { currency: 'EUR' } });
  });

  it('keeping the same currency is no change, whatever has moved', () => {
    expect(checkCurrencyChange('EUR', 'EUR', true)).toEqual({ ok: true, value: 'EUR' });
  });
});

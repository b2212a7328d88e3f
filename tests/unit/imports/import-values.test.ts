import { describe, expect, it } from 'vitest';
import { parseImportDate } from '../../../src/domain/imports/import-dates';
import { parseCostCents, parseWarrantyMonths } from '../../../src/domain/imports/import-values';

describe('purchase dates', () => {
  it.each([
    ['2023-04-20', '2023-04-20'],
    ['2023-4-5', '2023-04-05'],
    ['2023-04-20 00:00:00', '2023-04-20'],
    ['2023-04-20 12:00AM', '2023-04-20'],
    ['2023-04-20T09:30:00Z', '2023-04-20'],
    ['2023-04-20T23:30:00+02:00', '2023-04-20'],
    ['Apr 20, 2023', '2023-04-20'],
    ['Thu Apr 20, 2023', '2023-04-20'],
    ['April 20, 2023', '2023-04-20'],
    ['20 Apr, 2023', '2023-04-20'],
    ['20 September 2023', '2023-09-20'],
    ['20 Sept 2023', '2023-09-20'],
    ['04/20/2023', '2023-04-20'],
    ['20.04.2023', '2023-04-20'],
    ['2024-02-29', '2024-02-29'],
  ])('reads %j as %s', (text, date) => {
    expect(parseImportDate(text)).toBe(date);
  });

  it('reads slashes day first when the export says so', () => {
    expect(parseImportDate('05/04/2023', 'day-first')).toBe('2023-04-05');
    expect(parseImportDate('05/04/2023', 'month-first')).toBe('2023-05-04');
    expect(parseImportDate('20/04/2023', 'month-first')).toBeNull();
  });

  it.each(['', 'soon', '2023-02-30', '2023-02-29', '2023-13-01', '31.04.2023', 'Foo 20, 2023', 'Marsh 20, 2023', '2023/04/20', '20230420'])(
    'turns away %j',
    (text) => {
      expect(parseImportDate(text)).toBeNull();
    },
  );
});

describe('purchase costs', () => {
  it.each([
    ['1349', 134900],
    ['899.00', 89900],
    ['219.99', 21999],
    ['12.5', 1250],
    ['1,299.00', 129900],
    ['1,299', 129900],
    ['1,299,000', 129900000],
    ['1.299', 129900],
    ['1.299,00', 129900],
    ['849,50', 84950],
    ['$1,299.00', 129900],
    ['€ 1.299,00', 129900],
    ['1299.00 EUR', 129900],
    ['0', 0],
  ])('reads %j as %i cents', (text, cents) => {
    expect(parseCostCents(text)).toBe(cents);
  });

  it.each([
    ['-45.00', -4500],
    ['$-45.00', -4500],
    ['(45.00)', -4500],
  ])('reads %j as negative, for the caller to refuse', (text, cents) => {
    expect(parseCostCents(text)).toBe(cents);
  });

  it.each(['', 'free', 'n/a', '12-34', '1.2.3,4,5', '12.345.67', '1,29,000', '.50x', '12.999,5,0', 'EUR'])('turns away %j', (text) => {
    expect(parseCostCents(text)).toBeNull();
  });
});

describe('warranty months', () => {
  it('reads a whole number, with or without the word months', () => {
    expect(['36', '36 months', '1 month', '12mo'].map(parseWarrantyMonths)).toEqual([36, 36, 1, 12]);
    expect(['three', '-12', '1.5', ''].map(parseWarrantyMonths)).toEqual([null, null, null, null]);
  });
});

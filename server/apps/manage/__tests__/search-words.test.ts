import { describe, expect, it } from 'vitest';
import { searchWords, vectorTerms } from '../repositories/asset-repository';
import { toCsv } from '../../../../src/domain/csv/csv-text';

describe('CSV export', () => {
  it('quotes what RFC 4180 asks, ends lines in CRLF and defuses formulas', () => {
    const csv = toCsv(['Tag', 'Notes'], [['A-1', 'dented, "as is"'], ['=HYPERLINK("x")', null], ['B-2', 'two\nlines']]);
    expect(csv).toBe('Tag,Notes\r\nA-1,"dented, ""as is"""\r\n"\'=HYPERLINK(""x"")",\r\nB-2,"two\nlines"\r\n');
  });
});

describe('search words', () => {
  it('lower-cases each word and drops its punctuation, so tags match however they are typed', () => {
    expect(searchWords('  ACME-0001  Eve ')).toEqual(['acme0001', 'eve']);
    expect(searchWords('%% --')).toEqual([]);
  });
});

describe('search terms for the text-search vector', () => {
  it('splits a word where punctuation joins its parts, as the parser does', () => {
    expect(vectorTerms('SN-KXQWRT  Eve')).toEqual(['sn', 'kxqwrt', 'eve']);
    expect(vectorTerms('--')).toEqual([]);
  });
});

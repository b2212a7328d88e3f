import { describe, expect, it } from 'vitest';
import { firstFilledRow, headersOf, matchColumns } from '../bulk-matching';

describe('matching columns', () => {
  it("matches Snipe-IT's own headers with certainty and says what is still missing", () => {
    const header = ['Company', 'Name', 'Asset Tag', 'Category', 'Model', 'Checked Out To: Email', 'Serial Number'];
    const match = matchColumns(header, 'assets');
    expect(match.mapping).toMatchObject({ name: 1, assetTag: 2, category: 3, model: 4, email: 5, serial: 6 });
    expect(match.missingRequired).toEqual([]);
    expect(match.suggestions.assetTag?.[0]).toMatchObject({ column: 2 });
    expect(match.suggestions.assetTag![0]!.score).toBeGreaterThan(0.9);
  });

  it('suggests a column spelled unlike any known header by its likeness, and leaves unrelated ones alone', () => {
    const match = matchColumns(['Asset-Tags', 'Modell', 'Colour'], 'assets');
    expect(match.mapping.assetTag).toBe(0);
    expect(match.mapping.model).toBe(1);
    expect(Object.values(match.mapping)).not.toContain(2);
  });

  it("starts from the organisation's remembered columns, which win over any guess", () => {
    const header = ['Inventar-Nr.', 'Gerät', 'Asset Tag'];
    const match = matchColumns(header, 'assets', { assetTag: 'Inventar-Nr.', model: 'Gerät' });
    expect(match.mapping).toMatchObject({ assetTag: 0, model: 1 });
    expect(match.suggestions.assetTag?.[0]).toEqual({ column: 0, score: 1 });
    expect(headersOf(header, match.mapping)).toMatchObject({ assetTag: 'Inventar-Nr.', model: 'Gerät' });
  });

  it('asks for the required column a users file lacks', () => {
    expect(matchColumns(['First Name', 'Last Name'], 'people').missingRequired).toEqual(['email']);
  });

  it('takes the first filled row as the header', () => {
    expect(firstFilledRow([{ cells: ['', ' '] }, { cells: ['Asset Tag'] }])).toBe(1);
    expect(firstFilledRow([])).toBe(0);
  });
});

import { describe, expect, it } from 'vitest';
import { discrepancies, expectedAssets, matchScan, scanOutcome } from '../round-scans';

const berlin = '00000000-0000-4000-8000-00000000000b';
const munich = '00000000-0000-4000-8000-00000000000c';
const laptopId = '11111111-1111-4111-8111-111111111111';
const fleet = [
  { assetId: laptopId, assetTag: 'LT-0001', serial: 'C02XYZ', productType: 'laptop', locationId: berlin },
  { assetId: 'phone', assetTag: 'PH-0002', serial: null, productType: 'phone', locationId: berlin },
  { assetId: 'elsewhere', assetTag: 'LT-0003', serial: 'SN3', productType: 'laptop', locationId: munich },
];

describe('matching a scan', () => {
  it('reads a tag or a serial in any case, and a label’s QR address by tag or by id', () => {
    expect(matchScan(' lt-0001 ', fleet)?.assetId).toBe(laptopId);
    expect(matchScan('c02xyz', fleet)?.assetId).toBe(laptopId);
    expect(matchScan('https://portal.example/apps/manage-beta/assets?tag=PH-0002', fleet)?.assetId).toBe('phone');
    expect(matchScan(`https://portal.example/apps/manage/details/${laptopId}`, fleet)?.assetId).toBe(laptopId);
    expect(matchScan('NOPE-9', fleet)).toBeUndefined();
    expect(matchScan('   ', fleet)).toBeUndefined();
  });
});

describe('a round by location', () => {
  const scope = { locationId: berlin, productType: null };
  const expected = expectedAssets(fleet, scope);

  it('expects the site’s assets; a scan is found, elsewhere or unknown', () => {
    expect(expected).toEqual([laptopId, 'phone']);
    const set = new Set(expected);
    expect(scanOutcome(fleet[0], set, scope)).toBe('found');
    expect(scanOutcome(fleet[2], set, scope)).toBe('elsewhere');
    expect(scanOutcome(undefined, set, scope)).toBe('unknown');
  });

  it('reports what is missing, what belongs elsewhere and unknown tags once each', () => {
    const report = discrepancies(expected, [
      { code: 'LT-0001', assetId: laptopId, outcome: 'found', moved: false },
      { code: 'LT-0001', assetId: laptopId, outcome: 'found', moved: false },
      { code: 'LT-0003', assetId: 'elsewhere', outcome: 'elsewhere', moved: false },
      { code: 'zz-1', assetId: null, outcome: 'unknown', moved: false },
      { code: 'ZZ-1 ', assetId: null, outcome: 'unknown', moved: false },
    ]);
    expect(report).toEqual({ missing: ['phone'], elsewhere: ['elsewhere'], unknown: ['zz-1'], found: 1, expected: 2 });
  });

  it('counts an asset moved here as found and no longer elsewhere', () => {
    const report = discrepancies(expected, [{ code: 'LT-0003', assetId: 'elsewhere', outcome: 'elsewhere', moved: true }]);
    expect(report.elsewhere).toEqual([]);
    expect(report.found).toBe(1);
  });
});

describe('a round by category', () => {
  it('expects the category wherever it is, and a phone is elsewhere', () => {
    const scope = { locationId: null, productType: 'laptop' };
    const expected = expectedAssets(fleet, scope);
    expect(expected).toEqual([laptopId, 'elsewhere']);
    expect(scanOutcome(fleet[1], new Set(expected), scope)).toBe('elsewhere');
  });
});

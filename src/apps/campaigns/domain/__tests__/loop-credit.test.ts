import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { creditReport, CREDIT_METHOD, type CreditDevice } from '../loop-credit';
import { CREDIT_FACTOR_TABLES, CURRENT_FACTOR_TABLE, factorTableOf, type CreditFactorTable } from '../../../../domain/environment/emission-factors';
import { LOOP_DEVICE_TYPES, LOOP_DISPOSITIONS } from '../loop-device';
import { DEFAULT_LOOP_RULES, loopRulesOf } from '../loop-rules';

const device = (type: CreditDevice['type'], disposition: CreditDevice['disposition']): CreditDevice => ({ type, disposition });

describe('the environmental credit of a Loop campaign', () => {
  it('counts reused devices at ADEME manufacturing + distribution, recycled ones separately with nothing avoided', () => {
    const report = creditReport(
      [device('laptop', 'refurbish'), device('laptop', 'resell'), device('laptop', 'recycle'), device('smartphone', 'resell'), device('monitor', 'recycle')],
      CURRENT_FACTOR_TABLE,
    );
    expect(report.method).toBe(CREDIT_METHOD);
    expect(report.table.version).toBe('ademe-2026.1');
    expect(report.table.source.publisher).toMatch(/ADEME/);
    expect(report.reused).toBe(3);
    expect(report.recycled).toBe(2);
    // 2 × (170.3 + 12.3) + (83 + 2.1) kg
    expect(report.avoidedManufacturingG).toBe(2 * 170_300 + 83_000);
    expect(report.avoidedDistributionG).toBe(2 * 12_300 + 2_100);
    expect(report.avoidedG).toBe(450_300);
    expect(report.lines).toEqual([
      { type: 'laptop', reused: 2, recycled: 1, avoidedG: 365_200, hasFactor: true },
      { type: 'monitor', reused: 0, recycled: 1, avoidedG: 0, hasFactor: true },
      { type: 'smartphone', reused: 1, recycled: 0, avoidedG: 85_100, hasFactor: true },
    ]);
  });

  it('leaves types without a sourced figure and undecided devices out of the credit, and says so', () => {
    const report = creditReport([device('tablet', 'refurbish'), device('desktop', 'recycle'), device('laptop', null)], CURRENT_FACTOR_TABLE);
    expect(report.avoidedG).toBe(0);
    expect(report.uncounted).toBe(1);
    expect(report.undecided).toBe(1);
    expect(report.lines.find((line) => line.type === 'tablet')).toMatchObject({ hasFactor: false, avoidedG: 0 });
  });

  it('never credits a recycled device, whatever the mix', () => {
    const devices = fc.array(fc.record({ type: fc.constantFrom(...LOOP_DEVICE_TYPES), disposition: fc.option(fc.constantFrom(...LOOP_DISPOSITIONS), { nil: null }) }));
    fc.assert(
      fc.property(devices, (list) => {
        const withoutRecycled = list.filter((each) => each.disposition !== 'recycle');
        const report = creditReport(list, CURRENT_FACTOR_TABLE);
        expect(report.avoidedG).toBe(creditReport(withoutRecycled, CURRENT_FACTOR_TABLE).avoidedG);
        expect(report.reused + report.recycled + report.undecided).toBe(list.length);
      }),
    );
  });

  it('takes a new table version without a change of the rule', () => {
    const next: CreditFactorTable = { ...CURRENT_FACTOR_TABLE, version: 'test-2', factors: { laptop: { manufacturingG: 1_000, distributionG: 10 } } };
    const report = creditReport([device('laptop', 'resell'), device('smartphone', 'resell')], next);
    expect(report.table.version).toBe('test-2');
    expect(report.avoidedG).toBe(1_010);
    expect(report.uncounted).toBe(1);
    expect(factorTableOf('test-2', [...CREDIT_FACTOR_TABLES, next])).toBe(next);
    expect(factorTableOf('no-such-version')).toBeUndefined();
  });

  it('keeps every published table sourced, versioned once and in whole grams', () => {
    const versions = CREDIT_FACTOR_TABLES.map((table) => table.version);
    expect(new Set(versions).size).toBe(versions.length);
    for (const table of CREDIT_FACTOR_TABLES) {
      expect(table.source.url).toMatch(/^https:\/\//);
      for (const factor of Object.values(table.factors)) {
        expect(Number.isInteger(factor.manufacturingG) && Number.isInteger(factor.distributionG)).toBe(true);
      }
    }
  });
});

describe("a Loop campaign's rules as an answer carries them", () => {
  it('reads the table version and a certified default recycler, and falls back to the defaults otherwise', () => {
    const recycler = { name: 'GreenCycle', certification: 'r2', certificateId: 'R2-7' };
    expect(loopRulesOf({ factorTableVersion: 'test-2', defaultRecycler: recycler })).toEqual({ factorTableVersion: 'test-2', defaultRecycler: recycler });
    expect(loopRulesOf({ defaultRecycler: { ...recycler, certification: 'iso-9001' } })).toEqual(DEFAULT_LOOP_RULES);
    expect(loopRulesOf(null)).toEqual(DEFAULT_LOOP_RULES);
    expect(DEFAULT_LOOP_RULES.factorTableVersion).toBe(CURRENT_FACTOR_TABLE.version);
  });
});

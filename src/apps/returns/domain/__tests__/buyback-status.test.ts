import { describe, expect, it } from 'vitest';
import { isQuoteExpired, quoteExpiresAt, workingDeadline } from '../buyback-deadlines';
import { isAppleDevice } from '../buyback-device';
import { deskEvents, inspectionOutcome, nextBuybackStatus } from '../buyback-status';
import { missingCertificateFields, type WipeCertificateFields } from '../wipe-certificate';

describe("a buyback's life", () => {
  it('goes from quote to settlement when the inspection agrees', () => {
    const path = ['accept-quote', 'receive', 'agree', 'settle'] as const;
    expect(path.reduce<string | null>((status, event) => status && nextBuybackStatus(status as never, event), 'quoted')).toBe('settled');
  });

  it('sends a declined counter-offer back, and holds a locked device until its lock is removed', () => {
    expect(nextBuybackStatus('countered', 'decline-counter')).toBe('returning');
    expect(nextBuybackStatus('returning', 'send-back')).toBe('returned');
    expect(nextBuybackStatus('held', 'lock-removed')).toBe('received');
    expect(nextBuybackStatus('held', 'settle')).toBeNull();
  });

  it('is settled only once agreed', () => {
    expect(deskEvents('countered')).toEqual([]);
    expect(deskEvents('agreed')).toEqual(['settle', 'recycle']);
  });

  it('inspects: a lock holds, a difference counters, the same agrees', () => {
    expect(inspectionOutcome({ locked: true, sameAsDeclared: true, amount: 1, quoted: 1 })).toBe('hold');
    expect(inspectionOutcome({ locked: false, sameAsDeclared: false, amount: 1, quoted: 1 })).toBe('counter');
    expect(inspectionOutcome({ locked: false, sameAsDeclared: true, amount: 1, quoted: 1 })).toBe('agree');
  });
});

describe('deadlines', () => {
  it('holds a quote for 14 days, and not a moment more', () => {
    const expiresAt = quoteExpiresAt(new Date('2026-03-02T10:00:00Z'));
    expect(expiresAt.toISOString()).toBe('2026-03-16T10:00:00.000Z');
    expect(isQuoteExpired(expiresAt, new Date('2026-03-16T09:59:59Z'))).toBe(false);
    expect(isQuoteExpired(expiresAt, new Date('2026-03-16T10:00:00Z'))).toBe(true);
  });

  it("counts working days over a weekend on the organisation's calendar, else on weekdays in UTC", () => {
    const berlin = { timeZone: 'Europe/Berlin', hours: ([1, 2, 3, 4, 5] as const).map((weekday) => ({ weekday, start: '09:00', end: '17:00' })), holidays: [] };
    expect(workingDeadline(berlin, new Date('2026-03-06T15:00:00Z'), 2).toISOString()).toBe('2026-03-10T16:00:00.000Z');
    expect(workingDeadline(null, new Date('2026-03-06T15:00:00Z'), 2).toISOString()).toBe('2026-03-11T00:00:00.000Z');
    expect(workingDeadline({ ...berlin, hours: [] }, new Date('2026-03-06T15:00:00Z'), 2).toISOString()).toBe('2026-03-11T00:00:00.000Z');
  });
});

describe('Apple Trade In', () => {
  it("takes Apple's devices only", () => {
    expect(isAppleDevice({ model: 'MacBook Pro 14"' })).toBe(true);
    expect(isAppleDevice({ model: 'iPhone 13' })).toBe(true);
    expect(isAppleDevice({ model: 'ThinkPad X1 Carbon' })).toBe(false);
    expect(isAppleDevice({ model: 'Galaxy S22', manufacturer: 'Samsung' })).toBe(false);
  });
});

describe('the data wipe certificate', () => {
  const complete: WipeCertificateFields = {
    manufacturer: 'Apple',
    model: 'MacBook Air',
    serial: 'C02XYZ',
    propertyNumber: 'ACME-0001',
    mediaType: 'flash',
    mediaSource: 'Eve Employee',
    category: 'purge',
    method: 'Cryptographic erase',
    tool: 'Apple Erase Assistant',
    toolVersion: '14.2',
    verification: 'full',
    destination: 'Resale',
    performedBy: { name: 'Ada Admin', title: 'IT' },
    performedOn: '2026-03-04',
    location: 'Berlin office',
    validatedBy: null,
  };

  it("names the fields NIST SP 800-88 asks for that are blank", () => {
    expect(missingCertificateFields(complete)).toEqual([]);
    expect(missingCertificateFields({ ...complete, tool: ' ', toolVersion: '', performedOn: 'soon' })).toEqual(['tool', 'toolVersion', 'performedOn']);
  });
});

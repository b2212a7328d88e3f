import { describe, expect, it } from 'vitest';
import { auditStanding, dueAudits, nextAuditDate } from '../audit-schedule';

describe('next audit date', () => {
  it('is the last audit plus the interval, on the month’s last day when shorter', () => {
    expect(nextAuditDate('2026-01-31', 1)).toBe('2026-02-28');
    expect(nextAuditDate('2026-03-10', 12)).toBe('2027-03-10');
  });

  it('has no schedule without an interval or a date', () => {
    expect(nextAuditDate(null, 12)).toBeNull();
    expect(nextAuditDate('2026-03-10', null)).toBeNull();
  });
});

describe('audit standing', () => {
  it('is overdue after the date, due within the window (its last day included), scheduled beyond', () => {
    expect(auditStanding('2026-05-31', '2026-06-01', 14)).toBe('overdue');
    expect(auditStanding('2026-06-01', '2026-06-01', 14)).toBe('due');
    expect(auditStanding('2026-06-15', '2026-06-01', 14)).toBe('due');
    expect(auditStanding('2026-06-16', '2026-06-01', 14)).toBe('scheduled');
    expect(auditStanding(null, '2026-06-01', 14)).toBe('unscheduled');
  });
});

describe('due audits', () => {
  const assets = [
    { assetId: 'a', lastAudit: '2025-06-20', purchaseDate: '2020-01-01' },
    { assetId: 'b', lastAudit: null, purchaseDate: '2025-05-01' },
    { assetId: 'c', lastAudit: '2026-01-01', purchaseDate: null },
    { assetId: 'd', lastAudit: null, purchaseDate: null },
  ];

  it('lists overdue and due assets, the most overdue first, counting from the purchase when never audited', () => {
    const due = dueAudits(assets, 12, '2026-06-10', 14);
    expect(due.map((asset) => [asset.assetId, asset.nextAudit, asset.standing])).toEqual([
      ['b', '2026-05-01', 'overdue'],
      ['a', '2026-06-20', 'due'],
    ]);
  });

  it('widens with the warning window and is empty without an interval', () => {
    expect(dueAudits(assets, 12, '2026-06-10', 365).map((asset) => asset.assetId)).toEqual(['b', 'a', 'c']);
    expect(dueAudits(assets, null, '2026-06-10', 14)).toEqual([]);
  });
});

import { describe, expect, it } from 'vitest';
import { accountChange, managerChoice, teamName } from '../directory-rules';

describe('the directory rules', () => {
  it('refuses a manager who is the person or below them, and allows anyone else or none', () => {
    expect(managerChoice('tom', 'tom', [])).toMatchObject({ ok: false, code: 'manager-self' });
    expect(managerChoice('mia', 'raj', ['ann', 'mia'])).toMatchObject({ ok: false, code: 'manager-cycle' });
    expect(managerChoice('raj', 'mia', [])).toEqual({ ok: true, value: 'mia' });
    expect(managerChoice('raj', null, ['raj'])).toEqual({ ok: true, value: null });
  });

  it('keeps the last active admin and never lets an admin lock themselves out', () => {
    const change = { actorId: 'ada', targetId: 'bob', adminBefore: true, adminAfter: false, otherActiveAdmins: 0 };
    expect(accountChange(change, true)).toMatchObject({ ok: false, code: 'last-admin' });
    expect(accountChange({ ...change, otherActiveAdmins: 1 }, true).ok).toBe(true);
    expect(accountChange({ ...change, targetId: 'ada', otherActiveAdmins: 3 }, true)).toMatchObject({ code: 'deactivate-self' });
    expect(accountChange({ ...change, targetId: 'ada', otherActiveAdmins: 3 }, false)).toMatchObject({ code: 'demote-self' });
    expect(accountChange({ ...change, adminBefore: false }, false).ok).toBe(true);
  });

  it('keeps a team name trimmed, blank meaning none', () => {
    expect(teamName('  Sales ')).toBe('Sales');
    expect(teamName('   ')).toBeNull();
    expect(teamName(undefined)).toBeNull();
  });
});

import { describe, expect, it } from 'vitest';
import type { BusinessCalendar } from '../../../../domain/calendars/business-calendar';
import { chooseSla, type SlaPolicy, type SlaTicketFacts } from '../sla-policy';

const calendar: BusinessCalendar = { timeZone: 'Europe/Berlin', hours: [{ weekday: 1, start: '09:00', end: '17:00' }], holidays: [] };

const facts: SlaTicketFacts = { priorityId: 'p1', teamId: 'network', ticketTypeId: 'incident', serviceType: 'service', tags: ['VPN', 'remote'] };

const policy = (id: string, order: number, condition: SlaPolicy['condition']): SlaPolicy => ({
  id,
  name: id,
  order,
  condition,
  calendar,
  targets: {},
});

/** A condition matches when the only policy, holding it, is chosen. */
const slaConditionMatches = (condition: NonNullable<SlaPolicy['condition']>, given: SlaTicketFacts) => chooseSla([policy('only', 1, condition)], given) !== null;

describe('an SLA condition', () => {
  it('matches everything when empty', () => {
    expect(slaConditionMatches({}, facts)).toBe(true);
  });

  it('treats an empty list as no restriction', () => {
    expect(slaConditionMatches({ teamIds: [], tags: [] }, facts)).toBe(true);
  });

  it('needs every listed dimension (AND)', () => {
    expect(slaConditionMatches({ priorityIds: ['p1'], teamIds: ['network'] }, facts)).toBe(true);
    expect(slaConditionMatches({ priorityIds: ['p1'], teamIds: ['hardware'] }, facts)).toBe(false);
  });

  it('needs any one value within a dimension (OR)', () => {
    expect(slaConditionMatches({ priorityIds: ['p2', 'p1'] }, facts)).toBe(true);
    expect(slaConditionMatches({ serviceTypes: ['problem'] }, facts)).toBe(false);
    expect(slaConditionMatches({ ticketTypeIds: ['incident', 'request'] }, facts)).toBe(true);
  });

  it('compares tags without regard to case or surrounding spaces', () => {
    expect(slaConditionMatches({ tags: [' vpn', 'printer'] }, facts)).toBe(true);
    expect(slaConditionMatches({ tags: ['printer'] }, facts)).toBe(false);
  });

  it('does not match a team condition for a ticket without a team', () => {
    expect(slaConditionMatches({ teamIds: ['network'] }, { ...facts, teamId: null })).toBe(false);
  });
});

describe('choosing the SLA policy', () => {
  it('takes the first matching conditional policy by order, not by list position', () => {
    const chosen = chooseSla([policy('late', 20, { teamIds: ['network'] }), policy('early', 10, { priorityIds: ['p1'] })], facts);
    expect(chosen?.id).toBe('early');
  });

  it('prefers a matching conditional policy to a fallback with a lower order', () => {
    const chosen = chooseSla([policy('fallback', 1, null), policy('network', 50, { teamIds: ['network'] })], facts);
    expect(chosen?.id).toBe('network');
  });

  it('falls back to the first condition-less policy by order', () => {
    const chosen = chooseSla(
      [policy('problem', 1, { serviceTypes: ['problem'] }), policy('fallback-b', 9, null), policy('fallback-a', 3, null)],
      facts,
    );
    expect(chosen?.id).toBe('fallback-a');
  });

  it('is null when nothing applies', () => {
    expect(chooseSla([policy('problem', 1, { serviceTypes: ['problem'] })], facts)).toBeNull();
    expect(chooseSla([], facts)).toBeNull();
  });

  it('keeps the list order between equal orders', () => {
    expect(chooseSla([policy('a', 5, {}), policy('b', 5, {})], facts)?.id).toBe('a');
  });
});

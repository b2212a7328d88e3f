import type { BusinessCalendar } from '../../../domain/calendars/business-calendar';

type ServiceType = 'service' | 'problem';

/** Business minutes per target; null leaves that target out for the priority. */
interface SlaTargets {
  readonly firstResponseMinutes: number | null;
  readonly updateMinutes: number | null;
  readonly resolutionMinutes: number | null;
}

/** Each listed dimension must match (AND), any one value within it will do (OR); an empty list means "any". */
interface SlaCondition {
  readonly priorityIds?: readonly string[];
  readonly teamIds?: readonly string[];
  readonly ticketTypeIds?: readonly string[];
  readonly serviceTypes?: readonly ServiceType[];
  readonly tags?: readonly string[];
}

export interface SlaPolicy {
  readonly id: string;
  readonly name: string;
  readonly order: number;
  /** null marks a fallback policy: it applies when no conditional policy does. */
  readonly condition: SlaCondition | null;
  /** Without a calendar the policy sets no deadlines. */
  readonly calendar: BusinessCalendar | null;
  /** By priority id. */
  readonly targets: Readonly<Record<string, SlaTargets>>;
}

export interface SlaTicketFacts {
  readonly priorityId: string;
  readonly teamId: string | null;
  readonly ticketTypeId: string | null;
  readonly serviceType: ServiceType;
  readonly tags: readonly string[];
}

/** An empty list is what a cleared multi-select saves; it means "not restricted", not "matches nothing". */
function allows<T>(listed: readonly T[] | undefined, matches: (value: T) => boolean): boolean {
  return !listed || listed.length === 0 || listed.some(matches);
}

/** Tags are typed by people, so 'VPN' and 'vpn ' are the same tag. */
const tagKey = (tag: string) => tag.trim().toLowerCase();

function slaConditionMatches(condition: SlaCondition, facts: SlaTicketFacts): boolean {
  const tags = new Set(facts.tags.map(tagKey));
  return (
    allows(condition.priorityIds, (id) => id === facts.priorityId) &&
    allows(condition.teamIds, (id) => id === facts.teamId) &&
    allows(condition.ticketTypeIds, (id) => id === facts.ticketTypeId) &&
    allows(condition.serviceTypes, (type) => type === facts.serviceType) &&
    allows(condition.tags, (tag) => tags.has(tagKey(tag)))
  );
}

/**
 * The policy a ticket falls under: the first matching conditional policy by order, else the first fallback. A
 * specific policy wins over a fallback whatever their orders, so adding a fallback never hides a specific one.
 * Equal orders keep the list's order.
 */
export function chooseSla(policies: readonly SlaPolicy[], facts: SlaTicketFacts): SlaPolicy | null {
  const byOrder = [...policies].sort((a, b) => a.order - b.order);
  return (
    byOrder.find((policy) => policy.condition !== null && slaConditionMatches(policy.condition, facts)) ??
    byOrder.find((policy) => policy.condition === null) ??
    null
  );
}

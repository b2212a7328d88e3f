/**
 * The five kinds of status every desk works with. An organisation names its own statuses, but each one belongs to a
 * category, and the rules (SLA clocks, who may close) only ever look at the category.
 */
export const STATUS_CATEGORIES = ['new', 'open', 'pending', 'resolved', 'closed'] as const;
export type StatusCategory = (typeof STATUS_CATEGORIES)[number];

/** Resolved and closed both end the work: the SLA clocks stop and the ticket leaves the working lists. */
export function isClosedCategory(category: StatusCategory): boolean {
  return category === 'resolved' || category === 'closed';
}

/**
 * A requester may close their own ticket at any point before it is closed: when the problem went away by itself,
 * or to confirm a resolution.
 */
export function requesterMayClose(category: StatusCategory): boolean {
  return category !== 'closed';
}

interface DefaultStatus {
  /** Stable across languages and renames, so seeds and migrations can find the status again. */
  readonly key: string;
  readonly name: string;
  readonly category: StatusCategory;
  readonly pausesSla: boolean;
  readonly order: number;
}

/**
 * The statuses a new organisation starts with. Waiting on the customer pauses the SLA (the desk cannot act);
 * waiting on a third party does not, because the desk chose the supplier and answers for its delay.
 */
export const DEFAULT_STATUSES: readonly DefaultStatus[] = [
  { key: 'new', name: 'New', category: 'new', pausesSla: false, order: 1 },
  { key: 'open', name: 'Open', category: 'open', pausesSla: false, order: 2 },
  { key: 'waiting-on-customer', name: 'Waiting on customer', category: 'pending', pausesSla: true, order: 3 },
  { key: 'waiting-on-third-party', name: 'Waiting on third party', category: 'pending', pausesSla: false, order: 4 },
  { key: 'resolved', name: 'Resolved', category: 'resolved', pausesSla: false, order: 5 },
  { key: 'closed', name: 'Closed', category: 'closed', pausesSla: false, order: 6 },
];

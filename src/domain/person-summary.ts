/**
 * What the apps count of a person, each thing kept by one app: the lines of a person's page "Across the apps"
 * (server/ports/person-summary-port.ts), in this order.
 */
export const PERSON_SUMMARY_KEYS = ['tickets', 'orders', 'wallet', 'credits', 'campaigns'] as const;
export type PersonSummaryKey = (typeof PERSON_SUMMARY_KEYS)[number];

/** One thing an app knows of a person: how many (and how many still open), or a balance, and the app's page of them. */
export interface PersonSummaryLine {
  readonly key: PersonSummaryKey;
  readonly appSlug: string;
  readonly count: number | null;
  readonly open: number | null;
  /** A balance in minor units, in `currency`. */
  readonly amountMinor: number | null;
  readonly currency: string | null;
  readonly href: string | null;
}

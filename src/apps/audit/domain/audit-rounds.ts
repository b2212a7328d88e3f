/** A round is open while scans come in, closed once its report is final. */
export const ROUND_STATUSES = ['open', 'closed'] as const;
export type RoundStatus = (typeof ROUND_STATUSES)[number];

export const SCAN_OUTCOMES = ['found', 'elsewhere', 'unknown'] as const;

/** Why an asset failed its audit: a ticket in Resolve IT follows it up. */
export const FAILURE_REASONS = ['missing', 'damaged'] as const;
export type FailureReason = (typeof FAILURE_REASONS)[number];

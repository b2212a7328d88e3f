import type { Repositories } from '../repositories';

/** What the organisation spends without asking: its currency and the approval threshold of its orders. */
export interface SpendingRule {
  /** ISO 4217. */
  readonly currency: string;
  /** Above this amount (minor units, not at it) an approver decides first: src/domain/approvals/approval-threshold.ts. */
  readonly approvalThresholdMinor: number;
}

/** The organisation's spending rule, kept by commerce (its settings) and read by the apps that ask money of the company. */
export interface SpendingRulePort {
  of(repos: Repositories, organisationId: string): Promise<SpendingRule>;
}

import type { Repositories } from '../repositories';

/** How far a campaign got, counted as its details page counts it: people invited, those who answered, those done. */
export interface CampaignProgress {
  readonly campaignId: string;
  readonly name: string;
  /** recover, refresh-buy, refresh-go or loop. */
  readonly kind: string;
  /** scheduled, active, closed or cancelled. */
  readonly status: string;
  /** `YYYY-MM-DD`: the day people are first written to. */
  readonly contactDate: string;
  readonly invited: number;
  /** No longer silent: past the states the reminders chase. */
  readonly responded: number;
  /** In one of the kind's ended states. */
  readonly done: number;
}

/** Read-only progress of every campaign for reports (Insights Center), kept by the campaigns app. */
export interface CampaignProgressPort {
  /** The organisation's campaigns contacting people in the range (days, both inclusive), newest first, at most `limit`. */
  progress(
    repos: Repositories,
    organisationId: string,
    query: { readonly from?: string | undefined; readonly to?: string | undefined; readonly limit: number },
  ): Promise<CampaignProgress[]>;
}

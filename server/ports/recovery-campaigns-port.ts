import type { StaffPrincipal } from '../principal';
import type { Repositories } from '../repositories';

/** A leaver whose devices are to come back: who they are, which of the fleet's devices, and who is offboarding them. */
export interface LeaverRecovery {
  readonly personId: string;
  readonly assetIds: readonly string[];
  readonly proposedBy: StaffPrincipal;
}

/** A Recover campaign a leaver is in, and how far each of their devices in it got. */
export interface LeaverCampaign {
  readonly campaignId: string;
  readonly name: string;
  /** scheduled, active, closed or cancelled. */
  readonly status: string;
  /** The leaver's state in it (Recover's: requested, awaiting-employee, received...). */
  readonly personState: string;
  /** `outcome`: returned, partial or not-returned once the device was dealt with; null while it is still to come. */
  readonly devices: readonly { readonly assetId: string; readonly outcome: string | null }[];
}

/** Recover campaigns as other apps start them for a leaver and follow them, kept by the campaigns app. */
export interface RecoveryCampaignsPort {
  /**
   * A Recover campaign for the leaver alone, with their devices in it, scheduled for the next day so that an admin
   * can look at it before it writes to them; inside the caller's transaction. Its id.
   */
  proposeFor(repos: Repositories, leaver: LeaverRecovery): Promise<{ readonly campaignId: string }>;
  /** The Recover campaigns the person is in, newest first. */
  campaignsOf(repos: Repositories, organisationId: string, personId: string): Promise<LeaverCampaign[]>;
}

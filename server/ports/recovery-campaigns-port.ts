import type { StaffPrincipal } from '../principal';
import type { Repositories } from '../repositories';

/** A leaver whose devices are to come back: who they are, which of the fleet's devices, and who is offboarding them. */
export interface LeaverRecovery {
  readonly personId: string;
  readonly assetIds: readonly string[];
  readonly proposedBy: StaffPrincipal;
}

/** Recover campaigns as other apps start them for a leaver, kept by the campaigns app. */
export interface RecoveryCampaignsPort {
  /**
   * A Recover campaign for the leaver alone, with their devices in it, scheduled for the next day so that an admin
   * can look at it before it writes to them; inside the caller's transaction. Its id.
   */
  proposeFor(repos: Repositories, leaver: LeaverRecovery): Promise<{ readonly campaignId: string }>;
}

import type { Repositories } from '../repositories';

/**
 * Offboardings, kept by Manage: the directory proposes one when it deactivates a person (by an admin, or SCIM's
 * `active: false`), and Manage lists it with its exceptions until someone offboards the person (their devices back,
 * their seats freed). Each call in the caller's transaction.
 */
export interface OffboardingPort {
  /** False when the person is offboarded already or an offboarding of theirs is proposed: nothing changes then. */
  propose(repos: Repositories, organisationId: string, personId: string, proposedBy: string | null): Promise<boolean>;
  /** The person came back (reactivated) before anyone acted on the proposal: it is withdrawn. */
  withdraw(repos: Repositories, organisationId: string, personId: string): Promise<void>;
}

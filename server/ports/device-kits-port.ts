import type { Repositories } from '../repositories';

/** A Device Hub kit as another app offers it (Refresh Go): what it is called and what it holds. */
export interface DeviceKit {
  readonly id: string;
  readonly name: string;
  readonly description: string;
  readonly components: { name: string; quantity: number }[];
}

/** The Device Hub's kits as other apps offer them, kept by Commerce. */
export interface DeviceKitsPort {
  /** The organisation's active Device Hub kits by name; only those of `ids` when given (unknown ids are absent). */
  kits(repos: Repositories, organisationId: string, ids?: readonly string[]): Promise<DeviceKit[]>;
}

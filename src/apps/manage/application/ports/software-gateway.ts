import type { ListPage, ListRequest } from '../../../../application/ports/list-page';
import type { PersonRef } from '../../../../application/ports/person-ref';

export interface Software {
  readonly id: string;
  readonly name: string;
  readonly publisher: string | null;
  readonly category: string | null;
  readonly notes: string | null;
  readonly licenceCount: number;
  readonly seats: number;
  readonly seatsUsed: number;
  readonly createdAt: string;
  readonly version: number;
}

export interface Licence {
  readonly id: string;
  readonly software: { readonly id: string; readonly name: string };
  readonly name: string;
  /** Only the last characters; the whole key comes from the audited reveal. */
  readonly keyMasked: string | null;
  readonly seats: number;
  readonly seatsUsed: number;
  readonly expiresOn: string | null;
  readonly renewalOn: string | null;
  readonly costCents: number | null;
  readonly supplier: string | null;
  readonly notes: string | null;
  readonly createdAt: string;
  readonly version: number;
}

export interface SeatAssignment {
  readonly id: string;
  readonly person: PersonRef | null;
  readonly asset: { readonly id: string; readonly assetTag: string } | null;
  readonly at: string;
}

export interface LicenceDetails extends Licence {
  readonly assignments: readonly SeatAssignment[];
}

export interface SoftwareDetails extends Software {
  readonly licences: readonly Licence[];
}

export interface SoftwareFields {
  readonly name: string;
  readonly publisher?: string | null;
  readonly category?: string | null;
  readonly notes?: string | null;
}

export interface LicenceFields {
  readonly name: string;
  readonly key?: string | null;
  readonly seats: number;
  readonly expiresOn?: string | null;
  readonly renewalOn?: string | null;
  readonly costCents?: number | null;
  readonly supplier?: string | null;
  readonly notes?: string | null;
}

export type LicenceQuery = ListRequest & { readonly softwareId?: string; readonly expiringBefore?: string };

/** A seat goes to a person or to a device, never both. */
export type SeatHolder = { readonly userId: string; readonly assetId?: never } | { readonly assetId: string; readonly userId?: never };

export interface SoftwareGateway {
  listSoftware(query: ListRequest): Promise<ListPage<Software>>;
  getSoftware(id: string): Promise<SoftwareDetails>;
  createSoftware(software: SoftwareFields): Promise<SoftwareDetails>;
  updateSoftware(id: string, changes: Partial<SoftwareFields> & { readonly version: number }): Promise<SoftwareDetails>;
  listLicences(query: LicenceQuery): Promise<ListPage<Licence>>;
  getLicence(id: string): Promise<LicenceDetails>;
  createLicence(licence: LicenceFields & { readonly softwareId: string }): Promise<LicenceDetails>;
  updateLicence(id: string, changes: Partial<LicenceFields> & { readonly version: number }): Promise<LicenceDetails>;
  /** The whole key; the server records who saw it. */
  revealKey(id: string): Promise<string | null>;
  /** The last free seat goes to one caller only; the other gets 409. */
  assignSeat(id: string, holder: SeatHolder): Promise<LicenceDetails>;
  releaseSeat(id: string, seatId: string): Promise<void>;
}

export const SOFTWARE_GATEWAY = Symbol.for('SoftwareGateway');

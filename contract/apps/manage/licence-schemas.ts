import * as z from 'zod';
import { text } from '../../text';
import { Cents, Day, Id, Notes, OptionalText, PersonRef, ShortText, Timestamp, Version } from '../../common';
import { listAnswer, listQuery } from '../../list';

const SeatCount = z.int().min(1).max(1_000_000);

const SoftwareItem = z.object({
  id: Id,
  name: text(),
  publisher: text().nullable(),
  category: text().nullable(),
  notes: text().nullable(),
  licenceCount: z.int().min(0),
  seats: z.int().min(0),
  seatsUsed: z.int().min(0),
  createdAt: Timestamp,
  version: Version,
});
export const CreateSoftwareRequest = z.strictObject({ name: ShortText, publisher: OptionalText, category: OptionalText, notes: Notes });
export const UpdateSoftwareRequest = CreateSoftwareRequest.partial().extend({ version: Version });
export const SoftwareListQuery = listQuery(['name', 'publisher', 'createdAt'], {});
export const SoftwareList = listAnswer(SoftwareItem);

const LicenceItem = z.object({
  id: Id,
  software: z.object({ id: Id, name: text() }),
  name: text(),
  /** Only the last characters; the whole key comes from the audited reveal. */
  keyMasked: text().nullable(),
  seats: z.int().min(1),
  seatsUsed: z.int().min(0),
  expiresOn: Day.nullable(),
  renewalOn: Day.nullable(),
  costCents: Cents.nullable(),
  supplier: text().nullable(),
  notes: text().nullable(),
  createdAt: Timestamp,
  version: Version,
});

const SeatAssignment = z.object({
  id: Id,
  person: PersonRef.nullable(),
  asset: z.object({ id: Id, assetTag: text() }).nullable(),
  at: Timestamp,
});
export const LicenceDetails = LicenceItem.extend({ assignments: z.array(SeatAssignment) });
export const SoftwareDetails = SoftwareItem.extend({ licences: z.array(LicenceItem) });

const licenceFields = {
  name: ShortText,
  key: text().trim().min(1).max(500).nullable().optional(),
  seats: SeatCount,
  expiresOn: Day.nullable().optional(),
  renewalOn: Day.nullable().optional(),
  costCents: Cents.nullable().optional(),
  supplier: OptionalText,
  notes: Notes,
};
export const CreateLicenceRequest = z.strictObject({ softwareId: Id, ...licenceFields });
export const UpdateLicenceRequest = z.strictObject({ ...z.object(licenceFields).partial().shape, version: Version });

export const LicenceListQuery = listQuery(['name', 'expiresOn', 'seats', 'createdAt'], {
  softwareId: Id.optional(),
  expiringBefore: Day.optional(),
});
export const LicenceList = listAnswer(LicenceItem);

export const RevealedKey = z.object({ key: text().nullable() });

/** A seat goes to a person or to a device, never both. */
export const AssignSeatRequest = z
  .strictObject({ userId: Id.optional(), assetId: Id.optional() })
  .refine((body) => (body.userId === undefined) !== (body.assetId === undefined), { message: 'name either userId or assetId' });
export const SeatParams = z.strictObject({ id: Id, seatId: Id });

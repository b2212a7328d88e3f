import * as z from 'zod';
import { text } from '../../text';
import { Email, EmailInput, Id, PersonName, Role, Timestamp, Version } from '../../common';
import { listAnswer, listQuery, QueryFlag } from '../../list';
import { AssetItem } from './asset-schemas';
import { LEAVING_DEVICE_STATES } from '../../../src/apps/manage/domain/leaving';

const ManagePerson = z.object({
  id: Id,
  name: text(),
  email: Email,
  role: Role,
  offboardedAt: Timestamp.nullable(),
  assetCount: z.int().min(0),
  createdAt: Timestamp,
  version: Version,
});

export const ManagePersonListQuery = listQuery(['name', 'email', 'createdAt'], { offboarded: QueryFlag.optional() });
export const ManagePersonList = listAnswer(ManagePerson);

/** People added here have no password: they sign in by link or identity provider once invited. */
export const CreatePersonRequest = z.strictObject({ name: PersonName, email: EmailInput });
export const UpdatePersonRequest = z.strictObject({ name: PersonName, version: Version });

/** One of a leaver's devices and where it is; `campaign` is the Recover campaign that has it, with the leaver's state in it. */
const LeavingDevice = z.object({
  assetId: Id,
  assetTag: text(),
  manufacturer: text().nullable(),
  model: text(),
  state: z.enum(LEAVING_DEVICE_STATES),
  campaign: z.object({ id: Id, name: text(), status: text(), personState: text() }).nullable(),
});

export const PersonDetails = ManagePerson.extend({
  assets: z.array(AssetItem),
  licences: z.array(z.object({ assignmentId: Id, licenceId: Id, licenceName: text(), softwareName: text() })),
  accessories: z.array(z.object({ checkoutId: Id, accessoryId: Id, name: text(), quantity: z.int().min(1) })),
  /** Once offboarded: how far their devices got back; `complete` once every one is back or written off. */
  leaving: z.object({ complete: z.boolean(), devices: z.array(LeavingDevice) }).nullable(),
});

/**
 * What leaving did: the devices now due back, the licence seats freed (their assignment ids) and how many of the
 * person's sessions ended.
 */
export const OffboardAnswer = z.object({
  person: ManagePerson,
  pendingReturn: z.array(Id),
  freedSeats: z.array(Id),
  endedSessions: z.int().min(0),
  /** The Recover campaign started for their devices, when asked for and they held any. */
  recoverCampaignId: Id.nullable(),
});

/** `recover`: start a Recover campaign for the devices they hold, in the same transaction (nothing when they hold none). */
export const OffboardRequest = z.strictObject({ version: Version, recover: z.boolean().default(false) });

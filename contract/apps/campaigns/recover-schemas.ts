import * as z from 'zod';
import { DEVICE_OUTCOMES, DISPOSITIONS, RECOVER_STATES } from '../../../src/apps/campaigns/domain/recover-state';
import { PICKUP_SLOTS } from '../../../src/apps/campaigns/domain/recover-pickup';
import { Day, Id, Version } from '../../common';
import { text } from '../../text';

const RecoverState = z.enum(RECOVER_STATES);
const DeviceOutcome = z.enum(DEVICE_OUTCOMES);
const Disposition = z.enum(DISPOSITIONS);
const PickupSlot = z.enum(PICKUP_SLOTS);
/** The fleet's condition grades a received device may be given. */
const DeviceGrade = z.enum(['a', 'b', 'c', 'd', 'broken']);

/** What an admin moves by hand; the person's own answers come through the public page. */
export const ADMIN_RECOVER_MOVES = ['send', 'ship-kit', 'pick-up', 'no-response', 'restart', 'cancel'] as const;
export const RecoverMoveRequest = z.strictObject({ version: Version, move: z.enum(ADMIN_RECOVER_MOVES) });

export const RecoverDeviceParams = z.strictObject({ id: Id, personId: Id, deviceId: Id });

export const ReceiveDeviceRequest = z.strictObject({
  /** The person's version, as the details page read it. */
  version: Version,
  outcome: DeviceOutcome,
  grade: DeviceGrade.nullable().default(null),
  location: text().trim().min(1).max(120),
  note: text().trim().max(2000).nullable().default(null),
});

export const ProcessDeviceRequest = z.strictObject({
  version: Version,
  disposition: Disposition,
  /** Data is erased before a device is restocked or leaves for a recycler; the admin confirms it. */
  wiped: z.literal(true),
  grade: DeviceGrade.nullable().default(null),
  location: text().trim().min(1).max(120),
});

const PickupChoice = z.strictObject({ day: Day, slot: PickupSlot });

export const RecoverReturnView = z.object({
  organisationName: text(),
  campaignName: text(),
  personName: text(),
  message: text(),
  deadline: Day.nullable(),
  state: RecoverState,
  devices: z.array(z.object({ model: text(), assetTag: text().nullable(), serial: text().nullable() })),
  answer: z
    .object({
      address: text(),
      phone: text(),
      hasPackaging: z.boolean(),
      pickup: PickupChoice.nullable(),
      alreadyReturnedNote: text().nullable(),
    })
    .nullable(),
  pickupOptions: z.array(PickupChoice),
  /** Whether the page still takes answers: not once the device is on its way or the retrieval ended. */
  open: z.boolean(),
});
export type RecoverReturnView = z.infer<typeof RecoverReturnView>;

export const ConfirmReturnRequest = z.strictObject({
  address: text().trim().min(5).max(500),
  phone: text()
    .trim()
    .min(5)
    .max(40)
    .regex(/^[+0-9 ()./-]+$/, 'digits, spaces and + ( ) . / -'),
  hasPackaging: z.boolean(),
  /** Booked with the confirmation, or later. */
  pickup: PickupChoice.nullable().default(null),
});

export const AlreadyReturnedRequest = z.strictObject({ note: text().trim().min(1).max(2000) });

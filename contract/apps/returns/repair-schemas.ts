import * as z from 'zod';
import { Cents, Currency, Id, PersonRef, Timestamp, Version } from '../../common';
import { text } from '../../text';
import { CLOCK_STATES } from '../../../src/domain/calendars/sla-countdown';
import { PostalAddress, ShipmentState } from './shipment-schemas';
import { REPAIR_APPROVALS, REPAIR_FULFILMENTS, REPAIR_MOVES, REPAIR_STATES } from '../../../src/apps/returns/domain/repair-state';
import { FAULT_CATEGORIES, MAX_REPAIR_PHOTOS } from '../../../src/apps/returns/domain/repair-terms';

export const RepairStateSchema = z.enum(REPAIR_STATES);
export const FaultCategorySchema = z.enum(FAULT_CATEGORIES);

/** A device the person holds, and whether it is in their repair cart or an open repair already. */
export const RepairDevice = z.object({
  assetId: Id,
  assetTag: text(),
  model: text(),
  serial: text().nullable(),
  productType: text(),
  /** The cart line or open repair it is in, else null: it can be added. */
  repairId: Id.nullable(),
  inCart: z.boolean(),
});
export const RepairDeviceList = z.object({ items: z.array(RepairDevice) });

/** A photo of the fault; `url` is a short-lived signed link. */
export const RepairPhoto = z.object({ id: Id, filename: text(), contentType: text(), size: z.int().min(0), url: text() });
export const REPAIR_PHOTO_TYPES = ['image/jpeg', 'image/png', 'image/webp'] as const;
export const RepairPhotoUploadQuery = z.strictObject({ filename: text().trim().min(1).max(200) });

/** One device of the cart with its fault as described so far and its estimate (null where the model has none). */
export const RepairCartItem = z.object({
  id: Id,
  assetId: Id,
  assetTag: text(),
  model: text(),
  serial: text().nullable(),
  faultCategory: FaultCategorySchema.nullable(),
  description: text(),
  photos: z.array(RepairPhoto),
  estimateMinor: Cents.nullable(),
  currency: Currency,
  /** Whether the estimate waits for an approver once submitted. */
  needsApproval: z.boolean(),
  version: Version,
});
export const RepairCart = z.object({ items: z.array(RepairCartItem), currency: Currency, approvalThresholdMinor: Cents });
export const AddToRepairCartRequest = z.strictObject({ assetId: Id });
export const UpdateRepairCartItemRequest = z.strictObject({
  faultCategory: FaultCategorySchema,
  description: text().trim().min(1).max(4000),
  photoIds: z.array(Id).max(MAX_REPAIR_PHOTOS).default([]),
  version: Version,
});

/** Sends the cart; with an address, the person gets a label to send the devices in, and they may be shipped back there. */
export const SubmitRepairCartRequest = z.strictObject({ returnAddress: PostalAddress.nullable().default(null) });

/** A parcel of a repair: to the repair desk (`repair`) or back to the person (`repair-return`), from Shipping Label. */
export const RepairShipment = z.object({
  id: Id,
  kind: z.enum(['repair', 'repair-return']),
  state: ShipmentState,
  carrier: text().nullable(),
  trackingNumber: text().nullable(),
  trackingUrl: text().nullable(),
  labelUrl: text().nullable(),
});

/** A state's SLA clock on the organisation's business calendar. */
export const RepairClock = z.object({
  state: RepairStateSchema,
  enteredAt: Timestamp,
  dueAt: Timestamp.nullable(),
  doneAt: Timestamp.nullable(),
  clock: z.enum(CLOCK_STATES),
});

export const Repair = z.object({
  id: Id,
  assetId: Id,
  assetTag: text(),
  model: text(),
  serial: text().nullable(),
  person: PersonRef,
  state: RepairStateSchema,
  approval: z.enum(REPAIR_APPROVALS),
  faultCategory: FaultCategorySchema,
  description: text(),
  photos: z.array(RepairPhoto),
  estimateMinor: Cents.nullable(),
  currency: Currency,
  orderId: Id.nullable(),
  orderNumber: z.int().min(1).nullable(),
  fulfilment: z.enum(REPAIR_FULFILMENTS).nullable(),
  loanerAssetId: Id.nullable(),
  /** Whether the person gave an address: only then can the device be shipped back. */
  hasReturnAddress: z.boolean(),
  shipments: z.array(RepairShipment),
  submittedAt: Timestamp,
  /** The clock of each state it went through, the current one last. */
  clocks: z.array(RepairClock),
  /** What the reader may do now (an admin's moves; approve and refuse only for its approvers). */
  moves: z.array(z.enum(REPAIR_MOVES)),
  version: Version,
});
export const RepairList = z.object({ items: z.array(Repair) });
export const RepairListQuery = z.strictObject({ orderId: Id.optional(), state: RepairStateSchema.optional() });

/** The order the submission placed in Manage Orders, which the thank-you page names. */
export const RepairOrder = z.object({ orderId: Id, orderNumber: z.int().min(1), repairs: z.array(Repair) });

export const MoveRepairRequest = z.strictObject({
  move: z.enum(REPAIR_MOVES),
  /** How it goes back, for `ready`. */
  fulfilment: z.enum(REPAIR_FULFILMENTS).optional(),
  version: Version,
});
export const LendLoanerRequest = z.strictObject({ assetId: Id, version: Version });
export const LoanerQuery = z.strictObject({ q: text().trim().max(200).optional() });
export const LoanerList = z.object({ items: z.array(z.object({ assetId: Id, assetTag: text(), model: text() })) });

const Targets = z.partialRecord(RepairStateSchema, z.int().min(0).max(100_000).nullable());
const EstimateLine = z.object({ model: text().trim().min(1).max(120), faultCategory: FaultCategorySchema, amountMinor: Cents });
export const RepairSettings = z.object({ targets: Targets, estimates: z.array(EstimateLine), currency: Currency, version: z.int().min(0) });
export const SaveRepairSettingsRequest = z.strictObject({ targets: Targets, estimates: z.array(EstimateLine).max(500), version: z.int().min(0) });

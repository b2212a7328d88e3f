import * as z from 'zod';
import { Cents, Currency, Day, Id, ShortText, Timestamp, Version } from '../../common';
import { text } from '../../text';
import { PostalAddress } from './shipment-schemas';
import { AGE_BANDS } from '../../../src/domain/pricing/device-pricing';
import { ACCESSORY_SETS, BODY_CONDITIONS, SCREEN_CONDITIONS } from '../../../src/apps/returns/domain/buyback-condition';
import { COSMETIC_GRADES, FUNCTIONAL_GRADES } from '../../../src/apps/returns/domain/buyback-grades';
import { BUYBACK_STATUSES } from '../../../src/apps/returns/domain/buyback-status';
import { BUYBACK_CHANNELS } from '../../../src/apps/returns/domain/slug';
import { MEDIA_TYPES, SANITIZATION_CATEGORIES, VERIFICATION_METHODS } from '../../../src/apps/returns/domain/wipe-certificate';

export const DeclaredCondition = z.strictObject({
  screen: z.enum(SCREEN_CONDITIONS),
  body: z.enum(BODY_CONDITIONS),
  works: z.boolean(),
  accessories: z.enum(ACCESSORY_SETS),
  lockRemoved: z.boolean(),
});

export const DeviceGrade = z.strictObject({ functional: z.enum(FUNCTIONAL_GRADES), cosmetic: z.enum(COSMETIC_GRADES) });
export const BuybackStatus = z.enum(BUYBACK_STATUSES);
export const BuybackChannel = z.enum(BUYBACK_CHANNELS);

/** A device the person holds, and whether it may be sold back through this app. */
export const BuybackDevice = z.object({
  assetId: Id,
  assetTag: text(),
  serial: text().nullable(),
  model: text(),
  productType: text(),
  purchaseDate: Day.nullable(),
  /** Null when it may be offered; else why not (Apple Trade In takes Apple's only; one open buyback per device). */
  refusal: z.enum(['not-apple', 'open-buyback']).nullable(),
});
export const BuybackDevices = z.object({ items: z.array(BuybackDevice) });

export const RequestQuote = z.strictObject({ assetId: Id, condition: DeclaredCondition });
export const EditCondition = z.strictObject({ condition: DeclaredCondition, version: Version });
/** Accepting names where the device is sent from (and goes back to, should the person decline a counter-offer). */
export const AcceptQuote = z.strictObject({ version: Version, from: PostalAddress });
export const CounterDecision = z.strictObject({ decision: z.enum(['accept', 'decline']), version: Version });

const Counter = z.object({
  grade: DeviceGrade,
  amount: Cents,
  reasons: text(),
  photoIds: z.array(Id),
  at: Timestamp,
});

const ShipmentSummary = z.object({
  id: Id,
  purpose: text(),
  state: text(),
  carrier: text().nullable(),
  trackingNumber: text().nullable(),
  trackingUrl: text().nullable(),
  labelUrl: text().nullable(),
});

/** One buyback: the device, the quote (declared condition, grade, price and the rules' version), and what followed. */
export const Buyback = z.object({
  id: Id,
  version: Version,
  channel: BuybackChannel,
  status: BuybackStatus,
  person: z.object({ id: Id, name: text() }),
  asset: z.object({ id: Id, tag: text(), serial: text().nullable(), model: text() }),
  condition: DeclaredCondition,
  quotedGrade: DeviceGrade,
  quotedAmount: Cents,
  currency: Currency,
  rulesVersion: Version,
  ageBand: z.enum(AGE_BANDS),
  quotedAt: Timestamp,
  expiresAt: Timestamp,
  /** The quote can no longer be accepted. */
  expired: z.boolean(),
  order: z.object({ id: Id, number: z.int().min(1) }).nullable(),
  receivedAt: Timestamp.nullable(),
  inspectionDueAt: Timestamp.nullable(),
  inspectedGrade: DeviceGrade.nullable(),
  counter: Counter.nullable(),
  returnDueAt: Timestamp.nullable(),
  /** What was finally agreed: the quote, or the counter-offer accepted. */
  agreedAmount: Cents.nullable(),
  certificateId: Id.nullable(),
  settledAt: Timestamp.nullable(),
  settlementNumber: text().nullable(),
  shipments: z.array(ShipmentSummary),
});
export type BuybackView = z.infer<typeof Buyback>;
export const BuybackList = z.object({ items: z.array(Buyback) });
export const DeskQuery = z.strictObject({ status: BuybackStatus.optional() });

/** The placed order, named by the thank-you page. */
export const PlacedBuyback = z.object({ buyback: Buyback, orderNumber: z.int().min(1) });

export const Inspection = z.strictObject({
  grade: DeviceGrade,
  /** Still locked to an Apple ID or a Google account: held, and the person asked to remove the lock. */
  locked: z.boolean(),
  /** Why it differs from the declaration; shown to the person with the counter-offer. */
  reasons: text().trim().max(2000),
  photoIds: z.array(Id).max(8),
  version: Version,
});
export const VersionBody = z.strictObject({ version: Version });
export const Settle = z.strictObject({ idempotencyKey: text().trim().min(8).max(120), version: Version });

const Name = z.strictObject({ name: ShortText, title: ShortText });
export const WipeCertificateInput = z.strictObject({
  manufacturer: ShortText,
  model: ShortText,
  serial: ShortText,
  propertyNumber: text().trim().max(120),
  mediaType: z.enum(MEDIA_TYPES),
  mediaSource: ShortText,
  category: z.enum(SANITIZATION_CATEGORIES),
  method: ShortText,
  tool: ShortText,
  toolVersion: ShortText,
  verification: z.enum(VERIFICATION_METHODS),
  destination: ShortText,
  performedBy: Name,
  performedOn: Day,
  location: ShortText,
  validatedBy: Name.nullable(),
});
export const WipeCertificate = WipeCertificateInput.extend({ id: Id, buybackId: Id, assetId: Id, recordedAt: Timestamp, recordedBy: text() });
export const CertificateFile = z.object({ filename: text(), contentType: text(), contentBase64: text() });

export const BuybackPhoto = z.object({ id: Id });
export const PhotoParams = z.strictObject({ id: Id, photoId: Id });
export const PhotoUploadQuery = z.strictObject({ filename: text().trim().min(1).max(200) });

const Factor = z.int().min(0).max(10_000);
export const BuybackRulesInput = z.strictObject({
  basePrices: z.array(z.strictObject({ model: text().trim().min(1).max(120), ageBand: z.enum(AGE_BANDS), amount: Cents })).min(1).max(500),
  functionalFactors: z.strictObject(Object.fromEntries(FUNCTIONAL_GRADES.map((grade) => [grade, Factor])) as Record<(typeof FUNCTIONAL_GRADES)[number], typeof Factor>),
  cosmeticFactors: z.strictObject(Object.fromEntries(COSMETIC_GRADES.map((grade) => [grade, Factor])) as Record<(typeof COSMETIC_GRADES)[number], typeof Factor>),
  roundingStep: z.int().min(1).max(100_000),
  floor: Cents,
});
export const SaveBuybackRules = BuybackRulesInput.extend({ version: Version });
export const BuybackRules = BuybackRulesInput.extend({ version: Version, currency: Currency });

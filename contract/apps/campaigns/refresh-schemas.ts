import { z } from 'zod';
import { Cents, Id, Timestamp, Version } from '../../common';
import { text } from '../../text';
import { CONDITION_QUESTIONS } from '../../../src/apps/campaigns/domain/refresh-condition';
import { GRADES } from '../../../src/apps/campaigns/domain/refresh-grade';
import { CHARGE_METHODS, DIAGNOSTIC_STATES } from '../../../src/apps/campaigns/domain/refresh-offer';
import { AGE_BANDS, LOCKED_OR_DEAD_RULES } from '../../../src/apps/campaigns/domain/refresh-pricing';

const Grade = z.enum(GRADES);
const AgeBand = z.enum(AGE_BANDS);
const ChargeMethod = z.enum(CHARGE_METHODS);
const DiagnosticState = z.enum(DIAGNOSTIC_STATES);

/** The questionnaire's answers: every question answered with one of its options. */
const ConditionAnswers = z.strictObject({
  powersOn: z.enum(CONDITION_QUESTIONS.powersOn),
  screen: z.enum(CONDITION_QUESTIONS.screen),
  body: z.enum(CONDITION_QUESTIONS.body),
  battery: z.enum(CONDITION_QUESTIONS.battery),
  keyboardPorts: z.enum(CONDITION_QUESTIONS.keyboardPorts),
  locked: z.enum(CONDITION_QUESTIONS.locked),
  accessories: z.enum(CONDITION_QUESTIONS.accessories),
});

const BasisPoints = z.int().min(0).max(10000);

/** A Refresh Buy campaign's price rules (see refresh-pricing.ts); the wizard's kind-specific step edits them. */
export const PricingRules = z.strictObject({
  basePrices: z
    .array(z.strictObject({ model: text().trim().min(1).max(120), ageBand: AgeBand, amount: Cents }))
    .min(1)
    .max(200),
  gradeFactors: z.strictObject({ A: BasisPoints, B: BasisPoints, C: BasisPoints, D: BasisPoints }),
  roundingStep: z.int().min(1).max(10000),
  floor: Cents,
  lockedOrDead: z.enum(LOCKED_OR_DEAD_RULES),
  validityDays: z.int().min(1).max(90),
  chargeMethods: z.array(ChargeMethod).min(1).max(CHARGE_METHODS.length),
});

/** One device's diagnostic as its person sees it: the device, and, once answered, its grade and price. */
export const DeviceDiagnostic = z.object({
  deviceId: Id,
  model: text(),
  assetTag: text().nullable(),
  serial: text().nullable(),
  ageBand: AgeBand,
  state: DiagnosticState,
  answers: ConditionAnswers.nullable(),
  grade: Grade.nullable(),
  /** Null until priced, and while no rule prices this model and age (the page then says the admin will price it). */
  price: Cents.nullable(),
  expiresAt: Timestamp.nullable(),
  /** A price shown but no longer acceptable; answering again prices it anew. */
  expired: z.boolean(),
  chargeMethod: ChargeMethod.nullable(),
  decidedAt: Timestamp.nullable(),
});
export type DeviceDiagnostic = z.infer<typeof DeviceDiagnostic>;

/** What the diagnostic page shows its visitor: their campaign, how they may pay, and each of their devices. */
export const RefreshDiagnosticView = z.object({
  campaignName: text(),
  personName: text(),
  chargeMethods: z.array(ChargeMethod),
  devices: z.array(DeviceDiagnostic),
});
export type RefreshDiagnosticView = z.infer<typeof RefreshDiagnosticView>;

export const AnswerDiagnostic = z.strictObject({ deviceId: Id, answers: ConditionAnswers });
export const AcceptOffer = z.strictObject({ deviceId: Id, chargeMethod: ChargeMethod });
export const DeclineOffer = z.strictObject({ deviceId: Id });

/** One person's diagnostic in the campaign details: the kind-specific columns. */
const RefreshDiagnosticRow = z.object({
  personId: Id,
  deviceId: Id,
  state: DiagnosticState,
  grade: Grade.nullable(),
  price: Cents.nullable(),
  expiresAt: Timestamp.nullable(),
  chargeMethod: ChargeMethod.nullable(),
  decidedAt: Timestamp.nullable(),
});
export const RefreshDiagnosticRows = z.object({ items: z.array(RefreshDiagnosticRow) });

/** A Device Hub kit a Refresh Go campaign offers, with what it holds, so an employee knows what they pick. */
export const OfferedKit = z.object({
  id: Id,
  name: text(),
  description: text(),
  components: z.array(z.object({ name: text(), quantity: z.int().positive() })),
});
export type OfferedKit = z.infer<typeof OfferedKit>;
export const OfferedKits = z.object({ items: z.array(OfferedKit) });

/** Where an admin may send a person's kit: the organisation's offices and warehouses, the default first. */
export const DeliveryPlaces = z.object({ items: z.array(z.object({ id: Id, name: text(), city: text(), isDefaultShipping: z.boolean() })) });

/** The admin orders the kit a person picked, to one of the delivery places, on the person's current version. */
export const OrderKitRequest = z.strictObject({ placeId: Id, version: Version });

/** Refresh Go's rules: the Device Hub kits its employees pick their new device from; with none, they name it. */
export const RefreshGoRules = z.strictObject({
  kitIds: z
    .array(Id)
    .max(12)
    .refine((ids) => new Set(ids).size === ids.length, { message: 'A kit is offered once.' })
    .default([]),
});

/** The Refresh Go page: the campaign's shareable address, and the kits it offers. */
export const RefreshGoView = z.object({ campaignName: text(), url: text(), kits: z.array(OfferedKit) });

/** The admin's view of the shareable address: none yet, or the address and whether it still opens. */
export const RefreshGoShareLink = z.object({ url: text().nullable(), revoked: z.boolean() });

/**
 * An employee starting their refresh: who (their work address), which new device, and the old one goes back. The
 * device is one of the campaign's kits (`kitId`) when it offers any, else named in their words (`newDevice`).
 */
export const RefreshGoStart = z.strictObject({
  email: text().trim().toLowerCase().max(254).pipe(z.email()),
  kitId: Id.optional(),
  newDevice: text().trim().min(1).max(200).optional(),
});
/** Always the same answer, whoever asks: the page never tells a stranger whether an address belongs to the campaign. */
export const RefreshGoStarted = z.object({ received: z.literal(true) });

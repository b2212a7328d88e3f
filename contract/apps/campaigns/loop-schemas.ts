import { z } from 'zod';
import { Day, Id, Timestamp, Version } from '../../common';
import { text } from '../../text';
import {
  LOOP_DEVICE_TYPES,
  LOOP_DISPOSITIONS,
  LOOP_GRADES,
  RECYCLER_CERTIFICATIONS,
  SANITISATION_METHODS,
} from '../../../src/apps/campaigns/domain/loop-device';
import { LOOP_BULK_MAX, SERIAL_MAX_LENGTH } from '../../../src/apps/campaigns/domain/loop-device-rows';
import { CREDIT_METHOD } from '../../../src/apps/campaigns/domain/loop-credit';
import { CURRENT_FACTOR_TABLE, factorTableOf } from '../../../src/domain/environment/emission-factors';

const LoopDeviceType = z.enum(LOOP_DEVICE_TYPES);
const LoopGrade = z.enum(LOOP_GRADES);
const LoopDisposition = z.enum(LOOP_DISPOSITIONS);
const RecyclerCertification = z.enum(RECYCLER_CERTIFICATIONS);
const SanitisationMethod = z.enum(SANITISATION_METHODS);

const Serial = text().trim().min(1).max(SERIAL_MAX_LENGTH);
const Label = text().trim().min(1).max(120);

const CertifiedRecycler = z.strictObject({ name: Label, certification: RecyclerCertification, certificateId: Label });

/** NIST SP 800-88: how, when, by whom, and the certificate that proves it. */
const SanitisationRecord = z.strictObject({ method: SanitisationMethod, performedOn: Day, operator: Label, certificateRef: Label });

export const LoopDevice = z.object({
  id: Id,
  serial: text(),
  /** The Manage asset with this serial, when there is one. */
  assetId: Id.nullable(),
  type: LoopDeviceType,
  grade: LoopGrade.nullable(),
  disposition: LoopDisposition.nullable(),
  recycler: CertifiedRecycler.nullable(),
  sanitisation: SanitisationRecord.nullable(),
  /** When the device left for its disposition; it leaves only once sanitised (and, if recycled, with a certified recycler). */
  releasedAt: Timestamp.nullable(),
  version: Version,
});

export const LoopDeviceList = z.object({ devices: z.array(LoopDevice) });

export const AddLoopDevices = z.strictObject({
  devices: z
    .array(z.strictObject({ serial: Serial, type: LoopDeviceType, grade: LoopGrade.nullable().default(null), disposition: LoopDisposition.nullable().default(null) }))
    .min(1)
    .max(LOOP_BULK_MAX),
});

/** Serials already in the campaign are not added again; the answer names them. */
export const AddedLoopDevices = z.object({ added: z.array(LoopDevice), repeated: z.array(text()) });

/** The whole device as the edit form holds it; the version is the one the editor read. */
export const UpdateLoopDevice = z.strictObject({
  version: Version,
  type: LoopDeviceType,
  grade: LoopGrade.nullable(),
  disposition: LoopDisposition.nullable(),
  recycler: CertifiedRecycler.nullable(),
  sanitisation: SanitisationRecord.nullable(),
});

export const ReleaseLoopDevice = z.strictObject({ version: Version });

export const LoopDeviceParams = z.strictObject({ id: Id, deviceId: Id });

const FactorSource = z.object({ publisher: text(), title: text(), url: text() });

/**
 * A Loop campaign's rules (the campaign's kind-specific part, which the wizard's Loop step sets): the factor table
 * version its credit uses, kept so a newer table never changes a report already given, and the recycler that recycled
 * devices go to unless one says otherwise.
 */
export const LoopRules = z.strictObject({
  factorTableVersion: text()
    .trim()
    .refine((version) => factorTableOf(version) !== undefined, 'a published factor table version')
    .default(CURRENT_FACTOR_TABLE.version),
  defaultRecycler: CertifiedRecycler.nullable().default(null),
});

export const FactorTables = z.object({
  current: text(),
  tables: z.array(
    z.object({
      version: text(),
      source: FactorSource,
      scope: text(),
      factors: z.array(z.object({ type: LoopDeviceType, manufacturingG: z.int(), distributionG: z.int() })),
    }),
  ),
});

export const CreditReport = z.object({
  method: z.literal(CREDIT_METHOD),
  table: z.object({ version: text(), source: FactorSource, scope: text() }),
  lines: z.array(z.object({ type: LoopDeviceType, reused: z.int(), recycled: z.int(), avoidedG: z.int(), hasFactor: z.boolean() })),
  reused: z.int(),
  recycled: z.int(),
  undecided: z.int(),
  uncounted: z.int(),
  avoidedManufacturingG: z.int(),
  avoidedDistributionG: z.int(),
  avoidedG: z.int(),
});

import type { Grade as LoopGrade } from './refresh-grade';

/**
 * Loop: many end-of-life devices collected at once. Each serial is graded, given a disposition, and may leave only
 * once its data is sanitised (NIST SP 800-88) and, when it is recycled, a certified recycler takes it.
 */

/** Device types Loop collects: the portal's factor-table categories; the credit counts a type only where the table has a figure for it. */
export { DEVICE_CATEGORIES as LOOP_DEVICE_TYPES, type DeviceCategory as LoopDeviceType } from '../../../domain/environment/emission-factors';

/** Loop grades on the same A (as new) to D (for parts) scale as Refresh Buy's diagnostic. */
export { GRADES as LOOP_GRADES, type Grade as LoopGrade } from './refresh-grade';

export const LOOP_DISPOSITIONS = ['refurbish', 'resell', 'recycle'] as const;
export type LoopDisposition = (typeof LOOP_DISPOSITIONS)[number];

/** Refurbished and resold devices live on: only they avoid the manufacture of a new one. */
export const isReuse = (disposition: LoopDisposition): boolean => disposition !== 'recycle';

/** The two electronics-recycling certifications Loop accepts. */
export const RECYCLER_CERTIFICATIONS = ['r2', 'e-stewards'] as const;
export type RecyclerCertification = (typeof RECYCLER_CERTIFICATIONS)[number];

export interface CertifiedRecycler {
  readonly name: string;
  readonly certification: RecyclerCertification;
  /** The certificate's number, as printed by the certification body. */
  readonly certificateId: string;
}

/** NIST SP 800-88 Rev. 1 sanitisation methods: clear and purge leave the device usable, destroy does not. */
export const SANITISATION_METHODS = ['clear', 'purge', 'destroy'] as const;
export type SanitisationMethod = (typeof SANITISATION_METHODS)[number];
export const SANITISATION_STANDARD = 'NIST SP 800-88 Rev. 1';

export interface SanitisationRecord {
  readonly method: SanitisationMethod;
  /** The day the data was sanitised, `YYYY-MM-DD`. */
  readonly performedOn: string;
  /** Who sanitised it (a person or the vendor's technician). */
  readonly operator: string;
  /** The reference of the sanitisation certificate or erasure report. */
  readonly certificateRef: string;
}

export interface LoopDeviceFacts {
  readonly grade: LoopGrade | null;
  readonly disposition: LoopDisposition | null;
  readonly recycler: CertifiedRecycler | null;
  readonly sanitisation: SanitisationRecord | null;
}

/** Why a device may not leave yet; the screens word each code through `refusals.loop.*`. */
export type LoopReleaseRefusal =
  | 'grade-missing'
  | 'disposition-missing'
  | 'sanitisation-missing'
  | 'recycler-missing'
  | 'destroyed-not-reusable';

/** Every reason the device must stay; none means it may leave. */
export function releaseRefusals(device: LoopDeviceFacts): LoopReleaseRefusal[] {
  const refusals: LoopReleaseRefusal[] = [];
  if (device.grade === null) refusals.push('grade-missing');
  if (device.disposition === null) refusals.push('disposition-missing');
  if (device.sanitisation === null) refusals.push('sanitisation-missing');
  if (device.disposition === 'recycle' && device.recycler === null) refusals.push('recycler-missing');
  // A destroyed drive leaves nothing to refurbish or resell.
  if (device.sanitisation?.method === 'destroy' && device.disposition !== null && isReuse(device.disposition)) {
    refusals.push('destroyed-not-reusable');
  }
  return refusals;
}

export const mayLeave = (device: LoopDeviceFacts): boolean => releaseRefusals(device).length === 0;

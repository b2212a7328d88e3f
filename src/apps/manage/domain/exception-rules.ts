import { isHeld, type AssetStatus } from './asset-status';

export const EXCEPTION_KINDS = [
  'offboarded-holder',
  'duplicate-serial',
  'warranty-expired',
  'licence-over-allocated',
  'past-end-of-life',
  'offboarding-proposed',
] as const;
export type ExceptionKind = (typeof EXCEPTION_KINDS)[number];

/** What the screen offers to fix each finding: the action's name, which the UI maps to a call. */
export const EXCEPTION_FIXES: Readonly<Record<ExceptionKind, { readonly action: string; readonly label: string }>> = {
  'offboarded-holder': { action: 'check-in', label: 'Check the device in (or recover it)' },
  'duplicate-serial': { action: 'edit-asset', label: 'Correct the serial of one of the assets' },
  'warranty-expired': { action: 'edit-asset', label: 'Extend the warranty or schedule a refresh' },
  'licence-over-allocated': { action: 'edit-licence', label: 'Add seats or release assignments' },
  'past-end-of-life': { action: 'retire', label: 'Retire or replace the device' },
  'offboarding-proposed': { action: 'offboard', label: 'Offboard the person (their devices back, their seats freed)' },
};

export interface ExceptionAsset {
  readonly status: AssetStatus;
  readonly archived: boolean;
  readonly warrantyEnd: string | null;
  readonly endOfLife: string | null;
  readonly assigneeOffboarded: boolean;
}

/** Dates are ISO days (YYYY-MM-DD), which compare as strings. */
export function assetExceptions(asset: ExceptionAsset, today: string): ExceptionKind[] {
  if (asset.archived) return [];
  const kinds: ExceptionKind[] = [];
  if (asset.assigneeOffboarded && isHeld(asset.status)) kinds.push('offboarded-holder');
  if (asset.status === 'deployed' && asset.warrantyEnd !== null && asset.warrantyEnd < today) kinds.push('warranty-expired');
  if (asset.status !== 'retired' && asset.endOfLife !== null && asset.endOfLife < today) kinds.push('past-end-of-life');
  return kinds;
}

/**
 * The form a serial is compared in: the database refuses exact repeats, so what slips through are the same serial
 * typed with another case, spaces or dashes.
 */
function serialKey(serial: string): string {
  return serial.replace(/[^A-Za-z0-9]/g, '').toUpperCase();
}

/** Serials shared by more than one live asset, each with the ids that share it; blanks are never duplicates. */
export function duplicateSerials<A extends { readonly id: string; readonly serial: string | null; readonly archived: boolean }>(
  assets: readonly A[],
): Map<string, string[]> {
  const bySerial = new Map<string, string[]>();
  for (const asset of assets) {
    const serial = asset.serial ? serialKey(asset.serial) : '';
    if (!serial || asset.archived) continue;
    bySerial.set(serial, [...(bySerial.get(serial) ?? []), asset.id]);
  }
  return new Map([...bySerial].filter(([, ids]) => ids.length > 1));
}

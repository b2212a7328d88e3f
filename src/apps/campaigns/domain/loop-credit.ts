import type { CreditFactorTable } from '../../../domain/environment/emission-factors';
import { isReuse, type LoopDeviceType, type LoopDisposition } from './loop-device';

/**
 * The avoided-emissions method: a device that is refurbished or resold saves the manufacture and distribution of a
 * new one of its type; a recycled device saves none (recycling is counted, but not as avoided manufacturing).
 */
export const CREDIT_METHOD = 'reuse-avoids-new-device';

export interface CreditDevice {
  readonly type: LoopDeviceType;
  readonly disposition: LoopDisposition | null;
}

export interface CreditLine {
  readonly type: LoopDeviceType;
  readonly reused: number;
  readonly recycled: number;
  /** Reused devices of this type times the type's manufacturing and distribution figures; 0 without a figure. */
  readonly avoidedG: number;
  /** Whether the table has a figure for the type: without one, its reused devices are not counted. */
  readonly hasFactor: boolean;
}

export interface CreditReport {
  readonly method: typeof CREDIT_METHOD;
  readonly table: Pick<CreditFactorTable, 'version' | 'source' | 'scope'>;
  readonly lines: readonly CreditLine[];
  readonly reused: number;
  readonly recycled: number;
  /** Devices with no disposition yet. */
  readonly undecided: number;
  /** Reused devices of a type the table has no figure for. */
  readonly uncounted: number;
  readonly avoidedManufacturingG: number;
  readonly avoidedDistributionG: number;
  readonly avoidedG: number;
}

/** The environmental credit of a campaign's devices under one version of the factor table. */
export function creditReport(devices: readonly CreditDevice[], table: CreditFactorTable): CreditReport {
  const byType = new Map<LoopDeviceType, { reused: number; recycled: number }>();
  let undecided = 0;
  for (const device of devices) {
    if (device.disposition === null) {
      undecided += 1;
      continue;
    }
    const counts = byType.get(device.type) ?? { reused: 0, recycled: 0 };
    if (isReuse(device.disposition)) counts.reused += 1;
    else counts.recycled += 1;
    byType.set(device.type, counts);
  }
  let manufacturing = 0;
  let distribution = 0;
  let uncounted = 0;
  const lines = [...byType.entries()]
    .sort(([a], [b]) => a.localeCompare(b))
    .map(([type, counts]): CreditLine => {
      const factor = table.factors[type];
      if (!factor) uncounted += counts.reused;
      const made = factor ? factor.manufacturingG * counts.reused : 0;
      const delivered = factor ? factor.distributionG * counts.reused : 0;
      manufacturing += made;
      distribution += delivered;
      return { type, ...counts, avoidedG: made + delivered, hasFactor: factor !== undefined };
    });
  return {
    method: CREDIT_METHOD,
    table: { version: table.version, source: table.source, scope: table.scope },
    lines,
    reused: lines.reduce((sum, line) => sum + line.reused, 0),
    recycled: lines.reduce((sum, line) => sum + line.recycled, 0),
    undecided,
    uncounted,
    avoidedManufacturingG: manufacturing,
    avoidedDistributionG: distribution,
    avoidedG: manufacturing + distribution,
  };
}

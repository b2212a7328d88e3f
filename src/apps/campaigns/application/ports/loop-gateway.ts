import type { DownloadedFile } from '../../../../application/ports/list-page';
import type { CreditReport } from '../../domain/loop-credit';
import type { DeviceFootprint, FactorSource } from '../../../../domain/environment/emission-factors';
import type {
  CertifiedRecycler,
  LoopDeviceType,
  LoopDisposition,
  LoopGrade,
  SanitisationRecord,
} from '../../domain/loop-device';

export interface LoopDevice {
  readonly id: string;
  readonly serial: string;
  readonly assetId: string | null;
  readonly type: LoopDeviceType;
  readonly grade: LoopGrade | null;
  readonly disposition: LoopDisposition | null;
  readonly recycler: CertifiedRecycler | null;
  readonly sanitisation: SanitisationRecord | null;
  readonly releasedAt: string | null;
  readonly version: number;
}

export interface NewLoopDevice {
  readonly serial: string;
  readonly type: LoopDeviceType;
  readonly grade: LoopGrade | null;
  readonly disposition: LoopDisposition | null;
}

export interface LoopDeviceChange {
  readonly version: number;
  readonly type: LoopDeviceType;
  readonly grade: LoopGrade | null;
  readonly disposition: LoopDisposition | null;
  readonly recycler: CertifiedRecycler | null;
  readonly sanitisation: SanitisationRecord | null;
}

interface FactorTableView {
  readonly version: string;
  readonly source: FactorSource;
  readonly scope: string;
  readonly factors: readonly ({ readonly type: LoopDeviceType } & DeviceFootprint)[];
}

/** Loop's calls: the factor tables, a campaign's devices, their release, and its environmental credit. */
export interface LoopGateway {
  factorTables(): Promise<{ readonly current: string; readonly tables: readonly FactorTableView[] }>;
  devices(campaignId: string): Promise<{ readonly devices: readonly LoopDevice[] }>;
  addDevices(campaignId: string, body: { readonly devices: readonly NewLoopDevice[] }): Promise<{ readonly added: readonly LoopDevice[]; readonly repeated: readonly string[] }>;
  updateDevice(campaignId: string, deviceId: string, change: LoopDeviceChange): Promise<LoopDevice>;
  releaseDevice(campaignId: string, deviceId: string, body: { readonly version: number }): Promise<LoopDevice>;
  credit(campaignId: string): Promise<CreditReport>;
  exportCredit(campaignId: string): Promise<DownloadedFile>;
}

export const LOOP_GATEWAY = Symbol.for('Campaigns.LoopGateway');

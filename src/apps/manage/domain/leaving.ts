import type { AssetStatus } from './asset-status';

/** Where one of a leaver's devices is: still with them, on its way back through a Recover campaign, back, or given up. */
export const LEAVING_DEVICE_STATES = ['held', 'in-campaign', 'back', 'written-off'] as const;
export type LeavingDeviceState = (typeof LEAVING_DEVICE_STATES)[number];

export interface LeavingAsset {
  readonly id: string;
  readonly status: AssetStatus;
  readonly assigneeId: string | null;
}

/** A Recover campaign the leaver is in, as the campaigns app tells it: newest first. */
export interface LeavingRecovery {
  readonly campaignId: string;
  readonly status: string;
  readonly personState: string;
  readonly devices: readonly { readonly assetId: string; readonly outcome: string | null }[];
}

export interface LeavingDevice {
  readonly assetId: string;
  readonly state: LeavingDeviceState;
  /** The Recover campaign that has the device, if one does. */
  readonly recovery: LeavingRecovery | null;
}

const givenUp: readonly AssetStatus[] = ['retired', 'lost'];

/**
 * A leaver's devices and where each is: every device they still hold and every device of their Recover campaigns
 * (one the fleet no longer has is left out). The leaving is complete once each is back or written off.
 */
export function leavingProgress(personId: string, assets: readonly LeavingAsset[], recoveries: readonly LeavingRecovery[]) {
  const devices: LeavingDevice[] = assets
    .filter((asset) => asset.assigneeId === personId || recoveries.some((recovery) => recovery.devices.some((device) => device.assetId === asset.id)))
    .map((asset) => {
      const recovery = recoveries.find((each) => each.status !== 'cancelled' && each.devices.some((device) => device.assetId === asset.id)) ?? null;
      const outcome = recovery?.devices.find((device) => device.assetId === asset.id)?.outcome ?? null;
      const state: LeavingDeviceState =
        givenUp.includes(asset.status) || outcome === 'not-returned' ? 'written-off' : asset.assigneeId !== personId ? 'back' : recovery ? 'in-campaign' : 'held';
      return { assetId: asset.id, state, recovery };
    });
  return { complete: devices.every((device) => device.state === 'back' || device.state === 'written-off'), devices };
}

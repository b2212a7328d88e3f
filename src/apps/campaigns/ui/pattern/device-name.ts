import type { CampaignDevice } from '../../application/ports/campaign-views';

/** A device as people tell it apart: its model and asset tag. */
export const deviceName = (device: CampaignDevice) => `${device.model}${device.assetTag ? ` ${device.assetTag}` : ''}`;

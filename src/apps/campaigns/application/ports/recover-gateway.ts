import type { DeviceOutcome, Disposition } from '../../domain/recover-state';
import type { PickupOption } from '../../domain/recover-pickup';
import type { CampaignPerson } from './campaign-views';

export type DeviceGrade = 'a' | 'b' | 'c' | 'd' | 'broken';
export type AdminRecoverMove = 'send' | 'ship-kit' | 'pick-up' | 'no-response' | 'restart' | 'cancel';

interface DeviceReceipt {
  readonly version: number;
  readonly outcome: DeviceOutcome;
  readonly grade: DeviceGrade | null;
  readonly location: string;
  readonly note: string | null;
}

interface DeviceProcessing {
  readonly version: number;
  readonly disposition: Disposition;
  readonly wiped: true;
  readonly grade: DeviceGrade | null;
  readonly location: string;
}

/** An admin's moves on one person's retrieval. */
export interface RecoverGateway {
  move(id: string, personId: string, change: { readonly version: number; readonly move: AdminRecoverMove }): Promise<CampaignPerson>;
  receive(id: string, personId: string, deviceId: string, receipt: DeviceReceipt): Promise<CampaignPerson>;
  process(id: string, personId: string, deviceId: string, processing: DeviceProcessing): Promise<CampaignPerson>;
}

export const RECOVER_GATEWAY = Symbol.for('Campaigns.RecoverGateway');

/** What the leaver's help-with-return page shows. */
export interface RecoverReturn {
  readonly organisationName: string;
  readonly campaignName: string;
  readonly personName: string;
  readonly message: string;
  readonly deadline: string | null;
  readonly state: string;
  readonly devices: readonly { readonly model: string; readonly assetTag: string | null; readonly serial: string | null }[];
  readonly answer: {
    readonly address: string;
    readonly phone: string;
    readonly hasPackaging: boolean;
    readonly pickup: PickupOption | null;
    readonly alreadyReturnedNote: string | null;
  } | null;
  readonly pickupOptions: readonly PickupOption[];
  readonly open: boolean;
}

export interface ReturnConfirmation {
  readonly address: string;
  readonly phone: string;
  readonly hasPackaging: boolean;
  readonly pickup: PickupOption | null;
}

/** The leaver's calls, without an account: the link's token is the only key. */
export interface RecoverReturnGateway {
  get(link: string): Promise<RecoverReturn>;
  confirm(link: string, confirmation: ReturnConfirmation): Promise<RecoverReturn>;
  alreadyReturned(link: string, note: string): Promise<RecoverReturn>;
}

export const RECOVER_RETURN_GATEWAY = Symbol.for('Campaigns.RecoverReturnGateway');

import type { CampaignPerson } from './campaign-views';
import type { ConditionAnswers } from '../../domain/refresh-condition';
import type { Grade } from '../../domain/refresh-grade';
import type { ChargeMethod, DiagnosticState } from '../../domain/refresh-offer';
import type { AgeBand } from '../../domain/refresh-pricing';

/** One device's diagnostic as its person sees it: the device, and, once answered, its grade and price. */
export interface DeviceDiagnostic {
  readonly deviceId: string;
  readonly model: string;
  readonly assetTag: string | null;
  readonly serial: string | null;
  readonly ageBand: AgeBand;
  readonly state: DiagnosticState;
  readonly answers: ConditionAnswers | null;
  readonly grade: Grade | null;
  /** Minor units; null until priced, and while no rule prices the model and age. */
  readonly price: number | null;
  readonly expiresAt: string | null;
  readonly expired: boolean;
  readonly chargeMethod: ChargeMethod | null;
  readonly decidedAt: string | null;
}

export interface RefreshDiagnostic {
  readonly campaignName: string;
  readonly personName: string;
  readonly chargeMethods: readonly ChargeMethod[];
  readonly devices: readonly DeviceDiagnostic[];
}

/** A Device Hub kit a Refresh Go campaign offers, with what it holds. */
export interface OfferedKit {
  readonly id: string;
  readonly name: string;
  readonly description: string;
  readonly components: readonly { readonly name: string; readonly quantity: number }[];
}

interface RefreshGoPage {
  readonly campaignName: string;
  readonly url: string;
  /** The kits to pick the new device from; with none, the employee names it. */
  readonly kits: readonly OfferedKit[];
}

/** An employee's start: one of the offered kits, or the device named when the campaign offers none. */
export interface RefreshGoStart {
  readonly email: string;
  readonly kitId?: string;
  readonly newDevice?: string;
}

/** The public pages' calls, without an account: the link in the path is the only key. */
export interface RefreshPublicGateway {
  diagnostic(link: string): Promise<RefreshDiagnostic>;
  answer(link: string, deviceId: string, answers: ConditionAnswers): Promise<RefreshDiagnostic>;
  accept(link: string, deviceId: string, chargeMethod: ChargeMethod): Promise<RefreshDiagnostic>;
  decline(link: string, deviceId: string): Promise<RefreshDiagnostic>;
  goPage(link: string): Promise<RefreshGoPage>;
  startGo(link: string, start: RefreshGoStart): Promise<void>;
}

export const REFRESH_PUBLIC_GATEWAY = Symbol.for('Campaigns.RefreshPublicGateway');

/** One device's diagnostic in the campaign details: Refresh Buy's columns. */
interface DiagnosticRow {
  readonly personId: string;
  readonly deviceId: string;
  readonly state: DiagnosticState;
  readonly grade: Grade | null;
  readonly price: number | null;
  readonly expiresAt: string | null;
  readonly chargeMethod: ChargeMethod | null;
  readonly decidedAt: string | null;
}

/** Where a person's kit may be sent: an office or warehouse of the organisation. */
export interface DeliveryPlace {
  readonly id: string;
  readonly name: string;
  readonly city: string;
  readonly isDefaultShipping: boolean;
}

interface ShareLink {
  readonly url: string | null;
  readonly revoked: boolean;
}

/** The admins' Refresh Buy and Refresh Go calls beside the campaign pattern's. */
export interface RefreshGateway {
  diagnostics(campaignId: string): Promise<{ readonly items: readonly DiagnosticRow[] }>;
  shareLink(campaignId: string): Promise<ShareLink>;
  issueShareLink(campaignId: string): Promise<ShareLink>;
  /** The Device Hub's kits a Refresh Go campaign may offer. */
  kits(): Promise<{ readonly items: readonly OfferedKit[] }>;
  deliveryPlaces(): Promise<{ readonly items: readonly DeliveryPlace[] }>;
  /** The kit a person picked becomes a campaign order of Manage Orders; the person's row names its number. */
  orderKit(campaignId: string, personId: string, request: { readonly placeId: string; readonly version: number }): Promise<CampaignPerson>;
}

export const REFRESH_GATEWAY = Symbol.for('Campaigns.RefreshGateway');

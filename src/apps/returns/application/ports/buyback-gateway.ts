import type { AgeBand } from '../../../../domain/pricing/device-pricing';
import type { DeclaredCondition } from '../../domain/buyback-condition';
import type { DeviceGrade } from '../../domain/buyback-grades';
import type { BuybackRules } from '../../domain/buyback-rules';
import type { BuybackStatus } from '../../domain/buyback-status';
import type { BuybackChannel } from '../../domain/slug';
import type { WipeCertificateFields } from '../../domain/wipe-certificate';

/** A device the person holds, and why it may not be sold back here, if it may not. */
export interface BuybackDevice {
  readonly assetId: string;
  readonly assetTag: string;
  readonly serial: string | null;
  readonly model: string;
  readonly productType: string;
  readonly purchaseDate: string | null;
  readonly refusal: 'not-apple' | 'open-buyback' | null;
}

/** A postal address the person types: where the device leaves from. */
export interface SenderAddress {
  readonly name: string;
  readonly line1: string;
  readonly line2?: string | null;
  readonly city: string;
  readonly postcode: string;
  /** ISO 3166 alpha-2. */
  readonly country: string;
}

interface ShipmentSummary {
  readonly id: string;
  readonly purpose: string;
  readonly state: string;
  readonly carrier: string | null;
  readonly trackingNumber: string | null;
  readonly trackingUrl: string | null;
  readonly labelUrl: string | null;
}

/** One buyback: the quote as given, the order it became, and the desk's steps. */
export interface Buyback {
  readonly id: string;
  readonly version: number;
  readonly channel: BuybackChannel;
  readonly status: BuybackStatus;
  readonly person: { readonly id: string; readonly name: string };
  readonly asset: { readonly id: string; readonly tag: string; readonly serial: string | null; readonly model: string };
  readonly condition: DeclaredCondition;
  readonly quotedGrade: DeviceGrade;
  readonly quotedAmount: number;
  readonly currency: string;
  readonly rulesVersion: number;
  readonly ageBand: AgeBand;
  readonly quotedAt: string;
  readonly expiresAt: string;
  readonly expired: boolean;
  readonly order: { readonly id: string; readonly number: number } | null;
  readonly receivedAt: string | null;
  readonly inspectionDueAt: string | null;
  readonly inspectedGrade: DeviceGrade | null;
  readonly counter: { readonly grade: DeviceGrade; readonly amount: number; readonly reasons: string; readonly photoIds: readonly string[]; readonly at: string } | null;
  readonly returnDueAt: string | null;
  readonly agreedAmount: number | null;
  readonly certificateId: string | null;
  readonly settledAt: string | null;
  readonly settlementNumber: string | null;
  readonly shipments: readonly ShipmentSummary[];
}

export interface FileContent {
  readonly filename: string;
  readonly contentType: string;
  readonly contentBase64: string;
}

export interface WipeCertificate extends WipeCertificateFields {
  readonly id: string;
  readonly buybackId: string;
  readonly assetId: string;
  readonly recordedAt: string;
  readonly recordedBy: string;
}

/** What a person does through Buyback or Apple Trade In; `channel` is the app they do it in. */
export interface BuybackGateway {
  devices(channel: BuybackChannel): Promise<{ items: readonly BuybackDevice[] }>;
  quote(channel: BuybackChannel, assetId: string, condition: DeclaredCondition): Promise<Buyback>;
  mine(channel: BuybackChannel): Promise<{ items: readonly Buyback[] }>;
  get(channel: BuybackChannel, id: string): Promise<Buyback>;
  edit(channel: BuybackChannel, id: string, condition: DeclaredCondition, version: number): Promise<Buyback>;
  /** Accepts the quote; `from` is where the device is sent from (and goes back to, if a counter-offer is declined). */
  accept(channel: BuybackChannel, id: string, version: number, from: SenderAddress): Promise<{ buyback: Buyback; orderNumber: number }>;
  decide(channel: BuybackChannel, id: string, decision: 'accept' | 'decline', version: number): Promise<Buyback>;
  photo(channel: BuybackChannel, id: string, photoId: string): Promise<FileContent>;
}
export const BUYBACK_GATEWAY = Symbol('BuybackGateway');

export interface Inspection {
  readonly grade: DeviceGrade;
  readonly locked: boolean;
  readonly reasons: string;
  readonly photoIds: readonly string[];
  readonly version: number;
}

/** The desk's steps (organisation admins). */
export interface BuybackDeskGateway {
  list(status?: BuybackStatus): Promise<{ items: readonly Buyback[] }>;
  get(id: string): Promise<Buyback>;
  receive(id: string, version: number): Promise<Buyback>;
  uploadPhoto(id: string, file: File): Promise<{ id: string }>;
  inspect(id: string, inspection: Inspection): Promise<Buyback>;
  lockRemoved(id: string, version: number): Promise<Buyback>;
  sendBack(id: string, version: number): Promise<Buyback>;
  certify(id: string, fields: WipeCertificateFields): Promise<WipeCertificate>;
  certificate(id: string): Promise<WipeCertificate>;
  certificatePdf(id: string): Promise<FileContent>;
  settle(id: string, idempotencyKey: string, version: number): Promise<Buyback>;
  rules(): Promise<BuybackRules & { currency: string }>;
  saveRules(rules: BuybackRules): Promise<BuybackRules & { currency: string }>;
}
export const BUYBACK_DESK_GATEWAY = Symbol('BuybackDeskGateway');

import type { ClockState } from '../../../../domain/calendars/sla-countdown';
import type { RepairApproval, RepairFulfilment, RepairMove, RepairState } from '../../domain/repair-state';
import type { FaultCategory } from '../../domain/repair-terms';

export interface RepairDevice {
  readonly assetId: string;
  readonly assetTag: string;
  readonly model: string;
  readonly serial: string | null;
  readonly productType: string;
  /** The cart line or open repair it is in; null when it can be added. */
  readonly repairId: string | null;
  readonly inCart: boolean;
}

export interface RepairPhoto {
  readonly id: string;
  readonly filename: string;
  readonly contentType: string;
  readonly size: number;
  readonly url: string;
}

export interface RepairCartItem {
  readonly id: string;
  readonly assetId: string;
  readonly assetTag: string;
  readonly model: string;
  readonly serial: string | null;
  readonly faultCategory: FaultCategory | null;
  readonly description: string;
  readonly photos: readonly RepairPhoto[];
  readonly estimateMinor: number | null;
  readonly currency: string;
  readonly needsApproval: boolean;
  readonly version: number;
}

export interface RepairCart {
  readonly items: readonly RepairCartItem[];
  readonly currency: string;
  readonly approvalThresholdMinor: number;
}

export interface FaultDescription {
  readonly faultCategory: FaultCategory;
  readonly description: string;
  readonly photoIds: readonly string[];
  readonly version: number;
}

/** Where the person sends the devices from and has them shipped back to. */
export interface ReturnAddress {
  readonly name: string;
  readonly line1: string;
  readonly line2?: string | null;
  readonly city: string;
  readonly postcode: string;
  /** ISO 3166 alpha-2. */
  readonly country: string;
}

export interface RepairShipment {
  readonly id: string;
  readonly kind: 'repair' | 'repair-return';
  readonly state: string;
  readonly carrier: string | null;
  readonly trackingNumber: string | null;
  readonly trackingUrl: string | null;
  readonly labelUrl: string | null;
}

export interface RepairClock {
  readonly state: RepairState;
  readonly enteredAt: string;
  readonly dueAt: string | null;
  readonly doneAt: string | null;
  readonly clock: ClockState;
}

export interface Repair {
  readonly id: string;
  readonly assetId: string;
  readonly assetTag: string;
  readonly model: string;
  readonly serial: string | null;
  readonly person: { readonly id: string; readonly name: string; readonly email: string };
  readonly state: RepairState;
  readonly approval: RepairApproval;
  readonly faultCategory: FaultCategory;
  readonly description: string;
  readonly photos: readonly RepairPhoto[];
  readonly estimateMinor: number | null;
  readonly currency: string;
  readonly orderId: string | null;
  readonly orderNumber: number | null;
  readonly fulfilment: RepairFulfilment | null;
  readonly loanerAssetId: string | null;
  readonly hasReturnAddress: boolean;
  readonly shipments: readonly RepairShipment[];
  readonly submittedAt: string;
  readonly clocks: readonly RepairClock[];
  readonly moves: readonly RepairMove[];
  readonly version: number;
}

export interface RepairOrder {
  readonly orderId: string;
  readonly orderNumber: number;
  readonly repairs: readonly Repair[];
}

export interface RepairMoveRequest {
  readonly move: RepairMove;
  readonly fulfilment?: RepairFulfilment;
  readonly version: number;
}

export interface LoanerCandidate {
  readonly assetId: string;
  readonly assetTag: string;
  readonly model: string;
}

export interface RepairEstimateLine {
  readonly model: string;
  readonly faultCategory: FaultCategory;
  readonly amountMinor: number;
}

/** The SLA targets per working state (business minutes) and the estimate table an admin edits. */
export interface RepairSettings {
  readonly targets: Readonly<Partial<Record<RepairState, number | null>>>;
  readonly estimates: readonly RepairEstimateLine[];
  readonly currency: string;
  readonly version: number;
}

/** Repair as the screens reach it: the person's devices, cart and repairs, and an admin's moves. */
export interface RepairGateway {
  devices(): Promise<{ readonly items: readonly RepairDevice[] }>;
  cart(): Promise<RepairCart>;
  add(assetId: string): Promise<RepairCartItem>;
  item(id: string): Promise<RepairCartItem>;
  describe(id: string, fault: FaultDescription): Promise<RepairCartItem>;
  remove(id: string): Promise<void>;
  upload(file: File): Promise<RepairPhoto>;
  submit(returnAddress: ReturnAddress | null): Promise<RepairOrder>;
  mine(): Promise<{ readonly items: readonly Repair[] }>;
  order(id: string): Promise<RepairOrder>;
  move(id: string, request: RepairMoveRequest): Promise<Repair>;
  lend(id: string, request: { readonly assetId: string; readonly version: number }): Promise<Repair>;
  loaners(q: string): Promise<{ readonly items: readonly LoanerCandidate[] }>;
  settings(): Promise<RepairSettings>;
  saveSettings(settings: Omit<RepairSettings, 'currency'>): Promise<RepairSettings>;
}

export const REPAIR_GATEWAY = Symbol.for('returns.RepairGateway');

import type * as z from 'zod';
import type { Repair, RepairCartItem, SubmitRepairCartRequest } from '../../../../contract/apps/returns/repair-schemas';
import { estimateFor, type RepairEstimateRule } from '../domain/repair-estimate';
import { repairClocks, DEFAULT_REPAIR_SLA_TARGETS, type RepairSlaTargets } from '../domain/repair-sla';
import { repairMovesFrom, type RepairApproval, type RepairFulfilment, type RepairState } from '../domain/repair-state';
import type { FaultCategory } from '../domain/repair-terms';
import type { BusinessCalendar } from '../../../domain/calendars/business-calendar';
import { needsApproval } from '../../../domain/approvals/approval-threshold';
import { originOf } from '../../../../tests/mocks/mock-route';
import type { MockState, MockUser } from '../../../../tests/mocks/mock-state';

/** What the mocks' organisation spends without asking, as commerce's default settings. */
export const MOCK_SPENDING = { currency: 'EUR', approvalThresholdMinor: 50_000 };

/** The demo's business hours, as the service desk's demo policy counts them. */
const MOCK_CALENDAR: BusinessCalendar = {
  timeZone: 'Europe/Berlin',
  hours: [1, 2, 3, 4, 5].map((weekday) => ({ weekday: weekday as 1, start: '09:00', end: '17:00' })),
  holidays: [],
};

export interface MockRepair {
  readonly id: string;
  readonly organisationId: string;
  readonly personId: string;
  readonly assetId: string;
  readonly assetTag: string;
  readonly model: string;
  readonly serial: string | null;
  state: RepairState | null;
  faultCategory: FaultCategory | null;
  description: string;
  photoIds: string[];
  estimateMinor: number | null;
  approval: RepairApproval;
  approverIds: string[];
  orderId: string | null;
  orderNumber: number | null;
  fulfilment: RepairFulfilment | null;
  loanerAssetId: string | null;
  returnAddress: MockPostalAddress | null;
  shipments: MockRepairShipment[];
  submittedAt: string | null;
  readonly createdAt: string;
  steps: { state: RepairState; at: string }[];
  version: number;
}

type MockPostalAddress = NonNullable<z.output<typeof SubmitRepairCartRequest>['returnAddress']>;
type MockRepairShipment = z.input<typeof Repair>['shipments'][number];

/** A parcel of a repair as Shipping Label's manual carrier opens it: waiting for its number. */
export const mockRepairShipment = (kind: MockRepairShipment['kind']): MockRepairShipment => ({
  id: crypto.randomUUID(),
  kind,
  state: 'pre_transit',
  carrier: null,
  trackingNumber: null,
  trackingUrl: null,
  labelUrl: null,
});

export interface MockRepairPhoto {
  readonly id: string;
  readonly organisationId: string;
  readonly uploadedBy: string;
  readonly filename: string;
  readonly contentType: string;
  readonly size: number;
}

/** Repair's records per mock state, like the server's: cart lines and repairs in one list, photos, the estimate table. */
export class RepairMockData {
  readonly repairs: MockRepair[] = [];
  readonly photos: MockRepairPhoto[] = [];
  readonly estimates = new Map<string, RepairEstimateRule[]>();
  readonly targets = new Map<string, { targets: RepairSlaTargets; version: number }>();

  constructor(readonly state: MockState) {}

  estimatesOf(organisationId: string): RepairEstimateRule[] {
    return this.estimates.get(organisationId) ?? [];
  }

  targetsOf(organisationId: string): RepairSlaTargets {
    return { ...DEFAULT_REPAIR_SLA_TARGETS, ...this.targets.get(organisationId)?.targets };
  }

  photoOf(photo: MockRepairPhoto, baseUrl: string) {
    const { id, filename, contentType, size } = photo;
    return { id, filename, contentType, size, url: `${originOf(baseUrl)}/files/${photo.organisationId}/returns/repairs/${id}` };
  }

  cartItemOf(repair: MockRepair, baseUrl: string): z.input<typeof RepairCartItem> {
    const estimateMinor = estimateFor(this.estimatesOf(repair.organisationId), repair.model, repair.faultCategory);
    return {
      id: repair.id,
      assetId: repair.assetId,
      assetTag: repair.assetTag,
      model: repair.model,
      serial: repair.serial,
      faultCategory: repair.faultCategory,
      description: repair.description,
      photos: this.photosOf(repair).map((photo) => this.photoOf(photo, baseUrl)),
      estimateMinor,
      currency: MOCK_SPENDING.currency,
      needsApproval: estimateMinor !== null && needsApproval(estimateMinor, MOCK_SPENDING.approvalThresholdMinor),
      version: repair.version,
    };
  }

  repairOf(repair: MockRepair, reader: MockUser | null, baseUrl: string): z.input<typeof Repair> {
    const person = this.state.users.find((user) => user.id === repair.personId)!;
    const state = repair.state!;
    const clocks = repairClocks(
      repair.steps.map((step) => ({ state: step.state, at: new Date(step.at) })),
      this.targetsOf(repair.organisationId),
      MOCK_CALENDAR,
      new Date(),
    );
    const moves = reader ? repairMovesFrom({ state, approval: repair.approval }).filter((move) => (move === 'approve' || move === 'refuse' ? repair.approverIds.includes(reader.id) : true)) : [];
    return {
      id: repair.id,
      assetId: repair.assetId,
      assetTag: repair.assetTag,
      model: repair.model,
      serial: repair.serial,
      person: { id: person.id, name: person.name, email: person.email },
      state,
      approval: repair.approval,
      faultCategory: repair.faultCategory ?? 'other',
      description: repair.description,
      photos: this.photosOf(repair).map((photo) => this.photoOf(photo, baseUrl)),
      estimateMinor: repair.estimateMinor,
      currency: MOCK_SPENDING.currency,
      orderId: repair.orderId,
      orderNumber: repair.orderNumber,
      fulfilment: repair.fulfilment,
      loanerAssetId: repair.loanerAssetId,
      hasReturnAddress: repair.returnAddress !== null,
      shipments: repair.shipments,
      submittedAt: repair.submittedAt ?? repair.createdAt,
      clocks: clocks.map((clock) => ({
        state: clock.stateName,
        enteredAt: clock.enteredAt.toISOString(),
        dueAt: clock.dueAt?.toISOString() ?? null,
        doneAt: clock.doneAt?.toISOString() ?? null,
        clock: clock.state,
      })),
      moves,
      version: repair.version,
    };
  }

  private photosOf(repair: MockRepair): MockRepairPhoto[] {
    return repair.photoIds.flatMap((id) => this.photos.filter((photo) => photo.id === id));
  }
}

const data = new WeakMap<MockState, RepairMockData>();
export function repairDataOf(state: MockState): RepairMockData {
  let found = data.get(state);
  if (!found) data.set(state, (found = new RepairMockData(state)));
  return found;
}

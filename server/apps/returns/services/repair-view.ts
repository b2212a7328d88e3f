import type { z } from 'zod';
import type { Repair } from '../../../../contract/apps/returns/repair-schemas';
import { repairClocks, type RepairSlaTargets } from '../../../../src/apps/returns/domain/repair-sla';
import { repairMovesFrom } from '../../../../src/apps/returns/domain/repair-state';
import type { BusinessCalendar } from '../../../../src/domain/calendars/business-calendar';
import { FileLinks, type AppDeps, type ShipmentRef, type ShipmentsPort, type StaffPrincipal } from '../../../kernel';
import type { RepairPhotoRow, RepairRow, RepairStepRow } from '../repositories/repair-repository';
import type { ReturnsRepositories } from '../repositories/repositories';

/** What a repair's answer is made of besides its row: read once for a page of repairs. */
export interface RepairContext {
  readonly people: ReadonlyMap<string, { id: string; name: string; email: string }>;
  readonly photos: readonly RepairPhotoRow[];
  readonly steps: readonly RepairStepRow[];
  readonly shipments: readonly ShipmentRef[];
  readonly targets: RepairSlaTargets;
  readonly calendar: BusinessCalendar | null;
  readonly now: Date;
  /** The reader, when an admin: the moves open to them are answered; for anyone else none. */
  readonly admin: StaffPrincipal | null;
}

/** Repairs and cart lines as the contract answers them. */
export class RepairViews {
  private readonly links: FileLinks;

  constructor(private readonly deps: Pick<AppDeps<unknown>, 'config' | 'keys' | 'now'> & { readonly shipments: ShipmentsPort }) {
    this.links = new FileLinks(deps);
  }

  photoOf(row: RepairPhotoRow) {
    return { id: row.id, filename: row.filename, contentType: row.contentType, size: row.size, url: this.links.linkOf(row.organisationId, row.key) };
  }

  async context(repos: ReturnsRepositories, organisationId: string, rows: readonly RepairRow[], extra: Omit<RepairContext, 'people' | 'photos' | 'steps' | 'shipments'>): Promise<RepairContext> {
    const ids = rows.map((row) => row.id);
    const shipments = [
      ...(await this.deps.shipments.ofPurpose(repos, organisationId, 'repair', ids)),
      ...(await this.deps.shipments.ofPurpose(repos, organisationId, 'repair-return', ids)),
    ];
    const people = await repos.users.findMany(organisationId, [...new Set(rows.map((row) => row.personId))]);
    return {
      ...extra,
      people: new Map(people.map((person) => [person.id, { id: person.id, name: person.name, email: person.email }])),
      photos: await repos.own.repairs.photosOf(organisationId, ids),
      steps: await repos.own.repairs.stepsOf(organisationId, ids),
      shipments,
    };
  }

  repairOf(row: RepairRow, context: RepairContext): z.input<typeof Repair> {
    const state = row.state!;
    const steps = context.steps.filter((step) => step.repairId === row.id);
    const clocks = repairClocks(steps, context.targets, context.calendar, context.now);
    const admin = context.admin;
    const moves = admin
      ? repairMovesFrom({ state, approval: row.approval }).filter((move) => (move === 'approve' || move === 'refuse' ? row.approverIds.includes(admin.userId) : true))
      : [];
    return {
      id: row.id,
      assetId: row.assetId,
      assetTag: row.assetTag,
      model: row.model,
      serial: row.serial,
      person: context.people.get(row.personId) ?? { id: row.personId, name: '', email: 'unknown@invalid.example' },
      state,
      approval: row.approval,
      faultCategory: row.faultCategory ?? 'other',
      description: row.description,
      photos: context.photos.filter((photo) => photo.repairId === row.id).map((photo) => this.photoOf(photo)),
      estimateMinor: row.estimateMinor,
      currency: row.currency ?? 'EUR',
      orderId: row.orderId,
      orderNumber: row.orderNumber,
      fulfilment: row.fulfilment,
      loanerAssetId: row.loanerAssetId,
      hasReturnAddress: row.returnAddress !== null,
      shipments: context.shipments
        .filter((shipment) => shipment.purpose.reference === row.id)
        .map(({ id, purpose, state, carrier, trackingNumber, trackingUrl, labelUrl }) => ({
          id,
          kind: purpose.kind === 'repair-return' ? ('repair-return' as const) : ('repair' as const),
          state,
          carrier,
          trackingNumber,
          trackingUrl,
          labelUrl,
        })),
      submittedAt: (row.submittedAt ?? row.createdAt).toISOString(),
      clocks: clocks.map((clock) => ({
        state: clock.stateName,
        enteredAt: clock.enteredAt.toISOString(),
        dueAt: clock.dueAt?.toISOString() ?? null,
        doneAt: clock.doneAt?.toISOString() ?? null,
        clock: clock.state,
      })),
      moves,
      version: row.version,
    };
  }
}

import type { z } from 'zod';
import type {
  CreateShipmentRequest,
  LabelQuery,
  ShipmentListQuery,
  ShippingPlaceQuery,
  TrackingEventRequest,
  TrackingNumberRequest,
} from '../../../../contract/apps/returns/shipment-schemas';
import { SHIPPING_LABEL_SLUG } from '../../../../src/apps/returns/domain/shipping-slug';
import { auditBy, notFound, pageAnswer, type ShipmentEnd, type StaffPrincipal } from '../../../kernel';
import type { ShipmentRow } from '../repositories/shipment-repository';
import { labelDataOf, ShipmentCore } from './shipment-core';
import { renderLabelPdf } from './shipment-label-pdf';
import { renderLabelZpl } from './shipment-label-zpl';
import { personIdsOf, shipmentDetailView, shipmentView } from './shipment-view';
import type { ReturnsDeps } from './service-deps';

type EndInput = z.output<typeof CreateShipmentRequest>['from'];

/** A typed address is a person's home when the admin named the person. */
const endOf = (end: EndInput): ShipmentEnd =>
  end.kind === 'place' ? end : end.personId ? { kind: 'person', personId: end.personId, address: end.address } : { kind: 'address', address: end.address };

/** Shipping Label's use cases: the admin's shipments, their labels and the manual carrier's tracking events. */
export class ShipmentService {
  readonly core: ShipmentCore;

  constructor(private readonly deps: ReturnsDeps) {
    this.core = new ShipmentCore({ places: () => deps.places, kernel: () => deps });
  }

  async list(principal: StaffPrincipal, query: z.output<typeof ShipmentListQuery>) {
    const { repos } = this.deps.store;
    const { rows, total } = await repos.own.shipments.list(principal.organisationId, { ...query, purposeKind: query.purpose });
    const people = await this.peopleOf(principal.organisationId, rows);
    return pageAnswer(
      rows.map((row) => shipmentView(row, people)),
      total,
      query,
    );
  }

  async detail(principal: StaffPrincipal, id: string) {
    const row = await this.deps.store.repos.own.shipments.byId(principal.organisationId, id);
    if (!row) throw notFound('shipment');
    return this.detailOf(principal.organisationId, row);
  }

  /** A shipment of Shipping Label's own (purpose `manual`, its reference itself), on the manual carrier. */
  async create(principal: StaffPrincipal, body: z.output<typeof CreateShipmentRequest>) {
    const at = this.deps.now();
    const row = await this.deps.store.transaction(async (repos) => {
      const id = crypto.randomUUID();
      const opened = await this.core.open(
        repos,
        principal.organisationId,
        {
          purpose: { kind: 'manual', reference: id },
          from: endOf(body.from),
          to: endOf(body.to),
          parcel: body.parcel,
          ...(body.assetIds && { assetIds: body.assetIds }),
          ...(body.trackingNumber && { trackingNumber: body.trackingNumber }),
          actorId: principal.userId,
          appSlug: SHIPPING_LABEL_SLUG,
          at,
        },
        id,
      );
      await repos.audit.append(auditBy(principal, { appSlug: SHIPPING_LABEL_SLUG, action: 'shipment.created', entityType: 'shipment', entityId: id, after: { to: opened.toEnd.name, trackingNumber: opened.trackingNumber } }));
      return opened;
    });
    return this.detailOf(principal.organisationId, row);
  }

  async setTrackingNumber(principal: StaffPrincipal, id: string, body: z.output<typeof TrackingNumberRequest>) {
    const at = this.deps.now();
    const row = await this.deps.store.transaction(async (repos) => {
      const before = await repos.own.shipments.byId(principal.organisationId, id);
      const updated = await this.core.track(repos, principal.organisationId, id, { trackingNumber: body.trackingNumber, actorId: principal.userId, appSlug: SHIPPING_LABEL_SLUG, at }, body.version);
      await repos.audit.append(
        auditBy(principal, { appSlug: SHIPPING_LABEL_SLUG, action: 'shipment.tracking-number', entityType: 'shipment', entityId: id, before: { trackingNumber: before?.trackingNumber ?? null }, after: { trackingNumber: updated.trackingNumber } }),
      );
      return updated;
    });
    return this.detailOf(principal.organisationId, row);
  }

  async recordEvent(principal: StaffPrincipal, id: string, body: z.output<typeof TrackingEventRequest>) {
    const at = body.at ? new Date(body.at) : this.deps.now();
    const row = await this.deps.store.transaction(async (repos) => {
      const updated = await this.core.advance(repos, principal.organisationId, id, { state: body.state, note: body.note ?? null, actorId: principal.userId, appSlug: SHIPPING_LABEL_SLUG, at }, body.version);
      await repos.audit.append(auditBy(principal, { appSlug: SHIPPING_LABEL_SLUG, action: 'shipment.tracked', entityType: 'shipment', entityId: id, after: { state: updated.state } }));
      return updated;
    });
    return this.detailOf(principal.organisationId, row);
  }

  /** The label in the format asked for, as base64: the screen downloads it, the API client stores it. */
  async label(principal: StaffPrincipal, id: string, { format }: z.output<typeof LabelQuery>) {
    const row = await this.deps.store.repos.own.shipments.byId(principal.organisationId, id);
    if (!row) throw notFound('shipment');
    const data = labelDataOf(row);
    const name = `label-${data.trackingNumber}`;
    if (format === 'zpl') return { filename: `${name}.zpl`, contentType: 'application/zpl', contentBase64: Buffer.from(renderLabelZpl(data), 'utf8').toString('base64') };
    const pdf = await renderLabelPdf(data, format === 'pdf-a6' ? 'a6' : '4x6');
    return { filename: `${name}-${format === 'pdf-a6' ? 'a6' : '4x6'}.pdf`, contentType: 'application/pdf', contentBase64: Buffer.from(pdf).toString('base64') };
  }

  async places(principal: StaffPrincipal, { q }: z.output<typeof ShippingPlaceQuery>) {
    const places = await this.deps.places.list(this.deps.store.repos, principal.organisationId, q);
    return { items: places.map((place) => ({ id: place.id, name: place.name, addressMissing: place.addressMissing })) };
  }

  private async detailOf(organisationId: string, row: ShipmentRow) {
    const events = await this.deps.store.repos.own.shipments.eventsOf(organisationId, row.id);
    return shipmentDetailView(row, events, await this.peopleOf(organisationId, [row]));
  }

  private async peopleOf(organisationId: string, rows: readonly ShipmentRow[]): Promise<ReadonlyMap<string, string>> {
    const ids = personIdsOf(rows);
    if (ids.length === 0) return new Map();
    return new Map((await this.deps.store.repos.users.findMany(organisationId, ids)).map((person) => [person.id, person.name]));
  }
}

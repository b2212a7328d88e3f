import type { z } from 'zod';
import type { Shipment, ShipmentDetail, ShipmentEnd } from '../../../../contract/apps/returns/shipment-schemas';
import { nextShipmentStates } from '../../../../src/apps/returns/domain/shipment-tracking';
import type { ShipmentRef } from '../../../kernel';
import type { ShipmentEventNamed, ShipmentRow } from '../repositories/shipment-repository';
import type { ShipmentEndValue } from '../schema/shipments';

type People = ReadonlyMap<string, string>;

/** The people a page of shipments names at either end. */
export function personIdsOf(rows: readonly ShipmentRow[]): string[] {
  return rows.flatMap((row) => [row.fromEnd.personId, row.toEnd.personId]).filter((id): id is string => id !== null);
}

function endView(end: ShipmentEndValue, people: People): z.output<typeof ShipmentEnd> {
  const personName = end.personId ? people.get(end.personId) : undefined;
  return {
    kind: end.kind,
    placeId: end.placeId,
    person: end.personId && personName !== undefined ? { id: end.personId, name: personName } : null,
    name: end.name,
    line1: end.line1,
    line2: end.line2,
    city: end.city,
    region: end.region,
    postcode: end.postcode,
    country: end.country,
  };
}

export function shipmentView(row: ShipmentRow, people: People): z.output<typeof Shipment> {
  return {
    id: row.id,
    purpose: { kind: row.purposeKind, reference: row.purposeReference },
    from: endView(row.fromEnd, people),
    to: endView(row.toEnd, people),
    parcel: { weightGrams: row.weightGrams, lengthMm: row.lengthMm, widthMm: row.widthMm, heightMm: row.heightMm },
    assetIds: [...row.assetIds],
    carrier: row.carrierAccount === 'easypost' ? 'easypost' : 'manual',
    courier: row.courier,
    trackingNumber: row.trackingNumber,
    trackingUrl: row.trackingUrl,
    state: row.state,
    createdAt: row.createdAt.toISOString(),
    updatedAt: row.updatedAt.toISOString(),
    version: row.version,
  };
}

export function shipmentDetailView(row: ShipmentRow, events: readonly ShipmentEventNamed[], people: People): z.output<typeof ShipmentDetail> {
  return {
    ...shipmentView(row, people),
    events: events.map((event) => ({
      id: event.id,
      state: event.state,
      at: event.at.toISOString(),
      note: event.note,
      actor: event.actorId && event.actorName !== null ? { id: event.actorId, name: event.actorName } : null,
    })),
    nextStates: [...nextShipmentStates(row.state)],
  };
}

/** A shipment as another app shows it (the shipments port). */
export function shipmentRef(row: ShipmentRow, labelUrl: string | null): ShipmentRef {
  return {
    id: row.id,
    purpose: { kind: row.purposeKind, reference: row.purposeReference },
    state: row.state,
    carrier: row.courier,
    trackingNumber: row.trackingNumber,
    trackingUrl: row.trackingUrl,
    labelUrl,
  };
}

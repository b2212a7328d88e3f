import type { z } from 'zod';
import type { Buyback } from '../../../../contract/apps/returns/buyback-schemas';
import { isQuoteExpired } from '../../../../src/apps/returns/domain/buyback-deadlines';
import type { ShipmentRef } from '../../../kernel';
import type { BuybackRow } from '../repositories/buyback-repository';

const iso = (at: Date | null) => (at ? at.toISOString() : null);

/** A buyback as its screens show it, with the certificate's id when one was recorded. */
export function buybackView(row: BuybackRow, personName: string, certificateId: string | null, shipments: readonly ShipmentRef[], now: Date): z.input<typeof Buyback> {
  return {
    id: row.id,
    version: row.version,
    channel: row.channel,
    status: row.status,
    person: { id: row.personId, name: personName },
    asset: { id: row.assetId, tag: row.assetTag, serial: row.serial, model: row.model },
    condition: row.condition,
    quotedGrade: row.quotedGrade,
    quotedAmount: row.quotedAmount,
    currency: row.currency,
    rulesVersion: row.rulesVersion,
    ageBand: row.ageBand,
    quotedAt: row.quotedAt.toISOString(),
    expiresAt: row.expiresAt.toISOString(),
    expired: row.status === 'quoted' && isQuoteExpired(row.expiresAt, now),
    order: row.orderId && row.orderNumber ? { id: row.orderId, number: row.orderNumber } : null,
    receivedAt: iso(row.receivedAt),
    inspectionDueAt: iso(row.inspectionDueAt),
    inspectedGrade: row.inspectedGrade,
    counter: row.counter ? { ...row.counter, photoIds: [...row.counter.photoIds] } : null,
    returnDueAt: iso(row.returnDueAt),
    agreedAmount: row.agreedAmount,
    certificateId,
    settledAt: iso(row.settledAt),
    settlementNumber: row.settlementNumber,
    shipments: shipments
      .filter((shipment) => shipment.purpose.reference === row.id)
      .map(({ id, purpose, state, carrier, trackingNumber, trackingUrl, labelUrl }) => ({ id, purpose: purpose.kind, state, carrier, trackingNumber, trackingUrl, labelUrl })),
  };
}

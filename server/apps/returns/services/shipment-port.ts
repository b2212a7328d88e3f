import type { AppRepositoriesIn, ShipmentsPort } from '../../../kernel';
import type { ReturnsOwnRepositories } from '../repositories/repositories';
import type { ShipmentCore } from './shipment-core';
import { shipmentRef } from './shipment-view';

/**
 * The shipments port other apps open and follow their parcels through (Recover's pickups, buyback, repair): the one
 * shipment model's rules, each call in the caller's repositories, so a shipment comes with the caller's change or not at all.
 */
export function returnsShipments(repositoriesIn: AppRepositoriesIn<ReturnsOwnRepositories>, core: () => ShipmentCore): ShipmentsPort {
  return {
    async open(callers, organisationId, request) {
      const row = await core().open(repositoriesIn(callers), organisationId, request);
      return shipmentRef(row, core().labelUrlOf(row));
    },
    async ofPurpose(callers, organisationId, kind, references) {
      const rows = await repositoriesIn(callers).own.shipments.ofPurpose(organisationId, kind, references);
      return rows.map((row) => shipmentRef(row, core().labelUrlOf(row)));
    },
    async track(callers, organisationId, shipmentId, change) {
      const row = await core().track(repositoriesIn(callers), organisationId, shipmentId, change);
      return shipmentRef(row, core().labelUrlOf(row));
    },
    async advance(callers, organisationId, shipmentId, event) {
      const row = await core().advance(repositoriesIn(callers), organisationId, shipmentId, event);
      return shipmentRef(row, core().labelUrlOf(row));
    },
  };
}

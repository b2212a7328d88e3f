import type { z } from 'zod';
import type { ShipmentDetail } from '../../../../contract/apps/returns/shipment-schemas';
import type { MockState } from '../../../../tests/mocks/mock-state';

export type MockShipment = z.output<typeof ShipmentDetail> & { organisationId: string };

const lists = new WeakMap<MockState, MockShipment[]>();

/** Shipping Label's shipments per mock state: none at first, as the server's demo seed has none. */
export function shipmentsOf(state: MockState): MockShipment[] {
  let list = lists.get(state);
  if (!list) lists.set(state, (list = []));
  return list;
}

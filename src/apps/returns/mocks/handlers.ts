import type { HttpHandler } from 'msw';
import type { MockState } from '../../../../tests/mocks/mock-state';
import { repairHandlers } from './repair-handlers';
import { buybackHandlers } from './buyback-handlers';
import { shipmentHandlers } from './shipment-handlers';

/** The returns apps in memory, one area after another. */
export function returnsHandlers(state: MockState, baseUrl: string): HttpHandler[] {
  return [...shipmentHandlers(state, baseUrl), ...repairHandlers(state, baseUrl), ...buybackHandlers(state, baseUrl)];
}

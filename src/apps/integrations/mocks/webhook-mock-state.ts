import type { WebhookDeliveryDetail, WebhookEndpoint } from '../../../../contract/apps/integrations/webhook-schemas';
import type { MockState } from '../../../../tests/mocks/mock-state';

export interface MockEndpoint extends WebhookEndpoint {
  readonly organisationId: string;
}

export interface MockDelivery extends WebhookDeliveryDetail {
  readonly organisationId: string;
  readonly body: string;
}

const data = new WeakMap<MockState, { endpoints: MockEndpoint[]; deliveries: MockDelivery[] }>();

/** The mocks' webhook endpoints and delivery log, per state. */
export function webhooksOf(state: MockState): { endpoints: MockEndpoint[]; deliveries: MockDelivery[] } {
  let found = data.get(state);
  if (!found) data.set(state, (found = { endpoints: [], deliveries: [] }));
  return found;
}

import type { DeliveredEventType, WebhookEventType } from '../../../../domain/webhooks/webhook-events';
import type { DeliveryStatus } from '../../domain/webhooks';

export interface WebhookEndpoint {
  readonly id: string;
  readonly url: string;
  readonly description: string;
  readonly eventTypes: readonly WebhookEventType[];
  readonly enabled: boolean;
  readonly disabledReason: 'gone' | null;
  readonly secretMasked: string;
  readonly previousSecretUntil: string | null;
  readonly createdAt: string;
  readonly updatedAt: string;
  readonly version: number;
}

export interface EndpointFields {
  readonly url: string;
  readonly description: string;
  readonly eventTypes: WebhookEventType[];
  readonly enabled: boolean;
}

export interface WebhookDelivery {
  readonly id: string;
  readonly endpointId: string;
  readonly messageId: string;
  readonly eventType: DeliveredEventType;
  readonly status: DeliveryStatus;
  readonly attempts: number;
  readonly nextAttemptAt: string | null;
  readonly lastStatus: number | null;
  readonly createdAt: string;
}

interface LoggedMessage {
  readonly headers: Readonly<Record<string, string>>;
  readonly body: string;
  readonly truncated: boolean;
}

export interface WebhookDeliveryDetail extends WebhookDelivery {
  readonly lastAttempt: {
    readonly at: string;
    readonly request: LoggedMessage & { readonly url: string };
    readonly response: (LoggedMessage & { readonly status: number }) | null;
    readonly error: string | null;
    readonly durationMs: number;
  } | null;
}

/** An event of the catalogue with the JSON Schema of its message. */
export interface CatalogueEvent {
  readonly type: DeliveredEventType;
  readonly schema: Readonly<Record<string, unknown>>;
}

interface Page<T> {
  readonly items: readonly T[];
  readonly total: number;
}

/** Integrations' webhook endpoints and their delivery log; secrets come whole only when made or rotated. */
export interface WebhooksGateway {
  list(): Promise<Page<WebhookEndpoint>>;
  create(fields: EndpointFields): Promise<WebhookEndpoint & { readonly secret: string }>;
  update(id: string, change: Partial<EndpointFields> & { readonly version: number }): Promise<WebhookEndpoint>;
  remove(id: string): Promise<void>;
  rotate(id: string): Promise<WebhookEndpoint & { readonly secret: string }>;
  sendTest(id: string): Promise<WebhookDelivery>;
  deliveries(id: string, status?: DeliveryStatus): Promise<Page<WebhookDelivery>>;
  delivery(id: string, deliveryId: string): Promise<WebhookDeliveryDetail>;
  redeliver(id: string, deliveryId: string): Promise<WebhookDelivery>;
  /** The events and their message schemas, as the contract describes them (no call to the server). */
  catalogue(): Promise<readonly CatalogueEvent[]>;
}

export const WEBHOOKS_GATEWAY = Symbol.for('integrations.WebhooksGateway');

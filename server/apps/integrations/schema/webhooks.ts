import { sql } from 'drizzle-orm';
import { boolean, check, index, integer, jsonb, pgTable, text, uuid } from 'drizzle-orm/pg-core';
import { DELIVERY_STATUSES, type DeliveryStatus } from '../../../../src/apps/integrations/domain/webhooks';
import { type DeliveredEventType, type WebhookEventType } from '../../../../src/domain/webhooks/webhook-events';
import { at, createdAt, id, inList, organisationId, version } from '../../../kernel-schema';

/** An organisation's webhook endpoint: where its chosen events go, signed with its secret (sealed by the server key). */
export const integrationsWebhookEndpoints = pgTable(
  'integrations_webhook_endpoints',
  {
    id: id(),
    organisationId: organisationId(),
    url: text('url').notNull(),
    description: text('description').notNull(),
    eventTypes: jsonb('event_types').$type<WebhookEventType[]>().notNull(),
    enabled: boolean('enabled').notNull(),
    /** 'gone' when a 410 answer disabled it. */
    disabledReason: text('disabled_reason').$type<'gone'>(),
    secretSealed: text('secret_sealed').notNull(),
    /** The secret's last four characters, for the masked view without opening it. */
    secretHint: text('secret_hint').notNull(),
    /** The secret before the last rotation, signing beside the current one until `previousSecretUntil`. */
    previousSecretSealed: text('previous_secret_sealed'),
    previousSecretUntil: at('previous_secret_until'),
    createdAt: createdAt(),
    updatedAt: at('updated_at').notNull().defaultNow(),
    version: version(),
  },
  (t) => [index('integrations_webhook_endpoints_org_idx').on(t.organisationId, t.createdAt)],
);

export interface LoggedAttempt {
  readonly at: string;
  readonly request: { readonly url: string; readonly headers: Record<string, string>; readonly body: string; readonly truncated: boolean };
  readonly response: { readonly status: number; readonly headers: Record<string, string>; readonly body: string; readonly truncated: boolean } | null;
  readonly error: string | null;
  readonly durationMs: number;
}

/** One message to one endpoint: its body as first sent (a redelivery sends it again), its attempts and the last one's log. */
export const integrationsWebhookDeliveries = pgTable(
  'integrations_webhook_deliveries',
  {
    id: id(),
    organisationId: organisationId(),
    endpointId: uuid('endpoint_id')
      .notNull()
      .references(() => integrationsWebhookEndpoints.id, { onDelete: 'cascade' }),
    /** The webhook-id header: the same for every attempt and a redelivery, so receivers can skip what they had. */
    messageId: text('message_id').notNull(),
    eventType: text('event_type').$type<DeliveredEventType>().notNull(),
    /** The message as signed and sent: `{ type, timestamp, data }` serialised once. */
    body: text('body').notNull(),
    status: text('status').$type<DeliveryStatus>().notNull(),
    attempts: integer('attempts').notNull().default(0),
    nextAttemptAt: at('next_attempt_at'),
    lastStatus: integer('last_status'),
    lastAttempt: jsonb('last_attempt').$type<LoggedAttempt>(),
    createdAt: createdAt(),
    updatedAt: at('updated_at').notNull().defaultNow(),
  },
  (t) => [
    index('integrations_webhook_deliveries_endpoint_idx').on(t.organisationId, t.endpointId, t.createdAt),
    check('integrations_webhook_deliveries_status_check', sql`${t.status} in (${inList(DELIVERY_STATUSES)})`),
  ],
);

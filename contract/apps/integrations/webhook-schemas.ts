import * as z from 'zod';
import { Id, Timestamp, Version } from '../../common';
import { listAnswer, listQuery } from '../../list';
import { text } from '../../text';
import { DELIVERY_STATUSES } from '../../../src/apps/integrations/domain/webhooks';
import { TEST_EVENT_TYPE, WEBHOOK_EVENT_TYPES } from '../../../src/domain/webhooks/webhook-events';

export const WebhookEventTypeSchema = z.enum(WEBHOOK_EVENT_TYPES);
export const DeliveredEventTypeSchema = z.enum([...WEBHOOK_EVENT_TYPES, TEST_EVENT_TYPE]);
export const DeliveryStatusSchema = z.enum(DELIVERY_STATUSES);

/**
 * An http(s) address a receiver listens on, without credentials in it; where it may point is the server's check
 * (private addresses).
 */
export const WebhookUrl = text()
  .trim()
  .max(2000)
  .regex(/^https?:\/\/[^\s/?#@]+(?:[/?#]\S*)?$/i, 'an http:// or https:// address')
  .refine((value) => URL.canParse(value), 'an http:// or https:// address');

/** An endpoint as lists show it: its secret masked (`whsec_…AbCd`), shown whole only when made or rotated. */
export const WebhookEndpoint = z.object({
  id: Id,
  url: text(),
  description: text(),
  eventTypes: z.array(WebhookEventTypeSchema),
  enabled: z.boolean(),
  /** Why the portal disabled it: `gone` when the receiver answered 410. Null when enabled or disabled by hand. */
  disabledReason: z.enum(['gone']).nullable(),
  secretMasked: text(),
  /** Until when the secret before the last rotation still signs (a second signature). */
  previousSecretUntil: Timestamp.nullable(),
  createdAt: Timestamp,
  updatedAt: Timestamp,
  version: Version,
});
export type WebhookEndpoint = z.infer<typeof WebhookEndpoint>;

export const WebhookEndpointList = listAnswer(WebhookEndpoint);
export const WebhookEndpointListQuery = listQuery(['createdAt'], {});

const EventTypes = z.array(WebhookEventTypeSchema).min(1).max(WEBHOOK_EVENT_TYPES.length);

export const CreateWebhookEndpointRequest = z.strictObject({
  url: WebhookUrl,
  description: text().trim().max(200),
  eventTypes: EventTypes,
  enabled: z.boolean(),
});
export type CreateWebhookEndpointRequest = z.infer<typeof CreateWebhookEndpointRequest>;

export const UpdateWebhookEndpointRequest = z.strictObject({
  url: WebhookUrl.optional(),
  description: text().trim().max(200).optional(),
  eventTypes: EventTypes.optional(),
  enabled: z.boolean().optional(),
  version: Version,
});

/** The answers that carry the secret itself (made, rotated): the admin copies it now, it is not shown again. */
export const WebhookEndpointWithSecret = WebhookEndpoint.extend({ secret: text() });
export type WebhookEndpointWithSecret = z.infer<typeof WebhookEndpointWithSecret>;

const LoggedHeaders = z.record(text().max(200), text().max(2000));

/** One attempt's request and answer as the log keeps them, each body cut at the log's bound. */
export const WebhookAttempt = z.object({
  at: Timestamp,
  request: z.object({ url: text(), headers: LoggedHeaders, body: text(), truncated: z.boolean() }),
  response: z.object({ status: z.int().min(100).max(599), headers: LoggedHeaders, body: text(), truncated: z.boolean() }).nullable(),
  /** Why there was no answer (a timeout, a refused address), or null. */
  error: text().nullable(),
  durationMs: z.int().min(0),
});

/** A delivery in the log: one message (its webhook-id) to one endpoint, its attempts so far and what comes next. */
export const WebhookDelivery = z.object({
  id: Id,
  endpointId: Id,
  messageId: text(),
  eventType: DeliveredEventTypeSchema,
  status: DeliveryStatusSchema,
  attempts: z.int().min(0),
  nextAttemptAt: Timestamp.nullable(),
  lastStatus: z.int().min(100).max(599).nullable(),
  createdAt: Timestamp,
  updatedAt: Timestamp,
});
export type WebhookDelivery = z.infer<typeof WebhookDelivery>;

export const WebhookDeliveryDetail = WebhookDelivery.extend({ lastAttempt: WebhookAttempt.nullable() });
export type WebhookDeliveryDetail = z.infer<typeof WebhookDeliveryDetail>;

export const WebhookDeliveryList = listAnswer(WebhookDelivery);
export const WebhookDeliveryListQuery = listQuery(['createdAt'], { status: DeliveryStatusSchema.optional() });

export const DeliveryParams = z.strictObject({ id: Id, deliveryId: Id });

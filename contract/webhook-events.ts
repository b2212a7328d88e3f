import * as z from 'zod';
import { Cents, Currency, Email, Id, Timestamp } from './common';
import { text } from './text';
import { TEST_EVENT_TYPE, type DeliveredEventType, type WebhookEventType } from '../src/domain/webhooks/webhook-events';

/**
 * The event catalogue: what each event's `data` holds. A message is the Standard Webhooks envelope
 * `{ type, timestamp, data }`; the catalogue shows each data schema as JSON Schema (z.toJSONSchema).
 */
const Asset = z.object({
  id: Id,
  assetTag: text(),
  serial: text().nullable(),
  manufacturer: text().nullable(),
  model: text(),
  status: text(),
  updatedAt: Timestamp,
});

const Person = z.object({ id: Id, name: text(), email: Email, role: text(), active: z.boolean() });

export const WebhookEventData = {
  'asset.created': Asset,
  'asset.updated': Asset.extend({ changed: z.array(text()).describe('The fields the change set') }),
  'ticket.created': z.object({
    id: Id,
    number: z.int().min(1),
    subject: text(),
    serviceType: text(),
    channel: text(),
    requester: z.object({ id: Id.nullable(), name: text(), email: Email }),
    createdAt: Timestamp,
  }),
  'ticket.updated': z.object({ id: Id, number: z.int().min(1), subject: text(), status: text(), changed: z.array(text()), updatedAt: Timestamp }),
  'order.placed': z.object({
    id: Id,
    number: z.int().min(1),
    kind: text(),
    status: text(),
    /** Whom the order is for; no id for an order placed for someone outside the directory. */
    person: z.object({ id: Id.nullable(), name: text(), email: Email }),
    total: z.object({ amountMinor: Cents, currency: Currency }),
    placedAt: Timestamp,
  }),
  'campaign.launched': z.object({ id: Id, name: text(), kind: text(), launchedAt: Timestamp }),
  'person.created': Person,
  'person.deactivated': Person.extend({ deactivatedAt: Timestamp }),
  [TEST_EVENT_TYPE]: z.object({ endpointId: Id, message: text() }),
} satisfies Record<DeliveredEventType, z.ZodType>;

export type WebhookEventDataOf<Type extends DeliveredEventType> = z.input<(typeof WebhookEventData)[Type]>;

/** An event an app emits: its type and its data, the data typed by the catalogue. */
export type WebhookEvent = { [Type in WebhookEventType]: { readonly type: Type; readonly data: WebhookEventDataOf<Type> } }[WebhookEventType];

/** The JSON Schema of an event's whole message, as the catalogue shows it. */
export function webhookMessageSchema(type: DeliveredEventType): Record<string, unknown> {
  const message = z.object({ type: z.literal(type), timestamp: Timestamp, data: WebhookEventData[type] });
  const { $schema: _, ...schema } = z.toJSONSchema(message, { io: 'input' });
  return schema;
}

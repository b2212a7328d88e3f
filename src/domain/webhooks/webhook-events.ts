/**
 * The events of outgoing webhooks (Integrations keeps the endpoints; the apps that keep what changed emit them
 * through the webhook events port).
 */

/** The events an organisation's endpoints may subscribe to. */
export const WEBHOOK_EVENT_TYPES = [
  'asset.created',
  'asset.updated',
  'ticket.created',
  'ticket.updated',
  'order.placed',
  'campaign.launched',
  'person.created',
  'person.deactivated',
] as const;
export type WebhookEventType = (typeof WEBHOOK_EVENT_TYPES)[number];

/** What "Send test event" sends: to the one endpoint asked, whatever it subscribed to. */
export const TEST_EVENT_TYPE = 'webhook.test';
export type DeliveredEventType = WebhookEventType | typeof TEST_EVENT_TYPE;

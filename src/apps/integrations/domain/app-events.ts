import type { WebhookEventType } from '../../../domain/webhooks/webhook-events';

/**
 * Which app's page of connections (`/apps/{app}/integrations`) shows the endpoints of an event: the app that keeps
 * what the event tells of. An endpoint subscribed to any of an app's events belongs to that app's connections.
 */
const EVENTS_BY_APP: Readonly<Record<string, readonly WebhookEventType[]>> = {
  'manage-beta': ['asset.created', 'asset.updated'],
  'all-assets': ['asset.created', 'asset.updated'],
  'resolve-it': ['ticket.created', 'ticket.updated'],
  'resolve-now': ['ticket.created', 'ticket.updated'],
  support: ['ticket.created', 'ticket.updated'],
  'manage-orders': ['order.placed'],
  shop: ['order.placed'],
  devicehub: ['order.placed'],
  'refresh-buy': ['campaign.launched'],
  'refresh-go': ['campaign.launched'],
  recover: ['campaign.launched'],
  loop: ['campaign.launched'],
  users: ['person.created', 'person.deactivated'],
};

export function eventsOfApp(slug: string): readonly WebhookEventType[] {
  return EVENTS_BY_APP[slug] ?? [];
}

/** Whether an endpoint chose any of the app's events. */
export function listensTo(endpoint: { readonly eventTypes: readonly string[] }, slug: string): boolean {
  const events: readonly string[] = eventsOfApp(slug);
  return endpoint.eventTypes.some((type) => events.includes(type));
}

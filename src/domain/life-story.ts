/**
 * The steps of a device's or a person's life as the apps tell them: one vocabulary for every app that feeds the
 * life story (server/repositories/life-event-repository.ts) and for the screens that read it.
 */
export const LIFE_EVENT_KINDS = [
  // Bought: the order, its parcel, its arrival, its paperwork.
  'ordered',
  'shipped',
  'delivered',
  'invoiced',
  'credited',
  // A parcel it travelled in (Shipping Label): its label, and a tracking event other than shipped and delivered.
  'label-created',
  'shipment-tracked',
  // In the fleet.
  'added',
  'checked-out',
  'checked-in',
  'transferred',
  'repair-requested',
  'repair-approved',
  'repair-awaiting-parts',
  'repair-parts-allocated',
  'repair-started',
  'repair-ready',
  'repair-ended',
  'repair-declined',
  'loaner-lent',
  'archived',
  'restored',
  // Tickets about it.
  'ticket-opened',
  'ticket-resolved',
  // Campaigns it went through.
  'campaign-invited',
  'campaign-booked',
  'campaign-received',
  'campaign-graded',
  // Sold back by its holder (Buyback, Apple Trade In).
  'quoted',
  'counter-offered',
  'returned-to-holder',
  'wiped',
  'bought-back',
  // Where it ended.
  'sold',
  'refurbished',
  'recycled',
  // A person's own steps: joined through an invitation (Onboard), and left (Manage's offboarding).
  'joined',
  'offboarded',
  'deactivated',
  'reactivated',
] as const;

export type LifeEventKind = (typeof LIFE_EVENT_KINDS)[number];

interface StoryPerson {
  readonly id: string;
  readonly name: string;
}

/** A step as a timeline shows it: what happened, in which app, about what (named and linked), to whom and by whom. */
export interface LifeEvent {
  readonly id: string;
  readonly at: string;
  readonly appSlug: string;
  readonly kind: LifeEventKind;
  readonly subject: string;
  readonly href: string | null;
  readonly person: StoryPerson | null;
  readonly actor: StoryPerson | null;
  readonly detail: Readonly<Record<string, string | number>>;
}

/** The newest steps, oldest first, and how many there are in all. */
export interface LifeStory {
  readonly events: readonly LifeEvent[];
  readonly total: number;
}

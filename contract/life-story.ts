import * as z from 'zod';
import { LIFE_EVENT_KINDS } from '../src/domain/life-story';
import { AppSlug, Id, PersonRef, Timestamp } from './common';
import { text } from './text';

/** A step of a device's or a person's life, as the app it happened in told it: named and linked, never bare ids. */
export const LifeEvent = z.object({
  id: Id,
  at: Timestamp,
  appSlug: AppSlug,
  kind: z.enum(LIFE_EVENT_KINDS),
  /** What it was about, as its app names it ("Order #12"), and the portal path of its page. */
  subject: text(),
  href: text().nullable(),
  /** The person it concerned (the holder, the buyer, the requester). */
  person: PersonRef.nullable(),
  /** Who did it; null for the system. */
  actor: PersonRef.nullable(),
  detail: z.record(text(), z.union([text(), z.number()])),
});
export type LifeEvent = z.infer<typeof LifeEvent>;

/** The newest steps, oldest first, and how many there are in all. */
export const LifeStoryAnswer = z.object({ events: z.array(LifeEvent), total: z.int().min(0) });
export type LifeStoryAnswer = z.infer<typeof LifeStoryAnswer>;

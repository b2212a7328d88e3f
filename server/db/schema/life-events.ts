import { bigserial, index, jsonb, pgTable, text, uuid } from 'drizzle-orm/pg-core';
import type { LifeEventKind } from '../../../src/domain/life-story';
import { at, createdAt, id } from './columns';
import { organisations, users } from './organisations';

/**
 * The life story of the fleet's devices and of the people, as every app tells its part: append-only. An asset is
 * named by its id in the fleet (Manage's), without a reference, so that no app's table is the kernel's dependency.
 */
export const lifeEvents = pgTable(
  'life_events',
  {
    id: id(),
    /** The order steps were told in, for steps of one moment (a device received and graded at once). */
    seq: bigserial('seq', { mode: 'number' }).notNull(),
    organisationId: uuid('organisation_id')
      .notNull()
      .references(() => organisations.id, { onDelete: 'cascade' }),
    /** When it happened, which may be before it was recorded (an order placed before its device was shipped). */
    at: at('at').notNull(),
    /** The app it happened in (its slug), which the timeline names. */
    appSlug: text('app_slug').notNull(),
    kind: text('kind').$type<LifeEventKind>().notNull(),
    assetId: uuid('asset_id'),
    personId: uuid('person_id').references(() => users.id, { onDelete: 'set null' }),
    /** Who did it; null for the system. */
    actorId: uuid('actor_id').references(() => users.id, { onDelete: 'set null' }),
    /** What it was about, as its app names it ("Order #12", "Ticket #45 · Screen flickers"), and its page. */
    subject: text('subject').notNull(),
    href: text('href'),
    /** A few named facts of the step (a grade, a serial, a carrier), shown beside it. */
    detail: jsonb('detail').$type<Readonly<Record<string, string | number>>>().notNull().default({}),
    createdAt: createdAt(),
  },
  (t) => [
    index('life_events_asset_idx').on(t.organisationId, t.assetId, t.at),
    index('life_events_person_idx').on(t.organisationId, t.personId, t.at),
  ],
);

import { and, count, desc, eq, inArray, isNotNull, type SQL } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { Db } from '../db/database';
import { lifeEvents, users } from '../db/schema';

export type LifeEventRow = typeof lifeEvents.$inferSelect;
export type NewLifeEvent = Omit<LifeEventRow, 'id' | 'seq' | 'createdAt' | 'detail'> & { readonly detail?: LifeEventRow['detail'] };

interface Named {
  readonly id: string;
  readonly name: string;
  readonly email: string;
}

/** A step with the people in it named, as a timeline shows it. */
export interface LifeEventNamed extends Omit<LifeEventRow, 'personId' | 'actorId'> {
  readonly person: Named | null;
  readonly actor: Named | null;
}

export interface LifeStory {
  /** The newest `limit` steps, oldest first: a story reads from its beginning. */
  readonly events: readonly LifeEventNamed[];
  readonly total: number;
}

const person = alias(users, 'life_person');
const actor = alias(users, 'life_actor');

/** Append-only: every app feeds it inside its own transaction, so a step is told exactly when it happened. */
export class LifeEventRepository {
  constructor(private readonly db: Db) {}

  async add(events: readonly NewLifeEvent[]): Promise<void> {
    if (events.length > 0) await this.db.insert(lifeEvents).values([...events]);
  }

  /** The organisation's assets that went through any of these kinds of step, each with its latest such step. */
  async latestOfKinds<K extends LifeEventRow['kind']>(organisationId: string, kinds: readonly K[]): Promise<{ readonly assetId: string; readonly kind: K }[]> {
    if (kinds.length === 0) return [];
    const rows = await this.db
      .select({ assetId: lifeEvents.assetId, kind: lifeEvents.kind })
      .from(lifeEvents)
      .where(and(eq(lifeEvents.organisationId, organisationId), isNotNull(lifeEvents.assetId), inArray(lifeEvents.kind, [...kinds])))
      .orderBy(desc(lifeEvents.at), desc(lifeEvents.seq));
    const latest = new Map<string, K>();
    for (const row of rows) if (row.assetId && !latest.has(row.assetId)) latest.set(row.assetId, row.kind as K);
    return [...latest.entries()].map(([assetId, kind]) => ({ assetId, kind }));
  }

  ofAsset(organisationId: string, assetId: string, limit: number): Promise<LifeStory> {
    return this.story(and(eq(lifeEvents.organisationId, organisationId), eq(lifeEvents.assetId, assetId))!, limit);
  }

  ofPerson(organisationId: string, personId: string, limit: number): Promise<LifeStory> {
    return this.story(and(eq(lifeEvents.organisationId, organisationId), eq(lifeEvents.personId, personId))!, limit);
  }

  private async story(where: SQL, limit: number): Promise<LifeStory> {
    const newest = await this.db
      .select({
        event: lifeEvents,
        person: { id: person.id, name: person.name, email: person.email },
        actor: { id: actor.id, name: actor.name, email: actor.email },
      })
      .from(lifeEvents)
      .leftJoin(person, eq(person.id, lifeEvents.personId))
      .leftJoin(actor, eq(actor.id, lifeEvents.actorId))
      .where(where)
      .orderBy(desc(lifeEvents.at), desc(lifeEvents.seq))
      .limit(limit);
    const [counted] = await this.db.select({ total: count() }).from(lifeEvents).where(where);
    const events = newest.reverse().map(({ event: { personId: _person, actorId: _actor, ...event }, person: who, actor: by }) => ({ ...event, person: who, actor: by }));
    return { events, total: counted?.total ?? 0 };
  }
}

import { and, eq } from 'drizzle-orm';
import type { QuickLink } from '../../src/domain/quick-links/quick-link';
import type { Db } from '../db/database';
import { quickLinks } from '../db/schema';
import { versionedUpdate } from './versioned-update';

export interface QuickLinksRow {
  readonly items: QuickLink[];
  readonly version: number;
}

const ownedBy = (organisationId: string, userId: string) => and(eq(quickLinks.organisationId, organisationId), eq(quickLinks.userId, userId));

export class QuickLinksRepository {
  constructor(private readonly db: Db) {}

  async find(organisationId: string, userId: string): Promise<QuickLinksRow | undefined> {
    const [row] = await this.db.select({ items: quickLinks.items, version: quickLinks.version }).from(quickLinks).where(ownedBy(organisationId, userId));
    return row;
  }

  /** The first pins of a person; undefined when someone saved theirs meanwhile (the caller's version 0 is stale). */
  async create(organisationId: string, userId: string, items: QuickLink[]): Promise<QuickLinksRow | undefined> {
    const [row] = await this.db
      .insert(quickLinks)
      .values({ organisationId, userId, items })
      .onConflictDoNothing()
      .returning({ items: quickLinks.items, version: quickLinks.version });
    return row;
  }

  /** Undefined when the version is stale: nothing is written then. */
  async replace(organisationId: string, userId: string, items: QuickLink[], version: number, now: Date): Promise<QuickLinksRow | undefined> {
    return versionedUpdate(this.db, quickLinks, { organisationId, version, where: eq(quickLinks.userId, userId) }, { items }, now, {
      items: quickLinks.items,
      version: quickLinks.version,
    });
  }
}

import { and, eq, inArray, sql } from 'drizzle-orm';
import type { CatalogueEntry } from '../../contract/catalogue';
import { isAdminRole, type Role } from '../../contract/common';
import type { Db } from '../db/database';
import { appCatalogue, orgAppFrames, orgApps, roleApps } from '../db/schema';
import { nextVersion } from './versioned-update';

export type CatalogueRow = typeof appCatalogue.$inferSelect;

export class AppRepository {
  constructor(private readonly db: Db) {}

  /** The catalogue follows the code: names and descriptions are refreshed, a frame URL set by hand is kept. */
  async upsertCatalogue(entries: readonly CatalogueEntry[]): Promise<void> {
    await this.db
      .insert(appCatalogue)
      .values(entries.map((entry, position) => ({ ...entry, position })))
      .onConflictDoUpdate({
        target: appCatalogue.slug,
        set: {
          name: sql`excluded.name`,
          category: sql`excluded.category`,
          description: sql`excluded.description`,
          position: sql`excluded.position`,
          version: nextVersion(appCatalogue.version),
        },
      });
  }

  async catalogue(): Promise<CatalogueRow[]> {
    return this.db.select().from(appCatalogue).orderBy(appCatalogue.position);
  }

  async find(slug: string): Promise<CatalogueRow | undefined> {
    const [row] = await this.db.select().from(appCatalogue).where(eq(appCatalogue.slug, slug));
    return row;
  }

  /** The catalogue as one organisation sees it: its partners' frame addresses in place of the catalogue's. */
  async catalogueOf(organisationId: string): Promise<CatalogueRow[]> {
    const [rows, frames] = await Promise.all([this.catalogue(), this.frames(organisationId)]);
    return rows.map((row) => ({ ...row, frameUrl: frames.get(row.slug) ?? row.frameUrl }));
  }

  async frames(organisationId: string): Promise<Map<string, string>> {
    const rows = await this.db.select().from(orgAppFrames).where(eq(orgAppFrames.organisationId, organisationId));
    return new Map(rows.map((row) => [row.appSlug, row.frameUrl]));
  }

  /** Every organisation's partner addresses, for the CSP's frame-src. */
  async allFrameUrls(): Promise<string[]> {
    const rows = await this.db.selectDistinct({ frameUrl: orgAppFrames.frameUrl }).from(orgAppFrames);
    return rows.map((row) => row.frameUrl);
  }

  /** Sets the organisation's address for an embedded app; null goes back to the catalogue's. */
  async setFrame(organisationId: string, slug: string, frameUrl: string | null, userId: string): Promise<void> {
    if (frameUrl === null) {
      await this.db.delete(orgAppFrames).where(and(eq(orgAppFrames.organisationId, organisationId), eq(orgAppFrames.appSlug, slug)));
      return;
    }
    await this.db
      .insert(orgAppFrames)
      .values({ organisationId, appSlug: slug, frameUrl, updatedByUserId: userId })
      .onConflictDoUpdate({ target: [orgAppFrames.organisationId, orgAppFrames.appSlug], set: { frameUrl, updatedByUserId: userId, updatedAt: sql`now()` } });
  }

  async installed(organisationId: string): Promise<string[]> {
    const rows = await this.db
      .select({ slug: orgApps.appSlug })
      .from(orgApps)
      .innerJoin(appCatalogue, eq(appCatalogue.slug, orgApps.appSlug))
      .where(eq(orgApps.organisationId, organisationId))
      .orderBy(appCatalogue.position);
    return rows.map((row) => row.slug);
  }

  /** False when the app was installed already. */
  async install(organisationId: string, slugs: readonly string[], userId: string | null): Promise<boolean> {
    if (slugs.length === 0) return false;
    const rows = await this.db
      .insert(orgApps)
      .values(slugs.map((appSlug) => ({ organisationId, appSlug, installedByUserId: userId })))
      .onConflictDoNothing()
      .returning({ slug: orgApps.appSlug });
    return rows.length > 0;
  }

  /** False when the app was not installed. */
  async uninstall(organisationId: string, slug: string): Promise<boolean> {
    const rows = await this.db
      .delete(orgApps)
      .where(and(eq(orgApps.organisationId, organisationId), eq(orgApps.appSlug, slug)))
      .returning({ slug: orgApps.appSlug });
    return rows.length > 0;
  }

  /**
   * The allowed-app rule of contract/app-access.ts for one app, in one round trip: every guarded request asks it,
   * and reading all installed apps and all grants for that cost twice the queries and a hundred rows.
   */
  async opensTo(organisationId: string, role: Role, slug: string): Promise<boolean> {
    const granted = isAdminRole(role)
      ? undefined
      : sql`exists (select 1 from ${roleApps} where ${roleApps.organisationId} = ${organisationId} and ${roleApps.role} = ${role} and ${roleApps.appSlug} = ${slug})`;
    const [row] = await this.db
      .select({ slug: orgApps.appSlug })
      .from(orgApps)
      .innerJoin(appCatalogue, eq(appCatalogue.slug, orgApps.appSlug))
      .where(and(eq(orgApps.organisationId, organisationId), eq(orgApps.appSlug, slug), granted))
      .limit(1);
    return row !== undefined;
  }

  async grants(organisationId: string): Promise<{ role: Role; appSlug: string }[]> {
    return this.db
      .select({ role: roleApps.role, appSlug: roleApps.appSlug })
      .from(roleApps)
      .where(eq(roleApps.organisationId, organisationId));
  }

  async grant(organisationId: string, role: Role, slugs: readonly string[]): Promise<void> {
    if (slugs.length === 0) return;
    await this.db
      .insert(roleApps)
      .values(slugs.map((appSlug) => ({ organisationId, role, appSlug })))
      .onConflictDoNothing();
  }

  /** The roles below admin that open each of `slugs` become exactly those given; the grants of other apps stay. */
  async replaceGrants(organisationId: string, slugs: readonly string[], grants: readonly { role: Role; appSlug: string }[]): Promise<void> {
    if (slugs.length === 0) return;
    await this.db.delete(roleApps).where(and(eq(roleApps.organisationId, organisationId), inArray(roleApps.appSlug, [...slugs])));
    if (grants.length === 0) return;
    await this.db
      .insert(roleApps)
      .values(grants.map(({ role, appSlug }) => ({ organisationId, role, appSlug })))
      .onConflictDoNothing();
  }
}

-- A search typed like a tag or serial collects the ids of every asset whose key starts with it. With the id in the
-- index itself that is an index-only scan; without it, one heap fetch per match: 35 ms for a two-character serial
-- prefix at a million assets. (drizzle-kit has no INCLUDE; the schema's index names these same columns.)
DROP INDEX IF EXISTS "manage_assets_tag_key_idx";--> statement-breakpoint
CREATE INDEX "manage_assets_tag_key_idx" ON "manage_assets" USING btree ("organisation_id","tag_key" text_pattern_ops) INCLUDE ("id");--> statement-breakpoint
DROP INDEX IF EXISTS "manage_assets_serial_key_idx";--> statement-breakpoint
CREATE INDEX "manage_assets_serial_key_idx" ON "manage_assets" USING btree ("organisation_id","serial_key" text_pattern_ops) INCLUDE ("id");

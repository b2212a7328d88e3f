ALTER TABLE "manage_assets" drop column "search";--> statement-breakpoint
ALTER TABLE "manage_assets" ADD COLUMN "search" "tsvector" GENERATED ALWAYS AS (to_tsvector('simple', regexp_replace(asset_tag || ' ' || coalesce(serial, '') || ' ' || coalesce(manufacturer, '') || ' ' || model
        || ' ' || regexp_replace(asset_tag || ' ' || coalesce(serial, ''), '[^[:alnum:] ]+', '', 'g'), '[^[:alnum:]]+', ' ', 'g'))) STORED;--> statement-breakpoint
-- Dropping the column dropped its index.
CREATE INDEX "manage_assets_search_idx" ON "manage_assets" USING gin ("search");

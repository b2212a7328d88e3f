CREATE TABLE "manage_asset_counts" (
	"organisation_id" uuid NOT NULL,
	"archived" boolean NOT NULL,
	"status" text NOT NULL,
	"product_type" text NOT NULL,
	"location" text NOT NULL,
	"n" integer NOT NULL,
	CONSTRAINT "manage_asset_counts_organisation_id_archived_status_product_type_location_pk" PRIMARY KEY("organisation_id","archived","status","product_type","location")
);
--> statement-breakpoint
ALTER TABLE "manage_assets" ADD COLUMN "assignee_label" text;--> statement-breakpoint
ALTER TABLE "manage_assets" drop column "search";--> statement-breakpoint
ALTER TABLE "manage_assets" ADD COLUMN "search" "tsvector" GENERATED ALWAYS AS (to_tsvector('simple', regexp_replace(asset_tag || ' ' || coalesce(serial, '') || ' ' || coalesce(manufacturer, '') || ' ' || model
        || ' ' || coalesce(assignee_label, ''), '[^[:alnum:]]+', ' ', 'g'))) STORED;--> statement-breakpoint
ALTER TABLE "manage_assets" ADD COLUMN "tag_key" text GENERATED ALWAYS AS (lower(regexp_replace(asset_tag, '[^[:alnum:]]+', '', 'g'))) STORED;--> statement-breakpoint
ALTER TABLE "manage_assets" ADD COLUMN "serial_key" text GENERATED ALWAYS AS (lower(regexp_replace(serial, '[^[:alnum:]]+', '', 'g'))) STORED;--> statement-breakpoint
ALTER TABLE "manage_asset_counts" ADD CONSTRAINT "manage_asset_counts_organisation_id_organisations_id_fk" FOREIGN KEY ("organisation_id") REFERENCES "public"."organisations"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "manage_assets_model_idx" ON "manage_assets" USING btree ("organisation_id","model");--> statement-breakpoint
CREATE INDEX "manage_assets_purchase_idx" ON "manage_assets" USING btree ("organisation_id","purchase_date");--> statement-breakpoint
CREATE INDEX "manage_assets_warranty_idx" ON "manage_assets" USING btree ("organisation_id","warranty_end");--> statement-breakpoint
CREATE INDEX "manage_assets_tag_key_idx" ON "manage_assets" USING btree ("organisation_id","tag_key" text_pattern_ops);--> statement-breakpoint
CREATE INDEX "manage_assets_serial_key_idx" ON "manage_assets" USING btree ("organisation_id","serial_key" text_pattern_ops);--> statement-breakpoint
-- Dropping the column dropped its index.
CREATE INDEX "manage_assets_search_idx" ON "manage_assets" USING gin ("search") WITH (fastupdate=false);--> statement-breakpoint
-- The holder's words in the asset's own search vector: one GIN index answers tag, serial, model and person.
CREATE FUNCTION manage_assets_label() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  NEW.assignee_label := (SELECT name || ' ' || split_part(email, '@', 1) FROM users WHERE id = NEW.assignee_id);
  RETURN NEW;
END $$;--> statement-breakpoint
CREATE TRIGGER manage_assets_label BEFORE INSERT OR UPDATE OF assignee_id ON manage_assets
  FOR EACH ROW EXECUTE FUNCTION manage_assets_label();--> statement-breakpoint
CREATE FUNCTION manage_assets_relabel() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  UPDATE manage_assets SET assignee_label = NEW.name || ' ' || split_part(NEW.email, '@', 1) WHERE assignee_id = NEW.id;
  RETURN NULL;
END $$;--> statement-breakpoint
CREATE TRIGGER manage_assets_relabel AFTER UPDATE OF name, email ON users
  FOR EACH ROW WHEN (OLD.name IS DISTINCT FROM NEW.name OR OLD.email IS DISTINCT FROM NEW.email)
  EXECUTE FUNCTION manage_assets_relabel();--> statement-breakpoint
-- Statement triggers with transition tables: a bulk insert of 100,000 rows updates the counts once, by groups.
-- Groups are written in key order so that concurrent writers lock count rows in the same order.
CREATE FUNCTION manage_asset_counts_refresh() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP IN ('UPDATE', 'DELETE') THEN
    INSERT INTO manage_asset_counts AS c (organisation_id, archived, status, product_type, location, n)
      SELECT organisation_id, archived, status, product_type, coalesce(location, ''), -count(*)::int FROM old_rows
      GROUP BY 1, 2, 3, 4, 5 ORDER BY 1, 2, 3, 4, 5
      ON CONFLICT (organisation_id, archived, status, product_type, location) DO UPDATE SET n = c.n + excluded.n;
  END IF;
  IF TG_OP IN ('UPDATE', 'INSERT') THEN
    INSERT INTO manage_asset_counts AS c (organisation_id, archived, status, product_type, location, n)
      SELECT organisation_id, archived, status, product_type, coalesce(location, ''), count(*)::int FROM new_rows
      GROUP BY 1, 2, 3, 4, 5 ORDER BY 1, 2, 3, 4, 5
      ON CONFLICT (organisation_id, archived, status, product_type, location) DO UPDATE SET n = c.n + excluded.n;
  END IF;
  RETURN NULL;
END $$;--> statement-breakpoint
CREATE TRIGGER manage_asset_counts_insert AFTER INSERT ON manage_assets REFERENCING NEW TABLE AS new_rows
  FOR EACH STATEMENT EXECUTE FUNCTION manage_asset_counts_refresh();--> statement-breakpoint
CREATE TRIGGER manage_asset_counts_update AFTER UPDATE ON manage_assets REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows
  FOR EACH STATEMENT EXECUTE FUNCTION manage_asset_counts_refresh();--> statement-breakpoint
CREATE TRIGGER manage_asset_counts_delete AFTER DELETE ON manage_assets REFERENCING OLD TABLE AS old_rows
  FOR EACH STATEMENT EXECUTE FUNCTION manage_asset_counts_refresh();--> statement-breakpoint
UPDATE manage_assets SET assignee_label = (SELECT name || ' ' || split_part(email, '@', 1) FROM users WHERE users.id = assignee_id)
  WHERE assignee_id IS NOT NULL;--> statement-breakpoint
DELETE FROM manage_asset_counts;--> statement-breakpoint
INSERT INTO manage_asset_counts (organisation_id, archived, status, product_type, location, n)
  SELECT organisation_id, archived, status, product_type, coalesce(location, ''), count(*)::int FROM manage_assets GROUP BY 1, 2, 3, 4, 5;

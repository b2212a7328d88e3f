-- Locations becomes the only list of sites: every place Manage named by text (assets, accessories, its Snipe-IT
-- list) becomes a Locations entry, matched by name in any case, and Manage keeps the entry's id instead of the text.
-- A site named without an address keeps the address parts empty: "address missing" until someone completes it.
ALTER TABLE "commerce_locations" ALTER COLUMN "line1" DROP NOT NULL;--> statement-breakpoint
ALTER TABLE "commerce_locations" ALTER COLUMN "city" DROP NOT NULL;--> statement-breakpoint
ALTER TABLE "commerce_locations" ALTER COLUMN "postcode" DROP NOT NULL;--> statement-breakpoint
ALTER TABLE "commerce_locations" ALTER COLUMN "country" DROP NOT NULL;--> statement-breakpoint
-- Each name once per organisation, in Snipe-IT's own spelling first (then the first in sort order), with the address
-- Snipe-IT kept for it; a country that is not an ISO code is left for the person completing the address.
CREATE TEMPORARY TABLE "places_0017" AS
  SELECT DISTINCT ON (organisation_id, lower(name)) organisation_id, name, lower(name) AS key, line1, line2, city, region, postcode,
    CASE WHEN country ~ '^[A-Z]{2}$' THEN country END AS country
  FROM (
    SELECT organisation_id, btrim(name) AS name, 0 AS rank, nullif(btrim(address), '') AS line1, nullif(btrim(address2), '') AS line2,
      nullif(btrim(city), '') AS city, nullif(btrim(state), '') AS region, nullif(btrim(zip), '') AS postcode, upper(btrim(country)) AS country
    FROM manage_locations
    UNION ALL
    SELECT organisation_id, btrim(location), 1, NULL, NULL, NULL, NULL, NULL, NULL FROM manage_assets WHERE location IS NOT NULL
    UNION ALL
    SELECT organisation_id, btrim(location), 1, NULL, NULL, NULL, NULL, NULL, NULL FROM manage_accessories WHERE location IS NOT NULL
  ) named
  WHERE name <> ''
  ORDER BY organisation_id, lower(name), rank, name;--> statement-breakpoint
-- An office or warehouse of that name in any case takes the place in (a home is a person's, never a shared site).
INSERT INTO "commerce_locations" (organisation_id, kind, name, line1, line2, city, region, postcode, country)
  SELECT p.organisation_id, 'office', p.name, p.line1, p.line2, p.city, p.region, p.postcode, p.country FROM places_0017 p
  WHERE NOT EXISTS (SELECT 1 FROM commerce_locations l WHERE l.organisation_id = p.organisation_id AND l.kind <> 'home' AND lower(l.name) = p.key);--> statement-breakpoint
UPDATE "commerce_locations" l SET line1 = coalesce(l.line1, p.line1), line2 = coalesce(l.line2, p.line2), city = coalesce(l.city, p.city),
    region = coalesce(l.region, p.region), postcode = coalesce(l.postcode, p.postcode), country = coalesce(l.country, p.country)
  FROM places_0017 p
  WHERE l.organisation_id = p.organisation_id AND l.kind <> 'home' AND lower(l.name) = p.key;--> statement-breakpoint
-- Two sites of one name: the older one is the place (as the places port matches).
CREATE TEMPORARY TABLE "sites_0017" AS
  SELECT DISTINCT ON (organisation_id, lower(name)) organisation_id, lower(name) AS key, id FROM commerce_locations
  WHERE kind <> 'home' ORDER BY organisation_id, lower(name), created_at, id;--> statement-breakpoint
ALTER TABLE "manage_assets" ADD COLUMN "location_id" uuid;--> statement-breakpoint
ALTER TABLE "manage_accessories" ADD COLUMN "location_id" uuid;--> statement-breakpoint
UPDATE "manage_assets" a SET location_id = s.id FROM sites_0017 s WHERE s.organisation_id = a.organisation_id AND s.key = lower(btrim(a.location));--> statement-breakpoint
UPDATE "manage_accessories" a SET location_id = s.id FROM sites_0017 s WHERE s.organisation_id = a.organisation_id AND s.key = lower(btrim(a.location));--> statement-breakpoint
DROP TABLE "places_0017";--> statement-breakpoint
DROP TABLE "sites_0017";--> statement-breakpoint
DROP TABLE "manage_locations" CASCADE;--> statement-breakpoint
DROP INDEX "manage_assets_location_idx";--> statement-breakpoint
ALTER TABLE "manage_assets" DROP COLUMN "location";--> statement-breakpoint
ALTER TABLE "manage_accessories" DROP COLUMN "location";--> statement-breakpoint
CREATE INDEX "manage_assets_location_idx" ON "manage_assets" USING btree ("organisation_id","location_id","asset_tag");--> statement-breakpoint
-- The counts are keyed by the site's id now; the nil uuid stands for no site (a key part cannot be null).
DELETE FROM "manage_asset_counts";--> statement-breakpoint
ALTER TABLE "manage_asset_counts" DROP CONSTRAINT "manage_asset_counts_organisation_id_archived_status_product_type_location_pk";--> statement-breakpoint
ALTER TABLE "manage_asset_counts" DROP COLUMN "location";--> statement-breakpoint
ALTER TABLE "manage_asset_counts" ADD COLUMN "location_id" uuid NOT NULL;--> statement-breakpoint
ALTER TABLE "manage_asset_counts" ADD CONSTRAINT "manage_asset_counts_organisation_id_archived_status_product_type_location_id_pk" PRIMARY KEY("organisation_id","archived","status","product_type","location_id");--> statement-breakpoint
CREATE OR REPLACE FUNCTION manage_asset_counts_refresh() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP IN ('UPDATE', 'DELETE') THEN
    INSERT INTO manage_asset_counts AS c (organisation_id, archived, status, product_type, location_id, n)
      SELECT organisation_id, archived, status, product_type, coalesce(location_id, '00000000-0000-0000-0000-000000000000'), -count(*)::int FROM old_rows
      GROUP BY 1, 2, 3, 4, 5 ORDER BY 1, 2, 3, 4, 5
      ON CONFLICT (organisation_id, archived, status, product_type, location_id) DO UPDATE SET n = c.n + excluded.n;
  END IF;
  IF TG_OP IN ('UPDATE', 'INSERT') THEN
    INSERT INTO manage_asset_counts AS c (organisation_id, archived, status, product_type, location_id, n)
      SELECT organisation_id, archived, status, product_type, coalesce(location_id, '00000000-0000-0000-0000-000000000000'), count(*)::int FROM new_rows
      GROUP BY 1, 2, 3, 4, 5 ORDER BY 1, 2, 3, 4, 5
      ON CONFLICT (organisation_id, archived, status, product_type, location_id) DO UPDATE SET n = c.n + excluded.n;
  END IF;
  RETURN NULL;
END $$;--> statement-breakpoint
INSERT INTO "manage_asset_counts" (organisation_id, archived, status, product_type, location_id, n)
  SELECT organisation_id, archived, status, product_type, coalesce(location_id, '00000000-0000-0000-0000-000000000000'), count(*)::int FROM manage_assets GROUP BY 1, 2, 3, 4, 5;

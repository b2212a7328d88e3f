-- Teams become rows of their own with stable ids (SCIM serves them as Groups): every team a person was placed in by
-- text becomes a team of the organisation, names matched in any case and trimmed, and each placement keeps its team
-- by the new id. A name written several ways keeps the spelling most people had (then the first in sort order).
CREATE TABLE "people_teams" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"organisation_id" uuid NOT NULL,
	"name" text NOT NULL,
	"external_id" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"version" integer DEFAULT 1 NOT NULL
);
--> statement-breakpoint
DROP INDEX "people_placements_team_idx";--> statement-breakpoint
ALTER TABLE "people_placements" ADD COLUMN "team_id" uuid;--> statement-breakpoint
INSERT INTO "people_teams" (organisation_id, name)
  SELECT DISTINCT ON (organisation_id, lower(name)) organisation_id, name
  FROM (
    SELECT organisation_id, btrim(team) AS name, count(*) AS members FROM people_placements
    WHERE btrim(coalesce(team, '')) <> '' GROUP BY organisation_id, btrim(team)
  ) named
  ORDER BY organisation_id, lower(name), members DESC, name;--> statement-breakpoint
UPDATE "people_placements" p SET team_id = t.id FROM people_teams t
  WHERE t.organisation_id = p.organisation_id AND lower(t.name) = lower(btrim(p.team));--> statement-breakpoint
ALTER TABLE "people_teams" ADD CONSTRAINT "people_teams_organisation_id_organisations_id_fk" FOREIGN KEY ("organisation_id") REFERENCES "public"."organisations"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "people_teams_name_unique" ON "people_teams" USING btree ("organisation_id",lower("name"));--> statement-breakpoint
ALTER TABLE "people_placements" ADD CONSTRAINT "people_placements_team_id_people_teams_id_fk" FOREIGN KEY ("team_id") REFERENCES "public"."people_teams"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "people_placements_team_idx" ON "people_placements" USING btree ("organisation_id","team_id");--> statement-breakpoint
ALTER TABLE "people_placements" DROP COLUMN "team";
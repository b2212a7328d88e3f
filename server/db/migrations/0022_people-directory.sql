CREATE TABLE "people_placements" (
	"user_id" uuid PRIMARY KEY NOT NULL,
	"organisation_id" uuid NOT NULL,
	"team" text,
	"manager_id" uuid,
	"location_id" uuid,
	"version" integer DEFAULT 1 NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "users" ADD COLUMN "deactivated_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "people_placements" ADD CONSTRAINT "people_placements_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "people_placements" ADD CONSTRAINT "people_placements_organisation_id_organisations_id_fk" FOREIGN KEY ("organisation_id") REFERENCES "public"."organisations"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "people_placements" ADD CONSTRAINT "people_placements_manager_id_users_id_fk" FOREIGN KEY ("manager_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "people_placements_manager_idx" ON "people_placements" USING btree ("organisation_id","manager_id");--> statement-breakpoint
CREATE INDEX "people_placements_team_idx" ON "people_placements" USING btree ("organisation_id","team");--> statement-breakpoint
-- The service desk kept "who is whose manager" in its own table; the directory is now the one answer.
INSERT INTO "people_placements" ("user_id", "organisation_id", "manager_id")
  SELECT "user_id", "organisation_id", "manager_id" FROM "service_desk_managers"
  ON CONFLICT ("user_id") DO UPDATE SET "manager_id" = excluded."manager_id";
CREATE TABLE "service_desk_location_calendars" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"organisation_id" uuid NOT NULL,
	"location_id" uuid NOT NULL,
	"calendar" jsonb NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"version" integer DEFAULT 1 NOT NULL
);
--> statement-breakpoint
ALTER TABLE "service_desk_location_calendars" ADD CONSTRAINT "service_desk_location_calendars_organisation_id_organisations_id_fk" FOREIGN KEY ("organisation_id") REFERENCES "public"."organisations"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "service_desk_location_calendars_unique" ON "service_desk_location_calendars" USING btree ("organisation_id","location_id");
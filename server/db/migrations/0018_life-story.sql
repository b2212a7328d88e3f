CREATE TABLE "life_events" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"seq" bigserial NOT NULL,
	"organisation_id" uuid NOT NULL,
	"at" timestamp with time zone NOT NULL,
	"app_slug" text NOT NULL,
	"kind" text NOT NULL,
	"asset_id" uuid,
	"person_id" uuid,
	"actor_id" uuid,
	"subject" text NOT NULL,
	"href" text,
	"detail" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "life_events" ADD CONSTRAINT "life_events_organisation_id_organisations_id_fk" FOREIGN KEY ("organisation_id") REFERENCES "public"."organisations"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "life_events" ADD CONSTRAINT "life_events_person_id_users_id_fk" FOREIGN KEY ("person_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "life_events" ADD CONSTRAINT "life_events_actor_id_users_id_fk" FOREIGN KEY ("actor_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "life_events_asset_idx" ON "life_events" USING btree ("organisation_id","asset_id","at");--> statement-breakpoint
CREATE INDEX "life_events_person_idx" ON "life_events" USING btree ("organisation_id","person_id","at");
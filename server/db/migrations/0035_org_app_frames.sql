CREATE TABLE "org_app_frames" (
	"organisation_id" uuid NOT NULL,
	"app_slug" text NOT NULL,
	"frame_url" text NOT NULL,
	"updated_by_user_id" uuid,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "org_app_frames_organisation_id_app_slug_pk" PRIMARY KEY("organisation_id","app_slug")
);
--> statement-breakpoint
ALTER TABLE "org_app_frames" ADD CONSTRAINT "org_app_frames_organisation_id_organisations_id_fk" FOREIGN KEY ("organisation_id") REFERENCES "public"."organisations"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "org_app_frames" ADD CONSTRAINT "org_app_frames_app_slug_app_catalogue_slug_fk" FOREIGN KEY ("app_slug") REFERENCES "public"."app_catalogue"("slug") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "org_app_frames" ADD CONSTRAINT "org_app_frames_updated_by_user_id_users_id_fk" FOREIGN KEY ("updated_by_user_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;
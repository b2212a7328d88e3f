CREATE TABLE "people_invitations" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"organisation_id" uuid NOT NULL,
	"email" text NOT NULL,
	"name" text,
	"role" text NOT NULL,
	"team" text,
	"manager_id" uuid,
	"location_id" uuid,
	"language" text NOT NULL,
	"start_day" date,
	"kit_ids" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"token_hash" text NOT NULL,
	"status" text NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	"sent_at" timestamp with time zone NOT NULL,
	"send_count" integer DEFAULT 1 NOT NULL,
	"invited_by_id" uuid,
	"accepted_at" timestamp with time zone,
	"user_id" uuid,
	"revoked_at" timestamp with time zone,
	"kit_id" uuid,
	"delivery" jsonb,
	"order_day" date,
	"order_late" boolean DEFAULT false NOT NULL,
	"order_id" uuid,
	"order_number" integer,
	"ordered_at" timestamp with time zone,
	"order_problem" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"version" integer DEFAULT 1 NOT NULL,
	CONSTRAINT "people_invitations_status_check" CHECK ("people_invitations"."status" in ('pending', 'accepted', 'revoked'))
);
--> statement-breakpoint
CREATE TABLE "people_onboarding_checks" (
	"organisation_id" uuid NOT NULL,
	"invitation_id" uuid NOT NULL,
	"item" text NOT NULL,
	"done_by_id" uuid,
	"done_at" timestamp with time zone NOT NULL,
	CONSTRAINT "people_onboarding_checks_invitation_id_item_pk" PRIMARY KEY("invitation_id","item")
);
--> statement-breakpoint
ALTER TABLE "people_invitations" ADD CONSTRAINT "people_invitations_organisation_id_organisations_id_fk" FOREIGN KEY ("organisation_id") REFERENCES "public"."organisations"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "people_invitations" ADD CONSTRAINT "people_invitations_manager_id_users_id_fk" FOREIGN KEY ("manager_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "people_invitations" ADD CONSTRAINT "people_invitations_invited_by_id_users_id_fk" FOREIGN KEY ("invited_by_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "people_invitations" ADD CONSTRAINT "people_invitations_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "people_onboarding_checks" ADD CONSTRAINT "people_onboarding_checks_organisation_id_organisations_id_fk" FOREIGN KEY ("organisation_id") REFERENCES "public"."organisations"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "people_onboarding_checks" ADD CONSTRAINT "people_onboarding_checks_invitation_id_people_invitations_id_fk" FOREIGN KEY ("invitation_id") REFERENCES "public"."people_invitations"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "people_onboarding_checks" ADD CONSTRAINT "people_onboarding_checks_done_by_id_users_id_fk" FOREIGN KEY ("done_by_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "people_invitations_token_unique" ON "people_invitations" USING btree ("token_hash");--> statement-breakpoint
CREATE INDEX "people_invitations_org_idx" ON "people_invitations" USING btree ("organisation_id","created_at");--> statement-breakpoint
CREATE INDEX "people_invitations_email_idx" ON "people_invitations" USING btree ("organisation_id","email");
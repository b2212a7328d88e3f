CREATE TABLE "people_budget_changes" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"organisation_id" uuid NOT NULL,
	"person_id" uuid NOT NULL,
	"requested_by_id" uuid,
	"requested_by_name" text NOT NULL,
	"previous_minor" bigint,
	"amount_minor" bigint NOT NULL,
	"currency" text NOT NULL,
	"reason" text,
	"state" text NOT NULL,
	"approver_ids" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"decided_by_id" uuid,
	"decided_by_name" text,
	"decided_at" timestamp with time zone,
	"decision_note" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"version" integer DEFAULT 1 NOT NULL,
	CONSTRAINT "people_budget_changes_state_check" CHECK ("people_budget_changes"."state" in ('applied', 'pending', 'approved', 'rejected')),
	CONSTRAINT "people_budget_changes_amount_check" CHECK ("people_budget_changes"."amount_minor" >= 0)
);
--> statement-breakpoint
ALTER TABLE "people_budget_changes" ADD CONSTRAINT "people_budget_changes_organisation_id_organisations_id_fk" FOREIGN KEY ("organisation_id") REFERENCES "public"."organisations"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "people_budget_changes" ADD CONSTRAINT "people_budget_changes_person_id_users_id_fk" FOREIGN KEY ("person_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "people_budget_changes" ADD CONSTRAINT "people_budget_changes_requested_by_id_users_id_fk" FOREIGN KEY ("requested_by_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "people_budget_changes" ADD CONSTRAINT "people_budget_changes_decided_by_id_users_id_fk" FOREIGN KEY ("decided_by_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "people_budget_changes_person_idx" ON "people_budget_changes" USING btree ("organisation_id","person_id","created_at");--> statement-breakpoint
CREATE INDEX "people_budget_changes_state_idx" ON "people_budget_changes" USING btree ("organisation_id","state");
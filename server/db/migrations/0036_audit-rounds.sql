CREATE TABLE "audit_failures" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"organisation_id" uuid NOT NULL,
	"round_id" uuid NOT NULL,
	"asset_id" uuid NOT NULL,
	"reason" text NOT NULL,
	"ticket_id" uuid NOT NULL,
	"ticket_number" integer NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "audit_failures_reason_check" CHECK ("audit_failures"."reason" in ('missing', 'damaged'))
);
--> statement-breakpoint
CREATE TABLE "audit_rounds" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"organisation_id" uuid NOT NULL,
	"name" text NOT NULL,
	"location_id" uuid,
	"product_type" text,
	"expected_asset_ids" jsonb NOT NULL,
	"status" text DEFAULT 'open' NOT NULL,
	"opened_by" uuid,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"closed_at" timestamp with time zone,
	"version" integer DEFAULT 1 NOT NULL,
	CONSTRAINT "audit_rounds_status_check" CHECK ("audit_rounds"."status" in ('open', 'closed')),
	CONSTRAINT "audit_rounds_scope_check" CHECK ("audit_rounds"."location_id" is not null or "audit_rounds"."product_type" is not null)
);
--> statement-breakpoint
CREATE TABLE "audit_scans" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"organisation_id" uuid NOT NULL,
	"round_id" uuid NOT NULL,
	"client_id" text NOT NULL,
	"code" text NOT NULL,
	"asset_id" uuid,
	"outcome" text NOT NULL,
	"found_location_id" uuid,
	"moved_at" timestamp with time zone,
	"scanned_by" uuid,
	"scanned_at" timestamp with time zone NOT NULL,
	CONSTRAINT "audit_scans_outcome_check" CHECK ("audit_scans"."outcome" in ('found', 'elsewhere', 'unknown'))
);
--> statement-breakpoint
ALTER TABLE "audit_failures" ADD CONSTRAINT "audit_failures_organisation_id_organisations_id_fk" FOREIGN KEY ("organisation_id") REFERENCES "public"."organisations"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "audit_failures" ADD CONSTRAINT "audit_failures_round_id_audit_rounds_id_fk" FOREIGN KEY ("round_id") REFERENCES "public"."audit_rounds"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "audit_rounds" ADD CONSTRAINT "audit_rounds_organisation_id_organisations_id_fk" FOREIGN KEY ("organisation_id") REFERENCES "public"."organisations"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "audit_rounds" ADD CONSTRAINT "audit_rounds_opened_by_users_id_fk" FOREIGN KEY ("opened_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "audit_scans" ADD CONSTRAINT "audit_scans_organisation_id_organisations_id_fk" FOREIGN KEY ("organisation_id") REFERENCES "public"."organisations"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "audit_scans" ADD CONSTRAINT "audit_scans_round_id_audit_rounds_id_fk" FOREIGN KEY ("round_id") REFERENCES "public"."audit_rounds"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "audit_scans" ADD CONSTRAINT "audit_scans_scanned_by_users_id_fk" FOREIGN KEY ("scanned_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "audit_failures_asset_unique" ON "audit_failures" USING btree ("round_id","asset_id");--> statement-breakpoint
CREATE INDEX "audit_rounds_org_idx" ON "audit_rounds" USING btree ("organisation_id","created_at");--> statement-breakpoint
CREATE UNIQUE INDEX "audit_scans_client_unique" ON "audit_scans" USING btree ("round_id","client_id");--> statement-breakpoint
CREATE INDEX "audit_scans_asset_idx" ON "audit_scans" USING btree ("organisation_id","asset_id","scanned_at");
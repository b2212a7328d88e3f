CREATE TABLE "insight_report_schedules" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"organisation_id" uuid NOT NULL,
	"saved_report_id" uuid NOT NULL,
	"cadence" text NOT NULL,
	"weekday" integer,
	"day" integer,
	"hour" integer NOT NULL,
	"formats" jsonb NOT NULL,
	"recipient_ids" jsonb NOT NULL,
	"time_zone" text NOT NULL,
	"next_run_at" timestamp with time zone NOT NULL,
	"last_delivery" jsonb,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"version" integer DEFAULT 1 NOT NULL,
	CONSTRAINT "insight_report_schedules_cadence_check" CHECK ("insight_report_schedules"."cadence" in ('weekly', 'monthly')),
	CONSTRAINT "insight_report_schedules_when_check" CHECK ("insight_report_schedules"."hour" between 0 and 23 and (("insight_report_schedules"."cadence" = 'weekly' and "insight_report_schedules"."weekday" between 0 and 6 and "insight_report_schedules"."day" is null) or ("insight_report_schedules"."cadence" = 'monthly' and "insight_report_schedules"."day" between 1 and 28 and "insight_report_schedules"."weekday" is null)))
);
--> statement-breakpoint
CREATE TABLE "insight_saved_reports" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"organisation_id" uuid NOT NULL,
	"owner_id" uuid NOT NULL,
	"name" text NOT NULL,
	"query" jsonb NOT NULL,
	"visibility" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"version" integer DEFAULT 1 NOT NULL,
	CONSTRAINT "insight_saved_reports_visibility_check" CHECK ("insight_saved_reports"."visibility" in ('private', 'shared'))
);
--> statement-breakpoint
ALTER TABLE "insight_report_schedules" ADD CONSTRAINT "insight_report_schedules_organisation_id_organisations_id_fk" FOREIGN KEY ("organisation_id") REFERENCES "public"."organisations"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "insight_report_schedules" ADD CONSTRAINT "insight_report_schedules_saved_report_id_insight_saved_reports_id_fk" FOREIGN KEY ("saved_report_id") REFERENCES "public"."insight_saved_reports"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "insight_saved_reports" ADD CONSTRAINT "insight_saved_reports_organisation_id_organisations_id_fk" FOREIGN KEY ("organisation_id") REFERENCES "public"."organisations"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "insight_saved_reports" ADD CONSTRAINT "insight_saved_reports_owner_id_users_id_fk" FOREIGN KEY ("owner_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "insight_report_schedules_report_idx" ON "insight_report_schedules" USING btree ("saved_report_id");--> statement-breakpoint
CREATE INDEX "insight_report_schedules_org_idx" ON "insight_report_schedules" USING btree ("organisation_id");--> statement-breakpoint
CREATE INDEX "insight_saved_reports_owner_idx" ON "insight_saved_reports" USING btree ("organisation_id","owner_id");--> statement-breakpoint
CREATE INDEX "insight_saved_reports_shared_idx" ON "insight_saved_reports" USING btree ("organisation_id","visibility");
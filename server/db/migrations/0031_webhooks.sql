CREATE TABLE "integrations_webhook_deliveries" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"organisation_id" uuid NOT NULL,
	"endpoint_id" uuid NOT NULL,
	"message_id" text NOT NULL,
	"event_type" text NOT NULL,
	"body" text NOT NULL,
	"status" text NOT NULL,
	"attempts" integer DEFAULT 0 NOT NULL,
	"next_attempt_at" timestamp with time zone,
	"last_status" integer,
	"last_attempt" jsonb,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "integrations_webhook_deliveries_status_check" CHECK ("integrations_webhook_deliveries"."status" in ('pending', 'succeeded', 'failed'))
);
--> statement-breakpoint
CREATE TABLE "integrations_webhook_endpoints" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"organisation_id" uuid NOT NULL,
	"url" text NOT NULL,
	"description" text NOT NULL,
	"event_types" jsonb NOT NULL,
	"enabled" boolean NOT NULL,
	"disabled_reason" text,
	"secret_sealed" text NOT NULL,
	"secret_hint" text NOT NULL,
	"previous_secret_sealed" text,
	"previous_secret_until" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"version" integer DEFAULT 1 NOT NULL
);
--> statement-breakpoint
ALTER TABLE "integrations_webhook_deliveries" ADD CONSTRAINT "integrations_webhook_deliveries_organisation_id_organisations_id_fk" FOREIGN KEY ("organisation_id") REFERENCES "public"."organisations"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "integrations_webhook_deliveries" ADD CONSTRAINT "integrations_webhook_deliveries_endpoint_id_integrations_webhook_endpoints_id_fk" FOREIGN KEY ("endpoint_id") REFERENCES "public"."integrations_webhook_endpoints"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "integrations_webhook_endpoints" ADD CONSTRAINT "integrations_webhook_endpoints_organisation_id_organisations_id_fk" FOREIGN KEY ("organisation_id") REFERENCES "public"."organisations"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "integrations_webhook_deliveries_endpoint_idx" ON "integrations_webhook_deliveries" USING btree ("organisation_id","endpoint_id","created_at");--> statement-breakpoint
CREATE INDEX "integrations_webhook_endpoints_org_idx" ON "integrations_webhook_endpoints" USING btree ("organisation_id","created_at");
CREATE TABLE "returns_buyback_photos" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"organisation_id" uuid NOT NULL,
	"buyback_id" uuid NOT NULL,
	"file_key" text NOT NULL,
	"filename" text NOT NULL,
	"content_type" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "returns_buyback_rules" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"organisation_id" uuid NOT NULL,
	"version" integer NOT NULL,
	"rules" jsonb NOT NULL,
	"created_by_id" uuid,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "returns_buybacks" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"organisation_id" uuid NOT NULL,
	"person_id" uuid NOT NULL,
	"channel" text NOT NULL,
	"status" text NOT NULL,
	"asset_id" uuid NOT NULL,
	"asset_tag" text NOT NULL,
	"serial" text,
	"model" text NOT NULL,
	"condition" jsonb NOT NULL,
	"quoted_grade" jsonb NOT NULL,
	"quoted_amount" bigint NOT NULL,
	"currency" text NOT NULL,
	"age_band" text NOT NULL,
	"rules_version" integer NOT NULL,
	"quoted_at" timestamp with time zone NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	"sender_address" jsonb,
	"order_id" uuid,
	"order_number" integer,
	"received_at" timestamp with time zone,
	"inspection_due_at" timestamp with time zone,
	"inspected_grade" jsonb,
	"counter" jsonb,
	"return_due_at" timestamp with time zone,
	"agreed_amount" bigint,
	"settled_at" timestamp with time zone,
	"settlement_number" text,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"version" integer DEFAULT 1 NOT NULL,
	CONSTRAINT "returns_buybacks_status_check" CHECK ("returns_buybacks"."status" in ('quoted', 'sent', 'received', 'held', 'countered', 'agreed', 'returning', 'returned', 'settled', 'recycled', 'cancelled')),
	CONSTRAINT "returns_buybacks_channel_check" CHECK ("returns_buybacks"."channel" in ('buyback-devices', 'apple-trade-in')),
	CONSTRAINT "returns_buybacks_amount_check" CHECK ("returns_buybacks"."quoted_amount" >= 0 and coalesce("returns_buybacks"."agreed_amount", 0) >= 0)
);
--> statement-breakpoint
CREATE TABLE "returns_wipe_certificates" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"organisation_id" uuid NOT NULL,
	"buyback_id" uuid NOT NULL,
	"asset_id" uuid NOT NULL,
	"fields" jsonb NOT NULL,
	"recorded_by_id" uuid,
	"recorded_by_name" text NOT NULL,
	"recorded_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
ALTER TABLE "returns_buyback_photos" ADD CONSTRAINT "returns_buyback_photos_organisation_id_organisations_id_fk" FOREIGN KEY ("organisation_id") REFERENCES "public"."organisations"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "returns_buyback_photos" ADD CONSTRAINT "returns_buyback_photos_buyback_id_returns_buybacks_id_fk" FOREIGN KEY ("buyback_id") REFERENCES "public"."returns_buybacks"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "returns_buyback_rules" ADD CONSTRAINT "returns_buyback_rules_organisation_id_organisations_id_fk" FOREIGN KEY ("organisation_id") REFERENCES "public"."organisations"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "returns_buyback_rules" ADD CONSTRAINT "returns_buyback_rules_created_by_id_users_id_fk" FOREIGN KEY ("created_by_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "returns_buybacks" ADD CONSTRAINT "returns_buybacks_organisation_id_organisations_id_fk" FOREIGN KEY ("organisation_id") REFERENCES "public"."organisations"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "returns_buybacks" ADD CONSTRAINT "returns_buybacks_person_id_users_id_fk" FOREIGN KEY ("person_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "returns_wipe_certificates" ADD CONSTRAINT "returns_wipe_certificates_organisation_id_organisations_id_fk" FOREIGN KEY ("organisation_id") REFERENCES "public"."organisations"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "returns_wipe_certificates" ADD CONSTRAINT "returns_wipe_certificates_buyback_id_returns_buybacks_id_fk" FOREIGN KEY ("buyback_id") REFERENCES "public"."returns_buybacks"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "returns_wipe_certificates" ADD CONSTRAINT "returns_wipe_certificates_recorded_by_id_users_id_fk" FOREIGN KEY ("recorded_by_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "returns_buyback_photos_buyback_idx" ON "returns_buyback_photos" USING btree ("buyback_id");--> statement-breakpoint
CREATE UNIQUE INDEX "returns_buyback_rules_version_unique" ON "returns_buyback_rules" USING btree ("organisation_id","version");--> statement-breakpoint
CREATE INDEX "returns_buybacks_person_idx" ON "returns_buybacks" USING btree ("organisation_id","person_id","quoted_at");--> statement-breakpoint
CREATE INDEX "returns_buybacks_status_idx" ON "returns_buybacks" USING btree ("organisation_id","status","quoted_at");--> statement-breakpoint
CREATE INDEX "returns_buybacks_asset_idx" ON "returns_buybacks" USING btree ("organisation_id","asset_id");--> statement-breakpoint
CREATE UNIQUE INDEX "returns_wipe_certificates_buyback_unique" ON "returns_wipe_certificates" USING btree ("buyback_id");
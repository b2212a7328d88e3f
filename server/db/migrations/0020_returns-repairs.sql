CREATE TABLE "returns_repair_estimates" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"organisation_id" uuid NOT NULL,
	"model" text NOT NULL,
	"fault_category" text NOT NULL,
	"amount_minor" bigint NOT NULL,
	CONSTRAINT "returns_repair_estimates_fault_check" CHECK ("returns_repair_estimates"."fault_category" in ('screen', 'battery', 'keyboard', 'charging-port', 'liquid-damage', 'no-power', 'other')),
	CONSTRAINT "returns_repair_estimates_amount_check" CHECK ("returns_repair_estimates"."amount_minor" >= 0)
);
--> statement-breakpoint
CREATE TABLE "returns_repair_photos" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"organisation_id" uuid NOT NULL,
	"repair_id" uuid,
	"key" text NOT NULL,
	"filename" text NOT NULL,
	"content_type" text NOT NULL,
	"size" integer NOT NULL,
	"uploaded_by" uuid NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "returns_repair_settings" (
	"organisation_id" uuid PRIMARY KEY NOT NULL,
	"targets" jsonb NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"version" integer DEFAULT 1 NOT NULL
);
--> statement-breakpoint
CREATE TABLE "returns_repair_steps" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"organisation_id" uuid NOT NULL,
	"repair_id" uuid NOT NULL,
	"state" text NOT NULL,
	"at" timestamp with time zone NOT NULL,
	"actor_id" uuid
);
--> statement-breakpoint
CREATE TABLE "returns_repairs" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"organisation_id" uuid NOT NULL,
	"person_id" uuid NOT NULL,
	"asset_id" uuid NOT NULL,
	"asset_tag" text NOT NULL,
	"model" text NOT NULL,
	"serial" text,
	"state" text,
	"fault_category" text,
	"description" text DEFAULT '' NOT NULL,
	"estimate_minor" bigint,
	"currency" text,
	"approval" text DEFAULT 'none' NOT NULL,
	"approver_ids" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"order_id" uuid,
	"order_number" integer,
	"fulfilment" text,
	"loaner_asset_id" uuid,
	"return_address" jsonb,
	"submitted_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"version" integer DEFAULT 1 NOT NULL,
	CONSTRAINT "returns_repairs_state_check" CHECK ("returns_repairs"."state" is null or "returns_repairs"."state" in ('submitted', 'awaiting-parts', 'parts-allocated', 'in-repair', 'ready', 'completed', 'declined')),
	CONSTRAINT "returns_repairs_approval_check" CHECK ("returns_repairs"."approval" in ('none', 'pending', 'accepted', 'refused')),
	CONSTRAINT "returns_repairs_fault_check" CHECK ("returns_repairs"."fault_category" is null or "returns_repairs"."fault_category" in ('screen', 'battery', 'keyboard', 'charging-port', 'liquid-damage', 'no-power', 'other')),
	CONSTRAINT "returns_repairs_fulfilment_check" CHECK ("returns_repairs"."fulfilment" is null or "returns_repairs"."fulfilment" in ('pickup', 'shipped'))
);
--> statement-breakpoint
ALTER TABLE "returns_repair_estimates" ADD CONSTRAINT "returns_repair_estimates_organisation_id_organisations_id_fk" FOREIGN KEY ("organisation_id") REFERENCES "public"."organisations"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "returns_repair_photos" ADD CONSTRAINT "returns_repair_photos_organisation_id_organisations_id_fk" FOREIGN KEY ("organisation_id") REFERENCES "public"."organisations"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "returns_repair_photos" ADD CONSTRAINT "returns_repair_photos_repair_id_returns_repairs_id_fk" FOREIGN KEY ("repair_id") REFERENCES "public"."returns_repairs"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "returns_repair_photos" ADD CONSTRAINT "returns_repair_photos_uploaded_by_users_id_fk" FOREIGN KEY ("uploaded_by") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "returns_repair_settings" ADD CONSTRAINT "returns_repair_settings_organisation_id_organisations_id_fk" FOREIGN KEY ("organisation_id") REFERENCES "public"."organisations"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "returns_repair_steps" ADD CONSTRAINT "returns_repair_steps_organisation_id_organisations_id_fk" FOREIGN KEY ("organisation_id") REFERENCES "public"."organisations"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "returns_repair_steps" ADD CONSTRAINT "returns_repair_steps_repair_id_returns_repairs_id_fk" FOREIGN KEY ("repair_id") REFERENCES "public"."returns_repairs"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "returns_repair_steps" ADD CONSTRAINT "returns_repair_steps_actor_id_users_id_fk" FOREIGN KEY ("actor_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "returns_repairs" ADD CONSTRAINT "returns_repairs_organisation_id_organisations_id_fk" FOREIGN KEY ("organisation_id") REFERENCES "public"."organisations"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "returns_repairs" ADD CONSTRAINT "returns_repairs_person_id_users_id_fk" FOREIGN KEY ("person_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "returns_repair_estimates_unique" ON "returns_repair_estimates" USING btree ("organisation_id",lower("model"),"fault_category");--> statement-breakpoint
CREATE INDEX "returns_repair_photos_repair_idx" ON "returns_repair_photos" USING btree ("repair_id");--> statement-breakpoint
CREATE INDEX "returns_repair_steps_repair_idx" ON "returns_repair_steps" USING btree ("repair_id","at");--> statement-breakpoint
CREATE INDEX "returns_repairs_person_idx" ON "returns_repairs" USING btree ("organisation_id","person_id","created_at");--> statement-breakpoint
CREATE INDEX "returns_repairs_order_idx" ON "returns_repairs" USING btree ("organisation_id","order_id");--> statement-breakpoint
CREATE UNIQUE INDEX "returns_repairs_open_asset_unique" ON "returns_repairs" USING btree ("organisation_id","asset_id") WHERE "returns_repairs"."state" is null or "returns_repairs"."state" not in ('completed', 'declined');
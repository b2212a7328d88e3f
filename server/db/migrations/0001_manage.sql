CREATE TABLE "manage_assets" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"organisation_id" uuid NOT NULL,
	"asset_tag" text NOT NULL,
	"serial" text,
	"product_type" text NOT NULL,
	"manufacturer" text,
	"model" text NOT NULL,
	"specs" text,
	"status" text NOT NULL,
	"condition" text,
	"assignee_id" uuid,
	"location" text,
	"purchase_date" date,
	"cost_cents" integer,
	"supplier" text,
	"invoice_number" text,
	"warranty_end" date,
	"end_of_life" date,
	"notes" text,
	"custom_fields" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"photo_url" text,
	"archived" boolean DEFAULT false NOT NULL,
	"search" "tsvector" GENERATED ALWAYS AS (to_tsvector('simple', coalesce(asset_tag, '') || ' ' || coalesce(serial, '') || ' ' || coalesce(manufacturer, '') || ' ' || model)) STORED,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"version" integer DEFAULT 1 NOT NULL,
	CONSTRAINT "manage_assets_status_check" CHECK ("manage_assets"."status" in ('in-stock', 'deployed', 'pending-return', 'in-repair', 'retired', 'lost')),
	CONSTRAINT "manage_assets_type_check" CHECK ("manage_assets"."product_type" in ('laptop', 'desktop', 'phone', 'tablet', 'monitor', 'server', 'network', 'printer', 'other')),
	CONSTRAINT "manage_assets_condition_check" CHECK ("manage_assets"."condition" in ('new', 'a', 'b', 'c', 'd', 'broken')),
	CONSTRAINT "manage_assets_held_check" CHECK ("manage_assets"."status" not in ('deployed', 'pending-return') or "manage_assets"."assignee_id" is not null)
);
--> statement-breakpoint
CREATE TABLE "manage_accessories" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"organisation_id" uuid NOT NULL,
	"name" text NOT NULL,
	"category" text NOT NULL,
	"manufacturer" text,
	"location" text,
	"total" integer NOT NULL,
	"available" integer NOT NULL,
	"low_stock_threshold" integer DEFAULT 0 NOT NULL,
	"cost_cents" integer,
	"notes" text,
	"archived" boolean DEFAULT false NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"version" integer DEFAULT 1 NOT NULL,
	CONSTRAINT "manage_accessories_stock_check" CHECK ("manage_accessories"."available" >= 0 and "manage_accessories"."available" <= "manage_accessories"."total")
);
--> statement-breakpoint
CREATE TABLE "manage_accessory_checkouts" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"organisation_id" uuid NOT NULL,
	"accessory_id" uuid NOT NULL,
	"user_id" uuid NOT NULL,
	"quantity" integer NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "manage_licence_seats" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"organisation_id" uuid NOT NULL,
	"licence_id" uuid NOT NULL,
	"user_id" uuid,
	"asset_id" uuid,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "manage_licence_seats_holder_check" CHECK (("manage_licence_seats"."user_id" is null) <> ("manage_licence_seats"."asset_id" is null))
);
--> statement-breakpoint
CREATE TABLE "manage_licences" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"organisation_id" uuid NOT NULL,
	"software_id" uuid NOT NULL,
	"name" text NOT NULL,
	"licence_key" text,
	"seats" integer NOT NULL,
	"seats_used" integer DEFAULT 0 NOT NULL,
	"expires_on" date,
	"renewal_on" date,
	"cost_cents" integer,
	"supplier" text,
	"notes" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"version" integer DEFAULT 1 NOT NULL,
	CONSTRAINT "manage_licences_seats_check" CHECK ("manage_licences"."seats_used" >= 0 and "manage_licences"."seats_used" <= "manage_licences"."seats")
);
--> statement-breakpoint
CREATE TABLE "manage_software" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"organisation_id" uuid NOT NULL,
	"name" text NOT NULL,
	"publisher" text,
	"category" text,
	"notes" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"version" integer DEFAULT 1 NOT NULL
);
--> statement-breakpoint
CREATE TABLE "manage_imports" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"organisation_id" uuid NOT NULL,
	"batch_id" uuid NOT NULL,
	"line" integer NOT NULL,
	"source" text NOT NULL,
	"values" jsonb NOT NULL,
	"state" text DEFAULT 'pending' NOT NULL,
	"result_asset_id" uuid,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"version" integer DEFAULT 1 NOT NULL
);
--> statement-breakpoint
CREATE TABLE "manage_offboardings" (
	"user_id" uuid PRIMARY KEY NOT NULL,
	"organisation_id" uuid NOT NULL,
	"offboarded_at" timestamp with time zone DEFAULT now() NOT NULL,
	"offboarded_by_user_id" uuid
);
--> statement-breakpoint
ALTER TABLE "manage_assets" ADD CONSTRAINT "manage_assets_organisation_id_organisations_id_fk" FOREIGN KEY ("organisation_id") REFERENCES "public"."organisations"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "manage_assets" ADD CONSTRAINT "manage_assets_assignee_id_users_id_fk" FOREIGN KEY ("assignee_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "manage_accessories" ADD CONSTRAINT "manage_accessories_organisation_id_organisations_id_fk" FOREIGN KEY ("organisation_id") REFERENCES "public"."organisations"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "manage_accessory_checkouts" ADD CONSTRAINT "manage_accessory_checkouts_organisation_id_organisations_id_fk" FOREIGN KEY ("organisation_id") REFERENCES "public"."organisations"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "manage_accessory_checkouts" ADD CONSTRAINT "manage_accessory_checkouts_accessory_id_manage_accessories_id_fk" FOREIGN KEY ("accessory_id") REFERENCES "public"."manage_accessories"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "manage_accessory_checkouts" ADD CONSTRAINT "manage_accessory_checkouts_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "manage_licence_seats" ADD CONSTRAINT "manage_licence_seats_organisation_id_organisations_id_fk" FOREIGN KEY ("organisation_id") REFERENCES "public"."organisations"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "manage_licence_seats" ADD CONSTRAINT "manage_licence_seats_licence_id_manage_licences_id_fk" FOREIGN KEY ("licence_id") REFERENCES "public"."manage_licences"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "manage_licence_seats" ADD CONSTRAINT "manage_licence_seats_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "manage_licence_seats" ADD CONSTRAINT "manage_licence_seats_asset_id_manage_assets_id_fk" FOREIGN KEY ("asset_id") REFERENCES "public"."manage_assets"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "manage_licences" ADD CONSTRAINT "manage_licences_organisation_id_organisations_id_fk" FOREIGN KEY ("organisation_id") REFERENCES "public"."organisations"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "manage_licences" ADD CONSTRAINT "manage_licences_software_id_manage_software_id_fk" FOREIGN KEY ("software_id") REFERENCES "public"."manage_software"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "manage_software" ADD CONSTRAINT "manage_software_organisation_id_organisations_id_fk" FOREIGN KEY ("organisation_id") REFERENCES "public"."organisations"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "manage_imports" ADD CONSTRAINT "manage_imports_organisation_id_organisations_id_fk" FOREIGN KEY ("organisation_id") REFERENCES "public"."organisations"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "manage_imports" ADD CONSTRAINT "manage_imports_result_asset_id_manage_assets_id_fk" FOREIGN KEY ("result_asset_id") REFERENCES "public"."manage_assets"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "manage_offboardings" ADD CONSTRAINT "manage_offboardings_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "manage_offboardings" ADD CONSTRAINT "manage_offboardings_organisation_id_organisations_id_fk" FOREIGN KEY ("organisation_id") REFERENCES "public"."organisations"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "manage_offboardings" ADD CONSTRAINT "manage_offboardings_offboarded_by_user_id_users_id_fk" FOREIGN KEY ("offboarded_by_user_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "manage_assets_tag_unique" ON "manage_assets" USING btree ("organisation_id","asset_tag");--> statement-breakpoint
CREATE UNIQUE INDEX "manage_assets_serial_unique" ON "manage_assets" USING btree ("organisation_id","serial");--> statement-breakpoint
CREATE INDEX "manage_assets_status_idx" ON "manage_assets" USING btree ("organisation_id","status","asset_tag");--> statement-breakpoint
CREATE INDEX "manage_assets_type_idx" ON "manage_assets" USING btree ("organisation_id","product_type","asset_tag");--> statement-breakpoint
CREATE INDEX "manage_assets_location_idx" ON "manage_assets" USING btree ("organisation_id","location","asset_tag");--> statement-breakpoint
CREATE INDEX "manage_assets_assignee_idx" ON "manage_assets" USING btree ("organisation_id","assignee_id");--> statement-breakpoint
CREATE INDEX "manage_assets_updated_idx" ON "manage_assets" USING btree ("organisation_id","updated_at");--> statement-breakpoint
CREATE INDEX "manage_assets_search_idx" ON "manage_assets" USING gin ("search");--> statement-breakpoint
CREATE INDEX "manage_accessories_name_idx" ON "manage_accessories" USING btree ("organisation_id","name");--> statement-breakpoint
CREATE INDEX "manage_accessory_checkouts_accessory_idx" ON "manage_accessory_checkouts" USING btree ("accessory_id");--> statement-breakpoint
CREATE INDEX "manage_accessory_checkouts_user_idx" ON "manage_accessory_checkouts" USING btree ("user_id");--> statement-breakpoint
CREATE INDEX "manage_licence_seats_licence_idx" ON "manage_licence_seats" USING btree ("licence_id");--> statement-breakpoint
CREATE INDEX "manage_licence_seats_user_idx" ON "manage_licence_seats" USING btree ("user_id");--> statement-breakpoint
CREATE INDEX "manage_licence_seats_asset_idx" ON "manage_licence_seats" USING btree ("asset_id");--> statement-breakpoint
CREATE INDEX "manage_licences_software_idx" ON "manage_licences" USING btree ("organisation_id","software_id");--> statement-breakpoint
CREATE UNIQUE INDEX "manage_software_name_unique" ON "manage_software" USING btree ("organisation_id","name");--> statement-breakpoint
CREATE INDEX "manage_imports_state_idx" ON "manage_imports" USING btree ("organisation_id","state","created_at");--> statement-breakpoint
-- An asset's history is read from the trail by entity; audit_log (records.ts) should declare this index itself.
CREATE INDEX "audit_log_entity_idx" ON "audit_log" USING btree ("organisation_id","entity_type","entity_id","created_at");

CREATE TABLE "manage_component_installs" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"organisation_id" uuid NOT NULL,
	"component_id" uuid NOT NULL,
	"asset_id" uuid NOT NULL,
	"quantity" integer NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "manage_component_installs_quantity_check" CHECK ("manage_component_installs"."quantity" > 0)
);
--> statement-breakpoint
CREATE TABLE "manage_components" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"organisation_id" uuid NOT NULL,
	"name" text NOT NULL,
	"category" text NOT NULL,
	"manufacturer" text,
	"model_number" text,
	"serial" text,
	"location_id" uuid,
	"total" integer NOT NULL,
	"remaining" integer NOT NULL,
	"min_quantity" integer DEFAULT 0 NOT NULL,
	"order_number" text,
	"purchase_date" date,
	"purchase_cost_cents" integer,
	"notes" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"version" integer DEFAULT 1 NOT NULL,
	CONSTRAINT "manage_components_stock_check" CHECK ("manage_components"."remaining" >= 0 and "manage_components"."remaining" <= "manage_components"."total" and "manage_components"."min_quantity" >= 0)
);
--> statement-breakpoint
CREATE TABLE "manage_consumable_issues" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"organisation_id" uuid NOT NULL,
	"consumable_id" uuid NOT NULL,
	"user_id" uuid NOT NULL,
	"quantity" integer NOT NULL,
	"note" text,
	"issued_by_id" uuid,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "manage_consumable_issues_quantity_check" CHECK ("manage_consumable_issues"."quantity" > 0)
);
--> statement-breakpoint
CREATE TABLE "manage_consumables" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"organisation_id" uuid NOT NULL,
	"name" text NOT NULL,
	"category" text NOT NULL,
	"manufacturer" text,
	"model_number" text,
	"item_number" text,
	"location_id" uuid,
	"quantity" integer NOT NULL,
	"min_quantity" integer DEFAULT 0 NOT NULL,
	"order_number" text,
	"purchase_date" date,
	"purchase_cost_cents" integer,
	"notes" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"version" integer DEFAULT 1 NOT NULL,
	CONSTRAINT "manage_consumables_quantity_check" CHECK ("manage_consumables"."quantity" >= 0 and "manage_consumables"."min_quantity" >= 0)
);
--> statement-breakpoint
ALTER TABLE "manage_component_installs" ADD CONSTRAINT "manage_component_installs_organisation_id_organisations_id_fk" FOREIGN KEY ("organisation_id") REFERENCES "public"."organisations"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "manage_component_installs" ADD CONSTRAINT "manage_component_installs_component_id_manage_components_id_fk" FOREIGN KEY ("component_id") REFERENCES "public"."manage_components"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "manage_component_installs" ADD CONSTRAINT "manage_component_installs_asset_id_manage_assets_id_fk" FOREIGN KEY ("asset_id") REFERENCES "public"."manage_assets"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "manage_components" ADD CONSTRAINT "manage_components_organisation_id_organisations_id_fk" FOREIGN KEY ("organisation_id") REFERENCES "public"."organisations"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "manage_consumable_issues" ADD CONSTRAINT "manage_consumable_issues_organisation_id_organisations_id_fk" FOREIGN KEY ("organisation_id") REFERENCES "public"."organisations"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "manage_consumable_issues" ADD CONSTRAINT "manage_consumable_issues_consumable_id_manage_consumables_id_fk" FOREIGN KEY ("consumable_id") REFERENCES "public"."manage_consumables"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "manage_consumable_issues" ADD CONSTRAINT "manage_consumable_issues_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "manage_consumable_issues" ADD CONSTRAINT "manage_consumable_issues_issued_by_id_users_id_fk" FOREIGN KEY ("issued_by_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "manage_consumables" ADD CONSTRAINT "manage_consumables_organisation_id_organisations_id_fk" FOREIGN KEY ("organisation_id") REFERENCES "public"."organisations"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "manage_component_installs_unique" ON "manage_component_installs" USING btree ("component_id","asset_id");--> statement-breakpoint
CREATE INDEX "manage_component_installs_asset_idx" ON "manage_component_installs" USING btree ("asset_id");--> statement-breakpoint
CREATE INDEX "manage_components_name_idx" ON "manage_components" USING btree ("organisation_id","name");--> statement-breakpoint
CREATE INDEX "manage_components_location_idx" ON "manage_components" USING btree ("organisation_id","location_id");--> statement-breakpoint
CREATE INDEX "manage_components_serial_idx" ON "manage_components" USING btree ("organisation_id","serial");--> statement-breakpoint
CREATE INDEX "manage_consumable_issues_consumable_idx" ON "manage_consumable_issues" USING btree ("consumable_id","created_at");--> statement-breakpoint
CREATE INDEX "manage_consumable_issues_user_idx" ON "manage_consumable_issues" USING btree ("user_id");--> statement-breakpoint
CREATE INDEX "manage_consumables_name_idx" ON "manage_consumables" USING btree ("organisation_id","name");--> statement-breakpoint
CREATE INDEX "manage_consumables_location_idx" ON "manage_consumables" USING btree ("organisation_id","location_id");
CREATE TABLE "manage_accessory_reservations" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"organisation_id" uuid NOT NULL,
	"accessory_id" uuid NOT NULL,
	"order_id" uuid NOT NULL,
	"quantity" integer NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "commerce_products" ADD COLUMN "accessory_id" uuid;--> statement-breakpoint
ALTER TABLE "manage_accessory_reservations" ADD CONSTRAINT "manage_accessory_reservations_organisation_id_organisations_id_fk" FOREIGN KEY ("organisation_id") REFERENCES "public"."organisations"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "manage_accessory_reservations" ADD CONSTRAINT "manage_accessory_reservations_accessory_id_manage_accessories_id_fk" FOREIGN KEY ("accessory_id") REFERENCES "public"."manage_accessories"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "manage_accessory_reservations_order_idx" ON "manage_accessory_reservations" USING btree ("organisation_id","order_id");--> statement-breakpoint
CREATE INDEX "manage_accessory_reservations_accessory_idx" ON "manage_accessory_reservations" USING btree ("accessory_id");
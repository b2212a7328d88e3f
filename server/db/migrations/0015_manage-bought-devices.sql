ALTER TABLE "manage_assets" ADD COLUMN "purchase_order_id" uuid;--> statement-breakpoint
ALTER TABLE "manage_assets" ADD COLUMN "purchase_line_id" uuid;--> statement-breakpoint
ALTER TABLE "manage_assets" ADD COLUMN "purchase_unit" integer;--> statement-breakpoint
CREATE UNIQUE INDEX "manage_assets_purchase_unique" ON "manage_assets" USING btree ("organisation_id","purchase_order_id","purchase_line_id","purchase_unit");
ALTER TABLE "manage_assets" ADD COLUMN "photo_key" text;--> statement-breakpoint
ALTER TABLE "manage_assets" DROP COLUMN "photo_url";
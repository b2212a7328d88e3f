ALTER TABLE "organisations" ADD COLUMN "logo_key" text;--> statement-breakpoint
ALTER TABLE "organisations" ADD COLUMN "brand_colour" text;--> statement-breakpoint
ALTER TABLE "organisations" ADD COLUMN "date_region" text;
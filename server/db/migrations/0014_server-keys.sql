CREATE TABLE "server_keys" (
	"id" text PRIMARY KEY NOT NULL,
	"key" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"retired_at" timestamp with time zone
);
--> statement-breakpoint
ALTER TABLE "campaign_links" ADD COLUMN "key_id" text;--> statement-breakpoint
CREATE UNIQUE INDEX "server_keys_one_current" ON "server_keys" USING btree (("retired_at" is null)) WHERE "server_keys"."retired_at" is null;
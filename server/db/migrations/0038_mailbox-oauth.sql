CREATE TABLE "service_desk_mailbox_connections" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"organisation_id" uuid NOT NULL,
	"account" text,
	"refresh_token" text,
	"access_token" text,
	"access_expires_at" timestamp with time zone,
	"connected_at" timestamp with time zone NOT NULL,
	"refreshed_at" timestamp with time zone,
	"failure" text,
	"failed_at" timestamp with time zone,
	"refreshing_until" timestamp with time zone,
	"version" integer DEFAULT 1 NOT NULL
);
--> statement-breakpoint
CREATE TABLE "service_desk_mailbox_oauth_states" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"organisation_id" uuid NOT NULL,
	"user_id" uuid NOT NULL,
	"state_hash" text NOT NULL,
	"code_verifier" text NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "service_desk_channels" ADD COLUMN "imap_sign_in" text DEFAULT 'password' NOT NULL;--> statement-breakpoint
ALTER TABLE "service_desk_channels" ADD COLUMN "oauth" jsonb;--> statement-breakpoint
ALTER TABLE "service_desk_channels" ADD COLUMN "oauth_client_secret" text;--> statement-breakpoint
ALTER TABLE "service_desk_mailbox_connections" ADD CONSTRAINT "service_desk_mailbox_connections_organisation_id_organisations_id_fk" FOREIGN KEY ("organisation_id") REFERENCES "public"."organisations"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "service_desk_mailbox_oauth_states" ADD CONSTRAINT "service_desk_mailbox_oauth_states_organisation_id_organisations_id_fk" FOREIGN KEY ("organisation_id") REFERENCES "public"."organisations"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "service_desk_mailbox_oauth_states" ADD CONSTRAINT "service_desk_mailbox_oauth_states_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "service_desk_mailbox_connections_organisation_unique" ON "service_desk_mailbox_connections" USING btree ("organisation_id");--> statement-breakpoint
CREATE UNIQUE INDEX "service_desk_mailbox_oauth_states_hash_unique" ON "service_desk_mailbox_oauth_states" USING btree ("state_hash");--> statement-breakpoint
CREATE INDEX "service_desk_mailbox_oauth_states_expiry_idx" ON "service_desk_mailbox_oauth_states" USING btree ("expires_at");--> statement-breakpoint
ALTER TABLE "service_desk_channels" ADD CONSTRAINT "service_desk_channels_sign_in_check" CHECK ("service_desk_channels"."imap_sign_in" in ('password', 'oauth'));
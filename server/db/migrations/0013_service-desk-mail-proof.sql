CREATE TABLE "service_desk_sent_mail" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"organisation_id" uuid NOT NULL,
	"ticket_id" uuid NOT NULL,
	"recipient" text NOT NULL,
	"message_id" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "service_desk_messages" ADD COLUMN "event" jsonb;--> statement-breakpoint
ALTER TABLE "service_desk_sent_mail" ADD CONSTRAINT "service_desk_sent_mail_organisation_id_organisations_id_fk" FOREIGN KEY ("organisation_id") REFERENCES "public"."organisations"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "service_desk_sent_mail" ADD CONSTRAINT "service_desk_sent_mail_ticket_id_service_desk_tickets_id_fk" FOREIGN KEY ("ticket_id") REFERENCES "public"."service_desk_tickets"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "service_desk_sent_mail_message_unique" ON "service_desk_sent_mail" USING btree ("organisation_id","message_id");--> statement-breakpoint
CREATE INDEX "service_desk_sent_mail_recipient_idx" ON "service_desk_sent_mail" USING btree ("ticket_id","recipient","created_at");
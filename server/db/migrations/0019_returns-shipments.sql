CREATE TABLE "returns_shipment_events" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"seq" bigserial NOT NULL,
	"organisation_id" uuid NOT NULL,
	"shipment_id" uuid NOT NULL,
	"state" text NOT NULL,
	"at" timestamp with time zone NOT NULL,
	"note" text,
	"actor_id" uuid,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "returns_shipment_events_state_check" CHECK ("returns_shipment_events"."state" in ('pre_transit', 'in_transit', 'out_for_delivery', 'available_for_pickup', 'delivered', 'return_to_sender', 'failure', 'cancelled', 'error'))
);
--> statement-breakpoint
CREATE TABLE "returns_shipments" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"organisation_id" uuid NOT NULL,
	"purpose_kind" text NOT NULL,
	"purpose_reference" text NOT NULL,
	"from_end" jsonb NOT NULL,
	"to_end" jsonb NOT NULL,
	"weight_grams" integer NOT NULL,
	"length_mm" integer NOT NULL,
	"width_mm" integer NOT NULL,
	"height_mm" integer NOT NULL,
	"asset_ids" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"carrier_account" text NOT NULL,
	"courier" text,
	"tracking_number" text,
	"tracking_url" text,
	"carrier_shipment_id" text,
	"rate" jsonb,
	"state" text DEFAULT 'pre_transit' NOT NULL,
	"created_by" uuid,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"version" integer DEFAULT 1 NOT NULL,
	CONSTRAINT "returns_shipments_state_check" CHECK ("returns_shipments"."state" in ('pre_transit', 'in_transit', 'out_for_delivery', 'available_for_pickup', 'delivered', 'return_to_sender', 'failure', 'cancelled', 'error')),
	CONSTRAINT "returns_shipments_parcel_check" CHECK ("returns_shipments"."weight_grams" > 0 and "returns_shipments"."length_mm" > 0 and "returns_shipments"."width_mm" > 0 and "returns_shipments"."height_mm" > 0)
);
--> statement-breakpoint
ALTER TABLE "returns_shipment_events" ADD CONSTRAINT "returns_shipment_events_organisation_id_organisations_id_fk" FOREIGN KEY ("organisation_id") REFERENCES "public"."organisations"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "returns_shipment_events" ADD CONSTRAINT "returns_shipment_events_shipment_id_returns_shipments_id_fk" FOREIGN KEY ("shipment_id") REFERENCES "public"."returns_shipments"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "returns_shipment_events" ADD CONSTRAINT "returns_shipment_events_actor_id_users_id_fk" FOREIGN KEY ("actor_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "returns_shipments" ADD CONSTRAINT "returns_shipments_organisation_id_organisations_id_fk" FOREIGN KEY ("organisation_id") REFERENCES "public"."organisations"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "returns_shipments" ADD CONSTRAINT "returns_shipments_created_by_users_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "returns_shipment_events_shipment_idx" ON "returns_shipment_events" USING btree ("shipment_id","at");--> statement-breakpoint
CREATE INDEX "returns_shipments_purpose_idx" ON "returns_shipments" USING btree ("organisation_id","purpose_kind","purpose_reference");--> statement-breakpoint
CREATE INDEX "returns_shipments_created_idx" ON "returns_shipments" USING btree ("organisation_id","created_at");--> statement-breakpoint
CREATE INDEX "returns_shipments_tracking_idx" ON "returns_shipments" USING btree ("organisation_id","tracking_number");
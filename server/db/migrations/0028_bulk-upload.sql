CREATE TABLE "manage_bulk_imports" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"organisation_id" uuid NOT NULL,
	"kind" text NOT NULL,
	"file_name" text NOT NULL,
	"file_hash" text NOT NULL,
	"mode" text NOT NULL,
	"row_count" integer NOT NULL,
	"setup" jsonb NOT NULL,
	"state" text DEFAULT 'open' NOT NULL,
	"summary" jsonb NOT NULL,
	"received" integer DEFAULT 0 NOT NULL,
	"created_by" uuid,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"finished_at" timestamp with time zone
);
--> statement-breakpoint
CREATE TABLE "manage_bulk_mappings" (
	"organisation_id" uuid NOT NULL,
	"kind" text NOT NULL,
	"headers" jsonb NOT NULL,
	"updated_at" timestamp with time zone NOT NULL,
	CONSTRAINT "manage_bulk_mappings_organisation_id_kind_pk" PRIMARY KEY("organisation_id","kind")
);
--> statement-breakpoint
CREATE TABLE "manage_bulk_rows" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"organisation_id" uuid NOT NULL,
	"import_id" uuid NOT NULL,
	"line" integer NOT NULL,
	"values" jsonb NOT NULL,
	"custom" jsonb NOT NULL,
	"problems" jsonb NOT NULL,
	"state" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "manage_bulk_imports" ADD CONSTRAINT "manage_bulk_imports_organisation_id_organisations_id_fk" FOREIGN KEY ("organisation_id") REFERENCES "public"."organisations"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "manage_bulk_mappings" ADD CONSTRAINT "manage_bulk_mappings_organisation_id_organisations_id_fk" FOREIGN KEY ("organisation_id") REFERENCES "public"."organisations"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "manage_bulk_rows" ADD CONSTRAINT "manage_bulk_rows_organisation_id_organisations_id_fk" FOREIGN KEY ("organisation_id") REFERENCES "public"."organisations"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "manage_bulk_rows" ADD CONSTRAINT "manage_bulk_rows_import_id_manage_bulk_imports_id_fk" FOREIGN KEY ("import_id") REFERENCES "public"."manage_bulk_imports"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "manage_bulk_imports_org_idx" ON "manage_bulk_imports" USING btree ("organisation_id","created_at");--> statement-breakpoint
CREATE INDEX "manage_bulk_imports_hash_idx" ON "manage_bulk_imports" USING btree ("organisation_id","file_hash");--> statement-breakpoint
CREATE INDEX "manage_bulk_rows_import_idx" ON "manage_bulk_rows" USING btree ("import_id","state","line");--> statement-breakpoint
CREATE INDEX "manage_bulk_rows_org_idx" ON "manage_bulk_rows" USING btree ("organisation_id","state");
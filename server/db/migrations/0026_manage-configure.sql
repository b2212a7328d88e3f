CREATE TABLE "manage_custom_fields" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"organisation_id" uuid NOT NULL,
	"product_type_id" uuid NOT NULL,
	"name" text NOT NULL,
	"kind" text NOT NULL,
	"options" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"required" boolean DEFAULT false NOT NULL,
	"position" integer DEFAULT 0 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"version" integer DEFAULT 1 NOT NULL,
	CONSTRAINT "manage_custom_fields_kind_check" CHECK ("manage_custom_fields"."kind" in ('text', 'number', 'date', 'list'))
);
--> statement-breakpoint
CREATE TABLE "manage_depreciations" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"organisation_id" uuid NOT NULL,
	"name" text NOT NULL,
	"months" integer NOT NULL,
	"floor_cents" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"version" integer DEFAULT 1 NOT NULL,
	CONSTRAINT "manage_depreciations_months_check" CHECK ("manage_depreciations"."months" between 1 and 600),
	CONSTRAINT "manage_depreciations_floor_check" CHECK ("manage_depreciations"."floor_cents" >= 0)
);
--> statement-breakpoint
CREATE TABLE "manage_fleet_settings" (
	"organisation_id" uuid PRIMARY KEY NOT NULL,
	"audit_interval_months" integer,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"version" integer DEFAULT 1 NOT NULL,
	CONSTRAINT "manage_fleet_settings_audit_check" CHECK ("manage_fleet_settings"."audit_interval_months" between 1 and 120)
);
--> statement-breakpoint
CREATE TABLE "manage_manufacturers" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"organisation_id" uuid NOT NULL,
	"name" text NOT NULL,
	"url" text,
	"support_url" text,
	"support_email" text,
	"support_phone" text,
	"notes" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"version" integer DEFAULT 1 NOT NULL
);
--> statement-breakpoint
CREATE TABLE "manage_models" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"organisation_id" uuid NOT NULL,
	"name" text NOT NULL,
	"manufacturer_id" uuid,
	"product_type_id" uuid NOT NULL,
	"model_number" text,
	"specs" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"image_key" text,
	"eol_months" integer,
	"depreciation_id" uuid,
	"requestable" boolean DEFAULT false NOT NULL,
	"min_quantity" integer,
	"notes" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"version" integer DEFAULT 1 NOT NULL,
	CONSTRAINT "manage_models_eol_check" CHECK ("manage_models"."eol_months" between 0 and 600),
	CONSTRAINT "manage_models_min_check" CHECK ("manage_models"."min_quantity" >= 0)
);
--> statement-breakpoint
CREATE TABLE "manage_product_types" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"organisation_id" uuid NOT NULL,
	"name" text NOT NULL,
	"kind" text NOT NULL,
	"depreciation_id" uuid,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"version" integer DEFAULT 1 NOT NULL,
	CONSTRAINT "manage_product_types_kind_check" CHECK ("manage_product_types"."kind" in ('laptop', 'desktop', 'phone', 'tablet', 'monitor', 'server', 'network', 'printer', 'other'))
);
--> statement-breakpoint
CREATE TABLE "manage_status_labels" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"organisation_id" uuid NOT NULL,
	"name" text NOT NULL,
	"type" text NOT NULL,
	"colour" text NOT NULL,
	"for_status" text,
	"notes" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"version" integer DEFAULT 1 NOT NULL,
	CONSTRAINT "manage_status_labels_type_check" CHECK ("manage_status_labels"."type" in ('deployable', 'pending', 'undeployable', 'archived')),
	CONSTRAINT "manage_status_labels_colour_check" CHECK ("manage_status_labels"."colour" ~ '^#[0-9a-f]{6}$')
);
--> statement-breakpoint
ALTER TABLE "manage_assets" ADD COLUMN "model_id" uuid;--> statement-breakpoint
ALTER TABLE "manage_assets" ADD COLUMN "status_label_id" uuid;--> statement-breakpoint
ALTER TABLE "manage_custom_fields" ADD CONSTRAINT "manage_custom_fields_organisation_id_organisations_id_fk" FOREIGN KEY ("organisation_id") REFERENCES "public"."organisations"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "manage_custom_fields" ADD CONSTRAINT "manage_custom_fields_product_type_id_manage_product_types_id_fk" FOREIGN KEY ("product_type_id") REFERENCES "public"."manage_product_types"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "manage_depreciations" ADD CONSTRAINT "manage_depreciations_organisation_id_organisations_id_fk" FOREIGN KEY ("organisation_id") REFERENCES "public"."organisations"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "manage_fleet_settings" ADD CONSTRAINT "manage_fleet_settings_organisation_id_organisations_id_fk" FOREIGN KEY ("organisation_id") REFERENCES "public"."organisations"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "manage_manufacturers" ADD CONSTRAINT "manage_manufacturers_organisation_id_organisations_id_fk" FOREIGN KEY ("organisation_id") REFERENCES "public"."organisations"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "manage_models" ADD CONSTRAINT "manage_models_organisation_id_organisations_id_fk" FOREIGN KEY ("organisation_id") REFERENCES "public"."organisations"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "manage_models" ADD CONSTRAINT "manage_models_manufacturer_id_manage_manufacturers_id_fk" FOREIGN KEY ("manufacturer_id") REFERENCES "public"."manage_manufacturers"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "manage_models" ADD CONSTRAINT "manage_models_product_type_id_manage_product_types_id_fk" FOREIGN KEY ("product_type_id") REFERENCES "public"."manage_product_types"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "manage_models" ADD CONSTRAINT "manage_models_depreciation_id_manage_depreciations_id_fk" FOREIGN KEY ("depreciation_id") REFERENCES "public"."manage_depreciations"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "manage_product_types" ADD CONSTRAINT "manage_product_types_organisation_id_organisations_id_fk" FOREIGN KEY ("organisation_id") REFERENCES "public"."organisations"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "manage_product_types" ADD CONSTRAINT "manage_product_types_depreciation_id_manage_depreciations_id_fk" FOREIGN KEY ("depreciation_id") REFERENCES "public"."manage_depreciations"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "manage_status_labels" ADD CONSTRAINT "manage_status_labels_organisation_id_organisations_id_fk" FOREIGN KEY ("organisation_id") REFERENCES "public"."organisations"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "manage_custom_fields_name_unique" ON "manage_custom_fields" USING btree ("product_type_id",lower("name"));--> statement-breakpoint
CREATE UNIQUE INDEX "manage_depreciations_name_unique" ON "manage_depreciations" USING btree ("organisation_id",lower("name"));--> statement-breakpoint
CREATE UNIQUE INDEX "manage_manufacturers_name_unique" ON "manage_manufacturers" USING btree ("organisation_id",lower("name"));--> statement-breakpoint
CREATE UNIQUE INDEX "manage_models_name_unique" ON "manage_models" USING btree ("organisation_id","product_type_id",coalesce("manufacturer_id", '00000000-0000-0000-0000-000000000000'::uuid),lower("name"),coalesce("model_number", ''));--> statement-breakpoint
CREATE INDEX "manage_models_manufacturer_idx" ON "manage_models" USING btree ("manufacturer_id");--> statement-breakpoint
CREATE INDEX "manage_models_type_idx" ON "manage_models" USING btree ("product_type_id");--> statement-breakpoint
CREATE UNIQUE INDEX "manage_product_types_name_unique" ON "manage_product_types" USING btree ("organisation_id",lower("name"));--> statement-breakpoint
CREATE INDEX "manage_product_types_kind_idx" ON "manage_product_types" USING btree ("organisation_id","kind");--> statement-breakpoint
CREATE UNIQUE INDEX "manage_status_labels_name_unique" ON "manage_status_labels" USING btree ("organisation_id",lower("name"));--> statement-breakpoint
CREATE UNIQUE INDEX "manage_status_labels_status_unique" ON "manage_status_labels" USING btree ("organisation_id","for_status");--> statement-breakpoint
ALTER TABLE "manage_assets" ADD CONSTRAINT "manage_assets_model_id_manage_models_id_fk" FOREIGN KEY ("model_id") REFERENCES "public"."manage_models"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "manage_assets" ADD CONSTRAINT "manage_assets_status_label_id_manage_status_labels_id_fk" FOREIGN KEY ("status_label_id") REFERENCES "public"."manage_status_labels"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "manage_assets_model_id_idx" ON "manage_assets" USING btree ("model_id");--> statement-breakpoint
CREATE INDEX "manage_assets_status_label_idx" ON "manage_assets" USING btree ("status_label_id");--> statement-breakpoint
-- Each organisation starts with the label of every lifecycle status (DEFAULT_STATUS_LABELS) and a product type of every
-- kind (DEFAULT_PRODUCT_TYPE_NAMES); made here for organisations that exist, and on first need for later ones.
CREATE FUNCTION manage_fleet_defaults(p_org uuid) RETURNS void LANGUAGE sql AS $$
  INSERT INTO manage_status_labels (organisation_id, name, type, colour, for_status)
    VALUES (p_org, 'Ready to deploy', 'deployable', '#2e7d32', 'in-stock'), (p_org, 'Deployed', 'deployable', '#1565c0', 'deployed'),
      (p_org, 'Pending return', 'pending', '#ef6c00', 'pending-return'), (p_org, 'Out for repair', 'undeployable', '#6d4c41', 'in-repair'),
      (p_org, 'Retired', 'undeployable', '#616161', 'retired'), (p_org, 'Lost or stolen', 'undeployable', '#c62828', 'lost'),
      (p_org, 'Archived', 'archived', '#424242', NULL)
    ON CONFLICT DO NOTHING;
  INSERT INTO manage_product_types (organisation_id, name, kind)
    VALUES (p_org, 'Laptops', 'laptop'), (p_org, 'Desktops', 'desktop'), (p_org, 'Phones', 'phone'), (p_org, 'Tablets', 'tablet'),
      (p_org, 'Monitors', 'monitor'), (p_org, 'Servers', 'server'), (p_org, 'Network', 'network'), (p_org, 'Printers', 'printer'),
      (p_org, 'Other', 'other')
    ON CONFLICT DO NOTHING;
$$;--> statement-breakpoint
CREATE FUNCTION manage_type_of_kind(p_org uuid, p_kind text) RETURNS uuid LANGUAGE plpgsql AS $$
DECLARE found uuid;
BEGIN
  SELECT id INTO found FROM manage_product_types WHERE organisation_id = p_org AND kind = p_kind ORDER BY created_at, id LIMIT 1;
  IF found IS NULL THEN
    PERFORM manage_fleet_defaults(p_org);
    SELECT id INTO found FROM manage_product_types WHERE organisation_id = p_org AND kind = p_kind ORDER BY created_at, id LIMIT 1;
  END IF;
  IF found IS NULL THEN
    -- The admin renamed a type to the kind's default name and deleted every type of this kind.
    INSERT INTO manage_product_types (organisation_id, name, kind) VALUES (p_org, initcap(p_kind) || ' (' || gen_random_uuid() || ')', p_kind)
      RETURNING id INTO found;
  END IF;
  RETURN found;
END $$;--> statement-breakpoint
-- The model an asset's names describe, found case-insensitively among the types of its kind or made (with its maker).
CREATE FUNCTION manage_model_of(p_org uuid, p_name text, p_maker text, p_kind text) RETURNS uuid LANGUAGE plpgsql AS $$
DECLARE maker_id uuid; maker text := nullif(btrim(p_maker), ''); found uuid;
  nil constant uuid := '00000000-0000-0000-0000-000000000000';
BEGIN
  IF maker IS NOT NULL THEN
    SELECT id INTO maker_id FROM manage_manufacturers WHERE organisation_id = p_org AND lower(name) = lower(maker);
    IF maker_id IS NULL THEN
      INSERT INTO manage_manufacturers (organisation_id, name) VALUES (p_org, maker) ON CONFLICT DO NOTHING RETURNING id INTO maker_id;
      IF maker_id IS NULL THEN
        SELECT id INTO maker_id FROM manage_manufacturers WHERE organisation_id = p_org AND lower(name) = lower(maker);
      END IF;
    END IF;
  END IF;
  SELECT m.id INTO found FROM manage_models m JOIN manage_product_types t ON t.id = m.product_type_id
    WHERE m.organisation_id = p_org AND t.kind = p_kind AND coalesce(m.manufacturer_id, nil) = coalesce(maker_id, nil)
      AND lower(m.name) = lower(p_name)
    ORDER BY m.created_at, m.id LIMIT 1;
  IF found IS NULL THEN
    INSERT INTO manage_models (organisation_id, name, manufacturer_id, product_type_id)
      VALUES (p_org, p_name, maker_id, manage_type_of_kind(p_org, p_kind)) ON CONFLICT DO NOTHING RETURNING id INTO found;
    IF found IS NULL THEN
      SELECT m.id INTO found FROM manage_models m JOIN manage_product_types t ON t.id = m.product_type_id
        WHERE m.organisation_id = p_org AND t.kind = p_kind AND coalesce(m.manufacturer_id, nil) = coalesce(maker_id, nil)
          AND lower(m.name) = lower(p_name)
        ORDER BY m.created_at, m.id LIMIT 1;
    END IF;
  END IF;
  RETURN found;
END $$;--> statement-breakpoint
-- An archived asset carries the first archived-type label; any other the label of its status.
CREATE FUNCTION manage_label_for(p_org uuid, p_status text, p_archived boolean) RETURNS uuid LANGUAGE plpgsql AS $$
DECLARE found uuid;
BEGIN
  FOR attempt IN 1..2 LOOP
    IF p_archived THEN
      SELECT id INTO found FROM manage_status_labels WHERE organisation_id = p_org AND type = 'archived' ORDER BY created_at, id LIMIT 1;
    ELSE
      SELECT id INTO found FROM manage_status_labels WHERE organisation_id = p_org AND for_status = p_status;
    END IF;
    EXIT WHEN found IS NOT NULL;
    PERFORM manage_fleet_defaults(p_org);
  END LOOP;
  RETURN found;
END $$;--> statement-breakpoint
-- Every way an asset is written (the form, imports, purchases, other apps through ports) keeps its model reference and
-- its names agreeing, and its label following its status: a chosen model gives its names; changed names find or make
-- their model; a status or archive change without a label of its own moves to that status's label.
CREATE FUNCTION manage_assets_configure() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE chosen boolean := NEW.model_id IS NOT NULL; moved boolean := NEW.status_label_id IS NULL;
  m record;
BEGIN
  IF TG_OP = 'UPDATE' THEN
    chosen := NEW.model_id IS DISTINCT FROM OLD.model_id AND NEW.model_id IS NOT NULL;
    moved := NEW.status_label_id IS NULL OR (NEW.status_label_id IS NOT DISTINCT FROM OLD.status_label_id
      AND (NEW.status IS DISTINCT FROM OLD.status OR NEW.archived IS DISTINCT FROM OLD.archived));
  END IF;
  IF chosen THEN
    SELECT m2.name, f.name AS maker, t.kind INTO m FROM manage_models m2 JOIN manage_product_types t ON t.id = m2.product_type_id
      LEFT JOIN manage_manufacturers f ON f.id = m2.manufacturer_id WHERE m2.id = NEW.model_id;
    NEW.model := m.name;
    NEW.manufacturer := m.maker;
    NEW.product_type := m.kind;
  ELSIF NEW.model_id IS NULL OR NOT EXISTS (
    SELECT FROM manage_models m2 JOIN manage_product_types t ON t.id = m2.product_type_id
      LEFT JOIN manage_manufacturers f ON f.id = m2.manufacturer_id
      WHERE m2.id = NEW.model_id AND m2.name = NEW.model AND t.kind = NEW.product_type
        AND f.name IS NOT DISTINCT FROM nullif(btrim(NEW.manufacturer), '')
  ) THEN
    NEW.model_id := manage_model_of(NEW.organisation_id, NEW.model, NEW.manufacturer, NEW.product_type);
  END IF;
  IF moved THEN
    NEW.status_label_id := manage_label_for(NEW.organisation_id, NEW.status, NEW.archived);
  END IF;
  RETURN NEW;
END $$;--> statement-breakpoint
CREATE TRIGGER manage_assets_configure
  BEFORE INSERT OR UPDATE OF model, manufacturer, product_type, model_id, status, archived, status_label_id ON manage_assets
  FOR EACH ROW EXECUTE FUNCTION manage_assets_configure();--> statement-breakpoint
SELECT manage_fleet_defaults(id) FROM organisations;--> statement-breakpoint
-- Models and makers are named as the oldest asset spelled them ("ThinkPad T14" before a later "thinkpad t14").
SELECT manage_model_of(organisation_id, model, manufacturer, product_type)
  FROM (SELECT organisation_id, model, manufacturer, product_type FROM manage_assets ORDER BY created_at, id) AS oldest_first;--> statement-breakpoint
-- Existing assets keep their status and names; each gets the model its names describe and its status's label.
UPDATE manage_assets SET model_id = NULL, status_label_id = NULL;

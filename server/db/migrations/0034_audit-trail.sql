CREATE TABLE "audit_trail_settings" (
	"organisation_id" uuid PRIMARY KEY NOT NULL,
	"retention_months" integer,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"version" integer DEFAULT 1 NOT NULL,
	CONSTRAINT "audit_trail_settings_retention_check" CHECK ("audit_trail_settings"."retention_months" between 12 and 120)
);
--> statement-breakpoint
ALTER TABLE "audit_trail_settings" ADD CONSTRAINT "audit_trail_settings_organisation_id_organisations_id_fk" FOREIGN KEY ("organisation_id") REFERENCES "public"."organisations"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
-- The trail is appended only: an entry is never changed, and removed only when the organisation's retention has run
-- out for it. Two changes come from elsewhere and are let through: removing the organisation deletes its entries (the
-- cascade of its foreign key, once its own row is gone), and removing a person clears the ids that named them.
CREATE FUNCTION audit_log_append_only() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP = 'DELETE' THEN
    IF NOT EXISTS (SELECT 1 FROM organisations WHERE id = OLD.organisation_id)
      OR EXISTS (SELECT 1 FROM audit_trail_settings s WHERE s.organisation_id = OLD.organisation_id
        AND s.retention_months IS NOT NULL AND OLD.created_at < now() - make_interval(months => s.retention_months)) THEN
      RETURN OLD;
    END IF;
  ELSIF to_jsonb(NEW) - 'user_id' - 'impersonator_user_id' = to_jsonb(OLD) - 'user_id' - 'impersonator_user_id'
    AND (NEW.user_id IS NOT DISTINCT FROM OLD.user_id
      OR (NEW.user_id IS NULL AND NOT EXISTS (SELECT 1 FROM users WHERE id = OLD.user_id)))
    AND (NEW.impersonator_user_id IS NOT DISTINCT FROM OLD.impersonator_user_id
      OR (NEW.impersonator_user_id IS NULL AND NOT EXISTS (SELECT 1 FROM users WHERE id = OLD.impersonator_user_id))) THEN
    RETURN NEW;
  END IF;
  RAISE EXCEPTION 'audit_log is append-only: % refused', TG_OP USING ERRCODE = 'restrict_violation';
END;
$$;--> statement-breakpoint
CREATE TRIGGER audit_log_append_only BEFORE UPDATE OR DELETE ON audit_log
  FOR EACH ROW EXECUTE FUNCTION audit_log_append_only();

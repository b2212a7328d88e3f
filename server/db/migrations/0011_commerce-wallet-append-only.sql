-- The wallet ledger and the credit entries are appended only: an entry is never changed or removed. Two changes
-- come from elsewhere and are let through: removing the organisation or the person deletes their entries (the
-- cascade of their foreign keys, once their own row is gone), and removing an actor clears `actor_id`.
CREATE FUNCTION commerce_ledger_append_only() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP = 'DELETE' THEN
    IF NOT EXISTS (SELECT 1 FROM organisations WHERE id = OLD.organisation_id)
      OR NOT EXISTS (SELECT 1 FROM users WHERE id = OLD.person_id) THEN
      RETURN OLD;
    END IF;
  ELSIF to_jsonb(NEW) - 'actor_id' = to_jsonb(OLD) - 'actor_id'
    AND to_jsonb(NEW)->>'actor_id' IS NULL
    AND NOT EXISTS (SELECT 1 FROM users WHERE id = (to_jsonb(OLD)->>'actor_id')::uuid) THEN
    RETURN NEW;
  END IF;
  RAISE EXCEPTION '% is append-only: % refused', TG_TABLE_NAME, TG_OP USING ERRCODE = 'restrict_violation';
END;
$$;--> statement-breakpoint
CREATE TRIGGER commerce_wallet_entries_append_only BEFORE UPDATE OR DELETE ON commerce_wallet_entries
  FOR EACH ROW EXECUTE FUNCTION commerce_ledger_append_only();--> statement-breakpoint
CREATE TRIGGER commerce_credit_entries_append_only BEFORE UPDATE OR DELETE ON commerce_credit_entries
  FOR EACH ROW EXECUTE FUNCTION commerce_ledger_append_only();

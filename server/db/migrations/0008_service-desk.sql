CREATE TABLE "service_desk_categories" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"organisation_id" uuid NOT NULL,
	"name" text NOT NULL,
	"for_requests" boolean DEFAULT false NOT NULL,
	"for_problems" boolean DEFAULT false NOT NULL,
	"visible_to_employees" boolean DEFAULT true NOT NULL,
	"team_id" uuid,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"version" integer DEFAULT 1 NOT NULL
);
--> statement-breakpoint
CREATE TABLE "service_desk_channels" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"organisation_id" uuid NOT NULL,
	"inbound_address" text,
	"auto_acknowledge" boolean DEFAULT true NOT NULL,
	"imap" jsonb NOT NULL,
	"imap_password" text,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"version" integer DEFAULT 1 NOT NULL
);
--> statement-breakpoint
CREATE TABLE "service_desk_managers" (
	"organisation_id" uuid NOT NULL,
	"user_id" uuid NOT NULL,
	"manager_id" uuid NOT NULL,
	CONSTRAINT "service_desk_managers_organisation_id_user_id_pk" PRIMARY KEY("organisation_id","user_id")
);
--> statement-breakpoint
CREATE TABLE "service_desk_members" (
	"organisation_id" uuid NOT NULL,
	"team_id" uuid NOT NULL,
	"user_id" uuid NOT NULL,
	"role" text NOT NULL,
	CONSTRAINT "service_desk_members_team_id_user_id_pk" PRIMARY KEY("team_id","user_id"),
	CONSTRAINT "service_desk_members_role_check" CHECK ("service_desk_members"."role" in ('agent', 'lead', 'admin'))
);
--> statement-breakpoint
CREATE TABLE "service_desk_priorities" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"organisation_id" uuid NOT NULL,
	"name" text NOT NULL,
	"order" integer NOT NULL,
	"colour" text NOT NULL,
	"is_default" boolean DEFAULT false NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"version" integer DEFAULT 1 NOT NULL
);
--> statement-breakpoint
CREATE TABLE "service_desk_service_types" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"organisation_id" uuid NOT NULL,
	"name" text NOT NULL,
	"description" text DEFAULT '' NOT NULL,
	"category_id" uuid,
	"team_id" uuid,
	"ticket_type_id" uuid,
	"active" boolean DEFAULT true NOT NULL,
	"fields" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"needs_approval" boolean DEFAULT false NOT NULL,
	"approval_steps" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"version" integer DEFAULT 1 NOT NULL
);
--> statement-breakpoint
CREATE TABLE "service_desk_sla_policies" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"organisation_id" uuid NOT NULL,
	"name" text NOT NULL,
	"order" integer NOT NULL,
	"condition" jsonb,
	"calendar" jsonb,
	"targets" jsonb NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"version" integer DEFAULT 1 NOT NULL
);
--> statement-breakpoint
CREATE TABLE "service_desk_statuses" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"organisation_id" uuid NOT NULL,
	"name" text NOT NULL,
	"category" text NOT NULL,
	"pauses_sla" boolean DEFAULT false NOT NULL,
	"order" integer NOT NULL,
	"is_default" boolean DEFAULT false NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"version" integer DEFAULT 1 NOT NULL,
	CONSTRAINT "service_desk_statuses_category_check" CHECK ("service_desk_statuses"."category" in ('new', 'open', 'pending', 'resolved', 'closed'))
);
--> statement-breakpoint
CREATE TABLE "service_desk_tags" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"organisation_id" uuid NOT NULL,
	"name" text NOT NULL,
	"colour" text NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"version" integer DEFAULT 1 NOT NULL
);
--> statement-breakpoint
CREATE TABLE "service_desk_teams" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"organisation_id" uuid NOT NULL,
	"name" text NOT NULL,
	"reopen_policy" text DEFAULT 'reopen' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"version" integer DEFAULT 1 NOT NULL,
	CONSTRAINT "service_desk_teams_reopen_check" CHECK ("service_desk_teams"."reopen_policy" in ('reopen', 'new-ticket'))
);
--> statement-breakpoint
CREATE TABLE "service_desk_ticket_types" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"organisation_id" uuid NOT NULL,
	"name" text NOT NULL,
	"description" text DEFAULT '' NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"version" integer DEFAULT 1 NOT NULL
);
--> statement-breakpoint
CREATE TABLE "service_desk_approval_votes" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"organisation_id" uuid NOT NULL,
	"ticket_id" uuid NOT NULL,
	"step" integer NOT NULL,
	"approver_id" uuid NOT NULL,
	"decision" text NOT NULL,
	"reason" text,
	"at" timestamp with time zone NOT NULL,
	CONSTRAINT "service_desk_approval_votes_decision_check" CHECK ("service_desk_approval_votes"."decision" in ('accepted', 'refused'))
);
--> statement-breakpoint
CREATE TABLE "service_desk_attachments" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"organisation_id" uuid NOT NULL,
	"ticket_id" uuid,
	"message_id" uuid,
	"key" text NOT NULL,
	"filename" text NOT NULL,
	"content_type" text NOT NULL,
	"size" integer NOT NULL,
	"uploaded_by_user_id" uuid,
	"uploaded_by_email" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "service_desk_copies" (
	"organisation_id" uuid NOT NULL,
	"ticket_id" uuid NOT NULL,
	"email" text NOT NULL,
	"user_id" uuid,
	CONSTRAINT "service_desk_copies_ticket_id_email_pk" PRIMARY KEY("ticket_id","email")
);
--> statement-breakpoint
CREATE TABLE "service_desk_counters" (
	"organisation_id" uuid PRIMARY KEY NOT NULL,
	"last_number" integer NOT NULL
);
--> statement-breakpoint
CREATE TABLE "service_desk_messages" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"organisation_id" uuid NOT NULL,
	"ticket_id" uuid NOT NULL,
	"at" timestamp with time zone NOT NULL,
	"visibility" text NOT NULL,
	"channel" text NOT NULL,
	"author_kind" text NOT NULL,
	"author_user_id" uuid,
	"author_email" text,
	"author_name" text NOT NULL,
	"body" text NOT NULL,
	"html" text,
	"mail_message_id" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "service_desk_messages_visibility_check" CHECK ("service_desk_messages"."visibility" in ('public', 'internal'))
);
--> statement-breakpoint
CREATE TABLE "service_desk_status_changes" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"organisation_id" uuid NOT NULL,
	"ticket_id" uuid NOT NULL,
	"at" timestamp with time zone NOT NULL,
	"status_id" uuid NOT NULL,
	"category" text NOT NULL,
	"pauses_sla" boolean NOT NULL,
	"by_user_id" uuid
);
--> statement-breakpoint
CREATE TABLE "service_desk_tickets" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"organisation_id" uuid NOT NULL,
	"number" integer NOT NULL,
	"service_type" text NOT NULL,
	"subject" text NOT NULL,
	"description" text NOT NULL,
	"request_type_id" uuid,
	"category_id" uuid,
	"ticket_type_id" uuid,
	"impact" text,
	"status_id" uuid NOT NULL,
	"status_category" text NOT NULL,
	"priority_id" uuid,
	"priority_rank" integer DEFAULT 0 NOT NULL,
	"status_rank" integer DEFAULT 0 NOT NULL,
	"team_id" uuid,
	"assignee_id" uuid,
	"requester_user_id" uuid,
	"requester_email" text NOT NULL,
	"requester_name" text NOT NULL,
	"answers" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"tags" text[] DEFAULT '{}'::text[] NOT NULL,
	"asset_id" uuid,
	"approval_state" text DEFAULT 'none' NOT NULL,
	"approval_steps" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"merged_into_id" uuid,
	"sla_policy_id" uuid,
	"sla_state" text DEFAULT 'none' NOT NULL,
	"due_at" timestamp with time zone,
	"first_response_due_at" timestamp with time zone,
	"resolution_due_at" timestamp with time zone,
	"first_responded_at" timestamp with time zone,
	"resolved_at" timestamp with time zone,
	"escalated_at" timestamp with time zone,
	"search" "tsvector" GENERATED ALWAYS AS (to_tsvector('simple', regexp_replace(subject || ' ' || description || ' ' || requester_name || ' ' || requester_email, '[^[:alnum:]]+', ' ', 'g'))) STORED,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"version" integer DEFAULT 1 NOT NULL,
	CONSTRAINT "service_desk_tickets_kind_check" CHECK ("service_desk_tickets"."service_type" in ('service', 'problem')),
	CONSTRAINT "service_desk_tickets_sla_check" CHECK ("service_desk_tickets"."sla_state" in ('none', 'on-track', 'due-soon', 'breached', 'met')),
	CONSTRAINT "service_desk_tickets_approval_check" CHECK ("service_desk_tickets"."approval_state" in ('none', 'pending', 'accepted', 'refused'))
);
--> statement-breakpoint
ALTER TABLE "service_desk_categories" ADD CONSTRAINT "service_desk_categories_organisation_id_organisations_id_fk" FOREIGN KEY ("organisation_id") REFERENCES "public"."organisations"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "service_desk_categories" ADD CONSTRAINT "service_desk_categories_team_id_service_desk_teams_id_fk" FOREIGN KEY ("team_id") REFERENCES "public"."service_desk_teams"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "service_desk_channels" ADD CONSTRAINT "service_desk_channels_organisation_id_organisations_id_fk" FOREIGN KEY ("organisation_id") REFERENCES "public"."organisations"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "service_desk_managers" ADD CONSTRAINT "service_desk_managers_organisation_id_organisations_id_fk" FOREIGN KEY ("organisation_id") REFERENCES "public"."organisations"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "service_desk_managers" ADD CONSTRAINT "service_desk_managers_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "service_desk_managers" ADD CONSTRAINT "service_desk_managers_manager_id_users_id_fk" FOREIGN KEY ("manager_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "service_desk_members" ADD CONSTRAINT "service_desk_members_organisation_id_organisations_id_fk" FOREIGN KEY ("organisation_id") REFERENCES "public"."organisations"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "service_desk_members" ADD CONSTRAINT "service_desk_members_team_id_service_desk_teams_id_fk" FOREIGN KEY ("team_id") REFERENCES "public"."service_desk_teams"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "service_desk_members" ADD CONSTRAINT "service_desk_members_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "service_desk_priorities" ADD CONSTRAINT "service_desk_priorities_organisation_id_organisations_id_fk" FOREIGN KEY ("organisation_id") REFERENCES "public"."organisations"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "service_desk_service_types" ADD CONSTRAINT "service_desk_service_types_organisation_id_organisations_id_fk" FOREIGN KEY ("organisation_id") REFERENCES "public"."organisations"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "service_desk_service_types" ADD CONSTRAINT "service_desk_service_types_category_id_service_desk_categories_id_fk" FOREIGN KEY ("category_id") REFERENCES "public"."service_desk_categories"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "service_desk_service_types" ADD CONSTRAINT "service_desk_service_types_team_id_service_desk_teams_id_fk" FOREIGN KEY ("team_id") REFERENCES "public"."service_desk_teams"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "service_desk_service_types" ADD CONSTRAINT "service_desk_service_types_ticket_type_id_service_desk_ticket_types_id_fk" FOREIGN KEY ("ticket_type_id") REFERENCES "public"."service_desk_ticket_types"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "service_desk_sla_policies" ADD CONSTRAINT "service_desk_sla_policies_organisation_id_organisations_id_fk" FOREIGN KEY ("organisation_id") REFERENCES "public"."organisations"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "service_desk_statuses" ADD CONSTRAINT "service_desk_statuses_organisation_id_organisations_id_fk" FOREIGN KEY ("organisation_id") REFERENCES "public"."organisations"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "service_desk_tags" ADD CONSTRAINT "service_desk_tags_organisation_id_organisations_id_fk" FOREIGN KEY ("organisation_id") REFERENCES "public"."organisations"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "service_desk_teams" ADD CONSTRAINT "service_desk_teams_organisation_id_organisations_id_fk" FOREIGN KEY ("organisation_id") REFERENCES "public"."organisations"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "service_desk_ticket_types" ADD CONSTRAINT "service_desk_ticket_types_organisation_id_organisations_id_fk" FOREIGN KEY ("organisation_id") REFERENCES "public"."organisations"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "service_desk_approval_votes" ADD CONSTRAINT "service_desk_approval_votes_organisation_id_organisations_id_fk" FOREIGN KEY ("organisation_id") REFERENCES "public"."organisations"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "service_desk_approval_votes" ADD CONSTRAINT "service_desk_approval_votes_ticket_id_service_desk_tickets_id_fk" FOREIGN KEY ("ticket_id") REFERENCES "public"."service_desk_tickets"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "service_desk_approval_votes" ADD CONSTRAINT "service_desk_approval_votes_approver_id_users_id_fk" FOREIGN KEY ("approver_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "service_desk_attachments" ADD CONSTRAINT "service_desk_attachments_organisation_id_organisations_id_fk" FOREIGN KEY ("organisation_id") REFERENCES "public"."organisations"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "service_desk_attachments" ADD CONSTRAINT "service_desk_attachments_ticket_id_service_desk_tickets_id_fk" FOREIGN KEY ("ticket_id") REFERENCES "public"."service_desk_tickets"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "service_desk_attachments" ADD CONSTRAINT "service_desk_attachments_message_id_service_desk_messages_id_fk" FOREIGN KEY ("message_id") REFERENCES "public"."service_desk_messages"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "service_desk_attachments" ADD CONSTRAINT "service_desk_attachments_uploaded_by_user_id_users_id_fk" FOREIGN KEY ("uploaded_by_user_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "service_desk_copies" ADD CONSTRAINT "service_desk_copies_organisation_id_organisations_id_fk" FOREIGN KEY ("organisation_id") REFERENCES "public"."organisations"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "service_desk_copies" ADD CONSTRAINT "service_desk_copies_ticket_id_service_desk_tickets_id_fk" FOREIGN KEY ("ticket_id") REFERENCES "public"."service_desk_tickets"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "service_desk_copies" ADD CONSTRAINT "service_desk_copies_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "service_desk_counters" ADD CONSTRAINT "service_desk_counters_organisation_id_organisations_id_fk" FOREIGN KEY ("organisation_id") REFERENCES "public"."organisations"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "service_desk_messages" ADD CONSTRAINT "service_desk_messages_organisation_id_organisations_id_fk" FOREIGN KEY ("organisation_id") REFERENCES "public"."organisations"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "service_desk_messages" ADD CONSTRAINT "service_desk_messages_ticket_id_service_desk_tickets_id_fk" FOREIGN KEY ("ticket_id") REFERENCES "public"."service_desk_tickets"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "service_desk_messages" ADD CONSTRAINT "service_desk_messages_author_user_id_users_id_fk" FOREIGN KEY ("author_user_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "service_desk_status_changes" ADD CONSTRAINT "service_desk_status_changes_organisation_id_organisations_id_fk" FOREIGN KEY ("organisation_id") REFERENCES "public"."organisations"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "service_desk_status_changes" ADD CONSTRAINT "service_desk_status_changes_ticket_id_service_desk_tickets_id_fk" FOREIGN KEY ("ticket_id") REFERENCES "public"."service_desk_tickets"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "service_desk_status_changes" ADD CONSTRAINT "service_desk_status_changes_status_id_service_desk_statuses_id_fk" FOREIGN KEY ("status_id") REFERENCES "public"."service_desk_statuses"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "service_desk_status_changes" ADD CONSTRAINT "service_desk_status_changes_by_user_id_users_id_fk" FOREIGN KEY ("by_user_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "service_desk_tickets" ADD CONSTRAINT "service_desk_tickets_organisation_id_organisations_id_fk" FOREIGN KEY ("organisation_id") REFERENCES "public"."organisations"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "service_desk_tickets" ADD CONSTRAINT "service_desk_tickets_request_type_id_service_desk_service_types_id_fk" FOREIGN KEY ("request_type_id") REFERENCES "public"."service_desk_service_types"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "service_desk_tickets" ADD CONSTRAINT "service_desk_tickets_category_id_service_desk_categories_id_fk" FOREIGN KEY ("category_id") REFERENCES "public"."service_desk_categories"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "service_desk_tickets" ADD CONSTRAINT "service_desk_tickets_ticket_type_id_service_desk_ticket_types_id_fk" FOREIGN KEY ("ticket_type_id") REFERENCES "public"."service_desk_ticket_types"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "service_desk_tickets" ADD CONSTRAINT "service_desk_tickets_status_id_service_desk_statuses_id_fk" FOREIGN KEY ("status_id") REFERENCES "public"."service_desk_statuses"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "service_desk_tickets" ADD CONSTRAINT "service_desk_tickets_priority_id_service_desk_priorities_id_fk" FOREIGN KEY ("priority_id") REFERENCES "public"."service_desk_priorities"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "service_desk_tickets" ADD CONSTRAINT "service_desk_tickets_team_id_service_desk_teams_id_fk" FOREIGN KEY ("team_id") REFERENCES "public"."service_desk_teams"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "service_desk_tickets" ADD CONSTRAINT "service_desk_tickets_assignee_id_users_id_fk" FOREIGN KEY ("assignee_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "service_desk_tickets" ADD CONSTRAINT "service_desk_tickets_requester_user_id_users_id_fk" FOREIGN KEY ("requester_user_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "service_desk_tickets" ADD CONSTRAINT "service_desk_tickets_sla_policy_id_service_desk_sla_policies_id_fk" FOREIGN KEY ("sla_policy_id") REFERENCES "public"."service_desk_sla_policies"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "service_desk_categories_name_unique" ON "service_desk_categories" USING btree ("organisation_id","name");--> statement-breakpoint
CREATE UNIQUE INDEX "service_desk_channels_organisation_unique" ON "service_desk_channels" USING btree ("organisation_id");--> statement-breakpoint
CREATE UNIQUE INDEX "service_desk_channels_address_unique" ON "service_desk_channels" USING btree ("inbound_address");--> statement-breakpoint
CREATE INDEX "service_desk_members_user_idx" ON "service_desk_members" USING btree ("organisation_id","user_id");--> statement-breakpoint
CREATE UNIQUE INDEX "service_desk_priorities_name_unique" ON "service_desk_priorities" USING btree ("organisation_id","name");--> statement-breakpoint
CREATE UNIQUE INDEX "service_desk_service_types_name_unique" ON "service_desk_service_types" USING btree ("organisation_id","name");--> statement-breakpoint
CREATE UNIQUE INDEX "service_desk_statuses_name_unique" ON "service_desk_statuses" USING btree ("organisation_id","name");--> statement-breakpoint
CREATE UNIQUE INDEX "service_desk_tags_name_unique" ON "service_desk_tags" USING btree ("organisation_id","name");--> statement-breakpoint
CREATE UNIQUE INDEX "service_desk_teams_name_unique" ON "service_desk_teams" USING btree ("organisation_id","name");--> statement-breakpoint
CREATE UNIQUE INDEX "service_desk_ticket_types_name_unique" ON "service_desk_ticket_types" USING btree ("organisation_id","name");--> statement-breakpoint
CREATE UNIQUE INDEX "service_desk_approval_votes_unique" ON "service_desk_approval_votes" USING btree ("ticket_id","step","approver_id");--> statement-breakpoint
CREATE INDEX "service_desk_approval_votes_approver_idx" ON "service_desk_approval_votes" USING btree ("organisation_id","approver_id");--> statement-breakpoint
CREATE INDEX "service_desk_attachments_ticket_idx" ON "service_desk_attachments" USING btree ("ticket_id");--> statement-breakpoint
CREATE UNIQUE INDEX "service_desk_attachments_key_unique" ON "service_desk_attachments" USING btree ("organisation_id","key");--> statement-breakpoint
CREATE INDEX "service_desk_copies_user_idx" ON "service_desk_copies" USING btree ("organisation_id","user_id");--> statement-breakpoint
CREATE INDEX "service_desk_messages_ticket_idx" ON "service_desk_messages" USING btree ("ticket_id","at");--> statement-breakpoint
CREATE INDEX "service_desk_messages_mail_idx" ON "service_desk_messages" USING btree ("organisation_id","mail_message_id");--> statement-breakpoint
CREATE INDEX "service_desk_status_changes_ticket_idx" ON "service_desk_status_changes" USING btree ("ticket_id","at");--> statement-breakpoint
CREATE UNIQUE INDEX "service_desk_tickets_number_unique" ON "service_desk_tickets" USING btree ("organisation_id","number");--> statement-breakpoint
CREATE INDEX "service_desk_tickets_queue_idx" ON "service_desk_tickets" USING btree ("organisation_id","service_type","status_category","updated_at");--> statement-breakpoint
CREATE INDEX "service_desk_tickets_kind_updated_idx" ON "service_desk_tickets" USING btree ("organisation_id","service_type","updated_at");--> statement-breakpoint
CREATE INDEX "service_desk_tickets_status_idx" ON "service_desk_tickets" USING btree ("organisation_id","status_id","updated_at");--> statement-breakpoint
CREATE INDEX "service_desk_tickets_priority_idx" ON "service_desk_tickets" USING btree ("organisation_id","priority_id","updated_at");--> statement-breakpoint
CREATE INDEX "service_desk_tickets_updated_idx" ON "service_desk_tickets" USING btree ("organisation_id","updated_at","id");--> statement-breakpoint
CREATE INDEX "service_desk_tickets_priority_rank_idx" ON "service_desk_tickets" USING btree ("organisation_id","priority_rank","id");--> statement-breakpoint
CREATE INDEX "service_desk_tickets_status_rank_idx" ON "service_desk_tickets" USING btree ("organisation_id","status_rank","id");--> statement-breakpoint
CREATE INDEX "service_desk_tickets_open_due_idx" ON "service_desk_tickets" USING btree ("organisation_id","due_at","id") WHERE "service_desk_tickets"."status_category" in ('new', 'open', 'pending');--> statement-breakpoint
CREATE INDEX "service_desk_tickets_team_idx" ON "service_desk_tickets" USING btree ("organisation_id","team_id","updated_at");--> statement-breakpoint
CREATE INDEX "service_desk_tickets_assignee_idx" ON "service_desk_tickets" USING btree ("organisation_id","assignee_id","updated_at");--> statement-breakpoint
CREATE INDEX "service_desk_tickets_due_idx" ON "service_desk_tickets" USING btree ("organisation_id","sla_state","due_at");--> statement-breakpoint
CREATE INDEX "service_desk_tickets_requester_idx" ON "service_desk_tickets" USING btree ("organisation_id","requester_user_id","updated_at");--> statement-breakpoint
CREATE INDEX "service_desk_tickets_requester_email_idx" ON "service_desk_tickets" USING btree ("requester_email","updated_at");--> statement-breakpoint
CREATE INDEX "service_desk_tickets_resolved_idx" ON "service_desk_tickets" USING btree ("organisation_id","resolved_at");--> statement-breakpoint
CREATE INDEX "service_desk_tickets_tags_idx" ON "service_desk_tickets" USING gin ("tags");--> statement-breakpoint
CREATE INDEX "service_desk_tickets_search_idx" ON "service_desk_tickets" USING gin ("search") WITH (fastupdate=false);--> statement-breakpoint
-- A ticket's priority and status ranks follow its priority and status, and their order when an admin changes it.
CREATE FUNCTION service_desk_ticket_ranks() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  NEW.priority_rank := coalesce((SELECT "order" FROM service_desk_priorities WHERE id = NEW.priority_id), 0);
  NEW.status_rank := coalesce((SELECT "order" FROM service_desk_statuses WHERE id = NEW.status_id), 0);
  RETURN NEW;
END $$;--> statement-breakpoint
CREATE TRIGGER service_desk_tickets_ranks BEFORE INSERT OR UPDATE OF priority_id, status_id ON service_desk_tickets
  FOR EACH ROW EXECUTE FUNCTION service_desk_ticket_ranks();--> statement-breakpoint
CREATE FUNCTION service_desk_priority_reranked() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  UPDATE service_desk_tickets SET priority_rank = NEW."order" WHERE priority_id = NEW.id AND priority_rank <> NEW."order";
  RETURN NULL;
END $$;--> statement-breakpoint
CREATE TRIGGER service_desk_priorities_rerank AFTER UPDATE OF "order" ON service_desk_priorities
  FOR EACH ROW EXECUTE FUNCTION service_desk_priority_reranked();--> statement-breakpoint
CREATE FUNCTION service_desk_status_reranked() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  UPDATE service_desk_tickets SET status_rank = NEW."order" WHERE status_id = NEW.id AND status_rank <> NEW."order";
  RETURN NULL;
END $$;--> statement-breakpoint
CREATE TRIGGER service_desk_statuses_rerank AFTER UPDATE OF "order" ON service_desk_statuses
  FOR EACH ROW EXECUTE FUNCTION service_desk_status_reranked();

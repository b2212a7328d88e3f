CREATE TABLE "campaign_devices" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"organisation_id" uuid NOT NULL,
	"campaign_id" uuid NOT NULL,
	"person_id" uuid,
	"asset_id" uuid,
	"asset_tag" text,
	"serial" text,
	"model" text NOT NULL,
	"product_type" text NOT NULL,
	"purchase_date" date,
	"outcome" text,
	"disposition" text,
	"grade" text,
	"data" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"version" integer DEFAULT 1 NOT NULL
);
--> statement-breakpoint
CREATE TABLE "campaign_events" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"organisation_id" uuid NOT NULL,
	"campaign_id" uuid NOT NULL,
	"person_id" uuid,
	"device_id" uuid,
	"type" text NOT NULL,
	"from_state" text,
	"to_state" text,
	"actor_id" uuid,
	"data" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "campaign_links" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"organisation_id" uuid NOT NULL,
	"campaign_id" uuid NOT NULL,
	"person_id" uuid NOT NULL,
	"token_hash" text NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	"revoked_at" timestamp with time zone,
	"last_sent_at" timestamp with time zone,
	"opened_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "campaign_people" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"organisation_id" uuid NOT NULL,
	"campaign_id" uuid NOT NULL,
	"user_id" uuid,
	"name" text NOT NULL,
	"email" text NOT NULL,
	"state" text NOT NULL,
	"contact_date" date NOT NULL,
	"round" integer DEFAULT 1 NOT NULL,
	"data" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"version" integer DEFAULT 1 NOT NULL
);
--> statement-breakpoint
CREATE TABLE "campaign_reminders" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"organisation_id" uuid NOT NULL,
	"campaign_id" uuid NOT NULL,
	"person_id" uuid NOT NULL,
	"round" integer NOT NULL,
	"step" integer NOT NULL,
	"action" text NOT NULL,
	"due_at" timestamp with time zone NOT NULL,
	"done_at" timestamp with time zone,
	"outcome" text,
	CONSTRAINT "campaign_reminders_action_check" CHECK ("campaign_reminders"."action" in ('invite', 'reminder', 'admin-alert', 'auto-fail'))
);
--> statement-breakpoint
CREATE TABLE "campaigns" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"organisation_id" uuid NOT NULL,
	"kind" text NOT NULL,
	"name" text NOT NULL,
	"status" text NOT NULL,
	"contact_date" date NOT NULL,
	"deadline" date,
	"message" text NOT NULL,
	"reminder_policy" jsonb NOT NULL,
	"link_days" integer NOT NULL,
	"rules" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"created_by" uuid,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"version" integer DEFAULT 1 NOT NULL,
	CONSTRAINT "campaigns_kind_check" CHECK ("campaigns"."kind" in ('refresh-buy', 'refresh-go', 'recover', 'loop')),
	CONSTRAINT "campaigns_status_check" CHECK ("campaigns"."status" in ('scheduled', 'active', 'closed', 'cancelled'))
);
--> statement-breakpoint
CREATE TABLE "campaigns_loop_devices" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"organisation_id" uuid NOT NULL,
	"campaign_id" uuid NOT NULL,
	"serial" text NOT NULL,
	"asset_id" uuid,
	"type" text NOT NULL,
	"grade" text,
	"disposition" text,
	"recycler" jsonb,
	"sanitisation" jsonb,
	"released_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"version" integer DEFAULT 1 NOT NULL,
	CONSTRAINT "campaigns_loop_devices_type_check" CHECK ("campaigns_loop_devices"."type" in ('laptop', 'desktop', 'smartphone', 'tablet', 'monitor', 'other')),
	CONSTRAINT "campaigns_loop_devices_grade_check" CHECK ("campaigns_loop_devices"."grade" in ('A', 'B', 'C', 'D')),
	CONSTRAINT "campaigns_loop_devices_disposition_check" CHECK ("campaigns_loop_devices"."disposition" in ('refurbish', 'resell', 'recycle'))
);
--> statement-breakpoint
CREATE TABLE "recover_returns" (
	"person_id" uuid PRIMARY KEY NOT NULL,
	"organisation_id" uuid NOT NULL,
	"address" text NOT NULL,
	"phone" text NOT NULL,
	"has_packaging" boolean NOT NULL,
	"pickup_day" text,
	"pickup_slot" text,
	"already_returned_note" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "campaigns_refresh_charges" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"organisation_id" uuid NOT NULL,
	"diagnostic_id" uuid NOT NULL,
	"person_id" uuid NOT NULL,
	"user_id" uuid,
	"method" text NOT NULL,
	"amount" integer NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "campaigns_refresh_charges_method_check" CHECK ("campaigns_refresh_charges"."method" in ('wallet', 'payroll')),
	CONSTRAINT "campaigns_refresh_charges_amount_check" CHECK ("campaigns_refresh_charges"."amount" >= 0)
);
--> statement-breakpoint
CREATE TABLE "campaigns_refresh_diagnostics" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"organisation_id" uuid NOT NULL,
	"campaign_id" uuid NOT NULL,
	"person_id" uuid NOT NULL,
	"device_id" uuid NOT NULL,
	"state" text NOT NULL,
	"answers" jsonb,
	"grade" text,
	"price" integer,
	"priced_at" timestamp with time zone,
	"expires_at" timestamp with time zone,
	"charge_method" text,
	"decided_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"version" integer DEFAULT 1 NOT NULL,
	CONSTRAINT "campaigns_refresh_diagnostics_state_check" CHECK ("campaigns_refresh_diagnostics"."state" in ('unanswered', 'awaiting-price', 'priced', 'accepted', 'declined')),
	CONSTRAINT "campaigns_refresh_diagnostics_grade_check" CHECK ("campaigns_refresh_diagnostics"."grade" is null or "campaigns_refresh_diagnostics"."grade" in ('A', 'B', 'C', 'D'))
);
--> statement-breakpoint
CREATE TABLE "campaigns_refresh_go_links" (
	"campaign_id" uuid PRIMARY KEY NOT NULL,
	"organisation_id" uuid NOT NULL,
	"token" text NOT NULL,
	"revoked_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "campaigns_refresh_go_starts" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"organisation_id" uuid NOT NULL,
	"campaign_id" uuid NOT NULL,
	"user_id" uuid NOT NULL,
	"new_device" text NOT NULL,
	"reference" text,
	"return_campaign_id" uuid,
	"return_person_id" uuid,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "commerce_cart_lines" (
	"organisation_id" uuid NOT NULL,
	"user_id" uuid NOT NULL,
	"product_id" uuid NOT NULL,
	"store" text NOT NULL,
	"quantity" integer NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "commerce_cart_lines_organisation_id_user_id_product_id_pk" PRIMARY KEY("organisation_id","user_id","product_id"),
	CONSTRAINT "commerce_cart_lines_store_check" CHECK ("commerce_cart_lines"."store" in ('shop', 'devicehub')),
	CONSTRAINT "commerce_cart_lines_quantity_check" CHECK ("commerce_cart_lines"."quantity" > 0)
);
--> statement-breakpoint
CREATE TABLE "commerce_categories" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"organisation_id" uuid NOT NULL,
	"store" text NOT NULL,
	"name" text NOT NULL,
	"slug" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"version" integer DEFAULT 1 NOT NULL,
	CONSTRAINT "commerce_categories_store_check" CHECK ("commerce_categories"."store" in ('shop', 'devicehub'))
);
--> statement-breakpoint
CREATE TABLE "commerce_kit_components" (
	"organisation_id" uuid NOT NULL,
	"kit_id" uuid NOT NULL,
	"product_id" uuid NOT NULL,
	"quantity" integer NOT NULL,
	"position" integer DEFAULT 0 NOT NULL,
	CONSTRAINT "commerce_kit_components_kit_id_product_id_pk" PRIMARY KEY("kit_id","product_id"),
	CONSTRAINT "commerce_kit_components_quantity_check" CHECK ("commerce_kit_components"."quantity" > 0)
);
--> statement-breakpoint
CREATE TABLE "commerce_products" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"organisation_id" uuid NOT NULL,
	"store" text NOT NULL,
	"kind" text DEFAULT 'product' NOT NULL,
	"name" text NOT NULL,
	"description" text DEFAULT '' NOT NULL,
	"category_id" uuid,
	"specs" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"image_keys" text[] DEFAULT '{}'::text[] NOT NULL,
	"price_minor" integer NOT NULL,
	"currency" text NOT NULL,
	"visible_to_roles" text[] DEFAULT '{}'::text[] NOT NULL,
	"condition" text,
	"active" boolean DEFAULT true NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"version" integer DEFAULT 1 NOT NULL,
	CONSTRAINT "commerce_products_store_check" CHECK ("commerce_products"."store" in ('shop', 'devicehub')),
	CONSTRAINT "commerce_products_kind_check" CHECK ("commerce_products"."kind" in ('product', 'kit')),
	CONSTRAINT "commerce_products_condition_check" CHECK ("commerce_products"."condition" is null or "commerce_products"."condition" in ('new', 'refurbished')),
	CONSTRAINT "commerce_products_price_check" CHECK ("commerce_products"."price_minor" >= 0)
);
--> statement-breakpoint
CREATE TABLE "commerce_credit_budgets" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"organisation_id" uuid NOT NULL,
	"person_id" uuid NOT NULL,
	"starts_on" date NOT NULL,
	"ends_on" date NOT NULL,
	"amount_minor" bigint NOT NULL,
	"currency" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"version" integer DEFAULT 1 NOT NULL,
	CONSTRAINT "commerce_credit_budgets_amount_check" CHECK ("commerce_credit_budgets"."amount_minor" >= 0),
	CONSTRAINT "commerce_credit_budgets_period_check" CHECK ("commerce_credit_budgets"."ends_on" >= "commerce_credit_budgets"."starts_on")
);
--> statement-breakpoint
CREATE TABLE "commerce_credit_entries" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"organisation_id" uuid NOT NULL,
	"person_id" uuid NOT NULL,
	"budget_id" uuid NOT NULL,
	"amount_minor" bigint NOT NULL,
	"order_id" uuid,
	"idempotency_key" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "commerce_credit_entries_amount_check" CHECK ("commerce_credit_entries"."amount_minor" <> 0)
);
--> statement-breakpoint
CREATE TABLE "commerce_invoice_counters" (
	"organisation_id" uuid NOT NULL,
	"year" integer NOT NULL,
	"last_number" integer NOT NULL,
	CONSTRAINT "commerce_invoice_counters_organisation_id_year_pk" PRIMARY KEY("organisation_id","year")
);
--> statement-breakpoint
CREATE TABLE "commerce_invoices" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"organisation_id" uuid NOT NULL,
	"year" integer NOT NULL,
	"sequence" integer NOT NULL,
	"number" text NOT NULL,
	"kind" text NOT NULL,
	"order_id" uuid NOT NULL,
	"person_id" uuid,
	"buyer_name" text NOT NULL,
	"buyer_email" text NOT NULL,
	"lines" jsonb NOT NULL,
	"total_minor" bigint NOT NULL,
	"currency" text NOT NULL,
	"issued_at" timestamp with time zone NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "commerce_invoices_kind_check" CHECK ("commerce_invoices"."kind" in ('order', 'settlement'))
);
--> statement-breakpoint
CREATE TABLE "commerce_locations" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"organisation_id" uuid NOT NULL,
	"kind" text NOT NULL,
	"name" text NOT NULL,
	"person_id" uuid,
	"recipient" text,
	"line1" text NOT NULL,
	"line2" text,
	"city" text NOT NULL,
	"region" text,
	"postcode" text NOT NULL,
	"country" text NOT NULL,
	"phone" text,
	"is_default_shipping" boolean DEFAULT false NOT NULL,
	"is_default_stock" boolean DEFAULT false NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"version" integer DEFAULT 1 NOT NULL,
	CONSTRAINT "commerce_locations_kind_check" CHECK ("commerce_locations"."kind" in ('office', 'warehouse', 'home')),
	CONSTRAINT "commerce_locations_stock_kind_check" CHECK (not "commerce_locations"."is_default_stock" or "commerce_locations"."kind" <> 'home')
);
--> statement-breakpoint
CREATE TABLE "commerce_checkouts" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"organisation_id" uuid NOT NULL,
	"person_id" uuid NOT NULL,
	"idempotency_key" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "commerce_order_counters" (
	"organisation_id" uuid PRIMARY KEY NOT NULL,
	"last_number" integer NOT NULL
);
--> statement-breakpoint
CREATE TABLE "commerce_order_lines" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"organisation_id" uuid NOT NULL,
	"order_id" uuid NOT NULL,
	"position" integer NOT NULL,
	"product_id" uuid NOT NULL,
	"product_kind" text NOT NULL,
	"name" text NOT NULL,
	"quantity" integer NOT NULL,
	"unit_price_minor" integer NOT NULL,
	"shipped_quantity" integer DEFAULT 0 NOT NULL,
	CONSTRAINT "commerce_order_lines_quantity_check" CHECK ("commerce_order_lines"."quantity" > 0 and "commerce_order_lines"."shipped_quantity" between 0 and "commerce_order_lines"."quantity"),
	CONSTRAINT "commerce_order_lines_price_check" CHECK ("commerce_order_lines"."unit_price_minor" >= 0)
);
--> statement-breakpoint
CREATE TABLE "commerce_order_notes" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"organisation_id" uuid NOT NULL,
	"order_id" uuid NOT NULL,
	"author_id" uuid,
	"author_name" text NOT NULL,
	"body" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "commerce_order_votes" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"organisation_id" uuid NOT NULL,
	"order_id" uuid NOT NULL,
	"step" integer NOT NULL,
	"approver_id" uuid NOT NULL,
	"decision" text NOT NULL,
	"reason" text,
	"at" timestamp with time zone NOT NULL,
	CONSTRAINT "commerce_order_votes_decision_check" CHECK ("commerce_order_votes"."decision" in ('accepted', 'refused'))
);
--> statement-breakpoint
CREATE TABLE "commerce_orders" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"organisation_id" uuid NOT NULL,
	"number" integer NOT NULL,
	"kind" text NOT NULL,
	"checkout_id" uuid,
	"person_id" uuid,
	"person_name" text NOT NULL,
	"person_email" text NOT NULL,
	"status" text NOT NULL,
	"payment_status" text NOT NULL,
	"fulfilment_status" text DEFAULT 'unfulfilled' NOT NULL,
	"payment_method" text NOT NULL,
	"currency" text NOT NULL,
	"total_minor" integer NOT NULL,
	"delivery_address" jsonb NOT NULL,
	"approval_state" text DEFAULT 'none' NOT NULL,
	"approval_steps" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"decision_reason" text,
	"invoice_id" uuid,
	"invoice_number" text,
	"placed_at" timestamp with time zone NOT NULL,
	"completed_at" timestamp with time zone,
	"cancelled_at" timestamp with time zone,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"version" integer DEFAULT 1 NOT NULL,
	CONSTRAINT "commerce_orders_kind_check" CHECK ("commerce_orders"."kind" in ('shop', 'devicehub', 'buyback', 'corporate', 'campaign')),
	CONSTRAINT "commerce_orders_status_check" CHECK ("commerce_orders"."status" in ('awaiting-approval', 'ordered', 'processing', 'partially-shipped', 'shipped', 'completed', 'declined', 'cancelled')),
	CONSTRAINT "commerce_orders_payment_status_check" CHECK ("commerce_orders"."payment_status" in ('held', 'paid', 'refunded')),
	CONSTRAINT "commerce_orders_fulfilment_check" CHECK ("commerce_orders"."fulfilment_status" in ('unfulfilled', 'partially-shipped', 'shipped')),
	CONSTRAINT "commerce_orders_payment_method_check" CHECK ("commerce_orders"."payment_method" in ('wallet', 'credits', 'company')),
	CONSTRAINT "commerce_orders_approval_check" CHECK ("commerce_orders"."approval_state" in ('none', 'pending', 'accepted', 'refused')),
	CONSTRAINT "commerce_orders_total_check" CHECK ("commerce_orders"."total_minor" >= 0)
);
--> statement-breakpoint
CREATE TABLE "commerce_shipments" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"organisation_id" uuid NOT NULL,
	"order_id" uuid NOT NULL,
	"carrier" text,
	"tracking_number" text NOT NULL,
	"lines" jsonb NOT NULL,
	"shipped_by_id" uuid,
	"shipped_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
CREATE TABLE "commerce_settings" (
	"organisation_id" uuid PRIMARY KEY NOT NULL,
	"currency" text NOT NULL,
	"approval_threshold_minor" integer NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"version" integer DEFAULT 1 NOT NULL
);
--> statement-breakpoint
CREATE TABLE "commerce_stock" (
	"organisation_id" uuid NOT NULL,
	"product_id" uuid NOT NULL,
	"location_id" uuid NOT NULL,
	"on_hand" integer DEFAULT 0 NOT NULL,
	"reserved" integer DEFAULT 0 NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "commerce_stock_product_id_location_id_pk" PRIMARY KEY("product_id","location_id"),
	CONSTRAINT "commerce_stock_level_check" CHECK ("commerce_stock"."reserved" >= 0 and "commerce_stock"."reserved" <= "commerce_stock"."on_hand")
);
--> statement-breakpoint
CREATE TABLE "commerce_stock_movements" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"organisation_id" uuid NOT NULL,
	"product_id" uuid NOT NULL,
	"location_id" uuid NOT NULL,
	"kind" text NOT NULL,
	"quantity" integer NOT NULL,
	"on_hand_after" integer NOT NULL,
	"reserved_after" integer NOT NULL,
	"order_id" uuid,
	"kit_id" uuid,
	"note" text,
	"actor_id" uuid,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "commerce_stock_movements_kind_check" CHECK ("commerce_stock_movements"."kind" in ('received', 'adjusted', 'reserved', 'released', 'fulfilled', 'returned'))
);
--> statement-breakpoint
CREATE TABLE "commerce_recently_viewed" (
	"organisation_id" uuid NOT NULL,
	"user_id" uuid NOT NULL,
	"product_id" uuid NOT NULL,
	"viewed_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "commerce_recently_viewed_organisation_id_user_id_product_id_pk" PRIMARY KEY("organisation_id","user_id","product_id")
);
--> statement-breakpoint
CREATE TABLE "commerce_wallet_entries" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"organisation_id" uuid NOT NULL,
	"person_id" uuid NOT NULL,
	"amount_minor" bigint NOT NULL,
	"currency" text NOT NULL,
	"reason" text NOT NULL,
	"order_id" uuid,
	"withdrawal_id" uuid,
	"balance_after_minor" bigint NOT NULL,
	"idempotency_key" text NOT NULL,
	"actor_id" uuid,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "commerce_wallet_entries_amount_check" CHECK ("commerce_wallet_entries"."amount_minor" <> 0),
	CONSTRAINT "commerce_wallet_entries_balance_check" CHECK ("commerce_wallet_entries"."balance_after_minor" >= 0)
);
--> statement-breakpoint
CREATE TABLE "commerce_wallet_withdrawals" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"organisation_id" uuid NOT NULL,
	"person_id" uuid NOT NULL,
	"amount_minor" bigint NOT NULL,
	"currency" text NOT NULL,
	"note" text DEFAULT '' NOT NULL,
	"state" text DEFAULT 'pending' NOT NULL,
	"decided_by" uuid,
	"decided_at" timestamp with time zone,
	"decision_note" text DEFAULT '' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"version" integer DEFAULT 1 NOT NULL,
	CONSTRAINT "commerce_wallet_withdrawals_amount_check" CHECK ("commerce_wallet_withdrawals"."amount_minor" > 0),
	CONSTRAINT "commerce_wallet_withdrawals_state_check" CHECK ("commerce_wallet_withdrawals"."state" in ('pending', 'approved', 'declined'))
);
--> statement-breakpoint
CREATE TABLE "commerce_wallets" (
	"organisation_id" uuid NOT NULL,
	"person_id" uuid NOT NULL,
	"currency" text NOT NULL,
	"balance_minor" bigint DEFAULT 0 NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "commerce_wallets_organisation_id_person_id_pk" PRIMARY KEY("organisation_id","person_id"),
	CONSTRAINT "commerce_wallets_balance_check" CHECK ("commerce_wallets"."balance_minor" >= 0)
);
--> statement-breakpoint
CREATE TABLE "manage_import_waiting" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"organisation_id" uuid NOT NULL,
	"batch_id" uuid NOT NULL,
	"line" integer NOT NULL,
	"entity_type" text NOT NULL,
	"entity_id" uuid NOT NULL,
	"label" text NOT NULL,
	"holder" jsonb NOT NULL,
	"status" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "manage_locations" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"organisation_id" uuid NOT NULL,
	"name" text NOT NULL,
	"address" text,
	"address2" text,
	"city" text,
	"state" text,
	"country" text,
	"zip" text,
	"parent" text,
	"manager" text,
	"currency" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "manage_usernames" (
	"user_id" uuid PRIMARY KEY NOT NULL,
	"organisation_id" uuid NOT NULL,
	"username" text NOT NULL
);
--> statement-breakpoint
ALTER TABLE "manage_imports" ADD COLUMN "reasons" jsonb DEFAULT '[]'::jsonb NOT NULL;--> statement-breakpoint
ALTER TABLE "campaign_devices" ADD CONSTRAINT "campaign_devices_organisation_id_organisations_id_fk" FOREIGN KEY ("organisation_id") REFERENCES "public"."organisations"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "campaign_devices" ADD CONSTRAINT "campaign_devices_campaign_id_campaigns_id_fk" FOREIGN KEY ("campaign_id") REFERENCES "public"."campaigns"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "campaign_devices" ADD CONSTRAINT "campaign_devices_person_id_campaign_people_id_fk" FOREIGN KEY ("person_id") REFERENCES "public"."campaign_people"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "campaign_events" ADD CONSTRAINT "campaign_events_organisation_id_organisations_id_fk" FOREIGN KEY ("organisation_id") REFERENCES "public"."organisations"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "campaign_events" ADD CONSTRAINT "campaign_events_campaign_id_campaigns_id_fk" FOREIGN KEY ("campaign_id") REFERENCES "public"."campaigns"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "campaign_events" ADD CONSTRAINT "campaign_events_person_id_campaign_people_id_fk" FOREIGN KEY ("person_id") REFERENCES "public"."campaign_people"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "campaign_events" ADD CONSTRAINT "campaign_events_device_id_campaign_devices_id_fk" FOREIGN KEY ("device_id") REFERENCES "public"."campaign_devices"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "campaign_events" ADD CONSTRAINT "campaign_events_actor_id_users_id_fk" FOREIGN KEY ("actor_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "campaign_links" ADD CONSTRAINT "campaign_links_organisation_id_organisations_id_fk" FOREIGN KEY ("organisation_id") REFERENCES "public"."organisations"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "campaign_links" ADD CONSTRAINT "campaign_links_campaign_id_campaigns_id_fk" FOREIGN KEY ("campaign_id") REFERENCES "public"."campaigns"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "campaign_links" ADD CONSTRAINT "campaign_links_person_id_campaign_people_id_fk" FOREIGN KEY ("person_id") REFERENCES "public"."campaign_people"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "campaign_people" ADD CONSTRAINT "campaign_people_organisation_id_organisations_id_fk" FOREIGN KEY ("organisation_id") REFERENCES "public"."organisations"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "campaign_people" ADD CONSTRAINT "campaign_people_campaign_id_campaigns_id_fk" FOREIGN KEY ("campaign_id") REFERENCES "public"."campaigns"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "campaign_people" ADD CONSTRAINT "campaign_people_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "campaign_reminders" ADD CONSTRAINT "campaign_reminders_organisation_id_organisations_id_fk" FOREIGN KEY ("organisation_id") REFERENCES "public"."organisations"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "campaign_reminders" ADD CONSTRAINT "campaign_reminders_campaign_id_campaigns_id_fk" FOREIGN KEY ("campaign_id") REFERENCES "public"."campaigns"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "campaign_reminders" ADD CONSTRAINT "campaign_reminders_person_id_campaign_people_id_fk" FOREIGN KEY ("person_id") REFERENCES "public"."campaign_people"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "campaigns" ADD CONSTRAINT "campaigns_organisation_id_organisations_id_fk" FOREIGN KEY ("organisation_id") REFERENCES "public"."organisations"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "campaigns" ADD CONSTRAINT "campaigns_created_by_users_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "campaigns_loop_devices" ADD CONSTRAINT "campaigns_loop_devices_organisation_id_organisations_id_fk" FOREIGN KEY ("organisation_id") REFERENCES "public"."organisations"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "campaigns_loop_devices" ADD CONSTRAINT "campaigns_loop_devices_campaign_id_campaigns_id_fk" FOREIGN KEY ("campaign_id") REFERENCES "public"."campaigns"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "recover_returns" ADD CONSTRAINT "recover_returns_person_id_campaign_people_id_fk" FOREIGN KEY ("person_id") REFERENCES "public"."campaign_people"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "recover_returns" ADD CONSTRAINT "recover_returns_organisation_id_organisations_id_fk" FOREIGN KEY ("organisation_id") REFERENCES "public"."organisations"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "campaigns_refresh_charges" ADD CONSTRAINT "campaigns_refresh_charges_organisation_id_organisations_id_fk" FOREIGN KEY ("organisation_id") REFERENCES "public"."organisations"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "campaigns_refresh_charges" ADD CONSTRAINT "campaigns_refresh_charges_diagnostic_id_campaigns_refresh_diagnostics_id_fk" FOREIGN KEY ("diagnostic_id") REFERENCES "public"."campaigns_refresh_diagnostics"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "campaigns_refresh_charges" ADD CONSTRAINT "campaigns_refresh_charges_person_id_campaign_people_id_fk" FOREIGN KEY ("person_id") REFERENCES "public"."campaign_people"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "campaigns_refresh_diagnostics" ADD CONSTRAINT "campaigns_refresh_diagnostics_organisation_id_organisations_id_fk" FOREIGN KEY ("organisation_id") REFERENCES "public"."organisations"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "campaigns_refresh_diagnostics" ADD CONSTRAINT "campaigns_refresh_diagnostics_campaign_id_campaigns_id_fk" FOREIGN KEY ("campaign_id") REFERENCES "public"."campaigns"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "campaigns_refresh_diagnostics" ADD CONSTRAINT "campaigns_refresh_diagnostics_person_id_campaign_people_id_fk" FOREIGN KEY ("person_id") REFERENCES "public"."campaign_people"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "campaigns_refresh_diagnostics" ADD CONSTRAINT "campaigns_refresh_diagnostics_device_id_campaign_devices_id_fk" FOREIGN KEY ("device_id") REFERENCES "public"."campaign_devices"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "campaigns_refresh_go_links" ADD CONSTRAINT "campaigns_refresh_go_links_campaign_id_campaigns_id_fk" FOREIGN KEY ("campaign_id") REFERENCES "public"."campaigns"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "campaigns_refresh_go_links" ADD CONSTRAINT "campaigns_refresh_go_links_organisation_id_organisations_id_fk" FOREIGN KEY ("organisation_id") REFERENCES "public"."organisations"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "campaigns_refresh_go_starts" ADD CONSTRAINT "campaigns_refresh_go_starts_organisation_id_organisations_id_fk" FOREIGN KEY ("organisation_id") REFERENCES "public"."organisations"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "campaigns_refresh_go_starts" ADD CONSTRAINT "campaigns_refresh_go_starts_campaign_id_campaigns_id_fk" FOREIGN KEY ("campaign_id") REFERENCES "public"."campaigns"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "campaigns_refresh_go_starts" ADD CONSTRAINT "campaigns_refresh_go_starts_return_campaign_id_campaigns_id_fk" FOREIGN KEY ("return_campaign_id") REFERENCES "public"."campaigns"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "campaigns_refresh_go_starts" ADD CONSTRAINT "campaigns_refresh_go_starts_return_person_id_campaign_people_id_fk" FOREIGN KEY ("return_person_id") REFERENCES "public"."campaign_people"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "commerce_cart_lines" ADD CONSTRAINT "commerce_cart_lines_organisation_id_organisations_id_fk" FOREIGN KEY ("organisation_id") REFERENCES "public"."organisations"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "commerce_cart_lines" ADD CONSTRAINT "commerce_cart_lines_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "commerce_cart_lines" ADD CONSTRAINT "commerce_cart_lines_product_id_commerce_products_id_fk" FOREIGN KEY ("product_id") REFERENCES "public"."commerce_products"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "commerce_categories" ADD CONSTRAINT "commerce_categories_organisation_id_organisations_id_fk" FOREIGN KEY ("organisation_id") REFERENCES "public"."organisations"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "commerce_kit_components" ADD CONSTRAINT "commerce_kit_components_organisation_id_organisations_id_fk" FOREIGN KEY ("organisation_id") REFERENCES "public"."organisations"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "commerce_kit_components" ADD CONSTRAINT "commerce_kit_components_kit_id_commerce_products_id_fk" FOREIGN KEY ("kit_id") REFERENCES "public"."commerce_products"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "commerce_kit_components" ADD CONSTRAINT "commerce_kit_components_product_id_commerce_products_id_fk" FOREIGN KEY ("product_id") REFERENCES "public"."commerce_products"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "commerce_products" ADD CONSTRAINT "commerce_products_organisation_id_organisations_id_fk" FOREIGN KEY ("organisation_id") REFERENCES "public"."organisations"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "commerce_products" ADD CONSTRAINT "commerce_products_category_id_commerce_categories_id_fk" FOREIGN KEY ("category_id") REFERENCES "public"."commerce_categories"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "commerce_credit_budgets" ADD CONSTRAINT "commerce_credit_budgets_organisation_id_organisations_id_fk" FOREIGN KEY ("organisation_id") REFERENCES "public"."organisations"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "commerce_credit_budgets" ADD CONSTRAINT "commerce_credit_budgets_person_id_users_id_fk" FOREIGN KEY ("person_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "commerce_credit_entries" ADD CONSTRAINT "commerce_credit_entries_organisation_id_organisations_id_fk" FOREIGN KEY ("organisation_id") REFERENCES "public"."organisations"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "commerce_credit_entries" ADD CONSTRAINT "commerce_credit_entries_person_id_users_id_fk" FOREIGN KEY ("person_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "commerce_credit_entries" ADD CONSTRAINT "commerce_credit_entries_budget_id_commerce_credit_budgets_id_fk" FOREIGN KEY ("budget_id") REFERENCES "public"."commerce_credit_budgets"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "commerce_invoice_counters" ADD CONSTRAINT "commerce_invoice_counters_organisation_id_organisations_id_fk" FOREIGN KEY ("organisation_id") REFERENCES "public"."organisations"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "commerce_invoices" ADD CONSTRAINT "commerce_invoices_organisation_id_organisations_id_fk" FOREIGN KEY ("organisation_id") REFERENCES "public"."organisations"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "commerce_invoices" ADD CONSTRAINT "commerce_invoices_person_id_users_id_fk" FOREIGN KEY ("person_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "commerce_locations" ADD CONSTRAINT "commerce_locations_organisation_id_organisations_id_fk" FOREIGN KEY ("organisation_id") REFERENCES "public"."organisations"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "commerce_locations" ADD CONSTRAINT "commerce_locations_person_id_users_id_fk" FOREIGN KEY ("person_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "commerce_checkouts" ADD CONSTRAINT "commerce_checkouts_organisation_id_organisations_id_fk" FOREIGN KEY ("organisation_id") REFERENCES "public"."organisations"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "commerce_checkouts" ADD CONSTRAINT "commerce_checkouts_person_id_users_id_fk" FOREIGN KEY ("person_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "commerce_order_counters" ADD CONSTRAINT "commerce_order_counters_organisation_id_organisations_id_fk" FOREIGN KEY ("organisation_id") REFERENCES "public"."organisations"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "commerce_order_lines" ADD CONSTRAINT "commerce_order_lines_organisation_id_organisations_id_fk" FOREIGN KEY ("organisation_id") REFERENCES "public"."organisations"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "commerce_order_lines" ADD CONSTRAINT "commerce_order_lines_order_id_commerce_orders_id_fk" FOREIGN KEY ("order_id") REFERENCES "public"."commerce_orders"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "commerce_order_notes" ADD CONSTRAINT "commerce_order_notes_organisation_id_organisations_id_fk" FOREIGN KEY ("organisation_id") REFERENCES "public"."organisations"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "commerce_order_notes" ADD CONSTRAINT "commerce_order_notes_order_id_commerce_orders_id_fk" FOREIGN KEY ("order_id") REFERENCES "public"."commerce_orders"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "commerce_order_notes" ADD CONSTRAINT "commerce_order_notes_author_id_users_id_fk" FOREIGN KEY ("author_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "commerce_order_votes" ADD CONSTRAINT "commerce_order_votes_organisation_id_organisations_id_fk" FOREIGN KEY ("organisation_id") REFERENCES "public"."organisations"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "commerce_order_votes" ADD CONSTRAINT "commerce_order_votes_order_id_commerce_orders_id_fk" FOREIGN KEY ("order_id") REFERENCES "public"."commerce_orders"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "commerce_order_votes" ADD CONSTRAINT "commerce_order_votes_approver_id_users_id_fk" FOREIGN KEY ("approver_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "commerce_orders" ADD CONSTRAINT "commerce_orders_organisation_id_organisations_id_fk" FOREIGN KEY ("organisation_id") REFERENCES "public"."organisations"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "commerce_orders" ADD CONSTRAINT "commerce_orders_checkout_id_commerce_checkouts_id_fk" FOREIGN KEY ("checkout_id") REFERENCES "public"."commerce_checkouts"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "commerce_orders" ADD CONSTRAINT "commerce_orders_person_id_users_id_fk" FOREIGN KEY ("person_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "commerce_shipments" ADD CONSTRAINT "commerce_shipments_organisation_id_organisations_id_fk" FOREIGN KEY ("organisation_id") REFERENCES "public"."organisations"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "commerce_shipments" ADD CONSTRAINT "commerce_shipments_order_id_commerce_orders_id_fk" FOREIGN KEY ("order_id") REFERENCES "public"."commerce_orders"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "commerce_shipments" ADD CONSTRAINT "commerce_shipments_shipped_by_id_users_id_fk" FOREIGN KEY ("shipped_by_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "commerce_settings" ADD CONSTRAINT "commerce_settings_organisation_id_organisations_id_fk" FOREIGN KEY ("organisation_id") REFERENCES "public"."organisations"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "commerce_stock" ADD CONSTRAINT "commerce_stock_organisation_id_organisations_id_fk" FOREIGN KEY ("organisation_id") REFERENCES "public"."organisations"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "commerce_stock" ADD CONSTRAINT "commerce_stock_product_id_commerce_products_id_fk" FOREIGN KEY ("product_id") REFERENCES "public"."commerce_products"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "commerce_stock" ADD CONSTRAINT "commerce_stock_location_id_commerce_locations_id_fk" FOREIGN KEY ("location_id") REFERENCES "public"."commerce_locations"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "commerce_stock_movements" ADD CONSTRAINT "commerce_stock_movements_organisation_id_organisations_id_fk" FOREIGN KEY ("organisation_id") REFERENCES "public"."organisations"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "commerce_stock_movements" ADD CONSTRAINT "commerce_stock_movements_product_id_commerce_products_id_fk" FOREIGN KEY ("product_id") REFERENCES "public"."commerce_products"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "commerce_stock_movements" ADD CONSTRAINT "commerce_stock_movements_location_id_commerce_locations_id_fk" FOREIGN KEY ("location_id") REFERENCES "public"."commerce_locations"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "commerce_stock_movements" ADD CONSTRAINT "commerce_stock_movements_kit_id_commerce_products_id_fk" FOREIGN KEY ("kit_id") REFERENCES "public"."commerce_products"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "commerce_stock_movements" ADD CONSTRAINT "commerce_stock_movements_actor_id_users_id_fk" FOREIGN KEY ("actor_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "commerce_recently_viewed" ADD CONSTRAINT "commerce_recently_viewed_organisation_id_organisations_id_fk" FOREIGN KEY ("organisation_id") REFERENCES "public"."organisations"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "commerce_recently_viewed" ADD CONSTRAINT "commerce_recently_viewed_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "commerce_recently_viewed" ADD CONSTRAINT "commerce_recently_viewed_product_id_commerce_products_id_fk" FOREIGN KEY ("product_id") REFERENCES "public"."commerce_products"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "commerce_wallet_entries" ADD CONSTRAINT "commerce_wallet_entries_organisation_id_organisations_id_fk" FOREIGN KEY ("organisation_id") REFERENCES "public"."organisations"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "commerce_wallet_entries" ADD CONSTRAINT "commerce_wallet_entries_person_id_users_id_fk" FOREIGN KEY ("person_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "commerce_wallet_entries" ADD CONSTRAINT "commerce_wallet_entries_actor_id_users_id_fk" FOREIGN KEY ("actor_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "commerce_wallet_withdrawals" ADD CONSTRAINT "commerce_wallet_withdrawals_organisation_id_organisations_id_fk" FOREIGN KEY ("organisation_id") REFERENCES "public"."organisations"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "commerce_wallet_withdrawals" ADD CONSTRAINT "commerce_wallet_withdrawals_person_id_users_id_fk" FOREIGN KEY ("person_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "commerce_wallet_withdrawals" ADD CONSTRAINT "commerce_wallet_withdrawals_decided_by_users_id_fk" FOREIGN KEY ("decided_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "commerce_wallets" ADD CONSTRAINT "commerce_wallets_organisation_id_organisations_id_fk" FOREIGN KEY ("organisation_id") REFERENCES "public"."organisations"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "commerce_wallets" ADD CONSTRAINT "commerce_wallets_person_id_users_id_fk" FOREIGN KEY ("person_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "manage_import_waiting" ADD CONSTRAINT "manage_import_waiting_organisation_id_organisations_id_fk" FOREIGN KEY ("organisation_id") REFERENCES "public"."organisations"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "manage_locations" ADD CONSTRAINT "manage_locations_organisation_id_organisations_id_fk" FOREIGN KEY ("organisation_id") REFERENCES "public"."organisations"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "manage_usernames" ADD CONSTRAINT "manage_usernames_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "manage_usernames" ADD CONSTRAINT "manage_usernames_organisation_id_organisations_id_fk" FOREIGN KEY ("organisation_id") REFERENCES "public"."organisations"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "campaign_devices_person_idx" ON "campaign_devices" USING btree ("organisation_id","campaign_id","person_id");--> statement-breakpoint
CREATE UNIQUE INDEX "campaign_devices_asset_unique" ON "campaign_devices" USING btree ("campaign_id","asset_id");--> statement-breakpoint
CREATE INDEX "campaign_events_campaign_idx" ON "campaign_events" USING btree ("organisation_id","campaign_id","at");--> statement-breakpoint
CREATE INDEX "campaign_events_person_idx" ON "campaign_events" USING btree ("person_id","at");--> statement-breakpoint
CREATE UNIQUE INDEX "campaign_links_token_unique" ON "campaign_links" USING btree ("token_hash");--> statement-breakpoint
CREATE INDEX "campaign_links_person_idx" ON "campaign_links" USING btree ("person_id","created_at");--> statement-breakpoint
CREATE INDEX "campaign_people_campaign_idx" ON "campaign_people" USING btree ("organisation_id","campaign_id","name");--> statement-breakpoint
CREATE UNIQUE INDEX "campaign_people_user_unique" ON "campaign_people" USING btree ("campaign_id","user_id");--> statement-breakpoint
CREATE UNIQUE INDEX "campaign_reminders_step_unique" ON "campaign_reminders" USING btree ("person_id","round","step");--> statement-breakpoint
CREATE INDEX "campaign_reminders_due_idx" ON "campaign_reminders" USING btree ("organisation_id","campaign_id","due_at");--> statement-breakpoint
CREATE INDEX "campaigns_kind_idx" ON "campaigns" USING btree ("organisation_id","kind","created_at");--> statement-breakpoint
CREATE UNIQUE INDEX "campaigns_loop_devices_serial_unique" ON "campaigns_loop_devices" USING btree ("campaign_id",upper("serial"));--> statement-breakpoint
CREATE INDEX "campaigns_loop_devices_org_idx" ON "campaigns_loop_devices" USING btree ("organisation_id","campaign_id");--> statement-breakpoint
CREATE UNIQUE INDEX "campaigns_refresh_charges_diagnostic_unique" ON "campaigns_refresh_charges" USING btree ("diagnostic_id");--> statement-breakpoint
CREATE UNIQUE INDEX "campaigns_refresh_diagnostics_device_unique" ON "campaigns_refresh_diagnostics" USING btree ("device_id");--> statement-breakpoint
CREATE INDEX "campaigns_refresh_diagnostics_campaign_idx" ON "campaigns_refresh_diagnostics" USING btree ("organisation_id","campaign_id");--> statement-breakpoint
CREATE UNIQUE INDEX "campaigns_refresh_go_links_token_unique" ON "campaigns_refresh_go_links" USING btree ("token");--> statement-breakpoint
CREATE UNIQUE INDEX "campaigns_refresh_go_starts_user_unique" ON "campaigns_refresh_go_starts" USING btree ("campaign_id","user_id");--> statement-breakpoint
CREATE INDEX "commerce_cart_lines_product_idx" ON "commerce_cart_lines" USING btree ("product_id");--> statement-breakpoint
CREATE UNIQUE INDEX "commerce_categories_slug_unique" ON "commerce_categories" USING btree ("organisation_id","store","slug");--> statement-breakpoint
CREATE INDEX "commerce_kit_components_product_idx" ON "commerce_kit_components" USING btree ("product_id");--> statement-breakpoint
CREATE INDEX "commerce_products_store_idx" ON "commerce_products" USING btree ("organisation_id","store","name");--> statement-breakpoint
CREATE UNIQUE INDEX "commerce_credit_budgets_period_unique" ON "commerce_credit_budgets" USING btree ("organisation_id","person_id","starts_on");--> statement-breakpoint
CREATE UNIQUE INDEX "commerce_credit_entries_key_unique" ON "commerce_credit_entries" USING btree ("organisation_id","idempotency_key");--> statement-breakpoint
CREATE INDEX "commerce_credit_entries_budget_idx" ON "commerce_credit_entries" USING btree ("budget_id");--> statement-breakpoint
CREATE UNIQUE INDEX "commerce_invoices_number_unique" ON "commerce_invoices" USING btree ("organisation_id","year","sequence");--> statement-breakpoint
CREATE UNIQUE INDEX "commerce_invoices_order_unique" ON "commerce_invoices" USING btree ("organisation_id","kind","order_id");--> statement-breakpoint
CREATE INDEX "commerce_invoices_issued_idx" ON "commerce_invoices" USING btree ("organisation_id","issued_at");--> statement-breakpoint
CREATE INDEX "commerce_invoices_person_idx" ON "commerce_invoices" USING btree ("organisation_id","person_id","issued_at");--> statement-breakpoint
CREATE INDEX "commerce_locations_name_idx" ON "commerce_locations" USING btree ("organisation_id","name");--> statement-breakpoint
CREATE UNIQUE INDEX "commerce_locations_default_shipping_unique" ON "commerce_locations" USING btree ("organisation_id") WHERE "commerce_locations"."is_default_shipping";--> statement-breakpoint
CREATE UNIQUE INDEX "commerce_locations_default_stock_unique" ON "commerce_locations" USING btree ("organisation_id") WHERE "commerce_locations"."is_default_stock";--> statement-breakpoint
CREATE UNIQUE INDEX "commerce_checkouts_key_unique" ON "commerce_checkouts" USING btree ("organisation_id","person_id","idempotency_key");--> statement-breakpoint
CREATE INDEX "commerce_order_lines_order_idx" ON "commerce_order_lines" USING btree ("order_id","position");--> statement-breakpoint
CREATE INDEX "commerce_order_notes_order_idx" ON "commerce_order_notes" USING btree ("order_id","created_at");--> statement-breakpoint
CREATE INDEX "commerce_order_votes_order_idx" ON "commerce_order_votes" USING btree ("order_id","step");--> statement-breakpoint
CREATE UNIQUE INDEX "commerce_orders_number_unique" ON "commerce_orders" USING btree ("organisation_id","number");--> statement-breakpoint
CREATE INDEX "commerce_orders_kind_idx" ON "commerce_orders" USING btree ("organisation_id","kind","placed_at");--> statement-breakpoint
CREATE INDEX "commerce_orders_person_idx" ON "commerce_orders" USING btree ("organisation_id","person_id","placed_at");--> statement-breakpoint
CREATE INDEX "commerce_orders_checkout_idx" ON "commerce_orders" USING btree ("checkout_id");--> statement-breakpoint
CREATE INDEX "commerce_shipments_order_idx" ON "commerce_shipments" USING btree ("order_id","shipped_at");--> statement-breakpoint
CREATE INDEX "commerce_stock_organisation_idx" ON "commerce_stock" USING btree ("organisation_id");--> statement-breakpoint
CREATE INDEX "commerce_stock_movements_product_idx" ON "commerce_stock_movements" USING btree ("organisation_id","product_id","created_at");--> statement-breakpoint
CREATE INDEX "commerce_stock_movements_order_idx" ON "commerce_stock_movements" USING btree ("organisation_id","order_id");--> statement-breakpoint
CREATE INDEX "commerce_recently_viewed_person_idx" ON "commerce_recently_viewed" USING btree ("organisation_id","user_id","viewed_at");--> statement-breakpoint
CREATE UNIQUE INDEX "commerce_wallet_entries_key_unique" ON "commerce_wallet_entries" USING btree ("organisation_id","idempotency_key");--> statement-breakpoint
CREATE INDEX "commerce_wallet_entries_person_idx" ON "commerce_wallet_entries" USING btree ("organisation_id","person_id","created_at");--> statement-breakpoint
CREATE INDEX "commerce_wallet_entries_order_idx" ON "commerce_wallet_entries" USING btree ("organisation_id","order_id");--> statement-breakpoint
CREATE INDEX "commerce_wallet_withdrawals_state_idx" ON "commerce_wallet_withdrawals" USING btree ("organisation_id","state","created_at");--> statement-breakpoint
CREATE INDEX "commerce_wallet_withdrawals_person_idx" ON "commerce_wallet_withdrawals" USING btree ("organisation_id","person_id","created_at");--> statement-breakpoint
CREATE INDEX "manage_import_waiting_org_idx" ON "manage_import_waiting" USING btree ("organisation_id","created_at");--> statement-breakpoint
CREATE UNIQUE INDEX "manage_locations_name_unique" ON "manage_locations" USING btree ("organisation_id",lower("name"));--> statement-breakpoint
CREATE UNIQUE INDEX "manage_usernames_unique" ON "manage_usernames" USING btree ("organisation_id",lower("username"));
CREATE TABLE "api_balance_entries" (
	"id" serial PRIMARY KEY NOT NULL,
	"user_id" integer NOT NULL,
	"mode" text NOT NULL,
	"amount_cents" bigint NOT NULL,
	"balance_after_cents" bigint NOT NULL,
	"reason" text NOT NULL,
	"api_order_id" text,
	"top_up_id" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "api_balance_entries_amount_nonzero" CHECK ("api_balance_entries"."amount_cents" <> 0)
);
--> statement-breakpoint
CREATE TABLE "api_balances" (
	"user_id" integer NOT NULL,
	"mode" text NOT NULL,
	"balance_cents" bigint DEFAULT 0 NOT NULL,
	"currency" char(3) DEFAULT 'USD' NOT NULL,
	"low_balance_threshold_cents" bigint,
	"low_balance_notified_at" timestamp with time zone,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "api_balances_user_id_mode_pk" PRIMARY KEY("user_id","mode"),
	CONSTRAINT "api_balances_non_negative" CHECK ("api_balances"."balance_cents" >= 0)
);
--> statement-breakpoint
CREATE TABLE "api_estimates" (
	"id" text PRIMARY KEY NOT NULL,
	"user_id" integer NOT NULL,
	"mode" text NOT NULL,
	"lines" jsonb NOT NULL,
	"total_grams" bigint NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "api_idempotency_keys" (
	"user_id" integer NOT NULL,
	"mode" text NOT NULL,
	"key" text NOT NULL,
	"request_hash" text NOT NULL,
	"status_code" integer NOT NULL,
	"response" jsonb NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "api_idempotency_keys_user_id_mode_key_pk" PRIMARY KEY("user_id","mode","key")
);
--> statement-breakpoint
CREATE TABLE "api_keys" (
	"id" serial PRIMARY KEY NOT NULL,
	"user_id" integer NOT NULL,
	"name" text NOT NULL,
	"mode" text NOT NULL,
	"kind" text NOT NULL,
	"hint" text NOT NULL,
	"key_hash" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"last_used_at" timestamp with time zone,
	"revoked_at" timestamp with time zone,
	CONSTRAINT "api_keys_key_hash_unique" UNIQUE("key_hash")
);
--> statement-breakpoint
CREATE TABLE "api_orders" (
	"id" text PRIMARY KEY NOT NULL,
	"user_id" integer NOT NULL,
	"mode" text NOT NULL,
	"state" text NOT NULL,
	"product_id" integer NOT NULL,
	"product_name" text NOT NULL,
	"vintage" integer,
	"tonnes" integer NOT NULL,
	"unit_price_cents" integer NOT NULL,
	"amount_cents" bigint NOT NULL,
	"currency" char(3) DEFAULT 'USD' NOT NULL,
	"estimate_id" text,
	"beneficiary" text,
	"metadata" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"order_id" integer,
	"certificate_id" text,
	"draft_expires_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"placed_at" timestamp with time zone,
	"fulfilled_at" timestamp with time zone,
	"cancelled_at" timestamp with time zone,
	CONSTRAINT "api_orders_certificate_id_unique" UNIQUE("certificate_id"),
	CONSTRAINT "api_orders_tonnes_positive" CHECK ("api_orders"."tonnes" >= 1),
	CONSTRAINT "api_orders_amount_matches" CHECK ("api_orders"."amount_cents" = "api_orders"."unit_price_cents"::bigint * "api_orders"."tonnes")
);
--> statement-breakpoint
CREATE TABLE "api_test_ledgers" (
	"product_id" integer PRIMARY KEY NOT NULL,
	"next_serial" bigint DEFAULT 1 NOT NULL
);
--> statement-breakpoint
CREATE TABLE "api_test_retirements" (
	"id" serial PRIMARY KEY NOT NULL,
	"api_order_id" text NOT NULL,
	"product_id" integer NOT NULL,
	"first_serial" bigint NOT NULL,
	"last_serial" bigint NOT NULL,
	"retired_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
CREATE TABLE "api_top_ups" (
	"id" serial PRIMARY KEY NOT NULL,
	"user_id" integer NOT NULL,
	"amount_cents" integer NOT NULL,
	"currency" char(3) DEFAULT 'USD' NOT NULL,
	"status" text DEFAULT 'PENDING' NOT NULL,
	"provider" text NOT NULL,
	"provider_session_id" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	"paid_at" timestamp with time zone,
	"closed_at" timestamp with time zone,
	CONSTRAINT "api_top_ups_provider_session_id_unique" UNIQUE("provider_session_id"),
	CONSTRAINT "api_top_ups_amount_positive" CHECK ("api_top_ups"."amount_cents" > 0)
);
--> statement-breakpoint
CREATE TABLE "webhook_deliveries" (
	"id" serial PRIMARY KEY NOT NULL,
	"event_id" text NOT NULL,
	"endpoint_id" text NOT NULL,
	"attempt" integer NOT NULL,
	"status_code" integer,
	"error" text,
	"duration_ms" integer NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "webhook_endpoints" (
	"id" text PRIMARY KEY NOT NULL,
	"user_id" integer NOT NULL,
	"mode" text NOT NULL,
	"url" text NOT NULL,
	"events" text[] NOT NULL,
	"description" text DEFAULT '' NOT NULL,
	"secret" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"disabled_at" timestamp with time zone
);
--> statement-breakpoint
CREATE TABLE "webhook_events" (
	"id" text PRIMARY KEY NOT NULL,
	"user_id" integer NOT NULL,
	"mode" text NOT NULL,
	"type" text NOT NULL,
	"body" jsonb NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "api_balance_entries" ADD CONSTRAINT "api_balance_entries_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "api_balances" ADD CONSTRAINT "api_balances_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "api_estimates" ADD CONSTRAINT "api_estimates_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "api_idempotency_keys" ADD CONSTRAINT "api_idempotency_keys_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "api_keys" ADD CONSTRAINT "api_keys_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "api_orders" ADD CONSTRAINT "api_orders_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "api_orders" ADD CONSTRAINT "api_orders_product_id_products_id_fk" FOREIGN KEY ("product_id") REFERENCES "public"."products"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "api_orders" ADD CONSTRAINT "api_orders_estimate_id_api_estimates_id_fk" FOREIGN KEY ("estimate_id") REFERENCES "public"."api_estimates"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "api_orders" ADD CONSTRAINT "api_orders_order_id_orders_id_fk" FOREIGN KEY ("order_id") REFERENCES "public"."orders"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "api_test_ledgers" ADD CONSTRAINT "api_test_ledgers_product_id_products_id_fk" FOREIGN KEY ("product_id") REFERENCES "public"."products"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "api_test_retirements" ADD CONSTRAINT "api_test_retirements_api_order_id_api_orders_id_fk" FOREIGN KEY ("api_order_id") REFERENCES "public"."api_orders"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "api_test_retirements" ADD CONSTRAINT "api_test_retirements_product_id_products_id_fk" FOREIGN KEY ("product_id") REFERENCES "public"."products"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "api_top_ups" ADD CONSTRAINT "api_top_ups_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "webhook_deliveries" ADD CONSTRAINT "webhook_deliveries_event_id_webhook_events_id_fk" FOREIGN KEY ("event_id") REFERENCES "public"."webhook_events"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "webhook_deliveries" ADD CONSTRAINT "webhook_deliveries_endpoint_id_webhook_endpoints_id_fk" FOREIGN KEY ("endpoint_id") REFERENCES "public"."webhook_endpoints"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "webhook_endpoints" ADD CONSTRAINT "webhook_endpoints_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "webhook_events" ADD CONSTRAINT "webhook_events_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "api_balance_entries_user_idx" ON "api_balance_entries" USING btree ("user_id","mode","id");--> statement-breakpoint
CREATE INDEX "api_estimates_user_idx" ON "api_estimates" USING btree ("user_id","mode","created_at");--> statement-breakpoint
CREATE INDEX "api_idempotency_keys_created_idx" ON "api_idempotency_keys" USING btree ("created_at");--> statement-breakpoint
CREATE INDEX "api_keys_user_idx" ON "api_keys" USING btree ("user_id","created_at");--> statement-breakpoint
CREATE INDEX "api_orders_user_idx" ON "api_orders" USING btree ("user_id","mode","created_at","id");--> statement-breakpoint
CREATE INDEX "api_orders_drafts_idx" ON "api_orders" USING btree ("draft_expires_at") WHERE "api_orders"."state" = 'draft';--> statement-breakpoint
CREATE INDEX "api_test_retirements_order_idx" ON "api_test_retirements" USING btree ("api_order_id");--> statement-breakpoint
CREATE INDEX "api_top_ups_user_idx" ON "api_top_ups" USING btree ("user_id","created_at");--> statement-breakpoint
CREATE INDEX "webhook_deliveries_endpoint_idx" ON "webhook_deliveries" USING btree ("endpoint_id","id");--> statement-breakpoint
CREATE INDEX "webhook_endpoints_user_idx" ON "webhook_endpoints" USING btree ("user_id","mode");--> statement-breakpoint
CREATE INDEX "webhook_events_user_idx" ON "webhook_events" USING btree ("user_id","created_at");--> statement-breakpoint
CREATE FUNCTION "api_balance_entries_refuse_update"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
	RAISE EXCEPTION 'api_balance_entries is append-only';
END;
$$;--> statement-breakpoint
CREATE TRIGGER "api_balance_entries_append_only" BEFORE UPDATE ON "api_balance_entries" FOR EACH STATEMENT EXECUTE FUNCTION "api_balance_entries_refuse_update"();

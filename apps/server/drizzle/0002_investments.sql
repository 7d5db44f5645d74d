CREATE TABLE "investments" (
	"id" serial PRIMARY KEY NOT NULL,
	"project_id" integer NOT NULL,
	"project_name" text NOT NULL,
	"price_per_ton_cents" integer NOT NULL,
	"tons" integer NOT NULL,
	"amount_cents" integer NOT NULL,
	"currency" char(3) DEFAULT 'USD' NOT NULL,
	"business_name" text NOT NULL,
	"email" text NOT NULL,
	"full_name" text NOT NULL,
	"address" text NOT NULL,
	"status" text DEFAULT 'PENDING' NOT NULL,
	"provider" text NOT NULL,
	"provider_session_id" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"paid_at" timestamp with time zone,
	"closed_at" timestamp with time zone,
	CONSTRAINT "investments_provider_session_id_unique" UNIQUE("provider_session_id"),
	CONSTRAINT "investments_tons_range" CHECK ("investments"."tons" >= 1 and "investments"."tons" <= 1000000),
	CONSTRAINT "investments_price_positive" CHECK ("investments"."price_per_ton_cents" > 0),
	CONSTRAINT "investments_amount_matches" CHECK ("investments"."amount_cents" = "investments"."price_per_ton_cents" * "investments"."tons")
);
--> statement-breakpoint
CREATE INDEX "investments_email_idx" ON "investments" USING btree (lower("email"));
CREATE TABLE "credit_issuances" (
	"id" serial PRIMARY KEY NOT NULL,
	"product_id" integer NOT NULL,
	"vintage" integer NOT NULL,
	"registry_serial_block" text NOT NULL,
	"first_serial" bigint NOT NULL,
	"last_serial" bigint NOT NULL,
	"quantity" integer NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"created_by" integer,
	CONSTRAINT "credit_issuances_range_valid" CHECK ("credit_issuances"."first_serial" >= 1 and "credit_issuances"."last_serial" >= "credit_issuances"."first_serial" and "credit_issuances"."last_serial" < 10000000000 and "credit_issuances"."quantity" = "credit_issuances"."last_serial" - "credit_issuances"."first_serial" + 1)
);
--> statement-breakpoint
CREATE TABLE "product_images" (
	"id" serial PRIMARY KEY NOT NULL,
	"product_id" integer NOT NULL,
	"content_type" text NOT NULL,
	"bytes" "bytea" NOT NULL,
	"sha256" text NOT NULL,
	"size" integer NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "product_images_type_known" CHECK ("product_images"."content_type" in ('image/png', 'image/jpeg', 'image/webp', 'image/svg+xml'))
);
--> statement-breakpoint
ALTER TABLE "credit_retirements" DROP CONSTRAINT "credit_retirements_order_item_id_unique";--> statement-breakpoint
ALTER TABLE "credit_retirements" ALTER COLUMN "order_item_id" DROP NOT NULL;--> statement-breakpoint
ALTER TABLE "credit_retirements" ALTER COLUMN "certificate_id" DROP NOT NULL;--> statement-breakpoint
ALTER TABLE "credit_retirements" ADD COLUMN "beneficiary" text;--> statement-breakpoint
ALTER TABLE "credit_retirements" ADD COLUMN "note" text;--> statement-breakpoint
ALTER TABLE "products" ADD COLUMN "category" text DEFAULT '' NOT NULL;--> statement-breakpoint
ALTER TABLE "products" ADD COLUMN "country" text DEFAULT '' NOT NULL;--> statement-breakpoint
ALTER TABLE "products" ADD COLUMN "region" text DEFAULT '' NOT NULL;--> statement-breakpoint
ALTER TABLE "products" ADD COLUMN "methodology" text DEFAULT '' NOT NULL;--> statement-breakpoint
ALTER TABLE "products" ADD COLUMN "registry_name" text DEFAULT '' NOT NULL;--> statement-breakpoint
ALTER TABLE "products" ADD COLUMN "registry_project_id" text DEFAULT '' NOT NULL;--> statement-breakpoint
ALTER TABLE "products" ADD COLUMN "registry_url" text;--> statement-breakpoint
ALTER TABLE "products" ADD COLUMN "page_copy" text DEFAULT '' NOT NULL;--> statement-breakpoint
ALTER TABLE "products" ADD COLUMN "published" boolean DEFAULT true NOT NULL;--> statement-breakpoint
ALTER TABLE "products" ADD COLUMN "updated_at" timestamp with time zone DEFAULT now() NOT NULL;--> statement-breakpoint
ALTER TABLE "credit_issuances" ADD CONSTRAINT "credit_issuances_product_id_products_id_fk" FOREIGN KEY ("product_id") REFERENCES "public"."products"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "credit_issuances" ADD CONSTRAINT "credit_issuances_created_by_users_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "product_images" ADD CONSTRAINT "product_images_product_id_products_id_fk" FOREIGN KEY ("product_id") REFERENCES "public"."products"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "credit_issuances_product_idx" ON "credit_issuances" USING btree ("product_id","first_serial");--> statement-breakpoint
CREATE UNIQUE INDEX "product_images_product_sha_key" ON "product_images" USING btree ("product_id","sha256");--> statement-breakpoint
CREATE INDEX "credit_retirements_order_item_idx" ON "credit_retirements" USING btree ("order_item_id");--> statement-breakpoint
CREATE INDEX "credit_retirements_product_idx" ON "credit_retirements" USING btree ("product_id","first_serial");--> statement-breakpoint
ALTER TABLE "credit_retirements" ADD CONSTRAINT "credit_retirements_order_or_manual" CHECK (("credit_retirements"."order_item_id" is not null and "credit_retirements"."certificate_id" is not null) or ("credit_retirements"."order_item_id" is null and "credit_retirements"."certificate_id" is null and "credit_retirements"."beneficiary" is not null));--> statement-breakpoint
-- Written by hand (drizzle-kit cannot express these), with the technique of 0001: serials live
-- below 10^10, so project id × 10^10 + serial puts every project's ledger on its own stretch of
-- one int8 line and a range exclusion needs no extension. No two issued blocks of a project overlap.
ALTER TABLE "credit_issuances" ADD CONSTRAINT "credit_issuances_no_overlap" EXCLUDE USING gist (int8range("product_id"::bigint * 10000000000 + "first_serial", "product_id"::bigint * 10000000000 + "last_serial", '[]') WITH &&);--> statement-breakpoint
-- Issued blocks are registry facts: recorded once, never rewritten or removed.
CREATE FUNCTION "credit_issuances_refuse_change"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
	RAISE EXCEPTION 'credit_issuances is append-only';
END;
$$;--> statement-breakpoint
CREATE TRIGGER "credit_issuances_append_only" BEFORE UPDATE OR DELETE ON "credit_issuances" FOR EACH STATEMENT EXECUTE FUNCTION "credit_issuances_refuse_change"();--> statement-breakpoint
-- No two live ranges of a project overlap. A refunded (cancelled) range no longer holds its
-- serials: its tonnes went back to stock, so its serials may be allocated again (stock-ledger.ts).
ALTER TABLE "credit_retirements" DROP CONSTRAINT "credit_retirements_no_overlap";--> statement-breakpoint
ALTER TABLE "credit_retirements" ADD CONSTRAINT "credit_retirements_no_overlap" EXCLUDE USING gist (int8range("product_id"::bigint * 10000000000 + "first_serial", "product_id"::bigint * 10000000000 + "last_serial", '[]') WITH &&) WHERE ("cancelled_at" IS NULL);--> statement-breakpoint
-- A live range lies inside one issued block of its project (blocks are append-only, so a range
-- checked here stays inside).
CREATE FUNCTION "credit_retirements_inside_issuance"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
	IF NEW."cancelled_at" IS NULL AND NOT EXISTS (
		SELECT 1 FROM "credit_issuances" b
		WHERE b."product_id" = NEW."product_id"
			AND b."first_serial" <= NEW."first_serial" AND NEW."last_serial" <= b."last_serial"
	) THEN
		RAISE EXCEPTION 'serials % to % of product % lie outside its issued blocks',
			NEW."first_serial", NEW."last_serial", NEW."product_id"
			USING ERRCODE = 'check_violation', CONSTRAINT = 'credit_retirements_inside_issuance';
	END IF;
	RETURN NEW;
END;
$$;--> statement-breakpoint
CREATE TRIGGER "credit_retirements_inside_issuance" BEFORE INSERT OR UPDATE OF "product_id", "first_serial", "last_serial", "cancelled_at" ON "credit_retirements" FOR EACH ROW EXECUTE FUNCTION "credit_retirements_inside_issuance"();--> statement-breakpoint
-- Backfill: the stock each project had becomes issued blocks, so existing data keeps every rule
-- and available stock is unchanged. Serials 1 … next_serial − 1 were handed out contiguously;
-- the blocks cover them and the tonnes still available or held (serials next_serial onwards),
-- less the serials only a cancelled range held (those tonnes are already counted as available).
-- Without refunds that is one block, 1 … next_serial − 1 + available + held.
INSERT INTO "credit_issuances" ("product_id", "vintage", "registry_serial_block", "first_serial", "last_serial", "quantity")
SELECT p."id", p."vintage", 'Stock before issuance blocks were recorded', lower(b), upper(b) - 1, (upper(b) - lower(b))::integer
FROM "products" p
CROSS JOIN LATERAL unnest(
	int8multirange(int8range(1, p."next_serial" + p."available_tonnes" + (
		SELECT coalesce(sum(i."quantity"), 0) FROM "order_items" i JOIN "orders" o ON o."id" = i."order_id"
		WHERE i."product_id" = p."id" AND o."status" = 'PENDING'
	)::bigint))
	- coalesce((SELECT range_agg(int8range(r."first_serial", r."last_serial", '[]')) FROM "credit_retirements" r
		WHERE r."product_id" = p."id" AND r."cancelled_at" IS NOT NULL), '{}'::int8multirange)
	+ coalesce((SELECT range_agg(int8range(r."first_serial", r."last_serial", '[]')) FROM "credit_retirements" r
		WHERE r."product_id" = p."id" AND r."cancelled_at" IS NULL), '{}'::int8multirange)
) AS b
ORDER BY p."id", lower(b);

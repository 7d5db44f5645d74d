CREATE TABLE "enquiry_replies" (
	"id" serial PRIMARY KEY NOT NULL,
	"enquiry_id" integer NOT NULL,
	"author_user_id" integer,
	"author" text NOT NULL,
	"to_address" text NOT NULL,
	"subject" text NOT NULL,
	"body" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "email_tokens" ADD COLUMN "email" text;--> statement-breakpoint
ALTER TABLE "enquiry_replies" ADD CONSTRAINT "enquiry_replies_enquiry_id_enquiries_id_fk" FOREIGN KEY ("enquiry_id") REFERENCES "public"."enquiries"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "enquiry_replies" ADD CONSTRAINT "enquiry_replies_author_user_id_users_id_fk" FOREIGN KEY ("author_user_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "enquiry_replies_enquiry_idx" ON "enquiry_replies" USING btree ("enquiry_id");--> statement-breakpoint
-- What the audit log held until now moves to its own columns (the log keeps its copy).
UPDATE "email_tokens" SET "email" = "audit_log"."after"->>'email' FROM "audit_log" WHERE "audit_log"."action" = 'operator.invite' AND "audit_log"."target_type" = 'operator_invite' AND "audit_log"."target_id" = "email_tokens"."id"::text;--> statement-breakpoint
INSERT INTO "enquiry_replies" ("enquiry_id", "author_user_id", "author", "to_address", "subject", "body", "created_at") SELECT "target_id"::integer, "actor_user_id", "actor", "after"->>'to', "after"->>'subject', "after"->>'body', "at" FROM "audit_log" WHERE "action" = 'enquiry.reply' AND "target_type" = 'enquiry' ORDER BY "id";

ALTER TABLE "payment_events" ADD COLUMN "session_id" text;--> statement-breakpoint
CREATE INDEX "payment_events_session_idx" ON "payment_events" USING btree ("session_id");
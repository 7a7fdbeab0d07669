ALTER TABLE "outbox_emails" ADD COLUMN "status" text DEFAULT 'pending' NOT NULL;--> statement-breakpoint
ALTER TABLE "outbox_emails" ADD COLUMN "attempts" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "outbox_emails" ADD COLUMN "last_error" text;--> statement-breakpoint
ALTER TABLE "outbox_emails" ADD COLUMN "claimed_at" timestamp with time zone;--> statement-breakpoint
CREATE INDEX "outbox_emails_status_idx" ON "outbox_emails" USING btree ("status","created_at");--> statement-breakpoint
-- Rows written before delivery states existed: a sent_at means it left; otherwise mail was off
-- and the row was all there was, so it is "held" (not "pending", which would send stale links).
UPDATE "outbox_emails" SET "status" = CASE WHEN "sent_at" IS NOT NULL THEN 'sent' ELSE 'held' END;

-- Issue 18 finding 4: failed logins slow the next attempt down (growing delays) instead of locking
-- the account; one row per account, known device or client address (app/services/accounts/login-throttle.server.ts).
CREATE TABLE "login_failures" (
	"key" text PRIMARY KEY NOT NULL,
	"failures" integer NOT NULL,
	"last_failed_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
-- Finding 8e: an email carrying a one-time link loses the link once it is delivered.
ALTER TABLE "outbox_emails" ADD COLUMN "redact_after_delivery" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "outbox_emails" ADD COLUMN "redacted_at" timestamp with time zone;

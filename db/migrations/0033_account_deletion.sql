-- Issue 18, point 6 (DPDP Act 2023): a member may ask for their account to be deleted. The request
-- waits a grace period (ACCOUNT_DELETION_GRACE_DAYS) during which it can be cancelled; then the
-- housekeeping job anonymises the account and stamps deleted_at (docs/decisions/0031).
ALTER TABLE "users" ADD COLUMN "deletion_requested_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "users" ADD COLUMN "deletion_due_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "users" ADD COLUMN "deleted_at" timestamp with time zone;--> statement-breakpoint
CREATE INDEX "users_deletion_due_idx" ON "users" ("deletion_due_at") WHERE deletion_due_at IS NOT NULL AND deleted_at IS NULL;

-- Issue 19: the language a member chose (the switch on every page), so a login lands in it and
-- emails to the member are written in it.
ALTER TABLE "users" ADD COLUMN "locale" text DEFAULT 'en' NOT NULL;--> statement-breakpoint
ALTER TABLE "users" ADD CONSTRAINT "users_locale_known" CHECK ("locale" IN ('en', 'hi'));

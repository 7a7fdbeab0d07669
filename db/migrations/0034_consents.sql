-- Issue 18 (DPDP Act 2023 s.6): each consent a person gives, for which purpose, under which version
-- of the notice, when, and from which client address; withdrawing sets withdrawn_at, a new consent
-- is a new row, so the history stays whole while the account exists.
CREATE TABLE "consents" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY,
	"user_id" integer NOT NULL REFERENCES "users"("id") ON DELETE cascade,
	"purpose" text NOT NULL,
	"notice_version" text NOT NULL,
	"given_at" timestamp with time zone DEFAULT now() NOT NULL,
	"withdrawn_at" timestamp with time zone,
	"client_address" text
);
--> statement-breakpoint
CREATE INDEX "consents_user_purpose_idx" ON "consents" USING btree ("user_id","purpose","given_at");

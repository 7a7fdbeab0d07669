-- Issue 18 (finding 10): one idempotency key per create a client can retry. The first answer to a
-- key is stored in the same transaction as what the request created, so a retry (a double click, a
-- browser resending after a dropped connection, an API client after a timeout) gets that answer
-- back and creates nothing new. Keys are pruned after 24 hours by the housekeeping job.
CREATE TABLE "idempotency_keys" (
  "id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY,
  "scope" text NOT NULL,
  "route" text NOT NULL,
  "key" text NOT NULL,
  "fingerprint" text NOT NULL,
  "status" integer NOT NULL,
  "location" text,
  "body" jsonb,
  "created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE UNIQUE INDEX "idempotency_keys_scope_route_key_idx" ON "idempotency_keys" ("scope", "route", "key");
--> statement-breakpoint
CREATE INDEX "idempotency_keys_created_at_idx" ON "idempotency_keys" ("created_at");

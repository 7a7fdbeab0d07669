-- Issue 20, point 7 (docs/decisions/0040-in-memory-search-index.md, session 6): the search page's
-- suppliers strip is ranked from each app process's memory too, so the processes must learn which
-- companies changed, as they learn it of products (migration 0040): every insert or update of a
-- company records the transaction that wrote it, and a deleted company is listed by the transaction
-- that deleted it.
ALTER TABLE "companies" ADD COLUMN IF NOT EXISTS "search_xid" xid8;
--> statement-breakpoint
CREATE INDEX IF NOT EXISTS "companies_search_xid_idx" ON "companies" ("search_xid");
--> statement-breakpoint
DROP TRIGGER IF EXISTS "companies_search_xid" ON "companies";
--> statement-breakpoint
CREATE TRIGGER "companies_search_xid" BEFORE INSERT OR UPDATE ON "companies" FOR EACH ROW EXECUTE FUNCTION products_search_xid();
--> statement-breakpoint
CREATE TABLE IF NOT EXISTS "company_removals" (
  "company_id" integer NOT NULL,
  "removed_xid" xid8 NOT NULL DEFAULT pg_current_xact_id(),
  "removed_at" timestamptz NOT NULL DEFAULT now()
);
--> statement-breakpoint
CREATE INDEX IF NOT EXISTS "company_removals_xid_idx" ON "company_removals" ("removed_xid");
--> statement-breakpoint
CREATE OR REPLACE FUNCTION companies_removed() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  INSERT INTO company_removals (company_id) VALUES (OLD.id);
  RETURN NULL;
END
$$;
--> statement-breakpoint
DROP TRIGGER IF EXISTS "companies_removed" ON "companies";
--> statement-breakpoint
CREATE TRIGGER "companies_removed" AFTER DELETE ON "companies" FOR EACH ROW EXECUTE FUNCTION companies_removed();

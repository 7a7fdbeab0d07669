-- Issue 20, point 7 (docs/decisions/0040-in-memory-search-index.md): each app process holds the
-- live listings' search documents in memory and must learn which listings changed. Every insert or
-- update of a product records the transaction that wrote it; a process asks for the rows written by
-- transactions it may not have seen (search_xid at or after the oldest transaction that was still
-- running when it last looked: pg_snapshot_xmin), so a transaction that commits late is never missed.
ALTER TABLE "products" ADD COLUMN IF NOT EXISTS "search_xid" xid8;
--> statement-breakpoint
CREATE INDEX IF NOT EXISTS "products_search_xid_idx" ON "products" ("search_xid");
--> statement-breakpoint
CREATE OR REPLACE FUNCTION products_search_xid() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  NEW.search_xid := pg_current_xact_id();
  RETURN NEW;
END
$$;
--> statement-breakpoint
DROP TRIGGER IF EXISTS "products_search_xid" ON "products";
--> statement-breakpoint
CREATE TRIGGER "products_search_xid" BEFORE INSERT OR UPDATE ON "products" FOR EACH ROW EXECUTE FUNCTION products_search_xid();
--> statement-breakpoint
-- Deleted products (a closed account's listings go with its company) are listed for the same
-- readers, by the transaction that deleted them; housekeeping forgets them after a day.
CREATE TABLE IF NOT EXISTS "product_removals" (
  "product_id" integer NOT NULL,
  "removed_xid" xid8 NOT NULL DEFAULT pg_current_xact_id(),
  "removed_at" timestamptz NOT NULL DEFAULT now()
);
--> statement-breakpoint
CREATE INDEX IF NOT EXISTS "product_removals_xid_idx" ON "product_removals" ("removed_xid");
--> statement-breakpoint
CREATE OR REPLACE FUNCTION products_removed() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  INSERT INTO product_removals (product_id) VALUES (OLD.id);
  RETURN NULL;
END
$$;
--> statement-breakpoint
DROP TRIGGER IF EXISTS "products_removed" ON "products";
--> statement-breakpoint
CREATE TRIGGER "products_removed" AFTER DELETE ON "products" FOR EACH ROW EXECUTE FUNCTION products_removed();

-- Search at a million products (issue 5, docs/decisions/0005-search-on-postgresql.md): a misspelt
-- whole name is compared with the few thousand distinct product names, not with a million
-- products (most names repeat across suppliers), then the closest names' products are fetched by
-- exact name. Kept up to date by statement-level triggers (one aggregate per statement, so bulk
-- loads stay cheap). Idempotent; PostgreSQL 15+.
CREATE TABLE IF NOT EXISTS "product_names" ("name" text PRIMARY KEY, "product_count" integer NOT NULL);
--> statement-breakpoint
INSERT INTO "product_names" ("name", "product_count")
  SELECT "name", count(*)::int FROM "products" GROUP BY "name"
  ON CONFLICT ("name") DO NOTHING;
--> statement-breakpoint
CREATE INDEX IF NOT EXISTS "product_names_trgm_idx" ON "product_names" USING gin (lower("name") gin_trgm_ops);
--> statement-breakpoint
CREATE INDEX IF NOT EXISTS "products_lower_name_idx" ON "products" (lower("name"));
--> statement-breakpoint
CREATE OR REPLACE FUNCTION product_names_add() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  INSERT INTO product_names (name, product_count)
    SELECT name, count(*)::int FROM new_rows GROUP BY name
    ON CONFLICT (name) DO UPDATE SET product_count = product_names.product_count + EXCLUDED.product_count;
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE OR REPLACE FUNCTION product_names_remove() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  UPDATE product_names n SET product_count = n.product_count - d.k
    FROM (SELECT name, count(*)::int AS k FROM old_rows GROUP BY name) d WHERE n.name = d.name;
  DELETE FROM product_names n WHERE n.product_count <= 0 AND n.name IN (SELECT name FROM old_rows);
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE OR REPLACE FUNCTION product_names_rename() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  -- Most updates leave the name alone: nothing to do unless one changed.
  IF NOT EXISTS (SELECT 1 FROM old_rows o JOIN new_rows n ON n.id = o.id WHERE o.name IS DISTINCT FROM n.name) THEN RETURN NULL; END IF;
  INSERT INTO product_names (name, product_count)
    SELECT n.name, count(*)::int FROM old_rows o JOIN new_rows n ON n.id = o.id WHERE o.name IS DISTINCT FROM n.name GROUP BY n.name
    ON CONFLICT (name) DO UPDATE SET product_count = product_names.product_count + EXCLUDED.product_count;
  UPDATE product_names pn SET product_count = pn.product_count - d.k
    FROM (SELECT o.name, count(*)::int AS k FROM old_rows o JOIN new_rows n ON n.id = o.id WHERE o.name IS DISTINCT FROM n.name GROUP BY o.name) d
    WHERE pn.name = d.name;
  DELETE FROM product_names pn WHERE pn.product_count <= 0 AND pn.name IN (SELECT name FROM old_rows);
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE OR REPLACE FUNCTION product_names_clear() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  DELETE FROM product_names;
  RETURN NULL;
END $$;
--> statement-breakpoint
DROP TRIGGER IF EXISTS "product_names_insert" ON "products";
--> statement-breakpoint
CREATE TRIGGER "product_names_insert" AFTER INSERT ON "products" REFERENCING NEW TABLE AS new_rows
  FOR EACH STATEMENT EXECUTE FUNCTION product_names_add();
--> statement-breakpoint
DROP TRIGGER IF EXISTS "product_names_delete" ON "products";
--> statement-breakpoint
CREATE TRIGGER "product_names_delete" AFTER DELETE ON "products" REFERENCING OLD TABLE AS old_rows
  FOR EACH STATEMENT EXECUTE FUNCTION product_names_remove();
--> statement-breakpoint
DROP TRIGGER IF EXISTS "product_names_update" ON "products";
--> statement-breakpoint
CREATE TRIGGER "product_names_update" AFTER UPDATE ON "products" REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows
  FOR EACH STATEMENT EXECUTE FUNCTION product_names_rename();
--> statement-breakpoint
DROP TRIGGER IF EXISTS "product_names_truncate" ON "products";
--> statement-breakpoint
CREATE TRIGGER "product_names_truncate" AFTER TRUNCATE ON "products"
  FOR EACH STATEMENT EXECUTE FUNCTION product_names_clear();

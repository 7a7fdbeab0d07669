-- Search engine (issue 5): weighted full-text documents kept up to date by triggers, pg_trgm for
-- typo tolerance and prefix suggestions, and a dictionary of catalogue words for "did you mean".
-- Runs on PostgreSQL 15 and later.
CREATE EXTENSION IF NOT EXISTS pg_trgm;
--> statement-breakpoint
ALTER TABLE "products" ADD COLUMN IF NOT EXISTS "search_document" tsvector;
--> statement-breakpoint
ALTER TABLE "companies" ADD COLUMN IF NOT EXISTS "search_document" tsvector;
--> statement-breakpoint
CREATE TABLE IF NOT EXISTS "search_words" ("word" text PRIMARY KEY);
--> statement-breakpoint
CREATE OR REPLACE FUNCTION search_words_add(source text) RETURNS void LANGUAGE sql AS $$
  INSERT INTO search_words (word)
  SELECT DISTINCT w FROM regexp_split_to_table(lower(source), '[^[:alnum:]]+') AS w
  WHERE length(w) >= 3 AND w !~ '^[0-9]+$'
  ON CONFLICT DO NOTHING
$$;
--> statement-breakpoint
CREATE OR REPLACE FUNCTION products_search_document_refresh() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
  category_name text;
  subcategory_name text;
  supplier text;
BEGIN
  SELECT c.name INTO category_name FROM categories c WHERE c.id = NEW.category_id;
  SELECT s.name INTO subcategory_name FROM subcategories s WHERE s.id = NEW.subcategory_id;
  SELECT concat_ws(' ', co.name, co.city, st.name) INTO supplier
    FROM companies co LEFT JOIN states st ON st.code = co.state_code WHERE co.id = NEW.company_id;
  NEW.search_document :=
    setweight(to_tsvector('english', NEW.name), 'A') ||
    setweight(to_tsvector('english', array_to_string(NEW.keywords, ' ')), 'B') ||
    setweight(to_tsvector('english', concat_ws(' ', category_name, subcategory_name)), 'B') ||
    setweight(to_tsvector('english', coalesce(supplier, '')), 'C') ||
    setweight(to_tsvector('english', NEW.description), 'D');
  PERFORM search_words_add(concat_ws(' ', NEW.name, array_to_string(NEW.keywords, ' '), category_name, subcategory_name));
  RETURN NEW;
END
$$;
--> statement-breakpoint
CREATE TRIGGER products_search_document BEFORE INSERT OR UPDATE OF name, keywords, description, category_id, subcategory_id, company_id, search_document
  ON products FOR EACH ROW EXECUTE FUNCTION products_search_document_refresh();
--> statement-breakpoint
CREATE OR REPLACE FUNCTION companies_search_document_refresh() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
  state_name text;
BEGIN
  SELECT st.name INTO state_name FROM states st WHERE st.code = NEW.state_code;
  NEW.search_document :=
    setweight(to_tsvector('english', NEW.name), 'A') ||
    setweight(to_tsvector('english', concat_ws(' ', NEW.city, state_name)), 'B') ||
    setweight(to_tsvector('english', NEW.description), 'D');
  PERFORM search_words_add(concat_ws(' ', NEW.name, NEW.city, state_name));
  RETURN NEW;
END
$$;
--> statement-breakpoint
CREATE TRIGGER companies_search_document BEFORE INSERT OR UPDATE OF name, city, state_code, description, search_document
  ON companies FOR EACH ROW EXECUTE FUNCTION companies_search_document_refresh();
--> statement-breakpoint
-- A supplier's name, city or state is part of its products' documents: refresh them when it changes.
CREATE OR REPLACE FUNCTION companies_refresh_product_documents() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF NEW.name IS DISTINCT FROM OLD.name OR NEW.city IS DISTINCT FROM OLD.city OR NEW.state_code IS DISTINCT FROM OLD.state_code THEN
    UPDATE products SET search_document = NULL WHERE company_id = NEW.id;
  END IF;
  RETURN NULL;
END
$$;
--> statement-breakpoint
CREATE TRIGGER companies_refresh_product_documents AFTER UPDATE ON companies
  FOR EACH ROW EXECUTE FUNCTION companies_refresh_product_documents();
--> statement-breakpoint
UPDATE "companies" SET "search_document" = NULL;
--> statement-breakpoint
UPDATE "products" SET "search_document" = NULL;
--> statement-breakpoint
CREATE INDEX IF NOT EXISTS "products_search_document_idx" ON "products" USING gin ("search_document");
--> statement-breakpoint
CREATE INDEX IF NOT EXISTS "products_name_trgm_idx" ON "products" USING gin (lower("name") gin_trgm_ops);
--> statement-breakpoint
CREATE INDEX IF NOT EXISTS "companies_search_document_idx" ON "companies" USING gin ("search_document");
--> statement-breakpoint
CREATE INDEX IF NOT EXISTS "companies_name_trgm_idx" ON "companies" USING gin (lower("name") gin_trgm_ops);
--> statement-breakpoint
CREATE INDEX IF NOT EXISTS "search_words_trgm_idx" ON "search_words" USING gin ("word" gin_trgm_ops);
--> statement-breakpoint
CREATE INDEX IF NOT EXISTS "products_price_idx" ON "products" ("price_min_paise");
--> statement-breakpoint
CREATE INDEX IF NOT EXISTS "products_created_idx" ON "products" ("created_at");

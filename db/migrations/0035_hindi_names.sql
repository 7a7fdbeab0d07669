-- Issue 19 (TradeSetu in Hindi): Hindi names for the catalogue, and product search that finds a
-- listing by its Hindi name (docs/decisions/0033-devanagari-hinglish-search.md).
--   * products.name_hi / description_hi: the seller's Hindi name and description (NFC, as typed);
--   * products.name_hi_keys: the Hindi name's words as script-free sound keys ("hx" + key, e.g.
--     चावल → "hxcvl"), computed by app/domain/hindi-text.ts whenever name_hi is written; the
--     document trigger indexes them at weight A, so a Devanagari or Hinglish query word meets the
--     Hindi name whatever the spelling (nukta, chandrabindu, long or short vowels);
--   * categories.name_hi, subcategories.name_hi: the tree's Hindi names.
-- New nullable columns only: no table rewrite, no backfill (every name_hi starts NULL; the demo
-- seed fills its own). Idempotent; PostgreSQL 15+.
ALTER TABLE "products" ADD COLUMN IF NOT EXISTS "name_hi" text;
--> statement-breakpoint
ALTER TABLE "products" ADD COLUMN IF NOT EXISTS "description_hi" text;
--> statement-breakpoint
ALTER TABLE "products" ADD COLUMN IF NOT EXISTS "name_hi_keys" text;
--> statement-breakpoint
ALTER TABLE "categories" ADD COLUMN IF NOT EXISTS "name_hi" text;
--> statement-breakpoint
ALTER TABLE "subcategories" ADD COLUMN IF NOT EXISTS "name_hi" text;
--> statement-breakpoint
-- The product document trigger of migration 0015, with the Hindi name's sound keys at weight A.
CREATE OR REPLACE FUNCTION products_search_document_refresh() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
  category_name text;
  subcategory_name text;
  supplier text;
  tokens tsvector;
BEGIN
  SELECT c.name INTO category_name FROM categories c WHERE c.id = NEW.category_id;
  SELECT s.name INTO subcategory_name FROM subcategories s WHERE s.id = NEW.subcategory_id;
  SELECT concat_ws(' ', co.name, co.city, st.name), supplier_filter_tokens(co.state_code, co.enterprise_type, co.verified) INTO supplier, tokens
    FROM companies co LEFT JOIN states st ON st.code = co.state_code WHERE co.id = NEW.company_id;
  NEW.search_document :=
    setweight(to_tsvector('english', NEW.name), 'A') ||
    setweight(to_tsvector('english', coalesce(NEW.name_hi_keys, '')), 'A') ||
    setweight(to_tsvector('english', array_to_string(NEW.keywords, ' ')), 'B') ||
    setweight(to_tsvector('english', concat_ws(' ', category_name, subcategory_name)), 'B') ||
    setweight(to_tsvector('english', coalesce(supplier, '')), 'C') ||
    setweight(to_tsvector('english', NEW.description), 'D') ||
    coalesce(tokens, ''::tsvector) ||
    listing_filter_tokens(NEW.availability);
  IF NEW.status = 'live' THEN
    PERFORM search_words_add(concat_ws(' ', NEW.name, array_to_string(NEW.keywords, ' '), category_name, subcategory_name));
  END IF;
  RETURN NEW;
END
$$;
--> statement-breakpoint
-- The document now also follows the Hindi name's keys.
DROP TRIGGER IF EXISTS "products_search_document" ON "products";
--> statement-breakpoint
CREATE TRIGGER "products_search_document" BEFORE INSERT OR UPDATE OF name, name_hi_keys, keywords, description, category_id, subcategory_id, company_id, availability, search_document
  ON "products" FOR EACH ROW EXECUTE FUNCTION products_search_document_refresh();

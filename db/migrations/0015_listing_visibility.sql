-- Only live listings are public (issue 14, docs/decisions/0018-listing-visibility.md). Two search
-- helpers were fed by every product row whatever its state, so a draft's name could come back as a
-- "did you mean" or a similar-name match:
--   * product_names (migration 0005: one row per distinct name with its product count, for the
--     misspelt-name fallback) now counts live products only, and follows status changes;
--   * search_words (migration 0003: the catalogue's words, for spelling corrections) now takes a
--     product's words when the product is live — on insert, on edit, and when it goes live.
-- And the buyer's availability filter joins the supplier filters inside the full-text document
-- (migration 0006): an in-stock or made-to-order listing carries 'av_in_stock' or
-- 'av_made_to_order', so a common word filtered by availability is one GIN lookup instead of a
-- walk through every match of the word.
-- Safe at a million products: no table rewrite, the recount is two set-based statements that only
-- touch names whose count is wrong, every trigger stays set-based or per row as before, and the
-- backfill touches only listings that already say their availability (none, right after 0010).
-- Idempotent; PostgreSQL 15+.
CREATE OR REPLACE FUNCTION product_names_add() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  INSERT INTO product_names (name, product_count)
    SELECT name, count(*)::int FROM new_rows WHERE status = 'live' GROUP BY name
    ON CONFLICT (name) DO UPDATE SET product_count = product_names.product_count + EXCLUDED.product_count;
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE OR REPLACE FUNCTION product_names_remove() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  UPDATE product_names n SET product_count = n.product_count - d.k
    FROM (SELECT name, count(*)::int AS k FROM old_rows WHERE status = 'live' GROUP BY name) d WHERE n.name = d.name;
  DELETE FROM product_names n WHERE n.product_count <= 0 AND n.name IN (SELECT name FROM old_rows WHERE status = 'live');
  RETURN NULL;
END $$;
--> statement-breakpoint
-- An update moves a product's count when its name changes or it goes live or stops being live:
-- each changed row takes one from its old name if it was live and adds one to its new name if it
-- is live now, summed per name in one statement.
CREATE OR REPLACE FUNCTION product_names_rename() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  -- Most updates change neither: nothing to do.
  IF NOT EXISTS (SELECT 1 FROM old_rows o JOIN new_rows n ON n.id = o.id
                 WHERE o.name IS DISTINCT FROM n.name OR (o.status = 'live') IS DISTINCT FROM (n.status = 'live')) THEN
    RETURN NULL;
  END IF;
  INSERT INTO product_names (name, product_count)
    SELECT d.name, sum(d.k)::int FROM (
      SELECT o.name, -1 AS k FROM old_rows o JOIN new_rows n ON n.id = o.id
        WHERE o.status = 'live' AND (o.name IS DISTINCT FROM n.name OR n.status IS DISTINCT FROM 'live')
      UNION ALL
      SELECT n.name, 1 FROM old_rows o JOIN new_rows n ON n.id = o.id
        WHERE n.status = 'live' AND (o.name IS DISTINCT FROM n.name OR o.status IS DISTINCT FROM 'live')
    ) d GROUP BY d.name HAVING sum(d.k) <> 0
    ON CONFLICT (name) DO UPDATE SET product_count = product_names.product_count + EXCLUDED.product_count;
  DELETE FROM product_names pn WHERE pn.product_count <= 0 AND pn.name IN (SELECT name FROM old_rows);
  RETURN NULL;
END $$;
--> statement-breakpoint
-- Recount once: names with no live product go, the others get their live count (a no-op where
-- every product is live, as after migration 0010).
DELETE FROM product_names n WHERE NOT EXISTS (SELECT 1 FROM products p WHERE p.name = n.name AND p.status = 'live');
--> statement-breakpoint
INSERT INTO product_names (name, product_count)
  SELECT name, count(*)::int FROM products WHERE status = 'live' GROUP BY name
  ON CONFLICT (name) DO UPDATE SET product_count = EXCLUDED.product_count
  WHERE product_names.product_count IS DISTINCT FROM EXCLUDED.product_count;
--> statement-breakpoint
-- Like supplier_filter_tokens (0006): a lexeme the text parser never makes (it has an '_').
CREATE OR REPLACE FUNCTION listing_filter_tokens(availability text) RETURNS tsvector
  LANGUAGE sql IMMUTABLE PARALLEL SAFE AS $$
  SELECT CASE WHEN availability IS NULL THEN ''::tsvector ELSE array_to_tsvector(ARRAY['av_' || availability]) END
$$;
--> statement-breakpoint
-- The product document trigger of migration 0006, with the listing's availability token, and the
-- product's words joining the correction dictionary only while it is live.
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
-- The document now also follows the availability.
DROP TRIGGER IF EXISTS "products_search_document" ON "products";
--> statement-breakpoint
CREATE TRIGGER "products_search_document" BEFORE INSERT OR UPDATE OF name, keywords, description, category_id, subcategory_id, company_id, availability, search_document
  ON "products" FOR EACH ROW EXECUTE FUNCTION products_search_document_refresh();
--> statement-breakpoint
UPDATE "products" SET "search_document" = NULL WHERE "availability" IS NOT NULL;
--> statement-breakpoint
-- A listing that goes live (approved, resumed, restored) brings its words with it.
CREATE OR REPLACE FUNCTION products_search_words_on_live() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  PERFORM search_words_add(concat_ws(' ', NEW.name, array_to_string(NEW.keywords, ' '),
    (SELECT c.name FROM categories c WHERE c.id = NEW.category_id),
    (SELECT s.name FROM subcategories s WHERE s.id = NEW.subcategory_id)));
  RETURN NULL;
END $$;
--> statement-breakpoint
DROP TRIGGER IF EXISTS "products_search_words_on_live" ON "products";
--> statement-breakpoint
CREATE TRIGGER "products_search_words_on_live" AFTER UPDATE OF status ON "products"
  FOR EACH ROW WHEN (NEW.status = 'live' AND OLD.status IS DISTINCT FROM 'live')
  EXECUTE FUNCTION products_search_words_on_live();

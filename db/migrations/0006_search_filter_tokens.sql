-- Supplier filters inside the full-text index (issue 5, docs/decisions/0008-search-filters-and-query-cost.md).
-- A search filtered by the supplier's state, enterprise type or verification used to join every
-- candidate product to its company; at a million products a common word in one state took
-- 100-300 ms. Each product document now also carries tokens for its supplier's state code,
-- enterprise type and verification ('st_27', 'et_msme', 'vf_1'). The text parser never makes a
-- lexeme with '_', so no word in a name or description can collide with them, and a filtered
-- search is one GIN lookup that intersects the words with the tokens. Idempotent; PostgreSQL 15+.
CREATE OR REPLACE FUNCTION supplier_filter_tokens(state_code text, enterprise_type text, verified boolean) RETURNS tsvector
  LANGUAGE sql IMMUTABLE PARALLEL SAFE AS $$
  SELECT array_to_tsvector(array_remove(ARRAY['st_' || state_code, 'et_' || enterprise_type, CASE WHEN verified THEN 'vf_1' END], NULL))
$$;
--> statement-breakpoint
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
    coalesce(tokens, ''::tsvector);
  PERFORM search_words_add(concat_ws(' ', NEW.name, array_to_string(NEW.keywords, ' '), category_name, subcategory_name));
  RETURN NEW;
END
$$;
--> statement-breakpoint
-- The supplier's name, city, state, enterprise type and verification are in its products'
-- documents: refresh them when any of these changes.
CREATE OR REPLACE FUNCTION companies_refresh_product_documents() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF NEW.name IS DISTINCT FROM OLD.name OR NEW.city IS DISTINCT FROM OLD.city OR NEW.state_code IS DISTINCT FROM OLD.state_code
    OR NEW.enterprise_type IS DISTINCT FROM OLD.enterprise_type OR NEW.verified IS DISTINCT FROM OLD.verified THEN
    UPDATE products SET search_document = NULL WHERE company_id = NEW.id;
  END IF;
  RETURN NULL;
END
$$;
--> statement-breakpoint
-- Backfill: append the tokens to the existing documents rather than rebuilding them through the
-- row trigger (which also refreshes the word list): at a million products the rebuild ran for
-- more than 12 minutes, the append is a single pass.
ALTER TABLE "products" DISABLE TRIGGER "products_search_document";
--> statement-breakpoint
UPDATE "products" p SET "search_document" = p."search_document" || supplier_filter_tokens(co."state_code", co."enterprise_type", co."verified")
  FROM "companies" co WHERE co."id" = p."company_id" AND p."search_document" IS NOT NULL;
--> statement-breakpoint
ALTER TABLE "products" ENABLE TRIGGER "products_search_document";

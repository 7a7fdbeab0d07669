-- Search at a million products (issue 5, docs/decisions/0005-search-on-postgresql.md): candidates
-- for relevance ranking come from the product name alone as well as the whole document, so
-- products named by the query are always ranked. PostgreSQL 15+.
CREATE INDEX IF NOT EXISTS "products_name_document_idx" ON "products" USING gin (to_tsvector('english', "name"));

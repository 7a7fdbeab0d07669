-- Suspension and the staff console (issue 17, docs/decisions/0023-suspension-and-staff.md).
-- A suspended company's listings leave every public read without losing their own states: each
-- product carries `supplier_suspended`, kept by triggers from companies.suspended_at, and the public
-- condition becomes `status = 'live' AND NOT supplier_suspended` — still a row filter on products
-- alone, so every plan keeps its index. Adding a NOT NULL column with a constant default is a
-- catalogue change (no rewrite at a million rows); a suspension rewrites only that company's rows
-- through products_company_idx, and no document trigger fires (the column is not in its list).
-- Also: trigram indexes for the admin console's company and user search, and the audit log by subject.
-- Idempotent; PostgreSQL 15+.
ALTER TABLE "products" ADD COLUMN IF NOT EXISTS "supplier_suspended" boolean DEFAULT false NOT NULL;
--> statement-breakpoint
-- A listing written for a company (a background import may still run while it is suspended) takes
-- the company's state; so does a listing moved to another company.
CREATE OR REPLACE FUNCTION products_supplier_suspended_default() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  NEW.supplier_suspended := EXISTS (SELECT 1 FROM companies co WHERE co.id = NEW.company_id AND co.suspended_at IS NOT NULL);
  RETURN NEW;
END $$;
--> statement-breakpoint
DROP TRIGGER IF EXISTS "products_supplier_suspended" ON "products";
--> statement-breakpoint
CREATE TRIGGER "products_supplier_suspended" BEFORE INSERT OR UPDATE OF company_id ON "products"
  FOR EACH ROW EXECUTE FUNCTION products_supplier_suspended_default();
--> statement-breakpoint
-- Suspending or restoring a company moves its listings in or out of public reads in one statement.
CREATE OR REPLACE FUNCTION companies_suspension_to_products() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  UPDATE products SET supplier_suspended = (NEW.suspended_at IS NOT NULL)
    WHERE company_id = NEW.id AND supplier_suspended IS DISTINCT FROM (NEW.suspended_at IS NOT NULL);
  RETURN NULL;
END $$;
--> statement-breakpoint
DROP TRIGGER IF EXISTS "companies_suspension_to_products" ON "companies";
--> statement-breakpoint
CREATE TRIGGER "companies_suspension_to_products" AFTER UPDATE OF suspended_at ON "companies"
  FOR EACH ROW WHEN ((OLD.suspended_at IS NULL) IS DISTINCT FROM (NEW.suspended_at IS NULL))
  EXECUTE FUNCTION companies_suspension_to_products();
--> statement-breakpoint
UPDATE "products" p SET "supplier_suspended" = true FROM "companies" co
  WHERE co."id" = p."company_id" AND co."suspended_at" IS NOT NULL AND NOT p."supplier_suspended";
--> statement-breakpoint
-- The planner's estimate of the new condition (nearly every row passes) instead of a default guess.
ANALYZE "products" ("supplier_suspended");
--> statement-breakpoint
-- The admin search of companies: any part of the name, slug, GSTIN, email, mobile or city, as one
-- lower-cased text behind a trigram index (LIKE '%…%' of three characters or more uses it).
CREATE INDEX IF NOT EXISTS "companies_admin_search_idx" ON "companies" USING gin (
  lower("name" || ' ' || "slug" || ' ' || coalesce("gstin", '') || ' ' || "email" || ' ' || "mobile" || ' ' || "city") gin_trgm_ops);
--> statement-breakpoint
CREATE INDEX IF NOT EXISTS "users_admin_search_idx" ON "users" USING gin (lower("email" || ' ' || "name") gin_trgm_ops);
--> statement-breakpoint
CREATE INDEX IF NOT EXISTS "companies_suspended_idx" ON "companies" USING btree ("suspended_at") WHERE suspended_at IS NOT NULL;
--> statement-breakpoint
CREATE INDEX IF NOT EXISTS "users_staff_idx" ON "users" USING btree ("role") WHERE role <> 'member';
--> statement-breakpoint
CREATE INDEX IF NOT EXISTS "admin_audit_log_subject_idx" ON "admin_audit_log" USING btree ("subject", "created_at");

CREATE TABLE "company_checks" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "company_checks_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"company_id" integer NOT NULL,
	"check" text NOT NULL,
	"status" text NOT NULL,
	"method" text NOT NULL,
	"checked_value" text DEFAULT '' NOT NULL,
	"reason" text DEFAULT '' NOT NULL,
	"document_id" integer,
	"reviewer_user_id" integer,
	"decided_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"superseded_at" timestamp with time zone
);
--> statement-breakpoint
CREATE TABLE "company_documents" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "company_documents_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"company_id" integer NOT NULL,
	"kind" text NOT NULL,
	"storage_key" text NOT NULL,
	"file_name" text NOT NULL,
	"content_type" text NOT NULL,
	"byte_size" integer NOT NULL,
	"uploaded_by_user_id" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"superseded_at" timestamp with time zone
);
--> statement-breakpoint
CREATE TABLE "reports" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "reports_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"reporter_user_id" integer,
	"target_kind" text NOT NULL,
	"target_id" integer NOT NULL,
	"reason" text NOT NULL,
	"details" text DEFAULT '' NOT NULL,
	"status" text DEFAULT 'open' NOT NULL,
	"outcome" text,
	"handled_by_user_id" integer,
	"handled_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "reviews" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "reviews_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"supplier_company_id" integer NOT NULL,
	"buyer_company_id" integer,
	"author_user_id" integer,
	"deal_kind" text NOT NULL,
	"deal_id" integer NOT NULL,
	"product_id" integer,
	"rating" smallint NOT NULL,
	"body" text NOT NULL,
	"reply" text,
	"replied_at" timestamp with time zone,
	"replied_by_user_id" integer,
	"status" text DEFAULT 'published' NOT NULL,
	"hidden_reason" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "reviews_rating_range" CHECK (rating BETWEEN 1 AND 5)
);
--> statement-breakpoint
ALTER TABLE "sessions" ADD COLUMN "authenticated_at" timestamp with time zone DEFAULT now() NOT NULL;
--> statement-breakpoint
ALTER TABLE "users" ADD COLUMN "suspended_at" timestamp with time zone;
--> statement-breakpoint
ALTER TABLE "users" ADD COLUMN "suspended_reason" text;
--> statement-breakpoint
ALTER TABLE "admin_audit_log" ADD COLUMN "before" jsonb;
--> statement-breakpoint
ALTER TABLE "admin_audit_log" ADD COLUMN "after" jsonb;
--> statement-breakpoint
ALTER TABLE "companies" ADD COLUMN "verification_level" text DEFAULT 'none' NOT NULL;
--> statement-breakpoint
-- Issue 17: the badge follows reviewed checks, not a flag. Nothing was ever checked before, so every
-- company starts at 'none'; the verification service runs the automatic checks again (at start-up for
-- companies without any) and reviewers decide the documents.
ALTER TABLE "companies" DROP COLUMN "verified";
--> statement-breakpoint
ALTER TABLE "companies" ADD COLUMN "verified" boolean GENERATED ALWAYS AS (verification_level = 'documents_reviewed') STORED NOT NULL;
--> statement-breakpoint
-- Products carried 'vf_1' for the old flag; no company is at 'documents_reviewed' yet, so the token goes
-- (one pass over the products that have it, without rebuilding their documents).
ALTER TABLE "products" DISABLE TRIGGER "products_search_document";
--> statement-breakpoint
UPDATE "products" SET "search_document" = ts_delete("search_document", 'vf_1') WHERE "search_document" @@ 'vf_1'::tsquery;
--> statement-breakpoint
ALTER TABLE "products" ENABLE TRIGGER "products_search_document";
--> statement-breakpoint
-- The single 'admin' role becomes the administrator staff role (app/domain/staff.ts).
UPDATE "users" SET "role" = 'administrator' WHERE "role" = 'admin';
--> statement-breakpoint
ALTER TABLE "companies" ADD COLUMN "suspended_at" timestamp with time zone;
--> statement-breakpoint
ALTER TABLE "companies" ADD COLUMN "suspended_reason" text;
--> statement-breakpoint
ALTER TABLE "company_checks" ADD CONSTRAINT "company_checks_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE cascade ON UPDATE no action;
--> statement-breakpoint
ALTER TABLE "company_checks" ADD CONSTRAINT "company_checks_document_id_company_documents_id_fk" FOREIGN KEY ("document_id") REFERENCES "public"."company_documents"("id") ON DELETE set null ON UPDATE no action;
--> statement-breakpoint
ALTER TABLE "company_checks" ADD CONSTRAINT "company_checks_reviewer_user_id_users_id_fk" FOREIGN KEY ("reviewer_user_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;
--> statement-breakpoint
ALTER TABLE "company_documents" ADD CONSTRAINT "company_documents_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE cascade ON UPDATE no action;
--> statement-breakpoint
ALTER TABLE "company_documents" ADD CONSTRAINT "company_documents_uploaded_by_user_id_users_id_fk" FOREIGN KEY ("uploaded_by_user_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;
--> statement-breakpoint
ALTER TABLE "reports" ADD CONSTRAINT "reports_reporter_user_id_users_id_fk" FOREIGN KEY ("reporter_user_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;
--> statement-breakpoint
ALTER TABLE "reports" ADD CONSTRAINT "reports_handled_by_user_id_users_id_fk" FOREIGN KEY ("handled_by_user_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;
--> statement-breakpoint
ALTER TABLE "reviews" ADD CONSTRAINT "reviews_supplier_company_id_companies_id_fk" FOREIGN KEY ("supplier_company_id") REFERENCES "public"."companies"("id") ON DELETE cascade ON UPDATE no action;
--> statement-breakpoint
ALTER TABLE "reviews" ADD CONSTRAINT "reviews_buyer_company_id_companies_id_fk" FOREIGN KEY ("buyer_company_id") REFERENCES "public"."companies"("id") ON DELETE set null ON UPDATE no action;
--> statement-breakpoint
ALTER TABLE "reviews" ADD CONSTRAINT "reviews_author_user_id_users_id_fk" FOREIGN KEY ("author_user_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;
--> statement-breakpoint
ALTER TABLE "reviews" ADD CONSTRAINT "reviews_product_id_products_id_fk" FOREIGN KEY ("product_id") REFERENCES "public"."products"("id") ON DELETE set null ON UPDATE no action;
--> statement-breakpoint
ALTER TABLE "reviews" ADD CONSTRAINT "reviews_replied_by_user_id_users_id_fk" FOREIGN KEY ("replied_by_user_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;
--> statement-breakpoint
CREATE UNIQUE INDEX "company_checks_current_idx" ON "company_checks" USING btree ("company_id","check") WHERE superseded_at IS NULL;
--> statement-breakpoint
CREATE INDEX "company_checks_pending_idx" ON "company_checks" USING btree ("created_at") WHERE superseded_at IS NULL AND status = 'pending';
--> statement-breakpoint
CREATE INDEX "company_documents_company_idx" ON "company_documents" USING btree ("company_id","kind","created_at");
--> statement-breakpoint
CREATE INDEX "reports_open_idx" ON "reports" USING btree ("status","created_at");
--> statement-breakpoint
CREATE INDEX "reports_target_idx" ON "reports" USING btree ("target_kind","target_id");
--> statement-breakpoint
CREATE INDEX "reports_reporter_idx" ON "reports" USING btree ("reporter_user_id","created_at");
--> statement-breakpoint
CREATE UNIQUE INDEX "reviews_deal_idx" ON "reviews" USING btree ("deal_kind","deal_id");
--> statement-breakpoint
CREATE INDEX "reviews_supplier_idx" ON "reviews" USING btree ("supplier_company_id","created_at");
--> statement-breakpoint
CREATE INDEX "reviews_product_idx" ON "reviews" USING btree ("product_id");
--> statement-breakpoint
CREATE INDEX "admin_audit_log_admin_idx" ON "admin_audit_log" USING btree ("admin_user_id","created_at");

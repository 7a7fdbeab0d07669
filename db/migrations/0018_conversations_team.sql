CREATE TABLE "lead_notes" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "lead_notes_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"thread_id" integer NOT NULL,
	"author_user_id" integer,
	"body" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "supplier_response_stats" (
	"company_id" integer PRIMARY KEY NOT NULL,
	"threads" integer NOT NULL,
	"answered" integer NOT NULL,
	"median_first_reply_seconds" integer,
	"computed_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "thread_messages" (
	"id" bigint PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "thread_messages_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"thread_id" integer NOT NULL,
	"side" text NOT NULL,
	"sender_user_id" integer,
	"body" text DEFAULT '' NOT NULL,
	"attachments" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"idempotency_key" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "thread_reads" (
	"thread_id" integer NOT NULL,
	"user_id" integer NOT NULL,
	"side" text NOT NULL,
	"last_read_message_id" bigint NOT NULL,
	"read_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "thread_reads_thread_id_user_id_pk" PRIMARY KEY("thread_id","user_id")
);
--> statement-breakpoint
CREATE TABLE "threads" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "threads_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"reference" text NOT NULL,
	"seller_company_id" integer NOT NULL,
	"buyer_company_id" integer,
	"buyer_user_id" integer,
	"buyer_email" text NOT NULL,
	"inquiry_id" integer,
	"requirement_id" integer,
	"subject" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"last_message_at" timestamp with time zone DEFAULT now() NOT NULL,
	"contact_shared_at" timestamp with time zone,
	"first_seller_reply_at" timestamp with time zone,
	"lead_status" text DEFAULT 'new' NOT NULL,
	"lost_reason" text,
	"follow_up_on" date,
	"follow_up_reminded_on" date,
	"assignee_user_id" integer,
	"lead_updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "threads_reference_unique" UNIQUE("reference"),
	CONSTRAINT "threads_inquiryId_unique" UNIQUE("inquiry_id")
);
--> statement-breakpoint
CREATE TABLE "api_tokens" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "api_tokens_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"company_id" integer NOT NULL,
	"name" text NOT NULL,
	"token_hash" text NOT NULL,
	"prefix" text NOT NULL,
	"scopes" text[] DEFAULT '{}'::text[] NOT NULL,
	"created_by_user_id" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"last_used_at" timestamp with time zone,
	"revoked_at" timestamp with time zone,
	CONSTRAINT "api_tokens_tokenHash_unique" UNIQUE("token_hash")
);
--> statement-breakpoint
CREATE TABLE "webhook_deliveries" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "webhook_deliveries_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"endpoint_id" integer NOT NULL,
	"event" text NOT NULL,
	"event_key" text NOT NULL,
	"payload" jsonb NOT NULL,
	"status" text DEFAULT 'pending' NOT NULL,
	"attempts" integer DEFAULT 0 NOT NULL,
	"response_status" integer,
	"last_error" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"delivered_at" timestamp with time zone
);
--> statement-breakpoint
CREATE TABLE "webhook_endpoints" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "webhook_endpoints_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"company_id" integer NOT NULL,
	"url" text NOT NULL,
	"secret" text NOT NULL,
	"events" text[] DEFAULT '{}'::text[] NOT NULL,
	"created_by_user_id" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"disabled_at" timestamp with time zone
);
--> statement-breakpoint
CREATE TABLE "notification_deliveries" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "notification_deliveries_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"notification_id" integer NOT NULL,
	"channel" text NOT NULL,
	"mode" text NOT NULL,
	"status" text DEFAULT 'pending' NOT NULL,
	"attempts" integer DEFAULT 0 NOT NULL,
	"last_error" text,
	"provider_ref" text,
	"claimed_at" timestamp with time zone,
	"sent_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "notification_preferences" (
	"user_id" integer NOT NULL,
	"kind" text NOT NULL,
	"channel" text NOT NULL,
	"mode" text NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "notification_preferences_user_id_kind_channel_pk" PRIMARY KEY("user_id","kind","channel")
);
--> statement-breakpoint
CREATE TABLE "company_invitations" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "company_invitations_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"company_id" integer NOT NULL,
	"email" text NOT NULL,
	"role" text NOT NULL,
	"token_hash" text NOT NULL,
	"invited_by_user_id" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	"accepted_at" timestamp with time zone,
	"accepted_by_user_id" integer,
	"withdrawn_at" timestamp with time zone,
	CONSTRAINT "company_invitations_tokenHash_unique" UNIQUE("token_hash")
);
--> statement-breakpoint
CREATE TABLE "company_members" (
	"company_id" integer NOT NULL,
	"user_id" integer NOT NULL,
	"role" text NOT NULL,
	"added_by_user_id" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "company_members_company_id_user_id_pk" PRIMARY KEY("company_id","user_id"),
	CONSTRAINT "company_members_userId_unique" UNIQUE("user_id")
);
--> statement-breakpoint
ALTER TABLE "outbox_emails" ADD COLUMN "html" text;--> statement-breakpoint
ALTER TABLE "outbox_emails" ADD COLUMN "headers" jsonb DEFAULT '{}'::jsonb NOT NULL;--> statement-breakpoint
ALTER TABLE "users" ADD COLUMN "mobile" text;--> statement-breakpoint
ALTER TABLE "chat_conversations" ADD COLUMN "page_path" text;--> statement-breakpoint
ALTER TABLE "chat_conversations" ADD COLUMN "handed_over_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "lead_notes" ADD CONSTRAINT "lead_notes_thread_id_threads_id_fk" FOREIGN KEY ("thread_id") REFERENCES "public"."threads"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "lead_notes" ADD CONSTRAINT "lead_notes_author_user_id_users_id_fk" FOREIGN KEY ("author_user_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "supplier_response_stats" ADD CONSTRAINT "supplier_response_stats_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "thread_messages" ADD CONSTRAINT "thread_messages_thread_id_threads_id_fk" FOREIGN KEY ("thread_id") REFERENCES "public"."threads"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "thread_messages" ADD CONSTRAINT "thread_messages_sender_user_id_users_id_fk" FOREIGN KEY ("sender_user_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "thread_reads" ADD CONSTRAINT "thread_reads_thread_id_threads_id_fk" FOREIGN KEY ("thread_id") REFERENCES "public"."threads"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "thread_reads" ADD CONSTRAINT "thread_reads_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "threads" ADD CONSTRAINT "threads_seller_company_id_companies_id_fk" FOREIGN KEY ("seller_company_id") REFERENCES "public"."companies"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "threads" ADD CONSTRAINT "threads_buyer_company_id_companies_id_fk" FOREIGN KEY ("buyer_company_id") REFERENCES "public"."companies"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "threads" ADD CONSTRAINT "threads_buyer_user_id_users_id_fk" FOREIGN KEY ("buyer_user_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "threads" ADD CONSTRAINT "threads_inquiry_id_inquiries_id_fk" FOREIGN KEY ("inquiry_id") REFERENCES "public"."inquiries"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "threads" ADD CONSTRAINT "threads_requirement_id_requirements_id_fk" FOREIGN KEY ("requirement_id") REFERENCES "public"."requirements"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "threads" ADD CONSTRAINT "threads_assignee_user_id_users_id_fk" FOREIGN KEY ("assignee_user_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "api_tokens" ADD CONSTRAINT "api_tokens_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "api_tokens" ADD CONSTRAINT "api_tokens_created_by_user_id_users_id_fk" FOREIGN KEY ("created_by_user_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "webhook_deliveries" ADD CONSTRAINT "webhook_deliveries_endpoint_id_webhook_endpoints_id_fk" FOREIGN KEY ("endpoint_id") REFERENCES "public"."webhook_endpoints"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "webhook_endpoints" ADD CONSTRAINT "webhook_endpoints_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "webhook_endpoints" ADD CONSTRAINT "webhook_endpoints_created_by_user_id_users_id_fk" FOREIGN KEY ("created_by_user_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "notification_deliveries" ADD CONSTRAINT "notification_deliveries_notification_id_notifications_id_fk" FOREIGN KEY ("notification_id") REFERENCES "public"."notifications"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "notification_preferences" ADD CONSTRAINT "notification_preferences_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "company_invitations" ADD CONSTRAINT "company_invitations_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "company_invitations" ADD CONSTRAINT "company_invitations_invited_by_user_id_users_id_fk" FOREIGN KEY ("invited_by_user_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "company_invitations" ADD CONSTRAINT "company_invitations_accepted_by_user_id_users_id_fk" FOREIGN KEY ("accepted_by_user_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "company_members" ADD CONSTRAINT "company_members_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "company_members" ADD CONSTRAINT "company_members_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "company_members" ADD CONSTRAINT "company_members_added_by_user_id_users_id_fk" FOREIGN KEY ("added_by_user_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "lead_notes_thread_idx" ON "lead_notes" USING btree ("thread_id","created_at");--> statement-breakpoint
CREATE INDEX "thread_messages_thread_idx" ON "thread_messages" USING btree ("thread_id","id");--> statement-breakpoint
CREATE UNIQUE INDEX "thread_messages_idempotency_idx" ON "thread_messages" USING btree ("thread_id","idempotency_key");--> statement-breakpoint
CREATE UNIQUE INDEX "threads_requirement_pair_idx" ON "threads" USING btree ("requirement_id","seller_company_id") WHERE requirement_id IS NOT NULL;--> statement-breakpoint
CREATE INDEX "threads_seller_idx" ON "threads" USING btree ("seller_company_id","last_message_at");--> statement-breakpoint
CREATE INDEX "threads_buyer_company_idx" ON "threads" USING btree ("buyer_company_id","last_message_at");--> statement-breakpoint
CREATE INDEX "threads_buyer_user_idx" ON "threads" USING btree ("buyer_user_id","last_message_at");--> statement-breakpoint
CREATE INDEX "threads_unclaimed_email_idx" ON "threads" USING btree ("buyer_email") WHERE buyer_user_id IS NULL;--> statement-breakpoint
CREATE INDEX "threads_follow_up_idx" ON "threads" USING btree ("follow_up_on") WHERE follow_up_on IS NOT NULL;--> statement-breakpoint
CREATE INDEX "api_tokens_company_idx" ON "api_tokens" USING btree ("company_id");--> statement-breakpoint
CREATE UNIQUE INDEX "webhook_deliveries_event_idx" ON "webhook_deliveries" USING btree ("endpoint_id","event_key");--> statement-breakpoint
CREATE INDEX "webhook_deliveries_endpoint_idx" ON "webhook_deliveries" USING btree ("endpoint_id","created_at");--> statement-breakpoint
CREATE INDEX "webhook_endpoints_company_idx" ON "webhook_endpoints" USING btree ("company_id");--> statement-breakpoint
CREATE UNIQUE INDEX "notification_deliveries_once_idx" ON "notification_deliveries" USING btree ("notification_id","channel");--> statement-breakpoint
CREATE INDEX "notification_deliveries_status_idx" ON "notification_deliveries" USING btree ("status","mode","created_at");--> statement-breakpoint
CREATE INDEX "company_invitations_company_idx" ON "company_invitations" USING btree ("company_id","created_at");--> statement-breakpoint
-- Every company's registering user becomes its first owner; the company's mobile becomes theirs.
INSERT INTO "company_members" ("company_id", "user_id", "role", "created_at")
SELECT "id", "owner_user_id", 'owner', "created_at" FROM "companies" WHERE "owner_user_id" IS NOT NULL
ON CONFLICT DO NOTHING;--> statement-breakpoint
UPDATE "users" u SET "mobile" = c."mobile" FROM "companies" c WHERE c."owner_user_id" = u."id" AND c."mobile" <> '';--> statement-breakpoint
-- Every inquiry and every requirement sent to a supplier opens its thread, whichever code inserts it
-- (the services, the seed, a fixture): triggers keep that true, and the backfill below reuses them.
CREATE FUNCTION thread_reference() RETURNS text LANGUAGE sql VOLATILE AS $$
  SELECT 'TH-' || string_agg(substr('23456789ABCDEFGHJKMNPQRSTUVWXYZ', 1 + floor(random() * 31)::int, 1), '') FROM generate_series(1, 8)
$$;--> statement-breakpoint
-- An inquiry's text is the thread's first message. The buyer's phone and email are not shared
-- with the seller until the buyer says so in the thread.
CREATE FUNCTION inquiry_opens_thread() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE new_thread integer;
BEGIN
  INSERT INTO threads (reference, seller_company_id, buyer_company_id, buyer_user_id, buyer_email, inquiry_id, subject, created_at, last_message_at, lead_updated_at)
  VALUES (thread_reference(), NEW.company_id,
          (SELECT m.company_id FROM company_members m WHERE m.user_id = NEW.buyer_user_id),
          NEW.buyer_user_id, lower(NEW.buyer_email), NEW.id,
          COALESCE('Inquiry about ' || (SELECT p.name FROM products p WHERE p.id = NEW.product_id), 'Inquiry'),
          NEW.created_at, NEW.created_at, NEW.created_at)
  RETURNING id INTO new_thread;
  INSERT INTO thread_messages (thread_id, side, sender_user_id, body, created_at) VALUES (new_thread, 'buyer', NEW.buyer_user_id, NEW.requirement, NEW.created_at);
  RETURN NULL;
END $$;--> statement-breakpoint
CREATE TRIGGER inquiries_open_thread AFTER INSERT ON inquiries FOR EACH ROW EXECUTE FUNCTION inquiry_opens_thread();--> statement-breakpoint
-- A requirement sent to a supplier: the requirement itself is the conversation's first word.
CREATE FUNCTION requirement_pair_opens_thread() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  INSERT INTO threads (reference, seller_company_id, buyer_company_id, buyer_user_id, buyer_email, requirement_id, subject, created_at, last_message_at, lead_updated_at)
  SELECT thread_reference(), NEW.supplier_company_id, r.buyer_company_id, r.buyer_user_id, COALESCE(u.email, ''), r.id, r.title, NEW.created_at, NEW.created_at, NEW.created_at
  FROM requirements r LEFT JOIN users u ON u.id = r.buyer_user_id
  WHERE r.id = NEW.requirement_id
  ON CONFLICT DO NOTHING;
  RETURN NULL;
END $$;--> statement-breakpoint
CREATE TRIGGER requirement_suppliers_open_thread AFTER INSERT ON requirement_suppliers FOR EACH ROW EXECUTE FUNCTION requirement_pair_opens_thread();--> statement-breakpoint
-- Existing inquiries and requirement pairs. Senders of earlier inquiries gave phone and email to the
-- supplier under the old form, so those stay shared (the buyer can withdraw them); an answered
-- inquiry counts as contacted, and where a requirement pair stands becomes its lead status.
INSERT INTO threads (reference, seller_company_id, buyer_company_id, buyer_user_id, buyer_email, inquiry_id, subject, created_at, last_message_at, contact_shared_at, first_seller_reply_at, lead_status, lead_updated_at)
SELECT thread_reference(), i.company_id, m.company_id, i.buyer_user_id, lower(i.buyer_email), i.id,
       COALESCE('Inquiry about ' || p.name, 'Inquiry'), i.created_at, i.created_at, i.created_at, i.answered_at,
       CASE WHEN i.status = 'answered' THEN 'contacted' ELSE 'new' END, i.created_at
FROM inquiries i
LEFT JOIN products p ON p.id = i.product_id
LEFT JOIN company_members m ON m.user_id = i.buyer_user_id;--> statement-breakpoint
INSERT INTO thread_messages (thread_id, side, sender_user_id, body, created_at)
SELECT t.id, 'buyer', i.buyer_user_id, i.requirement, i.created_at FROM threads t JOIN inquiries i ON i.id = t.inquiry_id;--> statement-breakpoint
INSERT INTO threads (reference, seller_company_id, buyer_company_id, buyer_user_id, buyer_email, requirement_id, subject, created_at, last_message_at, lead_status, lead_updated_at)
SELECT thread_reference(), rs.supplier_company_id, r.buyer_company_id, r.buyer_user_id, COALESCE(u.email, ''), r.id, r.title, rs.created_at, COALESCE(rs.responded_at, rs.created_at),
       CASE WHEN rs.status = 'quoted' THEN 'quoted' WHEN rs.status = 'accepted' THEN 'won' WHEN rs.status IN ('declined', 'not_chosen', 'expired') THEN 'lost' ELSE 'new' END,
       rs.created_at
FROM requirement_suppliers rs
JOIN requirements r ON r.id = rs.requirement_id
LEFT JOIN users u ON u.id = r.buyer_user_id;--> statement-breakpoint
-- The login that registers a company (companies.owner_user_id, set by registration, the profile
-- page, the seed and test fixtures alike) is always its first owner member.
CREATE FUNCTION company_first_owner() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF NEW.owner_user_id IS NOT NULL THEN
    INSERT INTO company_members (company_id, user_id, role) VALUES (NEW.id, NEW.owner_user_id, 'owner') ON CONFLICT DO NOTHING;
    UPDATE users SET mobile = NEW.mobile WHERE id = NEW.owner_user_id AND mobile IS NULL AND NEW.mobile <> '';
  END IF;
  RETURN NULL;
END $$;--> statement-breakpoint
CREATE TRIGGER companies_first_owner AFTER INSERT OR UPDATE OF owner_user_id ON companies FOR EACH ROW EXECUTE FUNCTION company_first_owner();

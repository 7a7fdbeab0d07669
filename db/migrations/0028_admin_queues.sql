-- The contact-messages queue of the support team (/admin/contact-messages): when a message (a
-- contact form or "Request this service" submission) was handled, by whom, and the note they left.
-- The queue and the chat leads list read newest first, so both get an index on their creation time.
ALTER TABLE "service_requests" ADD COLUMN "handled_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "service_requests" ADD COLUMN "handled_by_user_id" integer;--> statement-breakpoint
ALTER TABLE "service_requests" ADD COLUMN "handled_note" text DEFAULT '' NOT NULL;--> statement-breakpoint
ALTER TABLE "service_requests" ADD CONSTRAINT "service_requests_handled_by_user_id_users_id_fk" FOREIGN KEY ("handled_by_user_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "service_requests_created_idx" ON "service_requests" USING btree ("created_at");--> statement-breakpoint
CREATE INDEX "chat_conversations_created_idx" ON "chat_conversations" USING btree ("created_at");

-- The admin queue of chats handed over to people (/admin/chats): when an admin marked one done.
-- A conversation handed over again after that is open again (handover_done_at back to NULL).
ALTER TABLE "chat_conversations" ADD COLUMN "handover_done_at" timestamp with time zone;--> statement-breakpoint
CREATE INDEX "chat_conversations_handed_over_idx" ON "chat_conversations" USING btree ("handed_over_at") WHERE handed_over_at IS NOT NULL;

-- Issue 17: a supplier's reply to a review can be reported on its own; upholding hides the reply
-- (with the moderator's note) and leaves the buyer's review published.
ALTER TABLE "reviews" ADD COLUMN "reply_hidden_reason" text;

-- Issue 19: a category's Hindi description, shown on its Hindi page and in that page's meta
-- description; null where none is written (the English one is shown).
ALTER TABLE "categories" ADD COLUMN "description_hi" text;

import { jsonb, pgTable, text, timestamp } from 'drizzle-orm/pg-core';
import type { PrivateFile } from './requirements';

/**
 * A buy requirement being written, one per browser (keyed by the SHA-256 of a random cookie), so a
 * visitor can write it first and log in or register at the end without losing a word, and a form
 * sent back for a mistake keeps the files already attached (they live under private/ in the file store until
 * the requirement is posted, or until housekeeping drops an abandoned draft with its files).
 */
export const requirementDrafts = pgTable('requirement_drafts', {
  idHash: text().primaryKey(),
  values: jsonb().$type<Record<string, string>>().notNull().default({}),
  attachments: jsonb().$type<PrivateFile[]>().notNull().default([]),
  updatedAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
});

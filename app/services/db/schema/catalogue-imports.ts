import { sql } from 'drizzle-orm';
import { boolean, index, integer, jsonb, pgTable, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';
import type { ImportProblem, ImportState } from '~/domain/catalogue-file';
import { users } from './accounts';
import { companies } from './companies';

/**
 * Photos of an import's ZIP stored as the user's pending photos during the dry run, by file name
 * (lower-case) and then by the row that names it (each listing needs its own copy), or the reason
 * the photo was refused.
 */
export type ImportPhotos = Record<string, { keys: Record<string, string> } | { error: string }>;

/**
 * A catalogue import (CSV or XLSX, optionally a ZIP of photos) from upload to result. The files
 * wait in the file store under imports/ while the import is live and are removed when it ends. At most one
 * import per company is being checked or imported at a time.
 */
export const catalogueImports = pgTable(
  'catalogue_imports',
  {
    id: integer().primaryKey().generatedAlwaysAsIdentity(),
    companyId: integer()
      .notNull()
      .references(() => companies.id, { onDelete: 'cascade' }),
    userId: integer()
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    status: text({ enum: ['checking', 'checked', 'importing', 'done', 'failed', 'cancelled'] }).$type<ImportState>().notNull().default('checking'),
    fileName: text().notNull(),
    format: text({ enum: ['csv', 'xlsx'] }).notNull(),
    hasPhotos: boolean().notNull().default(false),
    /** The seller's choices on confirming: publish (or send to review) rather than keep as drafts; skip rows with problems. */
    publish: boolean().notNull().default(false),
    validOnly: boolean().notNull().default(false),
    totalRows: integer().notNull().default(0),
    rowsDone: integer().notNull().default(0),
    newRows: integer().notNull().default(0),
    updatedRows: integer().notNull().default(0),
    unchangedRows: integer().notNull().default(0),
    invalidRows: integer().notNull().default(0),
    /** The first problems by row and column (at most a thousand are kept); problemCount has them all. */
    problems: jsonb().$type<ImportProblem[]>().notNull().default([]),
    problemCount: integer().notNull().default(0),
    /** About the whole file: a refusal, columns that were ignored, what happened. */
    notes: jsonb().$type<string[]>().notNull().default([]),
    photos: jsonb().$type<ImportPhotos>().notNull().default({}),
    createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
    finishedAt: timestamp({ withTimezone: true }),
  },
  (t) => [
    index('catalogue_imports_company_idx').on(t.companyId, t.createdAt),
    uniqueIndex('catalogue_imports_one_running_key').on(t.companyId).where(sql`status in ('checking', 'importing')`),
  ],
);

import { sql } from 'drizzle-orm';
import { check, date, integer, pgTable, text, uniqueIndex } from 'drizzle-orm/pg-core';

/**
 * GST rates on goods, as data with the dates each applies (DESIGN.md, Domain rules): a GST
 * Council change is a new row, or an `appliesUntil` on an old one, never a code change. The rows
 * are reference data every installation needs, so the migration that made the table adds them.
 * Dates are calendar days in India; `appliesUntil` is the last day a rate applies (null: no end).
 */
export const gstRates = pgTable(
  'gst_rates',
  {
    id: integer().primaryKey().generatedAlwaysAsIdentity(),
    /** The rate in basis points, so 0.25% is 25 and 18% is 1800. */
    rateBp: integer().notNull(),
    /** How the rate is written in the editor's list, e.g. "5%". */
    label: text().notNull(),
    appliesFrom: date({ mode: 'string' }).notNull(),
    appliesUntil: date({ mode: 'string' }),
  },
  (t) => [
    uniqueIndex('gst_rates_rate_from_idx').on(t.rateBp, t.appliesFrom),
    check('gst_rates_rate_range', sql`${t.rateBp} between 0 and 10000`),
    check('gst_rates_dates_in_order', sql`${t.appliesUntil} is null or ${t.appliesUntil} >= ${t.appliesFrom}`),
  ],
);

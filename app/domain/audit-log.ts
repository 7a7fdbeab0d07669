import { z } from 'zod';
import { adminPageSchema, filterTextSchema } from './admin-queues';
import { formatIndianMoment } from './india-time';

/** The audit log page's filters (/admin/audit), read leniently from the query string. */

const daySchema = z
  .string()
  .regex(/^\d{4}-\d{2}-\d{2}$/)
  .refine((day) => !Number.isNaN(Date.parse(`${day}T00:00:00+05:30`)))
  .optional()
  .catch(undefined);

export const auditParamsSchema = z.object({
  /** Part of the staff member's email. */
  staff: filterTextSchema,
  /** One action exactly ('refused', 'payment.confirm', …); empty means every action. */
  action: filterTextSchema,
  /** Part of the subject ('payment:12', 'GET /admin/invoices'). */
  subject: filterTextSchema,
  /** First and last India day shown, inclusive. */
  from: daySchema,
  to: daySchema,
  page: adminPageSchema,
});

export type AuditParams = z.infer<typeof auditParamsSchema>;

/** The moment an India day starts: "2026-11-24" → 2026-11-23T18:30:00Z. */
export function indiaDayStart(day: string): Date {
  return new Date(`${day}T00:00:00+05:30`);
}

export interface ChangedValue {
  key: string;
  before: string;
  after: string;
}

function shown(value: unknown): string {
  if (value === undefined) return '—';
  if (value === null) return 'none';
  if (typeof value === 'string') return value === '' ? '(empty)' : value;
  if (typeof value === 'number' || typeof value === 'boolean') return String(value);
  return JSON.stringify(value);
}

/**
 * What an action changed: the keys whose values differ between before and after (a key only on
 * one side counts), in alphabetical order (PostgreSQL's jsonb keeps no key order), each value as
 * readable text.
 */
export function changedValues(before: Record<string, unknown> | null, after: Record<string, unknown> | null): ChangedValue[] {
  const was = before ?? {};
  const now = after ?? {};
  const keys = [...new Set([...Object.keys(was), ...Object.keys(now)])].sort();
  return keys.filter((key) => JSON.stringify(was[key]) !== JSON.stringify(now[key])).map((key) => ({ key, before: shown(was[key]), after: shown(now[key]) }));
}

interface StoredEntry {
  id: number;
  adminEmail: string;
  action: string;
  subject: string;
  detail: Record<string, string | number | null>;
  before: Record<string, unknown> | null;
  after: Record<string, unknown> | null;
  createdAt: Date;
}

/** An entry as the audit pages show it: India time, details as text, only the values that changed. */
export function auditEntryView(entry: StoredEntry) {
  return {
    id: entry.id,
    when: formatIndianMoment(entry.createdAt),
    who: entry.adminEmail,
    action: entry.action,
    subject: entry.subject,
    details: Object.entries(entry.detail)
      .map(([key, value]) => `${key}: ${String(value)}`)
      .join(', '),
    // A confirmed payment issued an invoice; the log links to it.
    invoice: typeof entry.detail.invoice === 'string' ? entry.detail.invoice : null,
    changes: changedValues(entry.before, entry.after),
  };
}

export type AuditEntryView = ReturnType<typeof auditEntryView>;

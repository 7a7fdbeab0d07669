import { z } from 'zod';

/**
 * The support and finance queues of the admin console: contact messages, chat leads and issued
 * invoices. Query strings are read leniently (a bad value falls back to the default view), forms
 * strictly with messages that say how to fix the field.
 */

export const ADMIN_PAGE_SIZE = 25;

/** ?page=: a bad or huge value shows the first page rather than an error. */
export const adminPageSchema = z.coerce.number().int().min(1).max(100_000).catch(1).default(1);

/** A short text filter from the query string: trimmed, at most 200 characters, empty means none. */
export const filterTextSchema = z
  .string()
  .trim()
  .catch('')
  .default('')
  .transform((value) => value.slice(0, 200));

// --- Contact messages ------------------------------------------------------------------------

export const CONTACT_FILTERS = { open: 'Not yet handled', handled: 'Handled', all: 'All' } as const;
export type ContactFilter = keyof typeof CONTACT_FILTERS;

export const contactQueueParamsSchema = z.object({
  show: z.enum(['open', 'handled', 'all']).catch('open').default('open'),
  page: adminPageSchema,
});

/** A staff member marks a contact message handled, saying what they did. */
export const ContactHandledSchema = z.object({
  messageId: z.coerce.number({ error: 'Pick a message from the list' }).int().positive().max(2_147_483_647),
  note: z
    .string({ error: 'Say what you did, for example "Called back, sent the price list"' })
    .trim()
    .min(2, 'Say what you did, for example "Called back, sent the price list"')
    .max(1000, 'Use at most 1,000 characters'),
});

/** Where a service request came from: the contact form, or a service page's "Request this service". */
export function contactSourceLabel(serviceSlug: string, serviceName: string | null): string {
  return serviceSlug === 'contact' ? 'Contact form' : `Request this service: ${serviceName ?? serviceSlug}`;
}

// --- Chat leads ------------------------------------------------------------------------------

export const chatsParamsSchema = z.object({
  show: z.enum(['handed_over', 'all']).catch('handed_over').default('handed_over'),
  page: adminPageSchema,
});

// --- Issued invoices -------------------------------------------------------------------------

/** A financial year as invoices store it: "2026-27". */
const financialYearPattern = /^\d{4}-\d{2}$/;

export const invoiceListParamsSchema = z.object({
  /** An invoice number, the buyer's email or a GSTIN (any part of it). */
  q: filterTextSchema,
  year: z
    .string()
    .trim()
    .regex(financialYearPattern)
    .optional()
    .catch(undefined),
  page: adminPageSchema,
});

/** An ILIKE pattern matching `text` anywhere, with LIKE's own wildcards taken literally. */
export function containsPattern(text: string): string {
  return `%${text.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
}

// --- Orders ----------------------------------------------------------------------------------

export const ORDER_FILTERS = { all: 'All', submitted: 'Payment being confirmed', pending: 'Waiting for payment', paid: 'Paid', rejected: 'Payment not found' } as const;

export const orderListParamsSchema = z.object({
  show: z.enum(['all', 'submitted', 'pending', 'paid', 'rejected']).catch('all').default('all'),
  /** An order reference or the buyer's email (any part of it). */
  q: filterTextSchema,
  page: adminPageSchema,
});

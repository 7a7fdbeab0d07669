import { z } from 'zod';
import { LEAD_STATUSES, LOST_REASONS, type LeadStatus } from '~/domain/conversation';
import { indianToday } from '~/domain/requirement';

/**
 * The seller's lead manager (issue 16, point 6) and what the CRM side reads (point 7): filters of
 * the list, the forms of one lead, API token scopes and webhook events. Rules only.
 */

export const LEAD_KINDS = ['inquiry', 'requirement'] as const;
export type LeadKind = (typeof LEAD_KINDS)[number];
export const LEAD_KIND_LABELS: Record<LeadKind, string> = { inquiry: 'Inquiry', requirement: 'Requirement' };

/** Which follow-up dates a list shows: due (today or earlier), overdue (before today), later, or none set. */
export const FOLLOW_UP_FILTERS = ['due', 'overdue', 'upcoming', 'none'] as const;
// Their names are messages (sellerLeads followUpDue…: app/components/leads/lead-labels.ts).
export type FollowUpFilter = (typeof FOLLOW_UP_FILTERS)[number];

/** Leads on one page of /account/leads. */
export const LEADS_PER_PAGE = 25;
/** Most rows one CSV export carries (the filtered list, newest activity first). */
export const MAX_EXPORT_ROWS = 10_000;
export const MAX_NOTE_CHARS = 2000;
const MAX_SEARCH_CHARS = 100;

const optionalEnum = <T extends readonly [string, ...string[]]>(values: T) =>
  z.preprocess((value) => (typeof value === 'string' && (values as readonly string[]).includes(value) ? value : undefined), z.enum(values).optional());

/**
 * The list's filters as the URL carries them (a GET form, so a filtered list can be bookmarked
 * and exported). Anything not understood is ignored rather than refused: it is a list, not a form.
 */
export const leadFilterSchema = z.object({
  status: optionalEnum(LEAD_STATUSES),
  kind: optionalEnum(LEAD_KINDS),
  /** "mine", "unassigned", or a colleague's user id. */
  // A user id is a PostgreSQL integer: a larger number names nobody and must not reach the query.
  assignee: z.preprocess((value) => (typeof value === 'string' && /^(mine|unassigned|[1-9]\d{0,9})$/.test(value) && !(Number(value) > 2_147_483_647) ? value : undefined), z.string().optional()),
  followUp: optionalEnum(FOLLOW_UP_FILTERS),
  q: z.preprocess((value) => (typeof value === 'string' ? value.trim().slice(0, MAX_SEARCH_CHARS) || undefined : undefined), z.string().optional()),
  page: z.preprocess((value) => {
    const page = Number(value);
    return Number.isInteger(page) && page >= 1 && page <= 10_000 ? page : 1;
  }, z.number()),
});
export type LeadFilters = z.infer<typeof leadFilterSchema>;

/** The filters read from a URL's query. */
export function leadFiltersFrom(params: URLSearchParams): LeadFilters {
  return leadFilterSchema.parse(Object.fromEntries(params));
}

/** The query string of `filters` (page dropped unless asked), for links to other pages and the export. */
export function leadFilterQuery(filters: LeadFilters, page?: number): string {
  const params = new URLSearchParams();
  for (const key of ['status', 'kind', 'assignee', 'followUp', 'q'] as const) {
    const value = filters[key];
    if (value) params.set(key, value);
  }
  if (page && page > 1) params.set('page', String(page));
  const text = params.toString();
  return text ? `?${text}` : '';
}

/** A follow-up date that has passed on a lead still open. */
export function isFollowUpOverdue(followUpOn: string | null, status: LeadStatus, today = indianToday()): boolean {
  return followUpOn !== null && followUpOn < today && status !== 'won' && status !== 'lost';
}

const notUnderstood = 'This form was not understood. Reload the page and try again.';
const DATE = /^\d{4}-\d{2}-\d{2}$/;

/** The forms of one lead's panel: status (lost needs a reason), a note, the follow-up date, the assignee. */
export function leadUpdateSchema(today = indianToday()) {
  return z.discriminatedUnion(
    'intent',
    [
      z
        .object({
          intent: z.literal('status'),
          status: z.enum(LEAD_STATUSES, { error: 'Choose a status' }),
          lostReason: z.enum(LOST_REASONS, { error: 'Choose why the lead was lost' }).optional(),
        })
        .superRefine((value, ctx) => {
          if (value.status === 'lost' && !value.lostReason) ctx.addIssue({ code: 'custom', path: ['lostReason'], message: 'Choose why the lead was lost' });
        }),
      z.object({
        intent: z.literal('note'),
        body: z
          .string({ error: 'Write the note' })
          .trim()
          .min(1, 'Write the note')
          .max(MAX_NOTE_CHARS, `A note can be at most ${MAX_NOTE_CHARS.toLocaleString('en-IN')} characters`),
      }),
      z.object({
        intent: z.literal('follow-up'),
        followUpOn: z
          .string({ error: 'Choose a date' })
          .regex(DATE, 'Choose a date')
          .refine((value) => !Number.isNaN(Date.parse(`${value}T00:00:00Z`)), 'Choose a date that exists')
          .refine((value) => value >= today, 'Choose today or a later date'),
      }),
      z.object({ intent: z.literal('clear-follow-up') }),
      z.object({
        intent: z.literal('assign'),
        /** Empty: nobody. */
        assigneeUserId: z.coerce.number().int().positive().optional(),
      }),
    ],
    { error: notUnderstood },
  );
}
export type LeadUpdate = z.infer<ReturnType<typeof leadUpdateSchema>>;

// — For CRMs: API tokens and webhooks (their names for people: app/content/messages/seller-trust.ts) —

export const API_SCOPES = ['leads:read'] as const;
export type ApiScope = (typeof API_SCOPES)[number];

export const WEBHOOK_EVENTS = ['lead.created', 'message.created'] as const;
export type WebhookEvent = (typeof WEBHOOK_EVENTS)[number];

/** Most API tokens and webhook endpoints one company keeps at a time. */
export const MAX_API_TOKENS = 20;
export const MAX_WEBHOOK_ENDPOINTS = 5;
/** Leads one API page returns by default, and at most. */
export const API_PAGE_DEFAULT = 50;
export const API_PAGE_MAX = 100;

/** A checkbox group as a list: none ticked sends nothing (and an empty value counts as none). */
const asList = (value: unknown): unknown[] => (value === undefined ? [] : Array.isArray(value) ? (value as unknown[]) : [value]).filter((item) => item !== '');

/** The forms of /account/integrations. */
export const integrationActionSchema = z.discriminatedUnion(
  'intent',
  [
    z.object({
      intent: z.literal('create-token'),
      name: z.string({ error: 'Name the token, e.g. after the CRM that uses it' }).trim().min(1, 'Name the token, e.g. after the CRM that uses it').max(60, 'A name can be at most 60 characters'),
      scopes: z.preprocess(asList, z.array(z.enum(API_SCOPES, { error: 'Choose what the token may do' })).min(1, 'Choose what the token may do')),
    }),
    z.object({ intent: z.literal('revoke-token'), tokenId: z.coerce.number({ error: notUnderstood }).int().positive() }),
    z.object({
      intent: z.literal('add-webhook'),
      url: z
        .string({ error: 'Enter the address that receives the events' })
        .trim()
        .min(1, 'Enter the address that receives the events')
        .max(500, 'An address can be at most 500 characters')
        .refine((value) => URL.canParse(value), 'Enter a full address such as https://crm.example.in/tradesetu'),
      events: z.preprocess(asList, z.array(z.enum(WEBHOOK_EVENTS, { error: 'Choose which events to send' })).min(1, 'Choose which events to send')),
    }),
    z.object({ intent: z.literal('remove-webhook'), endpointId: z.coerce.number({ error: notUnderstood }).int().positive() }),
    z.object({ intent: z.literal('replay'), deliveryId: z.coerce.number({ error: notUnderstood }).int().positive() }),
  ],
  { error: notUnderstood },
);

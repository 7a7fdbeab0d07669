import type { LeadStatus, LostReason } from '~/domain/conversation';
import { API_PAGE_DEFAULT, API_PAGE_MAX, type LeadKind } from '~/domain/lead';
import { ValidationError } from '~/services/errors.server';
import { leadsChangedAfter, type LeadRow } from '~/services/leads/lead-query.server';

/**
 * GET /api/v1/leads: a company's leads as JSON for its CRM, in the order they last changed
 * (oldest first), a page at a time with an opaque cursor; `since` keeps those changed at or after
 * a moment. The same lead shape goes into webhook payloads. Contact details only where the buyer
 * shared them, as in the lead manager.
 */

export interface ApiLead {
  reference: string;
  kind: LeadKind;
  subject: string;
  status: LeadStatus;
  lost_reason: LostReason | null;
  buyer: { name: string | null; company: string | null; email: string | null; phone: string | null };
  product: string | null;
  quantity: number | null;
  unit: string | null;
  requirement_reference: string | null;
  inquiry_reference: string | null;
  follow_up_on: string | null;
  assignee_email: string | null;
  created_at: string;
  last_activity_at: string;
  conversation_url: string;
}

export function apiLead(row: LeadRow, siteUrl: string): ApiLead {
  return {
    reference: row.reference,
    kind: row.kind,
    subject: row.subject,
    status: row.status,
    lost_reason: row.lostReason,
    buyer: { name: row.buyerName, company: row.buyerCompany, email: row.buyerEmail, phone: row.buyerPhone },
    product: row.productName,
    quantity: row.quantity,
    unit: row.unit,
    requirement_reference: row.requirementReference,
    inquiry_reference: row.inquiryReference,
    follow_up_on: row.followUpOn,
    assignee_email: row.assigneeEmail,
    created_at: row.createdAt.toISOString(),
    last_activity_at: row.lastActivityKey,
    conversation_url: `${siteUrl}/account/messages/${row.reference}`,
  };
}

const encodeCursor = (row: LeadRow) => Buffer.from(JSON.stringify([row.lastActivityKey, row.id])).toString('base64url');

function decodeCursor(text: string): { at: string; id: number } {
  try {
    const [at, id] = JSON.parse(Buffer.from(text, 'base64url').toString('utf8')) as unknown[];
    if (typeof at === 'string' && !Number.isNaN(Date.parse(at)) && Number.isInteger(id)) return { at, id: id as number };
  } catch {
    // answered below
  }
  throw new ValidationError('The cursor is not one this API gave. Start again without a cursor, or pass next_cursor from the last page as it was.', { cursor: ['Not a cursor from this API'] });
}

/** Reads limit, cursor and since from the query; ValidationError (400) in words for a bad one. */
export function apiLeadQuery(params: URLSearchParams): { limit: number; after: { at: string; id: number } | null; since: Date | null } {
  const limitText = params.get('limit');
  const limit = limitText === null ? API_PAGE_DEFAULT : Number(limitText);
  if (!Number.isInteger(limit) || limit < 1 || limit > API_PAGE_MAX) throw new ValidationError(`limit must be a whole number from 1 to ${API_PAGE_MAX}.`, { limit: [`From 1 to ${API_PAGE_MAX}`] });
  const sinceText = params.get('since');
  // An ISO 8601 moment with a time zone, e.g. 2026-11-24T09:30:00Z or 2026-11-24T15:00:00+05:30.
  const since = sinceText === null ? null : /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}(:\d{2}(\.\d{1,6})?)?(Z|[+-]\d{2}:\d{2})$/.test(sinceText) ? new Date(sinceText) : null;
  if (sinceText !== null && (since === null || Number.isNaN(since.getTime()))) {
    throw new ValidationError('since must be an ISO 8601 time with a time zone, e.g. 2026-11-24T09:30:00Z.', { since: ['An ISO 8601 time with a time zone'] });
  }
  const cursor = params.get('cursor');
  return { limit, since, after: cursor ? decodeCursor(cursor) : null };
}

export async function apiLeadsPage(companyId: number, query: ReturnType<typeof apiLeadQuery>, siteUrl: string) {
  const rows = await leadsChangedAfter(companyId, { since: query.since, after: query.after, limit: query.limit + 1 });
  const page = rows.slice(0, query.limit);
  const last = page.at(-1);
  return { data: page.map((row) => apiLead(row, siteUrl)), next_cursor: rows.length > query.limit && last ? encodeCursor(last) : null };
}

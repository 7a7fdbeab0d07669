import { sql } from 'drizzle-orm';
import type { ListingState } from '~/domain/listing';
import { DASHBOARD_PAGE_SIZE, dashboardPeriods, profileCompleteness, type DashboardQuery, type DashboardSort, type ProfileFacts } from '~/domain/seller-dashboard';
import { roleAllows } from '~/domain/team';
import { membershipOf } from '~/services/accounts/membership.server';
import { db } from '~/services/db/client.server';

/**
 * /account/dashboard: how a seller's listings do and what waits for the seller, in two statements
 * run side by side, each found from the signed-in user (never a company id from the URL):
 *  1. the company, its profile facts, listings per state and what is waiting (short lists);
 *  2. one page of the listings table with views and inquiries over 7 and 30 days, sorted.
 * Both read only the company's own rows through indexes (products by company, product_views by
 * its key, inquiries by company and date), so 2,000 listings cost about as much as twenty.
 */

/** How many of each waiting list the page shows; the table (filtered by state) has the rest. */
const WAITING_SHOWN = 10;

export interface WaitingListing {
  id: number;
  name: string;
  /** A listing rejected or in review, or a pending edit of a live listing. */
  subject: 'listing' | 'edit';
  reason: string | null;
  at: string;
}

export interface WaitingInquiry {
  reference: string;
  buyerName: string;
  productName: string | null;
  status: 'new' | 'read';
  createdAt: string;
}

export interface DashboardListing {
  id: number;
  name: string;
  slug: string;
  status: ListingState;
  updatedAt: Date;
  views7: number;
  views30: number;
  inquiries7: number;
  inquiries30: number;
}

interface Overview {
  id: number;
  name: string;
  slug: string;
  role: 'seller' | 'buyer' | 'both';
  facts: Omit<ProfileFacts, 'listings' | 'listingToFix'>;
  listings: Partial<Record<ListingState, number>>;
  listingToFix: ProfileFacts['listingToFix'];
  rejected: WaitingListing[];
  rejectedEdits: number;
  inReview: WaitingListing[];
  editsInReview: number;
  unanswered: WaitingInquiry[];
  unansweredCount: number;
}

function overview(userId: number): Promise<Overview | undefined> {
  const waiting = (states: 'rejected' | 'submitted', order: 'DESC' | 'ASC') => sql`(
    SELECT coalesce(json_agg(w ORDER BY w.at ${sql.raw(order)}, w.id), '[]') FROM (
      (SELECT p.id, p.name, 'listing' AS subject, p.status_reason AS reason, coalesce(p.submitted_at, p.updated_at) AS at
        FROM products p WHERE p.company_id = c.id AND p.status = ${states} ORDER BY 5 ${sql.raw(order)} LIMIT ${WAITING_SHOWN})
      UNION ALL
      (SELECT p.id, p.name, 'edit', r.status_reason, r.submitted_at
        FROM product_revisions r JOIN products p ON p.id = r.product_id
        WHERE p.company_id = c.id AND r.status = ${states} ORDER BY 5 ${sql.raw(order)} LIMIT ${WAITING_SHOWN})
      ORDER BY at ${sql.raw(order)} LIMIT ${WAITING_SHOWN}) w)`;
  return db()
    .execute(
      sql`SELECT c.id, c.name, c.slug, c.role,
        json_build_object(
          'description', c.description <> '',
          'address', c.address <> '',
          'gstin', coalesce(c.gstin, '') <> '',
          'pan', coalesce(c.pan, '') <> '',
          'udyam', coalesce(c.udyam, '') <> '',
          'website', coalesce(c.website, '') <> '',
          'yearEstablished', c.year_established IS NOT NULL,
          'contact', c.contact_name <> '' AND c.mobile <> '' AND c.email <> '',
          'categories', c.primary_category_id IS NOT NULL AND c.primary_subcategory_id IS NOT NULL,
          'photos', EXISTS (SELECT 1 FROM company_photos ph WHERE ph.company_id = c.id)) AS facts,
        (SELECT coalesce(json_object_agg(s.status, s.n), '{}') FROM (SELECT p.status, count(*)::int AS n FROM products p WHERE p.company_id = c.id GROUP BY p.status) s) AS listings,
        (SELECT json_build_object('id', p.id, 'name', p.name, 'state', p.status) FROM products p
          WHERE p.company_id = c.id AND p.status IN ('rejected', 'draft') ORDER BY p.status = 'rejected' DESC, p.updated_at, p.id LIMIT 1) AS "listingToFix",
        ${waiting('rejected', 'DESC')} AS rejected,
        ${waiting('submitted', 'ASC')} AS "inReview",
        (SELECT count(*) FILTER (WHERE r.status = 'rejected')::int FROM product_revisions r JOIN products p ON p.id = r.product_id WHERE p.company_id = c.id) AS "rejectedEdits",
        (SELECT count(*) FILTER (WHERE r.status = 'submitted')::int FROM product_revisions r JOIN products p ON p.id = r.product_id WHERE p.company_id = c.id) AS "editsInReview",
        (SELECT count(*)::int FROM inquiries i WHERE i.company_id = c.id AND i.status IN ('new', 'read')) AS "unansweredCount",
        (SELECT coalesce(json_agg(u ORDER BY u."createdAt" DESC), '[]') FROM (
          SELECT i.reference, i.buyer_name AS "buyerName", p.name AS "productName", i.status, i.created_at AS "createdAt"
          FROM inquiries i LEFT JOIN products p ON p.id = i.product_id
          WHERE i.company_id = c.id AND i.status IN ('new', 'read') ORDER BY i.created_at DESC LIMIT ${WAITING_SHOWN}) u) AS unanswered
      FROM companies c WHERE c.id IN (SELECT cm.company_id FROM company_members cm WHERE cm.user_id = ${userId}) LIMIT 1`,
    )
    .then((result) => result.rows[0] as Overview | undefined);
}

const ORDER_BY: Record<DashboardSort, string> = {
  views30: 'views30 DESC',
  views7: 'views7 DESC',
  inquiries30: 'inquiries30 DESC',
  inquiries7: 'inquiries7 DESC',
  name: 'lower(m.name)',
  updated: 'm.updated_at DESC',
};
/** Orders that need no figures: the page is cut first and only its 50 rows are summed. */
const WITHOUT_FIGURES: ReadonlySet<DashboardSort> = new Set(['name', 'updated']);

/**
 * One page of the company's listings (optionally in one state) with their figures, sorted. Each
 * listing's figures are summed from its own rows (product_views by its key, inquiries by
 * product and date), so the work grows with the company's listings and not with the marketplace;
 * sorted by name or last change, only the page's own listings are summed.
 */
function listingsPage(userId: number, query: DashboardQuery, now: Date): Promise<DashboardListing[]> {
  const { today, week, month } = dashboardPeriods(now);
  const order = sql.raw(`${ORDER_BY[query.sort]}, lower(m.name), m.id`);
  const page = sql`LIMIT ${DASHBOARD_PAGE_SIZE} OFFSET ${(query.page - 1) * DASHBOARD_PAGE_SIZE}`;
  const cutFirst = WITHOUT_FIGURES.has(query.sort);
  return db()
    .execute(
      sql`SELECT m.id, m.name, m.slug, m.status, m.updated_at AS "updatedAt", v.views7, v.views30, q.inquiries7, q.inquiries30
      FROM (
        SELECT m.id, m.name, m.slug, m.status, m.updated_at FROM products m
        WHERE m.company_id = (SELECT cm.company_id FROM company_members cm WHERE cm.user_id = ${userId} LIMIT 1)
          ${query.state ? sql`AND m.status = ${query.state}` : sql``}
        ${cutFirst ? sql`ORDER BY ${order} ${page}` : sql``}) m
      CROSS JOIN LATERAL (
        SELECT coalesce(sum(pv.views) FILTER (WHERE pv.day >= ${week.from}::date), 0)::int AS views7, coalesce(sum(pv.views), 0)::int AS views30
        FROM product_views pv WHERE pv.product_id = m.id AND pv.day BETWEEN ${month.from}::date AND ${today}::date) v
      CROSS JOIN LATERAL (
        SELECT (count(*) FILTER (WHERE i.created_at >= ${week.since.toISOString()}::timestamptz))::int AS inquiries7, count(*)::int AS inquiries30
        FROM inquiries i WHERE i.product_id = m.id AND i.created_at >= ${month.since.toISOString()}::timestamptz) q
      ORDER BY ${order} ${cutFirst ? sql`` : page}`,
    )
    .then((result) => result.rows as unknown as DashboardListing[]);
}

export type SellerDashboard =
  | { kind: 'no-company' }
  | { kind: 'buyer'; company: { name: string } }
  | {
      kind: 'seller';
      company: { name: string; slug: string };
      listings: Partial<Record<ListingState, number>>;
      completeness: ReturnType<typeof profileCompleteness>;
      waiting: Pick<Overview, 'rejected' | 'rejectedEdits' | 'inReview' | 'editsInReview' | 'unanswered' | 'unansweredCount'>;
      table: { query: DashboardQuery; rows: DashboardListing[]; total: number; pages: number };
    };

/**
 * The dashboard of the signed-in user's company: for a buyer-only company or an account without
 * one, only which of those it is (the page points to the profile). A page past the last shows
 * the last.
 */
export async function sellerDashboard(userId: number, query: DashboardQuery, now = new Date()): Promise<SellerDashboard> {
  const [company, rows, membership] = await Promise.all([overview(userId), listingsPage(userId, query, now), membershipOf(userId)]);
  if (!company) return { kind: 'no-company' };
  // Buyers' inquiries are for the roles that answer leads; a catalogue colleague sees the listings only.
  const seesLeads = membership !== null && roleAllows(membership.role, 'leads');
  if (company.role === 'buyer') return { kind: 'buyer', company: { name: company.name } };
  const total = query.state ? (company.listings[query.state] ?? 0) : Object.values(company.listings).reduce((sum, n) => sum + n, 0);
  const pages = Math.max(1, Math.ceil(total / DASHBOARD_PAGE_SIZE));
  const shown = query.page > pages ? { ...query, page: pages } : query;
  return {
    kind: 'seller',
    company: { name: company.name, slug: company.slug },
    listings: company.listings,
    completeness: profileCompleteness({ ...company.facts, listings: company.listings, listingToFix: company.listingToFix }),
    waiting: {
      rejected: company.rejected,
      rejectedEdits: company.rejectedEdits,
      inReview: company.inReview,
      editsInReview: company.editsInReview,
      unanswered: seesLeads ? company.unanswered : [],
      unansweredCount: seesLeads ? company.unansweredCount : 0,
    },
    table: { query: shown, rows: shown === query ? rows : await listingsPage(userId, shown, now), total, pages },
  };
}

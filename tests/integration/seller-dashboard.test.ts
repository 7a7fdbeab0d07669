import { randomBytes } from 'node:crypto';
import { sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import type { ListingState } from '~/domain/listing';
import { parseDashboardQuery } from '~/domain/seller-dashboard';
import { loader as dashboardLoader } from '~/routes/account.dashboard';
import { sellerDashboard, type SellerDashboard } from '~/services/catalog/seller-dashboard.server';
import { db } from '~/services/db/client.server';
import { users } from '~/services/db/schema/accounts';
import { productRevisions, products, productViews } from '~/services/db/schema/catalog';
import { companies } from '~/services/db/schema/companies';
import { inquiries } from '~/services/db/schema/leads';
import { createBuyer } from './support/billing-fixtures';
import { firstCategoryPair } from './support/catalog-fixtures';
import { answerOf, callRoute, requestAs } from './support/route-call';

// The dashboard's figures on a real PostgreSQL, at a fixed moment: 20:00 UTC on 10 March 2026 is
// 01:30 on 11 March in India, so "today" is 11 March, the last 7 days start on 5 March (18:30 UTC on
// the 4th) and the last 30 days on 10 February (18:30 UTC on the 9th).
const NOW = new Date('2026-03-10T20:00:00Z');
const pair = await firstCategoryPair();

async function seller(profile: Partial<typeof companies.$inferInsert> = {}) {
  const tag = randomBytes(4).toString('hex');
  const [user] = await db().insert(users).values({ email: `seller-${tag}@example.in`, name: `Seller ${tag}`, passwordHash: 'not-used' }).returning({ id: users.id });
  const [company] = await db()
    .insert(companies)
    .values({ slug: `seller-${tag}`, name: `Seller ${tag} Industries`, ownerUserId: user?.id, role: 'seller', enterpriseType: 'msme', legalForm: 'Private Limited', businessType: 'Manufacturing Sector', ...profile })
    .returning({ id: companies.id });
  return { userId: user?.id ?? 0, companyId: company?.id ?? 0 };
}

let listingNumber = 0;
async function listing(companyId: number, name: string, status: ListingState, extra: Partial<typeof products.$inferInsert> = {}) {
  listingNumber += 1;
  const [row] = await db()
    .insert(products)
    .values({ slug: `dash-${listingNumber}-${randomBytes(3).toString('hex')}`, companyId, categoryId: pair.category, subcategoryId: pair.subCategory, name, status, ...extra })
    .returning({ id: products.id });
  return row?.id ?? 0;
}

let inquiryNumber = 0;
async function inquiry(companyId: number, productId: number | null, createdAt: string, status: 'new' | 'read' | 'answered' = 'new') {
  inquiryNumber += 1;
  await db().insert(inquiries).values({
    reference: `INQ-DASH-${inquiryNumber}-${randomBytes(2).toString('hex')}`,
    companyId,
    productId,
    buyerName: `Buyer ${inquiryNumber}`,
    buyerEmail: 'buyer@example.in',
    buyerMobile: '+919876543210',
    quantity: 10,
    unit: 'kg',
    requirement: 'Need a quote for ten kilograms, delivered to Pune.',
    status,
    createdAt: new Date(createdAt),
  });
}

const asSeller = (dashboard: SellerDashboard) => {
  if (dashboard.kind !== 'seller') throw new Error(`expected a seller's dashboard, got ${dashboard.kind}`);
  return dashboard;
};
const open = async (userId: number, query = '') => asSeller(await sellerDashboard(userId, parseDashboardQuery(new URLSearchParams(query)), NOW));

// A seller with one listing in every state, figures on the edges of both periods, pending edits,
// and a profile with some gaps; and a second seller whose figures must not leak into it.
const main = await seller({
  address: '12 MIDC Road, Pune',
  gstin: '27AAPFU0939F1ZV',
  pan: 'AAPFU0939F',
  yearEstablished: 2010,
  contactName: 'Vikram Deshmukh',
  mobile: '+919812345678',
  email: 'sales@example.in',
  primaryCategoryId: pair.category,
  primarySubcategoryId: pair.subCategory,
});
const anise = await listing(main.companyId, 'Anise seeds', 'live');
const basil = await listing(main.companyId, 'Basil seeds', 'live');
const cumin = await listing(main.companyId, 'Cumin seeds', 'rejected', { statusReason: 'The photos are unclear, or do not show the product', updatedAt: new Date('2026-03-06T10:00:00Z') });
const dill = await listing(main.companyId, 'Dill seeds', 'submitted', { submittedAt: new Date('2026-03-09T10:00:00Z') });
await listing(main.companyId, 'Fennel seeds', 'draft');
await listing(main.companyId, 'Garlic cloves', 'paused');
await listing(main.companyId, 'Hibiscus tea', 'archived');
const jeera = await listing(main.companyId, 'Jeera powder', 'live');
const kalonji = await listing(main.companyId, 'Kalonji seeds', 'live');
await db().insert(productRevisions).values([
  { productId: jeera, content: {} as never, status: 'submitted', submittedAt: new Date('2026-03-08T10:00:00Z') },
  { productId: kalonji, content: {} as never, status: 'rejected', statusReason: 'The name, description or price is misleading', submittedAt: new Date('2026-03-07T10:00:00Z') },
]);
await db().insert(productViews).values([
  { productId: anise, day: '2026-03-11', views: 5 }, // today
  { productId: anise, day: '2026-03-05', views: 3 }, // first day of the 7
  { productId: anise, day: '2026-03-04', views: 7 }, // 30 days only
  { productId: anise, day: '2026-02-10', views: 11 }, // first day of the 30
  { productId: anise, day: '2026-02-09', views: 13 }, // before both
  { productId: basil, day: '2026-03-10', views: 40 },
]);
await inquiry(main.companyId, anise, '2026-03-04T18:30:00Z', 'new'); // first instant of the 7 days
await inquiry(main.companyId, anise, '2026-03-04T18:29:59Z', 'read'); // 30 days only
await inquiry(main.companyId, anise, '2026-02-09T18:30:00Z', 'answered'); // first instant of the 30
await inquiry(main.companyId, anise, '2026-02-09T18:29:59Z', 'new'); // before both, still unanswered
await inquiry(main.companyId, null, '2026-03-10T12:00:00Z', 'read'); // about no listing

const other = await seller();
const otherListing = await listing(other.companyId, 'Ajwain seeds', 'live');
await db().insert(productViews).values({ productId: otherListing, day: '2026-03-10', views: 99 });
await inquiry(other.companyId, otherListing, '2026-03-10T10:00:00Z');

describe('the seller dashboard', () => {
  it('counts listings by state', async () => {
    const dashboard = await open(main.userId);
    expect(dashboard.listings).toEqual({ live: 4, rejected: 1, submitted: 1, draft: 1, paused: 1, archived: 1 });
    expect(dashboard.table.total).toBe(9);
  });

  it('sums views and inquiries over the last 7 and 30 days in India time, and nothing of another seller', async () => {
    const { table } = await open(main.userId);
    const rows = Object.fromEntries(table.rows.map((row) => [row.name, row]));
    expect(rows['Anise seeds']).toMatchObject({ views7: 8, views30: 26, inquiries7: 1, inquiries30: 3, status: 'live' });
    expect(rows['Basil seeds']).toMatchObject({ views7: 40, views30: 40, inquiries7: 0, inquiries30: 0 });
    expect(rows['Cumin seeds']).toMatchObject({ views7: 0, views30: 0, inquiries7: 0, inquiries30: 0, status: 'rejected' });
    expect(table.rows.map((row) => row.name)).not.toContain('Ajwain seeds');
  });

  it('sorts the table by the figure chosen, and by name to break ties', async () => {
    expect((await open(main.userId)).table.rows.slice(0, 3).map((row) => row.name)).toEqual(['Basil seeds', 'Anise seeds', 'Cumin seeds']);
    expect((await open(main.userId, 'sort=inquiries30')).table.rows[0]?.name).toBe('Anise seeds');
    expect((await open(main.userId, 'sort=name')).table.rows.map((row) => row.name)).toEqual([
      'Anise seeds',
      'Basil seeds',
      'Cumin seeds',
      'Dill seeds',
      'Fennel seeds',
      'Garlic cloves',
      'Hibiscus tea',
      'Jeera powder',
      'Kalonji seeds',
    ]);
    const rejected = await open(main.userId, 'state=rejected');
    expect(rejected.table).toMatchObject({ total: 1, pages: 1 });
    expect(rejected.table.rows.map((row) => row.name)).toEqual(['Cumin seeds']);
  });

  it('shows what is waiting: rejected listings and edits with their reasons, what is in review, unanswered inquiries', async () => {
    const { waiting } = await open(main.userId);
    expect(waiting.rejected).toEqual([
      expect.objectContaining({ id: kalonji, subject: 'edit', reason: 'The name, description or price is misleading' }),
      expect.objectContaining({ id: cumin, subject: 'listing', reason: 'The photos are unclear, or do not show the product' }),
    ]);
    expect(waiting.rejectedEdits).toBe(1);
    expect(waiting.inReview.map((item) => [item.id, item.subject])).toEqual([
      [jeera, 'edit'],
      [dill, 'listing'],
    ]);
    expect(waiting.editsInReview).toBe(1);
    expect(waiting.unansweredCount).toBe(4);
    expect(waiting.unanswered.map((item) => [item.productName, item.status])).toEqual([
      [null, 'read'],
      ['Anise seeds', 'new'],
      ['Anise seeds', 'read'],
      ['Anise seeds', 'new'],
    ]);
  });

  it('says how complete the profile is and the single next step', async () => {
    const { completeness } = await open(main.userId);
    // Live listing 25, contact 10, GSTIN 10, address 10, categories 5, PAN 5, year 5.
    expect(completeness.percent).toBe(70);
    expect(completeness.next).toMatchObject({ key: 'udyam', href: '/account#profile-udyamNumber' });
    expect(completeness.steps.filter((step) => !step.done).map((step) => step.key)).toEqual(['udyam', 'website', 'description', 'photos']);

    const newcomer = await seller();
    const rejected = await listing(newcomer.companyId, 'Mustard seeds', 'rejected', { statusReason: 'Important details are missing (unit, price or specifications)' });
    await listing(newcomer.companyId, 'Nigella seeds', 'draft');
    const fresh = await open(newcomer.userId);
    expect(fresh.completeness.percent).toBe(0);
    expect(fresh.completeness.next).toMatchObject({ key: 'live-listing', href: `/account/products/${rejected}` });
  });

  it('pages a large catalogue, and shows the last page for a page past it', async () => {
    const big = await seller();
    await db().execute(sql`INSERT INTO products (slug, company_id, category_id, subcategory_id, name, status)
      SELECT 'dash-big-' || ${big.companyId} || '-' || g, ${big.companyId}, ${pair.category}, ${pair.subCategory}, 'Listing ' || lpad(g::text, 4, '0'), CASE WHEN g % 10 = 0 THEN 'paused' ELSE 'live' END
      FROM generate_series(1, 2000) AS g`);
    const first = await open(big.userId, 'sort=name');
    expect(first.table).toMatchObject({ total: 2000, pages: 40 });
    expect(first.table.rows).toHaveLength(50);
    expect(first.table.rows[0]?.name).toBe('Listing 0001');
    const last = await open(big.userId, 'sort=name&page=40');
    expect(last.table.rows.map((row) => row.name).slice(-1)).toEqual(['Listing 2000']);
    const past = await open(big.userId, 'sort=name&page=99');
    expect(past.table.query.page).toBe(40);
    expect(past.table.rows[49]?.name).toBe('Listing 2000');
    const paused = await open(big.userId, 'state=paused&page=2');
    expect(paused.table).toMatchObject({ total: 200, pages: 4 });
    expect(paused.table.rows.every((row) => row.status === 'paused')).toBe(true);
  });

  it('tells a buyer company and an account without a company where to go instead', async () => {
    const buyer = await createBuyer();
    expect(await sellerDashboard(buyer.id, parseDashboardQuery(new URLSearchParams()))).toEqual({ kind: 'buyer', company: { name: expect.stringMatching(/^Buyer Traders/) } });
    const [loner] = await db().insert(users).values({ email: `loner-${randomBytes(3).toString('hex')}@example.in`, name: 'No Company', passwordHash: 'x' }).returning({ id: users.id });
    expect(await sellerDashboard(loner?.id ?? 0, parseDashboardQuery(new URLSearchParams()))).toEqual({ kind: 'no-company' });
  });

  it('is served to the signed-in seller only, and shrugs off a query string that makes no sense', async () => {
    const visitor = await answerOf(callRoute(dashboardLoader, await requestAs(undefined, '/account/dashboard')));
    expect(visitor.status).toBe(302);
    expect(visitor.headers.get('location')).toBe('/login?redirectTo=%2Faccount%2Fdashboard');
    const answer = await answerOf(callRoute(dashboardLoader, await requestAs(main.userId, '/account/dashboard?sort=price&state=lost&page=abc')));
    const dashboard = asSeller(answer.data as SellerDashboard);
    expect(dashboard.table.query).toEqual({ sort: 'views30', state: undefined, page: 1 });
    expect(dashboard.company.name).toMatch(/^Seller .* Industries$/);
    expect(dashboard.table.total).toBe(9);
  });
});

import { randomUUID } from 'node:crypto';
import { and, desc, eq, like } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import type { StaffRole } from '~/domain/staff';
import { action as companyAction, loader as companyLoader } from '~/routes/admin.companies.$id';
import { action as userAction } from '~/routes/admin.users.$id';
import { action as loginAction } from '~/routes/login';
import { loader as productLoader } from '~/routes/product';
import { loader as supplierLoader } from '~/routes/supplier';
import { hashPassword } from '~/services/accounts/passwords.server';
import { getUser } from '~/services/accounts/sessions.server';
import { requestPasswordReset, resetPassword } from '~/services/accounts/tokens.server';
import { listCategorySummaries } from '~/services/catalog/categories.server';
import { db } from '~/services/db/client.server';
import { accountTokens } from '~/services/db/schema/registration';
import { outboxEmails, sessions, users } from '~/services/db/schema/accounts';
import { adminAuditLog } from '~/services/db/schema/billing';
import { products } from '~/services/db/schema/catalog';
import { companies } from '~/services/db/schema/companies';
import { companyMembers } from '~/services/db/schema/team';
import { findSupplierMatches } from '~/services/requirements/matching.server';
import { searchProducts, searchSuppliers, suggest } from '~/services/search/search.server';
import { sitemapFile } from '~/services/seo/sitemap.server';
import { listDirectory } from '~/services/site/company-directory.server';
import { createSeller, insertListings, lastCategoryPair } from './support/listing-fixtures';
import { insertRequirement, newBuyer, uniqueWord } from './support/requirement-fixtures';
import { answerOf, callRoute, formPost, requestAs } from './support/route-call';

/*
 * Suspending and restoring a company or a login (issue 17, docs/decisions/0023-suspension-and-staff.md):
 * sessions end at once, logins are refused with the reason, a company's listings leave every
 * public read and come back as they were.
 */

const PASSWORD = 'a-good-password-123';

async function newStaff(role: StaffRole) {
  const email = `${role}-${randomUUID()}@tradesetu.example`;
  const [row] = await db().insert(users).values({ email, name: `Staff ${role}`, passwordHash: await hashPassword(PASSWORD), role, emailVerifiedAt: new Date() }).returning({ id: users.id });
  return { id: row!.id, email };
}

/** A seller with a real password, a colleague, a live listing and a paused one, each named with a word of its own. */
async function sellerWithTeam() {
  const seller = await createSeller(false, '27');
  await db().update(users).set({ passwordHash: await hashPassword(PASSWORD) }).where(eq(users.id, seller.id));
  const [colleague] = await db()
    .insert(users)
    .values({ email: `colleague-${randomUUID()}@example.in`, name: 'Colleague', passwordHash: await hashPassword(PASSWORD), emailVerifiedAt: new Date() })
    .returning({ id: users.id, email: users.email });
  await db().insert(companyMembers).values({ companyId: seller.companyId, userId: colleague!.id, role: 'catalogue' });
  const word = uniqueWord();
  const place = await lastCategoryPair();
  const [live, paused] = await insertListings(seller.companyId, place, [
    { name: `${word} Honey`, position: -50 },
    { name: `${word} Jaggery`, status: 'paused' },
  ]);
  return { seller, colleague: colleague!, word, place, live: live!, paused: paused! };
}

const suspendForm = (reason: string, intent: 'suspend' | 'restore' = 'suspend') => formPost({ form: 'suspension', intent, reason });

async function suspendCompany(staffId: number, companyId: number, reason: string, intent: 'suspend' | 'restore' = 'suspend') {
  return answerOf(callRoute(companyAction, await requestAs(staffId, `/admin/companies/${companyId}`, suspendForm(reason, intent)), { id: String(companyId) }));
}

async function login(email: string, ip: string) {
  return answerOf(callRoute(loginAction, new Request('http://localhost/login', formPost({ email, password: PASSWORD, redirectTo: '/account' })), {}, ip));
}

/** Everything public that can show the seller's live listing, as slugs or yes/no. */
async function publicView(fixture: Awaited<ReturnType<typeof sellerWithTeam>>) {
  const word = fixture.word.toLowerCase();
  const product = await answerOf(callRoute(productLoader, await requestAs(undefined, `/product/${fixture.live.slug}`), { slug: fixture.live.slug }));
  const supplier = await answerOf(callRoute(supplierLoader, await requestAs(undefined, `/suppliers/${fixture.seller.slug}`), { slug: fixture.seller.slug }));
  const sitemap = (await sitemapFile('https://tradesetu.example', 'products-1.xml')) ?? '';
  const suppliersSitemap = (await sitemapFile('https://tradesetu.example', 'suppliers-1.xml')) ?? '';
  return {
    product: product.status,
    supplier: supplier.status,
    search: (await searchProducts({ q: word })).items.map((item) => item.slug),
    browse: (await searchProducts({ q: '', filters: { category: fixture.place.categorySlug, subcategory: fixture.place.subcategorySlug }, limit: 100 })).items.some((item) => item.slug === fixture.live.slug),
    suggested: (await suggest(word.slice(0, 6))).length > 0,
    suppliers: (await searchSuppliers({ q: word })).items.map((item) => item.slug),
    directoryTotal: (await listDirectory({ stateSlug: 'maharashtra' })).total,
    sitemap: sitemap.includes(`/product/${fixture.live.slug}<`),
    suppliersSitemap: suppliersSitemap.includes(`/suppliers/${fixture.seller.slug}<`),
  };
}

describe('suspending a company', () => {
  it('ends every member session at once, refuses their logins with the reason, hides its listings everywhere; restoring brings back exactly what was public', async () => {
    const fixture = await sellerWithTeam();
    const moderator = await newStaff('moderator');
    const ownerBrowser = await requestAs(fixture.seller.id, '/account');
    const colleagueBrowser = await requestAs(fixture.colleague.id, '/account');
    expect((await getUser(colleagueBrowser))?.id).toBe(fixture.colleague.id);
    const before = await publicView(fixture);
    expect(before).toMatchObject({ product: 200, supplier: 200, search: [fixture.live.slug], browse: true, suggested: true, sitemap: true, suppliersSitemap: true });
    expect(before.suppliers).toContain(fixture.seller.slug);
    const categoryCount = async () => (await listCategorySummaries()).find((c) => c.slug === fixture.place.categorySlug)?.productCount ?? 0;
    const countBefore = await categoryCount();

    const done = await suspendCompany(moderator.id, fixture.seller.companyId, 'Counterfeit goods reported by three buyers');
    expect(done.status).toBe(200);

    // Sessions are gone from the table, not only refused.
    expect(await db().select().from(sessions).where(eq(sessions.userId, fixture.colleague.id))).toEqual([]);
    expect(await db().select().from(sessions).where(eq(sessions.userId, fixture.seller.id))).toEqual([]);
    expect(await getUser(ownerBrowser)).toBeNull();
    expect(await getUser(colleagueBrowser)).toBeNull();

    const refused = await login(fixture.colleague.email, '10.30.1.1');
    expect(refused.status).toBe(403);
    expect(JSON.stringify(refused.data)).toContain('This account is suspended: Counterfeit goods reported by three buyers. If you think this is a mistake, write to support@tradesetu.example.');
    // A wrong password hears nothing about the suspension.
    const wrong = await answerOf(callRoute(loginAction, new Request('http://localhost/login', formPost({ email: fixture.colleague.email, password: 'not-the-password', redirectTo: '/account' })), {}, '10.30.1.2'));
    expect(wrong.status).toBe(401);
    expect(JSON.stringify(wrong.data)).not.toContain('suspended');

    const after = await publicView(fixture);
    expect(after).toMatchObject({ product: 404, supplier: 404, search: [], browse: false, suggested: false, suppliers: [], sitemap: false, suppliersSitemap: false, directoryTotal: before.directoryTotal - 1 });
    expect(await categoryCount()).toBe(countBefore - 1);
    // The listings keep their own states.
    const states = await db().select({ id: products.id, status: products.status }).from(products).where(eq(products.companyId, fixture.seller.companyId));
    expect(Object.fromEntries(states.map((row) => [row.id, row.status]))).toMatchObject({ [fixture.live.id]: 'live', [fixture.paused.id]: 'paused' });

    // Every member and the company were told by email, with the reason.
    const mails = await db().select().from(outboxEmails).where(like(outboxEmails.subject, '%is suspended'));
    expect(mails.filter((mail) => mail.to === fixture.colleague.email && mail.text.includes('Counterfeit goods reported by three buyers'))).toHaveLength(1);

    // The audit entry carries the values before and after.
    const [entry] = await db().select().from(adminAuditLog).where(eq(adminAuditLog.subject, `company ${fixture.seller.slug}`)).orderBy(desc(adminAuditLog.id)).limit(1);
    expect(entry).toMatchObject({ adminUserId: moderator.id, action: 'suspended company', before: { suspendedAt: null, suspendedReason: null }, after: { suspendedReason: 'Counterfeit goods reported by three buyers' }, detail: { reason: 'Counterfeit goods reported by three buyers' } });
    const page = await answerOf(callRoute(companyLoader, await requestAs(moderator.id, `/admin/companies/${fixture.seller.companyId}`), { id: String(fixture.seller.companyId) }));
    expect(JSON.stringify(page.data)).toContain('suspended company');

    // Twice is a conflict, not a second entry.
    expect((await suspendCompany(moderator.id, fixture.seller.companyId, 'Again, by a second tab')).status).toBe(409);

    expect((await suspendCompany(moderator.id, fixture.seller.companyId, 'Cleared after review of the invoices', 'restore')).status).toBe(200);
    const restored = await publicView(fixture);
    expect(restored).toEqual(before);
    expect(await categoryCount()).toBe(countBefore);
    expect((await login(fixture.colleague.email, '10.30.1.3')).status).toBe(302);
    const [restoredEntry] = await db().select().from(adminAuditLog).where(eq(adminAuditLog.subject, `company ${fixture.seller.slug}`)).orderBy(desc(adminAuditLog.id)).limit(1);
    expect(restoredEntry).toMatchObject({ action: 'restored company', after: { suspendedAt: null, suspendedReason: null } });
  });

  it('a suspended supplier is never matched to a buy requirement', async () => {
    const fixture = await sellerWithTeam();
    const moderator = await newStaff('moderator');
    const buyer = await newBuyer();
    const requirement = await insertRequirement({ companyId: buyer.companyId }, { title: `${fixture.word} Honey`, categoryId: fixture.place.categoryId, subcategoryId: fixture.place.subcategoryId, deliveryStateCode: '27', deliveryPin: '411001' });
    expect((await findSupplierMatches(requirement)).map((match) => match.companyId)).toContain(fixture.seller.companyId);
    await suspendCompany(moderator.id, fixture.seller.companyId, 'Under investigation for fraud');
    expect((await findSupplierMatches(requirement)).map((match) => match.companyId)).not.toContain(fixture.seller.companyId);
  });

  it('a listing written for a suspended company (a late import) is hidden too', async () => {
    const fixture = await sellerWithTeam();
    const moderator = await newStaff('moderator');
    await suspendCompany(moderator.id, fixture.seller.companyId, 'Under investigation for fraud');
    const [late] = await insertListings(fixture.seller.companyId, fixture.place, [{ name: `${fixture.word} Ghee` }]);
    const [row] = await db().select({ hidden: products.supplierSuspended }).from(products).where(eq(products.id, late!.id));
    expect(row?.hidden).toBe(true);
    expect((await searchProducts({ q: `${fixture.word.toLowerCase()} ghee`, strict: true })).items).toEqual([]);
  });

  it('support and finance cannot suspend (403, the refusal in the audit log); a reason is required', async () => {
    const fixture = await sellerWithTeam();
    for (const role of ['support', 'finance'] as const) {
      const staff = await newStaff(role);
      const answer = await suspendCompany(staff.id, fixture.seller.companyId, 'Trying something I may not do');
      expect(answer.status).toBe(403);
      const [entry] = await db().select().from(adminAuditLog).where(eq(adminAuditLog.adminUserId, staff.id)).orderBy(desc(adminAuditLog.id)).limit(1);
      expect(entry).toMatchObject({ action: 'refused', detail: { role, permission: 'manage_accounts' } });
    }
    const moderator = await newStaff('moderator');
    const short = await suspendCompany(moderator.id, fixture.seller.companyId, 'no');
    expect(short.status).toBe(400);
    expect(JSON.stringify(short.data)).toContain('at least 5 characters');
    const [company] = await db().select({ at: companies.suspendedAt }).from(companies).where(eq(companies.id, fixture.seller.companyId));
    expect(company?.at).toBeNull();
  });
});

describe('suspending a login', () => {
  it('an open session is a visitor on the next request; the login and a password reset are refused with the reason; restore lets them in', async () => {
    const fixture = await sellerWithTeam();
    const moderator = await newStaff('moderator');
    const browser = await requestAs(fixture.colleague.id, '/account');
    expect((await getUser(browser))?.id).toBe(fixture.colleague.id);
    const answer = await answerOf(callRoute(userAction, await requestAs(moderator.id, `/admin/users/${fixture.colleague.id}`, suspendForm('Shared the login with a competitor')), { id: String(fixture.colleague.id) }));
    expect(answer.status).toBe(200);
    expect(await getUser(browser)).toBeNull();
    expect(await db().select().from(sessions).where(eq(sessions.userId, fixture.colleague.id))).toEqual([]);
    // The company and its other member are untouched.
    expect((await searchProducts({ q: fixture.word.toLowerCase() })).items.map((item) => item.slug)).toEqual([fixture.live.slug]);
    expect((await login(fixture.seller.email, '10.30.2.1')).status).toBe(302);

    const refused = await login(fixture.colleague.email, '10.30.2.2');
    expect(refused.status).toBe(403);
    expect(JSON.stringify(refused.data)).toContain('This account is suspended: Shared the login with a competitor.');

    await requestPasswordReset(fixture.colleague.email, 'http://localhost', '10.30.2.3', 'TradeSetu');
    const [mail] = await db().select().from(outboxEmails).where(and(eq(outboxEmails.to, fixture.colleague.email), like(outboxEmails.subject, 'Reset your%'))).orderBy(desc(outboxEmails.id)).limit(1);
    const token = /token=([A-Za-z0-9_-]+)/.exec(mail?.text ?? '')?.[1] ?? '';
    await expect(resetPassword(token, 'another-good-password')).rejects.toThrow('This account is suspended');
    const [unused] = await db().select({ usedAt: accountTokens.usedAt }).from(accountTokens).where(eq(accountTokens.userId, fixture.colleague.id)).orderBy(desc(accountTokens.createdAt)).limit(1);
    expect(unused?.usedAt).toBeNull();

    const [entry] = await db().select().from(adminAuditLog).where(eq(adminAuditLog.subject, `user ${fixture.colleague.email}`)).orderBy(desc(adminAuditLog.id)).limit(1);
    expect(entry).toMatchObject({ action: 'suspended user', before: { suspendedAt: null }, after: { suspendedReason: 'Shared the login with a competitor' } });

    const restore = await answerOf(callRoute(userAction, await requestAs(moderator.id, `/admin/users/${fixture.colleague.id}`, suspendForm('Owner confirmed the password was changed', 'restore')), { id: String(fixture.colleague.id) }));
    expect(restore.status).toBe(200);
    expect((await login(fixture.colleague.email, '10.30.2.4')).status).toBe(302);
  });

  it('staff cannot suspend themselves, and suspending an administrator needs manage_staff', async () => {
    const moderator = await newStaff('moderator');
    const administrator = await newStaff('administrator');
    const self = await answerOf(callRoute(userAction, await requestAs(moderator.id, `/admin/users/${moderator.id}`, suspendForm('Testing my own suspension')), { id: String(moderator.id) }));
    expect(self.status).toBe(403);
    const admin = await answerOf(callRoute(userAction, await requestAs(moderator.id, `/admin/users/${administrator.id}`, suspendForm('A moderator tries an administrator')), { id: String(administrator.id) }));
    expect(admin.status).toBe(403);
    const [entry] = await db().select().from(adminAuditLog).where(eq(adminAuditLog.adminUserId, moderator.id)).orderBy(desc(adminAuditLog.id)).limit(1);
    expect(entry).toMatchObject({ action: 'refused', detail: { permission: 'manage_staff' } });
    const [row] = await db().select({ at: users.suspendedAt }).from(users).where(eq(users.id, administrator.id));
    expect(row?.at).toBeNull();
    const other = await newStaff('administrator');
    expect((await answerOf(callRoute(userAction, await requestAs(other.id, `/admin/users/${administrator.id}`, suspendForm('Left the company last week')), { id: String(administrator.id) }))).status).toBe(200);
  });

  it('a staff action with a password typed more than 15 minutes ago goes to the confirmation page first', async () => {
    const fixture = await sellerWithTeam();
    const moderator = await newStaff('moderator');
    const request = await requestAs(moderator.id, `/admin/companies/${fixture.seller.companyId}`, suspendForm('Stale session attempt'));
    await db()
      .update(sessions)
      .set({ authenticatedAt: new Date(Date.now() - 16 * 60_000) })
      .where(eq(sessions.userId, moderator.id));
    const answer = await answerOf(callRoute(companyAction, request, { id: String(fixture.seller.companyId) }));
    expect(answer.status).toBe(302);
    expect(answer.headers.get('location')).toBe(`/admin/confirm-password?redirectTo=${encodeURIComponent(`/admin/companies/${fixture.seller.companyId}`)}`);
    const [company] = await db().select({ at: companies.suspendedAt }).from(companies).where(eq(companies.id, fixture.seller.companyId));
    expect(company?.at).toBeNull();
  });
});

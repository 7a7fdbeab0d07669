import { mkdtempSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { eq, sql } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { call, cookieOf, form } from './support/form-call';

process.env.DATA_DIR = mkdtempSync(path.join(os.tmpdir(), 'tradesetu-requirement-access-'));

const { db } = await import('~/services/db/client.server');
const { companies } = await import('~/services/db/schema/companies');
const { notifications, quotes, requirements, requirementSuppliers } = await import('~/services/db/schema/requirements');
const { createSession } = await import('~/services/accounts/sessions.server');
const { MAX_BUYER_ADDED_SUPPLIERS } = await import('~/domain/requirement');
const list = await import('~/routes/account.requirements');
const addSupplier = await import('~/routes/account.requirements.$ref.suppliers.new');
const attachment = await import('~/routes/requirements.$ref.attachments.$key');
const sellerRequirement = await import('~/routes/account.leads.requirements.$ref');
const buyerRequirement = await import('~/routes/account.requirements.$ref');
const { createSeller } = await import('./support/listing-fixtures');
const { newBuyer, newCategory, postedRequirement, samplePdf, sellerWithListings, uniqueWord } = await import('./support/requirement-fixtures');

let where: Awaited<ReturnType<typeof newCategory>>;
beforeAll(async () => {
  where = await newCategory();
});

const sessionCookie = async (userId: number) => cookieOf(await createSession(new Request('http://localhost/'), userId));

describe("the buyer's list", () => {
  it('lists the company’s requirements with state, date, suppliers and quotes, and only theirs', async () => {
    const word = uniqueWord();
    const seller = await sellerWithListings(where, [`Jute bags ${word}`]);
    const buyer = await newBuyer();
    const row = await postedRequirement(buyer, where, { title: `Jute bags ${word}` });
    await db().insert(quotes).values({ requirementId: row.id, supplierCompanyId: seller.companyId });
    const other = await newBuyer();
    await postedRequirement(other, where);
    const page = (await call(list.loader, '/account/requirements', { cookie: await sessionCookie(buyer.userId) })).data as { rows: Array<Record<string, unknown>> };
    expect(page.rows).toEqual([{ reference: row.reference, title: `Jute bags ${word}`, quantity: 2000, unit: 'kg', status: 'open', stateSince: row.createdAt.toISOString(), suppliers: 1, quotes: 1 }]);
  });

  it('counts each requirement\'s own suppliers and quotes (a withdrawn quote not counted)', async () => {
    const buyer = await newBuyer();
    const sellers = await Promise.all([1, 2, 3].map(() => createSeller()));
    const quiet = await postedRequirement(buyer, where);
    const busy = await postedRequirement(buyer, where);
    await db()
      .insert(requirementSuppliers)
      .values(sellers.map((seller) => ({ requirementId: busy.id, supplierCompanyId: seller.companyId, source: 'buyer_added' as const, reasons: [] })))
      .onConflictDoNothing();
    await db()
      .insert(quotes)
      .values(sellers.map((seller, index) => ({ requirementId: busy.id, supplierCompanyId: seller.companyId, status: index === 2 ? ('withdrawn' as const) : ('active' as const) })));
    const page = (await call(list.loader, '/account/requirements', { cookie: await sessionCookie(buyer.userId) })).data as { rows: Array<{ reference: string; suppliers: number; quotes: number }> };
    const counted = Object.fromEntries(page.rows.map((row) => [row.reference, [row.suppliers, row.quotes]]));
    const [busySuppliers] = await db().select({ n: sql<number>`count(*)::int` }).from(requirementSuppliers).where(eq(requirementSuppliers.requirementId, busy.id));
    const [quietSuppliers] = await db().select({ n: sql<number>`count(*)::int` }).from(requirementSuppliers).where(eq(requirementSuppliers.requirementId, quiet.id));
    expect(counted).toEqual({ [busy.reference]: [busySuppliers?.n, 2], [quiet.reference]: [quietSuppliers?.n, 0] });
    expect(busySuppliers?.n).toBeGreaterThanOrEqual(3);
  });

  it('sends a visitor to log in', async () => {
    const answer = await call(list.loader, '/account/requirements');
    expect(answer.status).toBe(302);
    expect(answer.headers.get('location')).toMatch(/^\/login\?redirectTo=/);
  });
});

describe('adding a supplier the buyer found', () => {
  it('adds a seller by page address with the reason "Added by you" and tells them', async () => {
    const buyer = await newBuyer();
    const row = await postedRequirement(buyer, where);
    const seller = await createSeller();
    const cookie = await sessionCookie(buyer.userId);
    const answer = await call(addSupplier.action, `/account/requirements/${row.reference}/suppliers/new`, { cookie, params: { ref: row.reference }, body: form({ supplier: `https://tradesetu.in/suppliers/${seller.slug}` }) });
    expect(answer.status).toBe(302);
    const [added] = await db().select().from(requirementSuppliers).where(eq(requirementSuppliers.supplierCompanyId, seller.companyId));
    expect(added).toMatchObject({ requirementId: row.id, source: 'buyer_added', reasons: [{ kind: 'buyer_added', text: 'Added by you' }], status: 'pending' });
    const [notice] = await db().select().from(notifications).where(eq(notifications.userId, seller.userId));
    expect(notice).toMatchObject({ kind: 'requirement_matched', link: `/account/leads/requirements/${row.reference}` });
    // The supplier reads why in its own terms, not the buyer's "Added by you"; the buyer's page says "You added this supplier" once.
    const seen = (await call(sellerRequirement.loader, `/account/leads/requirements/${row.reference}`, { cookie: await sessionCookie(seller.userId), params: { ref: row.reference } })).data as { view: { match: { reasons: Array<{ text: string }> } } };
    expect(seen.view.match.reasons.map((reason) => reason.text)).toEqual(['The buyer found your company on TradeSetu and asked you to quote']);
    const own = (await call(buyerRequirement.loader, `/account/requirements/${row.reference}`, { cookie, params: { ref: row.reference } })).data as { suppliers: Array<{ source: string; reasons: string[] }> };
    expect(own.suppliers.find((entry) => entry.source === 'buyer_added')?.reasons).toEqual([]);

    // Found by a search of names too, without the ones already on it.
    const [company] = await db().select({ name: companies.name }).from(companies).where(eq(companies.id, seller.companyId));
    const page = (await call(addSupplier.loader, `/account/requirements/${row.reference}/suppliers/new?q=${encodeURIComponent(company?.name ?? '')}`, { cookie, params: { ref: row.reference } })).data as { current: Array<{ slug: string }>; found: Array<{ slug: string }> };
    expect(page.current.map((entry) => entry.slug)).toContain(seller.slug);
    expect(page.found.map((entry) => entry.slug)).not.toContain(seller.slug);

    const again = await call(addSupplier.action, `/account/requirements/${row.reference}/suppliers/new`, { cookie, params: { ref: row.reference }, body: form({ supplier: seller.slug }) });
    expect(again.status).toBe(400);
    expect(again.error.supplier?.[0]).toMatch(/already has this requirement/);
  });

  it('refuses their own company, a buyer-only company, an unknown page, and more than the limit', async () => {
    const buyer = await newBuyer();
    const row = await postedRequirement(buyer, where);
    const cookie = await sessionCookie(buyer.userId);
    const post = (supplier: string) => call(addSupplier.action, '/x', { cookie, params: { ref: row.reference }, body: form({ supplier }) });
    expect((await post(buyer.slug)).error.supplier?.[0]).toMatch(/your own company/);
    const otherBuyer = await newBuyer();
    expect((await post(otherBuyer.slug)).error.supplier?.[0]).toMatch(/does not sell on TradeSetu/);
    expect((await post('no-such-supplier-zzz')).error.supplier?.[0]).toMatch(/found no supplier/);
    for (let index = 0; index < MAX_BUYER_ADDED_SUPPLIERS; index += 1) expect((await post((await createSeller()).slug)).status).toBe(302);
    const over = await post((await createSeller()).slug);
    expect(over.status).toBe(400);
    expect(over.error.supplier?.[0]).toMatch(/the most a requirement can have/);
  });

  it('answers 404 for another company’s requirement', async () => {
    const buyer = await newBuyer();
    const row = await postedRequirement(buyer, where);
    const stranger = await newBuyer();
    const cookie = await sessionCookie(stranger.userId);
    expect((await call(addSupplier.loader, '/x', { cookie, params: { ref: row.reference } })).status).toBe(404);
    const seller = await createSeller();
    expect((await call(addSupplier.action, '/x', { cookie, params: { ref: row.reference }, body: form({ supplier: seller.slug }) })).status).toBe(404);
    expect(await db().select().from(requirementSuppliers).where(eq(requirementSuppliers.supplierCompanyId, seller.companyId))).toHaveLength(0);
  });
});

describe('attachments of a requirement', () => {
  it('are served to the buyer and the suppliers it went to, and to nobody else', async () => {
    const word = uniqueWord();
    const supplier = await sellerWithListings(where, [`Cotton yarn ${word}`]);
    const buyer = await newBuyer();
    const row = await postedRequirement(buyer, where, { title: `Cotton yarn ${word}` }, [{ name: 'spec sheet.pdf', bytes: samplePdf() }]);
    const key = row.attachments[0]?.key ?? '';
    const url = `/requirements/${row.reference}/attachments/${key}`;
    const params = { ref: row.reference, key };
    const asBuyer = await call(attachment.loader, url, { cookie: await sessionCookie(buyer.userId), params });
    expect(asBuyer.status).toBe(200);
    expect(asBuyer.headers.get('content-type')).toBe('application/pdf');
    expect(asBuyer.headers.get('content-disposition')).toContain('spec%20sheet.pdf');
    expect(asBuyer.headers.get('cache-control')).toBe('private, no-store');
    expect(Buffer.from(await (asBuyer.data as Response).arrayBuffer()).toString('latin1')).toMatch(/^%PDF-/);
    const asSupplier = await call(attachment.loader, url, { cookie: await sessionCookie(supplier.userId), params });
    expect(asSupplier.status).toBe(200);

    const stranger = await createSeller();
    expect((await call(attachment.loader, url, { cookie: await sessionCookie(stranger.userId), params })).status).toBe(404);
    expect((await call(attachment.loader, url, { cookie: await sessionCookie(buyer.userId), params: { ref: row.reference, key: 'a'.repeat(32) + '.pdf' } })).status).toBe(404);
    const visitor = await call(attachment.loader, url, { params });
    expect(visitor.status).toBe(302);
    expect(await db().select({ id: requirements.id }).from(requirements).where(eq(requirements.id, row.id))).toHaveLength(1);
  });
});

import { mkdtempSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { and, asc, eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { call, cookieOf, form } from './support/form-call';

process.env.DATA_DIR = mkdtempSync(path.join(os.tmpdir(), 'tradesetu-quotes-'));

const { db } = await import('~/services/db/client.server');
const { notifications, quoteVersions, quotes, requirementSuppliers, requirements } = await import('~/services/db/schema/requirements');
const { createSession } = await import('~/services/accounts/sessions.server');
const { submitQuote, declineRequirement } = await import('~/services/requirements/quotes.server');
const { ConflictError, NotFoundError } = await import('~/services/errors.server');
const detail = await import('~/routes/account.leads.requirements.$ref');
const inbox = await import('~/routes/account.leads.requirements');
const attachmentRoute = await import('~/routes/requirements.$ref.quotes.$quoteId.attachment');
const { insertRequirement, newBuyer, newSupplier, quoteInput, sendTo } = await import('./support/requirement-fixtures');

const cookieFor = async (userId: number) => cookieOf(await createSession(new Request('http://localhost/'), userId));

async function scene(overrides: Parameters<typeof insertRequirement>[1] = {}) {
  const buyer = await newBuyer('27');
  const supplier = await newSupplier('27');
  const requirement = await insertRequirement(buyer, overrides);
  await sendTo(requirement.id, supplier.companyId);
  return { buyer, supplier, requirement };
}

const versionsOf = async (requirementId: number, companyId: number) => {
  const [quote] = await db()
    .select()
    .from(quotes)
    .where(and(eq(quotes.requirementId, requirementId), eq(quotes.supplierCompanyId, companyId)));
  const versions = quote ? await db().select().from(quoteVersions).where(eq(quoteVersions.quoteId, quote.id)).orderBy(asc(quoteVersions.version)) : [];
  return { quote, versions };
};

const buyerNotices = (userId: number) => db().select().from(notifications).where(eq(notifications.userId, userId)).orderBy(asc(notifications.id));

describe('submitting and revising a quote', () => {
  it('makes version 1, marks the supplier quoted and the requirement as having quotes, and tells the buyer', async () => {
    const { buyer, supplier, requirement } = await scene();
    const sent = await submitQuote(supplier.userId, requirement.reference, quoteInput(), null, 'key-first-0001');
    expect(sent).toMatchObject({ version: 1, created: true });
    const { quote, versions } = await versionsOf(requirement.id, supplier.companyId);
    expect(quote).toMatchObject({ currentVersion: 1, status: 'active' });
    expect(versions).toHaveLength(1);
    expect(versions[0]).toMatchObject({
      unitPricePaise: 10_000,
      quantity: 1000,
      hsnCode: '1006',
      gstRateBp: 500,
      supplierStateCode: '27',
      createdByUserId: supplier.userId,
    });
    const [pair] = await db().select().from(requirementSuppliers).where(eq(requirementSuppliers.requirementId, requirement.id));
    expect(pair?.status).toBe('quoted');
    expect(pair?.respondedAt).toBeInstanceOf(Date);
    const [after] = await db().select().from(requirements).where(eq(requirements.id, requirement.id));
    expect(after?.status).toBe('quoted');
    expect(after?.firstQuoteAt).toBeInstanceOf(Date);
    const notices = await buyerNotices(buyer.userId);
    expect(notices).toHaveLength(1);
    expect(notices[0]).toMatchObject({
      kind: 'quote_received',
      link: `/account/requirements/${requirement.reference}`,
    });
  });

  it('keeps every version on a revision, reopens a quote the buyer asked to revise, and tells the buyer again', async () => {
    const { buyer, supplier, requirement } = await scene();
    await submitQuote(supplier.userId, requirement.reference, quoteInput(), null, 'key-rev-00001');
    await db().update(quotes).set({ status: 'revision_requested', buyerNote: 'Can you do ₹78?' }).where(eq(quotes.requirementId, requirement.id));
    const revised = await submitQuote(supplier.userId, requirement.reference, quoteInput({ unitPricePaise: 7800 }), null, 'key-rev-00002');
    expect(revised).toMatchObject({ version: 2, created: true });
    const { quote, versions } = await versionsOf(requirement.id, supplier.companyId);
    expect(quote).toMatchObject({ currentVersion: 2, status: 'active' });
    expect(versions.map((v) => [v.version, v.unitPricePaise])).toEqual([
      [1, 10_000],
      [2, 7800],
    ]);
    expect((await buyerNotices(buyer.userId)).map((n) => n.kind)).toEqual(['quote_received', 'quote_revised']);
  });

  it('makes one version of a double-clicked submit, even when both arrive at once, and answers the retry with the first answer', async () => {
    const { buyer, supplier, requirement } = await scene();
    const both = await Promise.all([
      submitQuote(supplier.userId, requirement.reference, quoteInput(), null, 'key-double-01'),
      submitQuote(supplier.userId, requirement.reference, quoteInput(), null, 'key-double-01'),
      submitQuote(supplier.userId, requirement.reference, quoteInput(), null, 'key-double-01'),
    ]);
    expect(both.map((s) => s.version)).toEqual([1, 1, 1]);
    expect(both.filter((s) => s.created)).toHaveLength(1);
    expect((await versionsOf(requirement.id, supplier.companyId)).versions).toHaveLength(1);
    // A retry of a revision returns the revision, not a third version.
    await submitQuote(supplier.userId, requirement.reference, quoteInput({ unitPricePaise: 8000 }), null, 'key-double-02');
    const retry = await submitQuote(supplier.userId, requirement.reference, quoteInput({ unitPricePaise: 8000 }), null, 'key-double-02');
    expect(retry).toMatchObject({ version: 2, created: false });
    expect((await versionsOf(requirement.id, supplier.companyId)).versions).toHaveLength(2);
    expect(await buyerNotices(buyer.userId)).toHaveLength(2);
  });

  it('takes quotes from two suppliers arriving at once, both kept apart', async () => {
    const { buyer, supplier, requirement } = await scene();
    const second = await newSupplier('29');
    await sendTo(requirement.id, second.companyId);
    const sent = await Promise.all([
      submitQuote(supplier.userId, requirement.reference, quoteInput(), null, 'key-pair-0001'),
      submitQuote(second.userId, requirement.reference, quoteInput({ unitPricePaise: 7900 }), null, 'key-pair-0001'),
    ]);
    expect(sent.map((s) => [s.version, s.created])).toEqual([
      [1, true],
      [1, true],
    ]);
    expect(new Set(sent.map((s) => s.quoteId)).size).toBe(2);
    expect((await versionsOf(requirement.id, second.companyId)).versions[0]?.supplierStateCode).toBe('29');
    expect((await buyerNotices(buyer.userId)).map((n) => n.kind)).toEqual(['quote_received', 'quote_received']);
  });

  it('answers 404 to a supplier the requirement was not sent to, in the service and at the page', async () => {
    const { requirement } = await scene();
    const stranger = await newSupplier('29');
    await expect(submitQuote(stranger.userId, requirement.reference, quoteInput(), null, 'key-stranger-1')).rejects.toBeInstanceOf(NotFoundError);
    await expect(declineRequirement(stranger.userId, requirement.reference, 'no_stock', '')).rejects.toBeInstanceOf(NotFoundError);
    const cookie = await cookieFor(stranger.userId);
    const page = await call(detail.loader, `/account/leads/requirements/${requirement.reference}`, { cookie, params: { ref: requirement.reference } });
    expect(page.status).toBe(404);
    const post = await call(detail.action, `/account/leads/requirements/${requirement.reference}`, {
      cookie,
      params: { ref: requirement.reference },
      body: form({ intent: 'send', unitPrice: '80' }),
    });
    expect(post.status).toBe(404);
    expect(await db().select().from(quotes).where(eq(quotes.requirementId, requirement.id))).toHaveLength(0);
  });

  it('refuses a quote after the requirement expired, after the buyer closed it, and on a quote already accepted', async () => {
    const expired = await scene({ expiresAt: new Date(Date.now() - 1000) });
    const late = submitQuote(expired.supplier.userId, expired.requirement.reference, quoteInput(), null, 'key-late-0001');
    await expect(late).rejects.toBeInstanceOf(ConflictError);
    await expect(late).rejects.toThrow(/expired/);
    expect(await db().select().from(quotes).where(eq(quotes.requirementId, expired.requirement.id))).toHaveLength(0);

    const closed = await scene({ status: 'closed' });
    await expect(submitQuote(closed.supplier.userId, closed.requirement.reference, quoteInput(), null, 'key-closed-001')).rejects.toThrow(/closed this requirement/);

    const taken = await scene();
    await submitQuote(taken.supplier.userId, taken.requirement.reference, quoteInput(), null, 'key-taken-0001');
    await db().update(quotes).set({ status: 'accepted' }).where(eq(quotes.requirementId, taken.requirement.id));
    await expect(submitQuote(taken.supplier.userId, taken.requirement.reference, quoteInput(), null, 'key-taken-0002')).rejects.toThrow(/accepted your quote/);
  });
});

describe('declining', () => {
  it('records the reason, tells the buyer once, and then refuses a quote', async () => {
    const { buyer, supplier, requirement } = await scene();
    await declineRequirement(supplier.userId, requirement.reference, 'below_moq', 'We start at 5 tonnes');
    await declineRequirement(supplier.userId, requirement.reference, 'below_moq', 'We start at 5 tonnes');
    const [pair] = await db().select().from(requirementSuppliers).where(eq(requirementSuppliers.requirementId, requirement.id));
    expect(pair).toMatchObject({
      status: 'declined',
      declineReason: 'below_moq',
      declineNote: 'We start at 5 tonnes',
    });
    expect(pair?.respondedAt).toBeInstanceOf(Date);
    const notices = await buyerNotices(buyer.userId);
    expect(notices.map((n) => n.kind)).toEqual(['requirement_declined']);
    expect(notices[0]?.body).toContain('Below our minimum order');
    await expect(submitQuote(supplier.userId, requirement.reference, quoteInput(), null, 'key-after-decl')).rejects.toThrow(/declined this requirement/);
  });

  it('through the page: a missing reason is answered at the field, a reason declines', async () => {
    const { supplier, requirement } = await scene();
    const cookie = await cookieFor(supplier.userId);
    const at = `/account/leads/requirements/${requirement.reference}`;
    const bad = await call(detail.action, at, {
      cookie,
      params: { ref: requirement.reference },
      body: form({ intent: 'decline', note: 'kept' }),
    });
    expect(bad.status).toBe(400);
    expect(bad.error.reason).toEqual(['Choose why you decline']);
    expect(bad.initialValue.note).toBe('kept');
    const good = await call(detail.action, at, {
      cookie,
      params: { ref: requirement.reference },
      body: form({ intent: 'decline', reason: 'cannot_deliver' }),
    });
    expect(good.status).toBe(302);
    expect(good.headers.get('location')).toBe(`${at}?sent=declined`);
  });
});

const filledForm = (key: string, overrides: Record<string, string | File> = {}) =>
  form({
    intent: 'send',
    idempotencyKey: key,
    unitPrice: '82',
    quantity: '1000',
    hsnCode: '1006',
    gstRate: '500',
    freight: '2500',
    deliveryTerms: 'delivered',
    leadTimeDays: '7',
    paymentTerms: '30% advance',
    validUntil: quoteInput().validUntil,
    notes: '',
    ...overrides,
  });

describe('the quote form through the page', () => {
  it('answers bad input at the field with what was typed, shows the landed cost on a check, and sends with a PDF', async () => {
    const { supplier, requirement } = await scene();
    const cookie = await cookieFor(supplier.userId);
    const at = `/account/leads/requirements/${requirement.reference}`;
    const args = { cookie, params: { ref: requirement.reference } };
    const zero = await call(detail.action, at, {
      ...args,
      body: filledForm('page-key-0001', { quantity: '0', notes: 'keep me' }),
    });
    expect(zero.status).toBe(400);
    expect(zero.error.quantity).toEqual(['Quote for 1 unit or more']);
    expect(zero.initialValue.notes).toBe('keep me');
    const huge = await call(detail.action, at, {
      ...args,
      body: filledForm('page-key-0001', { quantity: '1000000000000000' }),
    });
    expect(huge.error.quantity).toEqual(['Enter a whole number of units, e.g. 100']);
    const rate = await call(detail.action, at, {
      ...args,
      body: filledForm('page-key-0001', { gstRate: '1700' }),
    });
    expect(rate.error.gstRate).toEqual(['Choose a GST rate in force today']);

    const check = await call(detail.action, at, {
      ...args,
      body: filledForm('page-key-0001', { intent: 'check' }),
    });
    expect(check.status).toBe(200);
    expect(
      (
        check.data as {
          preview: { landedPaise: number; gst: { kind: string; cgst: number } };
        }
      ).preview,
    ).toMatchObject({
      landedPaise: 8_872_500,
      gst: { kind: 'intra', cgst: 211_250 },
    });
    expect(await db().select().from(quotes).where(eq(quotes.requirementId, requirement.id))).toHaveLength(0);

    const notPdf = await call(detail.action, at, {
      ...args,
      body: filledForm('page-key-0001', {
        attachment: new File(['just text, claiming to be a PDF'], 'spec.pdf', {
          type: 'application/pdf',
        }),
      }),
    });
    expect(notPdf.error.attachment?.[0]).toMatch(/is not a PDF/);
    const pdf = new File(['%PDF-1.4 quote sheet'], 'quote.pdf', {
      type: 'application/pdf',
    });
    const sent = await call(detail.action, at, {
      ...args,
      body: filledForm('page-key-0001', { attachment: pdf }),
    });
    expect(sent.status, JSON.stringify(sent.error)).toBe(302);
    expect(sent.headers.get('location')).toBe(`${at}?sent=1`);
    const again = await call(detail.action, at, {
      ...args,
      body: filledForm('page-key-0001', { attachment: pdf }),
    });
    expect(again.headers.get('location')).toBe(`${at}?sent=1`);
    const { quote, versions } = await versionsOf(requirement.id, supplier.companyId);
    expect(versions).toHaveLength(1);
    expect(versions[0]?.attachment).toMatchObject({
      name: 'quote.pdf',
      contentType: 'application/pdf',
    });

    const file = await call(attachmentRoute.loader, '/x', {
      ...args,
      params: {
        ref: requirement.reference,
        quoteId: String(quote?.id),
        version: '1',
      },
    });
    expect(file.status).toBe(200);
    expect(await (file.data as Response).text()).toBe('%PDF-1.4 quote sheet');
    const other = await newSupplier('27');
    const refused = await call(attachmentRoute.loader, '/x', {
      cookie: await cookieFor(other.userId),
      params: {
        ref: requirement.reference,
        quoteId: String(quote?.id),
        version: '1',
      },
    });
    expect(refused.status).toBe(404);
  });
});

describe('the inbox and what a supplier sees', () => {
  it('lists requirements newest first with an unread marker that viewing leaves and "Mark read" (a POST) clears, once', async () => {
    const buyer = await newBuyer('29');
    const supplier = await newSupplier('27');
    const older = await insertRequirement(buyer, {
      title: 'Older need',
    });
    const newer = await insertRequirement(buyer, {
      title: 'Newer need',
    });
    await sendTo(older.id, supplier.companyId);
    await sendTo(newer.id, supplier.companyId);
    const cookie = await cookieFor(supplier.userId);
    const list = await call(inbox.loader, '/account/leads/requirements', {
      cookie,
    });
    const rows = (
      list.data as {
        rows: Array<{
          reference: string;
          unread: boolean;
          state: string;
          deliveryState: string;
        }>;
      }
    ).rows;
    expect(rows.map((r) => r.reference)).toEqual([newer.reference, older.reference]);
    expect(rows.every((r) => r.unread && r.state === 'pending' && r.deliveryState === 'Maharashtra')).toBe(true);
    // Viewing changes nothing (issue 18: no state change on GET).
    await call(detail.loader, '/x', {
      cookie,
      params: { ref: newer.reference },
    });
    const [viewed] = await db().select({ seenAt: requirementSuppliers.seenAt }).from(requirementSuppliers).where(eq(requirementSuppliers.requirementId, newer.id));
    expect(viewed?.seenAt).toBeNull();
    const markRead = () => call(detail.action, '/x', { cookie, params: { ref: newer.reference }, body: form({ intent: 'seen' }) });
    expect((await markRead()).status).toBe(302);
    const [seen] = await db().select({ seenAt: requirementSuppliers.seenAt }).from(requirementSuppliers).where(eq(requirementSuppliers.requirementId, newer.id));
    expect(seen?.seenAt).not.toBeNull();
    await markRead();
    const [still] = await db().select({ seenAt: requirementSuppliers.seenAt }).from(requirementSuppliers).where(eq(requirementSuppliers.requirementId, newer.id));
    expect(still?.seenAt?.getTime()).toBe(seen?.seenAt?.getTime());
    const after = (await call(inbox.loader, '/account/leads/requirements', { cookie })).data as {
      rows: Array<{ reference: string; unread: boolean }>;
      unread: number;
    };
    expect(after.unread).toBe(1);
    expect(after.rows.find((r) => r.reference === older.reference)?.unread).toBe(true);
  });

  it('hides the buyer’s name unless allowed, never shows its contact details, and never another supplier’s quote', async () => {
    const { buyer, supplier, requirement } = await scene();
    const rival = await newSupplier('29');
    await sendTo(requirement.id, rival.companyId);
    await submitQuote(rival.userId, requirement.reference, quoteInput({ unitPricePaise: 7345, notes: 'RIVAL-SECRET' }), null, 'key-rival-0001');
    const page = await call(detail.loader, '/x', {
      cookie: await cookieFor(supplier.userId),
      params: { ref: requirement.reference },
    });
    const text = JSON.stringify(page.data);
    const view = (page.data as { view: { requirement: { buyer: string }; quote: unknown } }).view;
    expect(view.requirement.buyer).toBe('A buyer in Maharashtra');
    expect(view.quote).toBeNull();
    for (const secret of [buyer.companyName, buyer.email, '+919876543210', buyer.gstin, 'RIVAL-SECRET', '7345', rival.email]) expect(text).not.toContain(secret);

    await db().update(requirements).set({ showCompanyName: true }).where(eq(requirements.id, requirement.id));
    const named = await call(detail.loader, '/x', {
      cookie: await cookieFor(supplier.userId),
      params: { ref: requirement.reference },
    });
    expect((named.data as { view: { requirement: { buyer: string } } }).view.requirement.buyer).toBe(buyer.companyName);
    expect(JSON.stringify(named.data)).not.toContain(buyer.email);
  });
});

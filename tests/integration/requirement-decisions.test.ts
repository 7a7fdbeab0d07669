import { and, eq, sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { db } from '~/services/db/client.server';
import { notifications, purchaseOrders, quotes, requirementSuppliers, requirements } from '~/services/db/schema/requirements';
import { ConflictError } from '~/services/errors.server';
import { acceptQuote } from '~/services/requirements/decisions.server';
import * as requirementPage from '~/routes/account.requirements.$ref';
import * as quoteAttachment from '~/routes/requirements.$ref.quotes.$quoteId.attachment';
import { storePrivateFile } from '~/services/requirements/private-files.server';
import { newBuyer, daysFromToday, sendTo, insertQuote, insertRequirement, quoteInput, newSupplier } from './support/requirement-fixtures';
import { answerOf, callRoute, formPost, requestAs } from './support/route-call';

type Page = Awaited<ReturnType<typeof requirementPage.loader>>;

async function pageAs(userId: number, reference: string, sort = ''): Promise<Page> {
  const answer = await answerOf(callRoute(requirementPage.loader, await requestAs(userId, `/account/requirements/${reference}${sort ? `?sort=${sort}` : ''}`), { ref: reference }));
  expect(answer.status).toBe(200);
  return answer.data as Page;
}

async function post(userId: number, reference: string, fields: Record<string, string>) {
  return answerOf(callRoute(requirementPage.action, await requestAs(userId, `/account/requirements/${reference}`, formPost(fields)), { ref: reference }));
}

const noticesOf = (userId: number) => db().select().from(notifications).where(eq(notifications.userId, userId));

/** A Maharashtra buyer with quotes from a Maharashtra supplier (CGST + SGST) and a Karnataka one (IGST). */
async function twoQuotes() {
  const buyer = await newBuyer('27');
  const requirement = await insertRequirement(buyer);
  const local = await newSupplier('27');
  const far = await newSupplier('29');
  const localQuote = await insertQuote(requirement.id, local, '27', [quoteInput({ unitPricePaise: 11_000, leadTimeDays: 10 }), quoteInput({ leadTimeDays: 9 })]);
  const farQuote = await insertQuote(requirement.id, far, '29', [quoteInput({ unitPricePaise: 10_500, freightPaise: 0, gstRateBp: 1200, leadTimeDays: 4 })]);
  return { buyer, requirement, local, far, localQuote, farQuote };
}

describe('the buyer compares quotes', () => {
  it('computes landed cost with CGST + SGST for a supplier in the place of supply and IGST for one in another state', async () => {
    const { buyer, requirement, localQuote, farQuote } = await twoQuotes();
    const page = await pageAs(buyer.id, requirement.reference);
    const local = page.quotes.find((q) => q.quoteId === localQuote.id);
    const far = page.quotes.find((q) => q.quoteId === farQuote.id);
    // ₹100 × 1,000 kg = ₹1,00,000 + ₹5,000 freight = ₹1,05,000 taxable; GST 5% = ₹5,250 split 2.5% + 2.5%.
    expect(local?.current).toMatchObject({
      goods: '₹1,00,000.00',
      freight: '₹5,000.00',
      taxable: '₹1,05,000.00',
      gstSplit: 'CGST + SGST',
      taxes: [
        { label: 'CGST @ 2.5%', amount: '₹2,625.00' },
        { label: 'SGST @ 2.5%', amount: '₹2,625.00' },
      ],
      landed: '₹1,10,250.00',
      perUnit: '₹110.25 per kg',
      version: 2,
    });
    expect(local?.earlier.map((v) => v.version)).toEqual([1]);
    expect(local?.earlier[0]?.unitPrice).toBe('₹110.00');
    // ₹105 × 1,000 = ₹1,05,000, no freight; IGST 12% = ₹12,600; landed ₹1,17,600.
    expect(far?.current).toMatchObject({ taxable: '₹1,05,000.00', gstSplit: 'IGST', taxes: [{ label: 'IGST @ 12%', amount: '₹12,600.00' }], landed: '₹1,17,600.00', perUnit: '₹117.60 per kg' });

    // Cheapest first by default; the local quote is cheaper and the far one quicker, each marked.
    expect(page.quotes.map((q) => q.quoteId)).toEqual([localQuote.id, farQuote.id]);
    expect(local?.best).toMatchObject({ landed: true, lead: false });
    expect(far?.best).toMatchObject({ landed: false, lead: true });
    const byLead = await pageAs(buyer.id, requirement.reference, 'lead');
    expect(byLead.sort).toBe('lead');
    expect(byLead.quotes.map((q) => q.quoteId)).toEqual([farQuote.id, localQuote.id]);
    expect(page.timeline.map((s) => s.state)).toEqual(['posted', 'quoted', 'expires']);
    expect(page.suppliers).toHaveLength(2);
    expect(page.suppliers[0]?.reasons).toEqual(['Sells in this category']);
  });

  it('charges CGST + UTGST within a union territory without a legislature (Chandigarh)', async () => {
    const buyer = await newBuyer('04');
    const requirement = await insertRequirement(buyer, { deliveryStateCode: '04', deliveryPin: '160017' });
    const supplier = await newSupplier('04');
    const quote = await insertQuote(requirement.id, supplier, '04', [quoteInput({ gstRateBp: 1800, freightPaise: 0 })]);
    const page = await pageAs(buyer.id, requirement.reference);
    expect(page.quotes.find((q) => q.quoteId === quote.id)?.current).toMatchObject({
      gstSplit: 'CGST + UTGST',
      taxes: [
        { label: 'CGST @ 9%', amount: '₹9,000.00' },
        { label: 'UTGST @ 9%', amount: '₹9,000.00' },
      ],
      landed: '₹1,18,000.00',
    });
  });

  it('shows a requirement to its buyer company only: anyone else gets 404', async () => {
    const { requirement, local } = await twoQuotes();
    const stranger = await newBuyer('27');
    for (const userId of [stranger.id, local.id]) {
      const answer = await answerOf(callRoute(requirementPage.loader, await requestAs(userId, `/account/requirements/${requirement.reference}`), { ref: requirement.reference }));
      expect(answer.status).toBe(404);
    }
  });

  it('serves a quote attachment to the buyer company and the supplier that sent it, nobody else', async () => {
    const buyer = await newBuyer('27');
    const requirement = await insertRequirement(buyer);
    const supplier = await newSupplier('27');
    const file = await storePrivateFile('price-list.pdf', new TextEncoder().encode('%PDF-1.4\n% price list\n'));
    const quote = await insertQuote(requirement.id, supplier, '27');
    await db().execute(sql`UPDATE quote_versions SET attachment = ${JSON.stringify(file)}::jsonb WHERE quote_id = ${quote.id}`);
    const page = await pageAs(buyer.id, requirement.reference);
    const href = page.quotes[0]?.current.attachment?.href ?? '';
    expect(href).toBe(`/requirements/${requirement.reference}/quotes/${quote.id}/versions/1/attachment`);
    const fetchAs = async (userId: number, version = '1') =>
      answerOf(callRoute(quoteAttachment.loader, await requestAs(userId, href), { ref: requirement.reference, quoteId: String(quote.id), version }));
    const own = await fetchAs(buyer.id);
    expect(own.status).toBe(200);
    expect(await (own.data as Response).text()).toContain('% price list');
    expect((await fetchAs(supplier.userId)).status).toBe(200);
    expect((await fetchAs((await newBuyer('27')).id)).status).toBe(404);
    expect((await fetchAs(buyer.id, '2')).status).toBe(404);
  });
});

describe('accepting a quote', () => {
  it('lets exactly one of two racing acceptances win; the other is told which quote won', async () => {
    const { buyer, requirement, local, far, localQuote, farQuote } = await twoQuotes();
    const pending = await newSupplier('24');
    await sendTo(requirement.id, pending.companyId);
    const outcomes = await Promise.allSettled([acceptQuote(buyer, requirement.reference, localQuote.id), acceptQuote(buyer, requirement.reference, farQuote.id)]);
    const won = outcomes.filter((o) => o.status === 'fulfilled');
    const lost = outcomes.filter((o): o is PromiseRejectedResult => o.status === 'rejected');
    expect(won).toHaveLength(1);
    expect(lost).toHaveLength(1);
    expect(lost[0]?.reason).toBeInstanceOf(ConflictError);

    const [after] = await db().select().from(requirements).where(eq(requirements.id, requirement.id));
    expect(after?.status).toBe('accepted');
    const winnerId = after?.acceptedQuoteId;
    const winner = winnerId === localQuote.id ? local : far;
    const loser = winnerId === localQuote.id ? far : local;
    const [winnerName] = await db().execute<{ name: string }>(sql`SELECT name FROM companies WHERE id = ${winner.companyId}`).then((r) => r.rows);
    expect((lost[0]?.reason as Error).message).toMatch(new RegExp(`^You already accepted the quote from ${winnerName?.name} on \\d+ \\w+ \\d{4}\\.$`));

    expect(await db().select().from(purchaseOrders).where(eq(purchaseOrders.requirementId, requirement.id))).toHaveLength(1);
    const states = await db().select({ id: quotes.id, status: quotes.status }).from(quotes).where(eq(quotes.requirementId, requirement.id));
    expect(states.find((q) => q.id === winnerId)?.status).toBe('accepted');
    expect(states.find((q) => q.id !== winnerId)?.status).toBe('not_chosen');
    const matches = await db().select().from(requirementSuppliers).where(eq(requirementSuppliers.requirementId, requirement.id));
    expect(Object.fromEntries(matches.map((m) => [m.supplierCompanyId, m.status]))).toEqual({ [winner.companyId]: 'accepted', [loser.companyId]: 'not_chosen', [pending.companyId]: 'not_chosen' });

    expect((await noticesOf(winner.id)).map((n) => n.kind)).toEqual(['quote_accepted']);
    const [polite] = await noticesOf(loser.id);
    expect(polite).toMatchObject({ kind: 'quote_not_chosen', title: `Thank you for your quote on ${requirement.title}` });
    expect(polite?.body).toContain('the buyer chose another supplier this time');
  });

  it('answers a second acceptance of the same quote the same way, without a second purchase order', async () => {
    const { buyer, requirement, localQuote } = await twoQuotes();
    const first = await post(buyer.id, requirement.reference, { intent: 'accept', quoteId: String(localQuote.id) });
    expect(first.status).toBe(200);
    const [po] = await db().select().from(purchaseOrders).where(eq(purchaseOrders.requirementId, requirement.id));
    expect(po?.number).toMatch(/^PO-\d{4}-\d{2}-\d{6}$/);
    expect(first.data).toMatchObject({ ok: true, purchaseOrderNumber: po?.number });

    const again = await post(buyer.id, requirement.reference, { intent: 'accept', quoteId: String(localQuote.id) });
    expect(again.status).toBe(200);
    expect(again.data).toMatchObject({ ok: true, purchaseOrderNumber: po?.number, message: expect.stringMatching(/^You already accepted the quote from .+ on /) as unknown });
    expect(await db().select().from(purchaseOrders).where(eq(purchaseOrders.requirementId, requirement.id))).toHaveLength(1);
    const page = await pageAs(buyer.id, requirement.reference);
    expect(page.purchaseOrderNumber).toBe(po?.number);
    expect(page.timeline.map((s) => s.state)).toEqual(['posted', 'quoted', 'accepted']);
  });

  it('refuses a quote past its validity date, with the date in the answer', async () => {
    const buyer = await newBuyer('27');
    const requirement = await insertRequirement(buyer);
    const supplier = await newSupplier('27');
    const quote = await insertQuote(requirement.id, supplier, '27', [quoteInput({ validUntil: daysFromToday(-1) })]);
    const answer = await post(buyer.id, requirement.reference, { intent: 'accept', quoteId: String(quote.id) });
    expect(answer.status).toBe(409);
    expect(JSON.stringify(answer.data)).toMatch(/was valid until .* and cannot be accepted now/);
    const [after] = await db().select({ status: requirements.status }).from(requirements).where(eq(requirements.id, requirement.id));
    expect(after?.status).toBe('quoted');
  });

  it('refuses to accept on a requirement past its expiry that the expiry job has not reached yet', async () => {
    const buyer = await newBuyer('27');
    const requirement = await insertRequirement(buyer, { expiresAt: new Date(Date.now() - 60_000) });
    const quote = await insertQuote(requirement.id, await newSupplier('27'), '27');
    const answer = await post(buyer.id, requirement.reference, { intent: 'accept', quoteId: String(quote.id) });
    expect(answer.status).toBe(409);
    expect(JSON.stringify(answer.data)).toMatch(/This requirement expired on/);
    expect(await db().select().from(purchaseOrders).where(eq(purchaseOrders.requirementId, requirement.id))).toEqual([]);
  });
});

describe('declining, asking for a revision and closing', () => {
  it('declines one quote with a reason the supplier reads, and asks the other for a revision', async () => {
    const { buyer, requirement, local, far, localQuote, farQuote } = await twoQuotes();
    const missing = await post(buyer.id, requirement.reference, { intent: 'decline', quoteId: String(localQuote.id), reason: '' });
    expect(missing.status).toBe(400);
    expect(JSON.stringify(missing.data)).toContain('Choose why you decline this quote.');

    const declined = await post(buyer.id, requirement.reference, { intent: 'decline', quoteId: String(localQuote.id), reason: 'price_too_high', note: 'Over our budget' });
    expect(declined.status).toBe(200);
    const revised = await post(buyer.id, requirement.reference, { intent: 'revise', quoteId: String(farQuote.id), note: 'Can you include freight to Pune?' });
    expect(revised.status).toBe(200);

    const states = await db().select({ id: quotes.id, status: quotes.status, note: quotes.buyerNote }).from(quotes).where(eq(quotes.requirementId, requirement.id));
    expect(states.find((q) => q.id === localQuote.id)).toMatchObject({ status: 'declined', note: 'Over our budget' });
    expect(states.find((q) => q.id === farQuote.id)).toMatchObject({ status: 'revision_requested', note: 'Can you include freight to Pune?' });
    expect((await noticesOf(local.id)).map((n) => [n.kind, n.body])).toEqual([['quote_declined', 'Reason: Price too high.\nOver our budget']]);
    expect((await noticesOf(far.id)).map((n) => n.kind)).toEqual(['revision_requested']);
  });

  it('closes a requirement without accepting: every supplier still in it is told', async () => {
    const { buyer, requirement, local, far } = await twoQuotes();
    const answer = await post(buyer.id, requirement.reference, { intent: 'close', reason: 'Bought elsewhere' });
    expect(answer.status).toBe(200);
    const [after] = await db().select().from(requirements).where(eq(requirements.id, requirement.id));
    expect(after).toMatchObject({ status: 'closed', closedReason: 'Bought elsewhere' });
    for (const supplier of [local, far]) expect((await noticesOf(supplier.id)).map((n) => n.kind)).toEqual(['quote_not_chosen']);
    const lateAccept = await post(buyer.id, requirement.reference, { intent: 'accept', quoteId: String((await db().select().from(quotes).where(and(eq(quotes.requirementId, requirement.id))))[0]?.id ?? 0) });
    expect(lateAccept.status).toBe(409);
  });
});

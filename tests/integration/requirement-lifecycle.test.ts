import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { db } from '~/services/db/client.server';
import { notifications, quotes, requirementSuppliers, requirements } from '~/services/db/schema/requirements';
import { expireQuotes, expireRequirements } from '~/services/requirements/lifecycle.server';
import { newBuyer, daysFromToday, sendTo, insertQuote, insertRequirement, quoteInput, newSupplier } from './support/requirement-fixtures';

const noticesOf = (userId: number) => db().select({ kind: notifications.kind }).from(notifications).where(eq(notifications.userId, userId));

describe('requirement life cycle jobs', () => {
  it('expires requirements past their expiry with their open quotes and waiting suppliers, telling everyone once', async () => {
    const buyer = await newBuyer('27');
    const due = await insertRequirement(buyer, { expiresAt: new Date(Date.now() - 60_000) });
    const live = await insertRequirement(buyer);
    const quoting = await newSupplier('27');
    const waiting = await newSupplier('29');
    const quote = await insertQuote(due.id, quoting, '27');
    await sendTo(due.id, waiting.companyId);

    const first = await expireRequirements();
    expect(first.expired).toBeGreaterThanOrEqual(1);
    expect(await expireRequirements()).toEqual({ expired: 0 });

    const rows = await db().select({ id: requirements.id, status: requirements.status, expiredAt: requirements.expiredAt }).from(requirements).where(eq(requirements.buyerCompanyId, buyer.companyId));
    expect(rows.find((r) => r.id === due.id)).toMatchObject({ status: 'expired', expiredAt: expect.any(Date) as unknown });
    expect(rows.find((r) => r.id === live.id)?.status).toBe('open');
    const [q] = await db().select({ status: quotes.status }).from(quotes).where(eq(quotes.id, quote.id));
    expect(q?.status).toBe('expired');
    const matches = await db().select({ status: requirementSuppliers.status }).from(requirementSuppliers).where(eq(requirementSuppliers.requirementId, due.id));
    expect(matches.map((m) => m.status)).toEqual(['expired', 'expired']);
    for (const userId of [buyer.id, quoting.id, waiting.id]) expect(await noticesOf(userId)).toEqual([{ kind: 'requirement_expired' }]);
  });

  it('expires quotes past their validity date and tells the supplier and the buyer once', async () => {
    const buyer = await newBuyer('27');
    const requirement = await insertRequirement(buyer);
    const stale = await newSupplier('27');
    const fresh = await newSupplier('27');
    const staleQuote = await insertQuote(requirement.id, stale, '27', [quoteInput({ validUntil: daysFromToday(-1) })]);
    // Valid through today in India: not expired yet.
    const freshQuote = await insertQuote(requirement.id, fresh, '27', [quoteInput({ validUntil: daysFromToday(0) })]);

    expect((await expireQuotes()).expired).toBeGreaterThanOrEqual(1);
    expect(await expireQuotes()).toEqual({ expired: 0 });
    const states = await db().select({ id: quotes.id, status: quotes.status }).from(quotes).where(eq(quotes.requirementId, requirement.id));
    expect(states.find((q) => q.id === staleQuote.id)?.status).toBe('expired');
    expect(states.find((q) => q.id === freshQuote.id)?.status).toBe('active');
    expect(await noticesOf(stale.id)).toEqual([{ kind: 'quote_expired' }]);
    expect(await noticesOf(buyer.id)).toEqual([{ kind: 'quote_expired' }]);
    expect(await noticesOf(fresh.id)).toEqual([]);
  });
});

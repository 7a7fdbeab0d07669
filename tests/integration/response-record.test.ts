import { randomBytes } from 'node:crypto';
import { eq } from 'drizzle-orm';
import { afterAll, describe, expect, it, vi } from 'vitest';
import { loader as productLoader } from '~/routes/product';
import { loader as supplierLoader } from '~/routes/supplier';
import { countResponseStats, refreshResponseStats, responseStatsOf } from '~/services/conversations/response-record.server';
import { db } from '~/services/db/client.server';
import { runningQueue } from '~/services/jobs/queue.server';
import { startJobs, stopJobs } from '~/services/jobs/worker.server';
import { supplierResponseStats, threads } from '~/services/db/schema/conversations';
import { inquiries } from '~/services/db/schema/leads';
import { firstCategoryPair } from './support/catalog-fixtures';
import { insertListings } from './support/listing-fixtures';
import { insertRequirement, newBuyer, newSupplier, sendTo } from './support/requirement-fixtures';
import { callRoute, requestAs } from './support/route-call';

const HOUR = 3600 * 1000;
const DAY = 24 * HOUR;

/** An inquiry sent `daysAgo` (its thread opened by the trigger), answered `replyHours` later when given. */
async function inquiryThread(sellerCompanyId: number, daysAgo: number, replyHours?: number): Promise<void> {
  const createdAt = new Date(Date.now() - daysAgo * DAY);
  const [inquiry] = await db()
    .insert(inquiries)
    .values({ reference: `IN-${randomBytes(4).toString('hex').toUpperCase()}`, companyId: sellerCompanyId, buyerName: 'Priya Nair', buyerEmail: 'priya@example.in', buyerMobile: '+919876543210', quantity: 10, unit: 'kg', requirement: 'Need 10 kg of turmeric', createdAt })
    .returning({ id: inquiries.id });
  if (replyHours !== undefined) await db().update(threads).set({ firstSellerReplyAt: new Date(createdAt.getTime() + replyHours * HOUR) }).where(eq(threads.inquiryId, inquiry!.id));
}

afterAll(async () => {
  await stopJobs();
});

describe("a supplier's response record, counted from its threads", () => {
  it('counts answered threads and those unanswered for two days, not a new one, nor any older than 90 days', async () => {
    const supplier = await newSupplier();
    await inquiryThread(supplier.companyId, 10, 1); // answered in an hour
    await inquiryThread(supplier.companyId, 20, 3); // in three hours
    await inquiryThread(supplier.companyId, 30, 5); // in five hours
    await inquiryThread(supplier.companyId, 40, 30); // in thirty hours
    await inquiryThread(supplier.companyId, 3); // unanswered for three days: a miss
    await inquiryThread(supplier.companyId, 0.5); // a new one: not yet counted
    await inquiryThread(supplier.companyId, 95); // outside the window: ignored
    await inquiryThread(supplier.companyId, 120, 1); // answered, but outside the window
    const stats = (await countResponseStats([supplier.companyId])).get(supplier.companyId);
    expect(stats).toEqual({ threads: 5, answered: 4, medianFirstReplySeconds: 4 * 3600 });
  });

  it("a requirement's quote or decline is the seller's first answer too", async () => {
    const supplier = await newSupplier();
    const buyer = await newBuyer();
    const sent = new Date(Date.now() - 4 * DAY);
    await sendTo((await insertRequirement(buyer)).id, supplier.companyId, { createdAt: sent, respondedAt: new Date(sent.getTime() + 2 * HOUR), status: 'declined' });
    expect((await countResponseStats([supplier.companyId])).get(supplier.companyId)).toEqual({ threads: 1, answered: 1, medianFirstReplySeconds: 2 * 3600 });
  });

  it('the daily job stores each record and refreshes it; a supplier without a row is counted on demand', async () => {
    const supplier = await newSupplier();
    for (const days of [5, 6, 7, 8, 9]) await inquiryThread(supplier.companyId, days, 2);
    // On demand: no row yet, so one is counted and stored.
    expect((await responseStatsOf([supplier.companyId])).get(supplier.companyId)).toEqual({ threads: 5, answered: 5, medianFirstReplySeconds: 2 * 3600 });
    const [stored] = await db().select().from(supplierResponseStats).where(eq(supplierResponseStats.companyId, supplier.companyId));
    expect(stored).toMatchObject({ threads: 5, answered: 5, medianFirstReplySeconds: 7200 });

    // A new miss shows after the next daily run, not before.
    await inquiryThread(supplier.companyId, 4);
    expect((await responseStatsOf([supplier.companyId])).get(supplier.companyId)?.threads).toBe(5);
    const run = await refreshResponseStats();
    expect(run.suppliers).toBeGreaterThan(0);
    expect((await responseStatsOf([supplier.companyId])).get(supplier.companyId)).toEqual({ threads: 6, answered: 5, medianFirstReplySeconds: 7200 });

    // Threads that leave the window leave the record: stored as zero, not yesterday's numbers.
    await db().update(threads).set({ createdAt: new Date(Date.now() - 100 * DAY) }).where(eq(threads.sellerCompanyId, supplier.companyId));
    await refreshResponseStats();
    expect((await responseStatsOf([supplier.companyId])).get(supplier.companyId)).toEqual({ threads: 0, answered: 0, medianFirstReplySeconds: null });
  });

  it('the daily job runs through the job queue', async () => {
    const supplier = await newSupplier();
    for (const days of [3, 4, 5, 6, 7]) await inquiryThread(supplier.companyId, days, 1);
    await startJobs({ pollingIntervalSeconds: 0.5 });
    expect((await runningQueue()?.getSchedules())?.map((s) => s.name)).toContain('suppliers.refresh-response-stats');
    await runningQueue()?.send('suppliers.refresh-response-stats', {});
    await vi.waitFor(
      async () => {
        const [row] = await db().select().from(supplierResponseStats).where(eq(supplierResponseStats.companyId, supplier.companyId));
        expect(row).toMatchObject({ threads: 5, answered: 5, medianFirstReplySeconds: 3600 });
      },
      { timeout: 15_000, interval: 200 },
    );
  });

  it("the supplier's page and its products' supplier card say it in words", async () => {
    const supplier = await newSupplier();
    const fresh = await newSupplier();
    for (const hours of [1, 2, 3, 3, 4, 30]) await inquiryThread(supplier.companyId, 10, hours);
    await inquiryThread(supplier.companyId, 5);
    const page = (await callRoute(supplierLoader, await requestAs(undefined, `/suppliers/${supplier.slug}`), { slug: supplier.slug })) as { responseRecord: { text: string } };
    expect(page.responseRecord.text).toBe('Replies to 85% of inquiries, usually within 3 hours');
    const newPage = (await callRoute(supplierLoader, await requestAs(undefined, `/suppliers/${fresh.slug}`), { slug: fresh.slug })) as { responseRecord: { text: string } };
    expect(newPage.responseRecord.text).toBe('New on TradeSetu — not enough inquiries yet to show a reply rate');

    const pair = await firstCategoryPair();
    const [listing] = await insertListings(supplier.companyId, { categoryId: pair.category, subcategoryId: pair.subCategory }, [{ name: `Turmeric ${randomBytes(3).toString('hex')}` }]);
    const product = (await callRoute(productLoader, await requestAs(undefined, `/product/${listing!.slug}`), { slug: listing!.slug })) as { responseRecord: { text: string } };
    expect(product.responseRecord.text).toBe('Replies to 85% of inquiries, usually within 3 hours');
  });
});

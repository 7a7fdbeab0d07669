import { and, eq, isNull, sql } from 'drizzle-orm';
import { db } from '../app/services/db/client.server';
import { companies } from '../app/services/db/schema/companies';
import { threadMessages, threads } from '../app/services/db/schema/conversations';
import { requirements } from '../app/services/db/schema/requirements';

/** The demo requirement and supplier whose conversation has a few messages (seed/demo-requirements.ts made the thread, by trigger). */
const DEMO_THREAD = { requirementReference: 'RQ-DEM2DRXP', supplierSlug: 'nashik-agro-seeds' } as const;

const LINES: Array<{ key: string; side: 'buyer' | 'seller'; hoursAfter: number; body: string }> = [
  { key: 'demo-conversation-1', side: 'seller', hoursAfter: 5, body: 'Namaste Asha ji, for the banana plots do you want 16 mm laterals at 40 cm everywhere, or wider spacing on the slope? It changes the filter size.' },
  { key: 'demo-conversation-2', side: 'buyer', hoursAfter: 7, body: '40 cm everywhere please. The layout drawing per acre is in the requirement; one plot is on a slope near the stream.' },
  { key: 'demo-conversation-3', side: 'seller', hoursAfter: 26, body: 'Understood. I have revised the quote with a Bengaluru consolidated load, which brings freight down. Our installation guide: https://example.in/drip-guide' },
];

/**
 * A short conversation between the demo buyer (Rao Traders) and the demo supplier (Nashik Agro
 * Seeds) about the drip irrigation requirement, so someone trying the demo finds one under
 * Messages. Idempotent (each line has its key); skipped when the requirement or thread is missing.
 */
export async function seedDemoConversation(): Promise<void> {
  const [thread] = await db()
    .select({ id: threads.id, createdAt: threads.createdAt, buyerUserId: threads.buyerUserId, sellerOwner: companies.ownerUserId })
    .from(threads)
    .innerJoin(requirements, eq(requirements.id, threads.requirementId))
    .innerJoin(companies, eq(companies.id, threads.sellerCompanyId))
    .where(and(eq(requirements.reference, DEMO_THREAD.requirementReference), eq(companies.slug, DEMO_THREAD.supplierSlug)))
    .limit(1);
  if (!thread) return;
  const now = Date.now();
  for (const [i, line] of LINES.entries()) {
    // Hours after the requirement reached the supplier, but never in the future.
    const at = new Date(Math.min(thread.createdAt.getTime() + line.hoursAfter * 3600_000, now - (LINES.length - i) * 60_000));
    await db()
      .insert(threadMessages)
      .values({ threadId: thread.id, side: line.side, senderUserId: line.side === 'buyer' ? thread.buyerUserId : thread.sellerOwner, body: line.body, idempotencyKey: line.key, createdAt: at })
      .onConflictDoNothing();
  }
  const [firstReply] = await db().select({ at: sql<Date>`min(${threadMessages.createdAt})`.mapWith((v: string) => new Date(v)) }).from(threadMessages).where(and(eq(threadMessages.threadId, thread.id), eq(threadMessages.side, 'seller')));
  if (!firstReply) return;
  await db().update(threads).set({ firstSellerReplyAt: firstReply.at }).where(and(eq(threads.id, thread.id), isNull(threads.firstSellerReplyAt)));
  await db()
    .update(threads)
    .set({ lastMessageAt: sql`GREATEST(${threads.lastMessageAt}, (SELECT max(created_at) FROM ${threadMessages} WHERE thread_id = ${thread.id}))` })
    .where(eq(threads.id, thread.id));
}

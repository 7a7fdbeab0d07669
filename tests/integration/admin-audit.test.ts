import { mkdtempSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { and, desc, eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import type { AuditEntryView } from '~/domain/audit-log';
import type { ReviewDecisionInput } from '~/domain/listing-review';
import { loader as auditLoader } from '~/routes/admin.audit';
import { loader as overviewLoader } from '~/routes/admin';
import { recordStaffAction } from '~/services/admin/audit.server';
import { confirmUpiPayment, rejectUpiPayment } from '~/services/billing/activation.server';
import { createOrder, submitUtr } from '~/services/billing/orders.server';
import { decideReview, reviewItem } from '~/services/catalog/listing-review.server';
import { saveListing } from '~/services/catalog/listings.server';
import { db } from '~/services/db/client.server';
import { adminAuditLog } from '~/services/db/schema/billing';
import { checkoutInput, createBuyer, utr } from './support/billing-fixtures';
import { createProductGroup, createSeller, listingContent, submitListing } from './support/listing-fixtures';
import { answerOf, callRoute, requestAs } from './support/route-call';
import { newStaffMember } from './support/staff-fixtures';

// The audit log (issue 17): every staff action with before and after, refusals too, and the page
// that reads it with filters.

process.env.DATA_DIR = mkdtempSync(path.join(os.tmpdir(), 'tradesetu-audit-'));

let groupId: number;
beforeAll(async () => {
  groupId = await createProductGroup('Audit seeds');
});

const entriesOf = (staffId: number, action: string) =>
  db().select().from(adminAuditLog).where(and(eq(adminAuditLog.adminUserId, staffId), eq(adminAuditLog.action, action))).orderBy(desc(adminAuditLog.id));

async function decision(id: number, intent: 'approve' | 'reject', subject: 'listing' | 'revision'): Promise<ReviewDecisionInput> {
  const item = await reviewItem(id);
  const seen = subject === 'listing' ? item.listingSeen : item.revision!.seen;
  return (intent === 'approve' ? { intent, subject, seen } : { intent, subject, seen, reason: 'unclear_photos', note: 'Show the packet.' });
}

describe('staff actions carry the values before and after', () => {
  it('listing decisions: approve, reject, an approved edit with the fields it changed, a take-down', async () => {
    const moderator = await newStaffMember('moderator');
    const seller = await createSeller(false);
    const first = await submitListing(seller, groupId, { name: 'Audited okra seeds' });
    await decideReview(moderator, first.productId, await decision(first.productId, 'approve', 'listing'));
    const [approved] = await entriesOf(moderator.id, 'listing.approved');
    expect(approved).toMatchObject({ subject: `listing ${first.productId} (Audited okra seeds)`, before: { status: 'submitted' }, after: { status: 'live', statusReason: null } });

    const second = await submitListing(seller, groupId, { name: 'Blurry seeds' });
    await decideReview(moderator, second.productId, await decision(second.productId, 'reject', 'listing'));
    const [rejected] = await entriesOf(moderator.id, 'listing.rejected');
    expect(rejected).toMatchObject({ before: { status: 'submitted', statusReason: null }, after: { status: 'rejected', statusReason: expect.stringContaining('Show the packet.') }, detail: { reason: 'unclear_photos' } });

    await saveListing({ userId: seller.id, productId: first.productId, content: listingContent(groupId, { name: 'Audited okra seeds, 500 g' }), expectedVersion: null, submit: false });
    await decideReview(moderator, first.productId, await decision(first.productId, 'approve', 'revision'));
    const [edit] = await entriesOf(moderator.id, 'revision.approved');
    expect(edit).toMatchObject({ before: { status: 'edit submitted', name: 'Audited okra seeds' }, after: { status: 'edit applied', name: 'Audited okra seeds, 500 g' } });

    await decideReview(moderator, first.productId, { intent: 'take_down', reason: 'prohibited', note: 'Not allowed.' });
    const [takenDown] = await entriesOf(moderator.id, 'listing.taken_down');
    expect(takenDown).toMatchObject({ before: { status: 'live' }, after: { status: 'rejected' } });
  });

  it('payment decisions: confirm (order paid, invoice issued) and reject (order back to waiting)', async () => {
    const finance = await newStaffMember('finance');
    const buyer = await createBuyer();
    const { order } = await createOrder(buyer.id, checkoutInput());
    const refused = await submitUtr(buyer.id, order.reference, utr());
    await rejectUpiPayment(finance, refused.id, 'No credit with this UTR');
    const [reject] = await entriesOf(finance.id, 'payment.reject');
    expect(reject).toMatchObject({ before: { payment: 'submitted', order: 'submitted', rejectionReason: null }, after: { payment: 'rejected', order: 'pending', rejectionReason: 'No credit with this UTR' } });

    const paid = await submitUtr(buyer.id, order.reference, utr());
    const invoice = await confirmUpiPayment(finance, paid.id);
    const [confirm] = await entriesOf(finance.id, 'payment.confirm');
    expect(confirm).toMatchObject({ subject: `payment:${paid.id}`, before: { payment: 'submitted', order: 'submitted', invoice: null }, after: { payment: 'confirmed', order: 'paid', invoice: invoice.number } });
  });
});

describe('the audit log page', () => {
  type Page = { total: number; actions: string[]; entries: AuditEntryView[] };
  const read = async (viewerId: number, query: string) => (await callRoute(auditLoader, await requestAs(viewerId, `/admin/audit${query}`))) as Page;

  it('is for view_audit: a moderator is refused (403) and the refusal shows in the log, filterable', async () => {
    const administrator = await newStaffMember('administrator');
    const moderator = await newStaffMember('moderator');
    expect((await answerOf(callRoute(auditLoader, await requestAs(moderator.id, '/admin/audit')))).status).toBe(403);
    const refused = await read(administrator.id, `?action=refused&staff=${encodeURIComponent(moderator.email)}`);
    expect(refused.actions).toContain('refused');
    expect(refused.entries).toHaveLength(1);
    expect(refused.entries[0]).toMatchObject({ who: moderator.email, action: 'refused', subject: 'GET /admin/audit', details: 'role: moderator, permission: view_audit', changes: [] });
  });

  it('filters by staff email, action, subject and India days, newest first, showing only the keys that changed', async () => {
    const administrator = await newStaffMember('administrator');
    const support = await newStaffMember('support');
    const at = (iso: string) => new Date(iso);
    await db().insert(adminAuditLog).values([
      { adminUserId: support.id, adminEmail: support.email, action: 'contact.handled', subject: 'contact message 500', createdAt: at('2026-03-09T18:15:00Z') },
      { adminUserId: support.id, adminEmail: support.email, action: 'contact.handled', subject: 'contact message 501', before: { handled: false, note: '' }, after: { handled: true, note: 'Called' }, createdAt: at('2026-03-09T18:45:00Z') },
      { adminUserId: support.id, adminEmail: support.email, action: 'chat.done', subject: 'chat 77', before: { done: false, handedOverAt: 'x' }, after: { done: true, handedOverAt: 'x' }, createdAt: at('2026-03-10T05:00:00Z') },
      { adminUserId: support.id, adminEmail: support.email, action: 'contact.handled', subject: 'contact message 502', createdAt: at('2026-03-12T05:00:00Z') },
    ]);
    await recordStaffAction(db(), administrator, { action: 'chat.done', subject: 'chat 78' });

    const mine = await read(administrator.id, `?staff=${support.email.slice(0, 20)}`);
    expect(mine.entries.map((e) => e.subject)).toEqual(['contact message 502', 'chat 77', 'contact message 501', 'contact message 500']);
    const chats = await read(administrator.id, `?staff=${encodeURIComponent(support.email)}&action=chat.done`);
    expect(chats.entries.map((e) => e.subject)).toEqual(['chat 77']);
    // Only the changed key; handedOverAt stayed the same.
    expect(chats.entries[0]?.changes).toEqual([{ key: 'done', before: 'false', after: 'true' }]);
    const subject = await read(administrator.id, `?subject=message%20501`);
    expect(subject.entries.map((e) => e.subject)).toEqual(['contact message 501']);
    expect(subject.entries[0]?.changes).toEqual([
      { key: 'handled', before: 'false', after: 'true' },
      { key: 'note', before: '(empty)', after: 'Called' },
    ]);
    // 2026-03-09T18:45Z is a quarter past midnight on 10 March in India, 18:15Z still 9 March: the range is whole India days.
    const tenth = await read(administrator.id, `?staff=${encodeURIComponent(support.email)}&from=2026-03-10&to=2026-03-10`);
    expect(tenth.entries.map((e) => e.subject)).toEqual(['chat 77', 'contact message 501']);
    expect(tenth.entries[0]?.when).toBe('10 Mar 2026, 10:30 am');
    // Nonsense filters are ignored rather than failing the page.
    const lenient = await read(administrator.id, `?staff=${encodeURIComponent(support.email)}&from=not-a-day&to=2026-13-45&page=0`);
    expect(lenient.total).toBe(4);
    expect((await read(administrator.id, '?subject=%25')).total).toBe(0);
  });

  it('the overview shows the latest entries to an administrator only', async () => {
    const administrator = await newStaffMember('administrator');
    await recordStaffAction(db(), administrator, { action: 'chat.done', subject: 'chat 99' });
    const overview = (await callRoute(overviewLoader, await requestAs(administrator.id, '/admin'))) as { audit: AuditEntryView[] };
    expect(overview.audit.length).toBeLessThanOrEqual(10);
    expect(overview.audit[0]).toMatchObject({ who: administrator.email, subject: 'chat 99' });
  });
});

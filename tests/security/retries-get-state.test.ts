import { and, desc, eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { db } from '~/services/db/client.server';
import { threadMessages, threadReads, threads } from '~/services/db/schema/conversations';
import { inquiries } from '~/services/db/schema/leads';
import { sendInquiry } from '~/services/inquiries/inquiries.server';
import { requirementSuppliers } from '~/services/db/schema/requirements';
import { insertRequirement, newBuyer, newSupplier, sendTo } from '../integration/support/requirement-fixtures';
import { logIn, postForm, signInAs, site, testAddress } from './support/http';

// Finding 8d: opening an inquiry with GET marked it read. A GET changes nothing a user sees as
// state; the supplier marks an inquiry read with a POST (or by answering it).
describe('no state change on GET (finding 8d)', () => {
  it('the supplier opening its inquiries and the conversation leaves the inquiry unread; the POST marks it read', async () => {
    const sent = await sendInquiry(
      'nashik-agro-seeds',
      { quantity: 200, unit: 'pack', requirement: 'Need 200 packs of hybrid tomato seed for a GET-state check.', buyerName: 'State Check', buyerEmail: 'state-check@example.in', buyerMobile: '+919876543210', productSlug: 'tomato-seeds' },
      { userId: null, ip: testAddress() },
    );
    const ip = testAddress();
    const cookie = (await logIn('supplier@tradesetu.example', 'demo-supplier-pass', { ip }))!;
    expect(cookie).toBeDefined();
    const statusOf = async () => (await db().select({ id: inquiries.id, status: inquiries.status }).from(inquiries).where(eq(inquiries.reference, sent.reference)))[0]!;

    const list = await site('/account/inquiries', { ip, cookie });
    expect(list.status).toBe(200);
    expect(await list.text()).toContain(sent.reference);
    expect((await site(`/account/messages/${sent.threadReference}`, { ip, cookie })).status).toBe(200);
    expect((await site('/account/inquiries', { ip, cookie })).status).toBe(200);
    const unread = await statusOf();
    expect(unread.status).toBe('new');

    const marked = await postForm('/account/inquiries', { id: String(unread.id) }, { ip, cookie });
    expect(marked.status).toBe(200);
    expect((await statusOf()).status).toBe('read');
  });

  it('the supplier opening a requirement sent to it leaves it unread; "Mark read" (a POST) marks it', async () => {
    const buyer = await newBuyer('29');
    const supplier = await newSupplier('27');
    const requirement = await insertRequirement(buyer, { title: 'GET-state check requirement' });
    await sendTo(requirement.id, supplier.companyId);
    const { ip, cookie } = await signInAs(supplier.userId, supplier.email);
    const seenAt = async () => (await db().select({ seenAt: requirementSuppliers.seenAt }).from(requirementSuppliers).where(and(eq(requirementSuppliers.requirementId, requirement.id), eq(requirementSuppliers.supplierCompanyId, supplier.companyId))))[0]?.seenAt;
    const path = `/account/leads/requirements/${requirement.reference}`;
    expect((await site('/account/leads/requirements', { ip, cookie })).status).toBe(200);
    const page = await site(path, { ip, cookie });
    expect(page.status).toBe(200);
    expect(await page.text()).toContain('Mark read');
    expect(await seenAt()).toBeNull();
    const marked = await postForm(path, { intent: 'seen' }, { ip, cookie });
    expect(marked.status).toBe(302);
    expect(await seenAt()).not.toBeNull();
  });

  it('opening a conversation, and its live stream, moves no read mark and no "Seen"; the page\'s POST does', async () => {
    const sent = await sendInquiry(
      'nashik-agro-seeds',
      { quantity: 120, unit: 'pack', requirement: 'Need 120 packs of hybrid tomato seed for a read-mark check.', buyerName: 'Read Check', buyerEmail: 'read-check@example.in', buyerMobile: '+919876543210', productSlug: 'tomato-seeds' },
      { userId: null, ip: testAddress() },
    );
    const ip = testAddress();
    const cookie = (await logIn('supplier@tradesetu.example', 'demo-supplier-pass', { ip }))!;
    const [thread] = await db().select({ id: threads.id }).from(threads).where(eq(threads.reference, sent.threadReference));
    const marks = () => db().select({ upTo: threadReads.lastReadMessageId }).from(threadReads).where(eq(threadReads.threadId, thread!.id));
    const path = `/account/messages/${sent.threadReference}`;
    expect((await site(path, { ip, cookie })).status).toBe(200);
    const stream = await site(`${path}/events?after=0`, { ip, cookie, signal: AbortSignal.timeout(1_500) }).then(
      async (answer) => {
        await answer.text().catch(() => '');
        return answer.status;
      },
      () => 'aborted',
    );
    expect([200, 'aborted']).toContain(stream);
    expect(await marks()).toEqual([]);
    const [newest] = await db().select({ id: threadMessages.id }).from(threadMessages).where(eq(threadMessages.threadId, thread!.id)).orderBy(desc(threadMessages.id)).limit(1);
    expect((await postForm(`${path}/read`, { intent: 'read', upTo: String(newest!.id) }, { ip, cookie })).status).toBe(200);
    expect([400, 405]).toContain((await site(`${path}/read`, { ip, cookie })).status);
    expect(await marks()).toEqual([{ upTo: newest!.id }]);
  });
});

import ExcelJS from 'exceljs';
import { sql } from 'drizzle-orm';
import sharp from 'sharp';
import { describe, expect, it } from 'vitest';
import { MESSAGES_PER_PAGE } from '~/domain/conversation';
import { loader as listLoader } from '~/routes/account.messages';
import { action as threadAction, loader as threadLoader } from '~/routes/account.messages.$ref';
import { loader as fileLoader } from '~/routes/account.messages.$ref.files.$messageId.$key';
import { action as readAction } from '~/routes/account.messages.$ref.read';
import { loader as accountLoader } from '~/routes/account';
import { db } from '~/services/db/client.server';
import { call, form } from './support/form-call';
import { cookieFor, inquiryThread, newKey } from './support/thread-fixtures';
import { insertRequirement, newBuyer, newSupplier, sendTo } from './support/requirement-fixtures';
import { buyerRequirementPage } from '~/services/requirements/buyer-requirement.server';
import { requirementForSupplier } from '~/services/requirements/seller-inbox.server';
import { threadPage } from '~/services/conversations/thread-pages.server';

type ThreadData = Awaited<ReturnType<typeof threadLoader>>;
type ListData = Awaited<ReturnType<typeof listLoader>>;

const openThread = async (cookie: string, reference: string, query = '', headers: Record<string, string> = {}) => {
  const answer = await call(threadLoader, `/account/messages/${reference}${query}`, { cookie, params: { ref: reference }, headers });
  return { status: answer.status, page: (answer.data as ThreadData).page };
};
const send = (cookie: string, reference: string, values: Record<string, string | File | (string | File)[]>) =>
  call(threadAction, `/account/messages/${reference}`, { cookie, params: { ref: reference }, body: form({ intent: 'send', idempotencyKey: newKey(), ...values }) });
const readUpTo = (cookie: string, reference: string, upTo: number | string) =>
  call(readAction, `/account/messages/${reference}/read`, { cookie, params: { ref: reference }, body: form({ intent: 'read', upTo: String(upTo) }) });
const listOf = async (cookie: string) => (await call(listLoader, '/account/messages', { cookie })).data as ListData;
const unreadBadge = async (cookie: string) => ((await call(accountLoader, '/account', { cookie })).data as { unreadMessages: number }).unreadMessages;

async function workbook(): Promise<File> {
  const book = new ExcelJS.Workbook();
  book.addWorksheet('Prices').addRow(['Item', 'Price']);
  return new File([new Uint8Array(await book.xlsx.writeBuffer())], 'prices.xlsx', { type: 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet' });
}
const pdf = () => new File(['%PDF-1.4\n1 0 obj<<>>endobj\ntrailer<<>>\n%%EOF\n'], 'drawing.pdf', { type: 'application/pdf' });

describe('conversation pages', () => {
  it('only the two companies open a thread, its files and its list entry; anyone else gets "not found"', async () => {
    const { seller, buyer, thread } = await inquiryThread();
    const stranger = await newSupplier();
    const strangerCookie = await cookieFor(stranger.userId);
    await expect(call(threadLoader, `/account/messages/${thread.reference}`, { cookie: strangerCookie, params: { ref: thread.reference } })).resolves.toMatchObject({ status: 404 });
    await expect(send(strangerCookie, thread.reference, { body: 'Let me in' })).resolves.toMatchObject({ status: 404 });
    expect((await listOf(strangerCookie)).threads.map((t) => t.reference)).not.toContain(thread.reference);
    expect((await openThread(await cookieFor(seller.userId), thread.reference)).page.side).toBe('seller');
    const buyerView = await openThread(await cookieFor(buyer.userId), thread.reference);
    expect(buyerView.page).toMatchObject({ side: 'buyer', about: { kind: 'inquiry', quantity: 500, unit: 'pack' } });
    expect(buyerView.page.messages.map((m) => m.body)).toEqual(['We need 500 packs of hybrid tomato seeds delivered to Pune by March.']);
  });

  it('shows the newest page of a long thread with a link to older ones', async () => {
    const { seller, thread } = await inquiryThread();
    await db().execute(sql`INSERT INTO thread_messages (thread_id, side, sender_user_id, body) SELECT ${thread.id}, 'seller', ${seller.userId}, 'Message ' || n FROM generate_series(1, 120) n`);
    const cookie = await cookieFor(seller.userId);
    const newest = (await openThread(cookie, thread.reference)).page;
    expect(newest.messages).toHaveLength(MESSAGES_PER_PAGE);
    expect(newest.messages.at(-1)?.body).toBe('Message 120');
    expect(newest.messages[0]?.body).toBe(`Message ${120 - MESSAGES_PER_PAGE + 1}`);
    expect(newest.olderBefore).toBe(newest.messages[0]?.id);
    const older = (await openThread(cookie, thread.reference, `?before=${newest.olderBefore}`)).page;
    expect(older.messages.at(-1)?.body).toBe(`Message ${120 - MESSAGES_PER_PAGE}`);
    expect(older.isNewestPage).toBe(false);
    const oldest = (await openThread(cookie, thread.reference, `?before=${older.olderBefore}`)).page;
    expect(oldest.messages[0]?.body).toBe('We need 500 packs of hybrid tomato seeds delivered to Pune by March.');
    expect(oldest.olderBefore).toBeNull();
  });

  it('counts unread messages per thread and in the account header, marks them read only when the page posts what it showed (never on GET), and says "Seen" to the writer', async () => {
    const { seller, buyer, thread } = await inquiryThread();
    const sellerCookie = await cookieFor(seller.userId);
    const buyerCookie = await cookieFor(buyer.userId);
    expect((await listOf(sellerCookie)).threads.find((t) => t.reference === thread.reference)).toMatchObject({ unread: 1, side: 'seller' });
    expect(await unreadBadge(sellerCookie)).toBe(1);
    // The buyer wrote the inquiry: nothing unread for them.
    expect(await unreadBadge(buyerCookie)).toBe(0);
    // Opening the page (a GET, prefetch or not) changes nothing (issue 18).
    await openThread(sellerCookie, thread.reference, '', { 'Sec-Purpose': 'prefetch' });
    const shown = (await openThread(sellerCookie, thread.reference)).page;
    expect(await unreadBadge(sellerCookie)).toBe(1);
    expect((await readUpTo(sellerCookie, thread.reference, shown.lastMessageId)).status).toBe(200);
    expect(await unreadBadge(sellerCookie)).toBe(0);
    // A mark past the newest message, or a malformed one, moves nothing further and is refused in words.
    expect((await readUpTo(sellerCookie, thread.reference, 'many')).status).toBe(400);
    // The buyer sees "Seen" under their inquiry now that the seller read it.
    const buyerPage = (await openThread(buyerCookie, thread.reference)).page;
    expect(buyerPage.seenMessageId).toBe(buyerPage.messages[0]?.id);
    const reply = await send(sellerCookie, thread.reference, { body: 'Yes, 500 packs by 10 March.' });
    expect(reply.status).toBe(303);
    expect(await unreadBadge(buyerCookie)).toBe(1);
    // The seller answered, so the seller has read the thread; the buyer has not read the answer yet.
    expect(await unreadBadge(sellerCookie)).toBe(0);
    expect((await openThread(sellerCookie, thread.reference)).page.seenMessageId).toBeNull();
    const buyerView = (await openThread(buyerCookie, thread.reference)).page;
    await readUpTo(buyerCookie, thread.reference, buyerView.lastMessageId);
    expect(await unreadBadge(buyerCookie)).toBe(0);
    const sellerPage = (await openThread(sellerCookie, thread.reference)).page;
    expect(sellerPage.seenMessageId).toBe(sellerPage.messages.at(-1)?.id);
    // Someone else's thread: not found, nothing marked.
    const stranger = await cookieFor((await newBuyer()).userId);
    expect((await readUpTo(stranger, thread.reference, sellerPage.lastMessageId)).status).toBe(404);
  });

  it('carries PDF, photo and Excel files, sniffed by their bytes, to the two parties only', async () => {
    const { seller, buyer, thread } = await inquiryThread();
    const sellerCookie = await cookieFor(seller.userId);
    const png = await sharp({ create: { width: 8, height: 8, channels: 3, background: '#c33' } }).png().toBuffer();
    const sent = await send(sellerCookie, thread.reference, { body: 'Drawing, photo and price list attached.', files: [pdf(), new File([new Uint8Array(png)], 'sample.png', { type: 'image/png' }), await workbook()] });
    expect(sent.status).toBe(303);
    const page = (await openThread(await cookieFor(buyer.userId), thread.reference)).page;
    const message = page.messages.at(-1)!;
    expect(message.attachments.map((a) => [a.name, a.contentType])).toEqual([
      ['drawing.pdf', 'application/pdf'],
      ['sample.png', 'image/webp'],
      ['prices.xlsx', 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet'],
    ]);
    const xlsx = message.attachments[2]!;
    const download = await call(fileLoader, xlsx.href, { cookie: await cookieFor(buyer.userId), params: { ref: thread.reference, messageId: String(message.id), key: xlsx.key } });
    const response = download.data as Response;
    expect(response.headers.get('content-type')).toBe('application/vnd.openxmlformats-officedocument.spreadsheetml.sheet');
    expect(response.headers.get('content-disposition')).toMatch(/^attachment; filename\*=UTF-8''prices\.xlsx$/);
    expect(response.headers.get('x-content-type-options')).toBe('nosniff');
    const stranger = await newSupplier();
    await expect(call(fileLoader, xlsx.href, { cookie: await cookieFor(stranger.userId), params: { ref: thread.reference, messageId: String(message.id), key: xlsx.key } })).resolves.toMatchObject({ status: 404 });
    // The same buyer in another thread cannot reach this file through that thread's address.
    const other = await inquiryThread();
    const otherCookie = await cookieFor(other.buyer.userId);
    await expect(call(fileLoader, `/account/messages/${other.thread.reference}/files/${message.id}/${xlsx.key}`, { cookie: otherCookie, params: { ref: other.thread.reference, messageId: String(message.id), key: xlsx.key } })).resolves.toMatchObject({ status: 404 });
  });

  it('refuses a file that only claims to be a PDF, and a ZIP that is not a workbook, beside the file field', async () => {
    const { seller, thread } = await inquiryThread();
    const cookie = await cookieFor(seller.userId);
    const html = new File(['<html><script>alert(1)</script></html>'], 'invoice.pdf', { type: 'application/pdf' });
    const refused = await send(cookie, thread.reference, { body: 'See the invoice', files: [html] });
    expect(refused.status).toBe(400);
    expect(refused.error.files?.[0]).toBe('"invoice.pdf" is not a PDF, an Excel workbook (.xlsx) or a JPEG, PNG or WebP image');
    expect(refused.initialValue.body).toBe('See the invoice');
    const { zipFile } = await import('./support/zip-file');
    const zip = new File([zipFile([{ name: 'readme.txt', data: new TextEncoder().encode('hello') }])], 'prices.xlsx');
    expect((await send(cookie, thread.reference, { body: 'x', files: [zip] })).error.files?.[0]).toMatch(/is not a PDF, an Excel workbook/);
  });

  it('links a requirement’s conversation from both requirement pages, and back to each side’s page', async () => {
    const seller = await newSupplier();
    const buyer = await newBuyer();
    const requirement = await insertRequirement(buyer);
    await sendTo(requirement.id, seller.companyId);
    const buyerSide = await buyerRequirementPage(buyer, requirement.reference, 'landed');
    const href = buyerSide.suppliers[0]?.messagesHref;
    expect(href).toMatch(/^\/account\/messages\/TH-/);
    expect((await requirementForSupplier(seller.userId, requirement.reference)).messagesHref).toBe(href);
    const reference = href!.split('/').pop()!;
    expect((await threadPage(buyer.userId, reference)).about).toMatchObject({ kind: 'requirement', title: requirement.title, href: `/account/requirements/${requirement.reference}` });
    expect((await threadPage(seller.userId, reference)).about).toMatchObject({ kind: 'requirement', href: `/account/leads/requirements/${requirement.reference}` });
  });
});

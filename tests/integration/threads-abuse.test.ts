import { eq } from 'drizzle-orm';
import { createElement } from 'react';
import { renderToStaticMarkup } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { MessageItem } from '~/components/conversations/thread-messages';
import { MAX_MESSAGE_ATTACHMENTS } from '~/domain/conversation';
import { TOO_LONG_MESSAGE, TOO_MANY_FILES } from '~/domain/thread-forms';
import { action as threadAction, loader as threadLoader } from '~/routes/account.messages.$ref';
import { MESSAGE_RATE } from '~/services/conversations/thread-messages.server';
import { db } from '~/services/db/client.server';
import { threadMessages } from '~/services/db/schema/conversations';
import { call, form } from './support/form-call';
import { cookieFor, inquiryThread, newKey } from './support/thread-fixtures';
import { withTranslations } from '../unit/support/translations';

type ThreadData = Awaited<ReturnType<typeof threadLoader>>;

const post = (cookie: string, reference: string, body: FormData | string, headers: Record<string, string> = {}) => call(threadAction, `/account/messages/${reference}`, { cookie, params: { ref: reference }, body, headers });
const messageCount = async (threadId: number) => (await db().select({ id: threadMessages.id }).from(threadMessages).where(eq(threadMessages.threadId, threadId))).length;

describe('bad input and abuse in conversations', () => {
  it('refuses 100 KB of text beside the field, keeping what was typed', async () => {
    const { buyer, thread } = await inquiryThread();
    const answer = await post(await cookieFor(buyer.userId), thread.reference, form({ intent: 'send', idempotencyKey: newKey(), body: 'x'.repeat(100 * 1024) }));
    expect(answer.status).toBe(400);
    expect(answer.error.body).toEqual([TOO_LONG_MESSAGE]);
    expect(TOO_LONG_MESSAGE).toMatch(/^A message can be at most 5,000 characters\./);
    expect(await messageCount(thread.id)).toBe(1);
  });

  it('refuses 50 attachments with a message naming the limit, and a body past the size limit with a 413 in words', async () => {
    const { buyer, thread } = await inquiryThread();
    const cookie = await cookieFor(buyer.userId);
    const files = Array.from({ length: 50 }, (_, i) => new File([`%PDF-1.4 file ${i}`], `file-${i}.pdf`, { type: 'application/pdf' }));
    const many = await post(cookie, thread.reference, form({ intent: 'send', idempotencyKey: newKey(), body: 'Fifty files', files }));
    expect(many.status).toBe(400);
    expect(many.error.files).toEqual([TOO_MANY_FILES]);
    expect(TOO_MANY_FILES).toContain(`at most ${MAX_MESSAGE_ATTACHMENTS} files`);
    const huge = await post(cookie, thread.reference, 'x', { 'content-type': 'multipart/form-data; boundary=x', 'content-length': String(600 * 1024 * 1024) });
    expect(huge.status).toBe(413);
    expect(huge.error.files?.[0]).toMatch(/^The message is too large to send: it can carry at most 5 files of up to 10 MB each\./);
    expect(await messageCount(thread.id)).toBe(1);
  });

  it('keeps script and HTML in a message as text on the page', async () => {
    const { seller, buyer, thread } = await inquiryThread();
    const text = '<script>alert(document.cookie)</script><img src=x onerror=alert(1)> javascript:alert(1) https://example.in/price-list';
    expect((await post(await cookieFor(buyer.userId), thread.reference, form({ intent: 'send', idempotencyKey: newKey(), body: text }))).status).toBe(303);
    const page = ((await call(threadLoader, `/account/messages/${thread.reference}`, { cookie: await cookieFor(seller.userId), params: { ref: thread.reference } })).data as ThreadData).page;
    const message = page.messages.at(-1)!;
    expect(message.body).toBe(text);
    const html = renderToStaticMarkup(withTranslations(createElement(MessageItem, { message, own: false, seen: false })));
    expect(html).not.toContain('<script>');
    expect(html).not.toContain('<img');
    expect(html).toContain('&lt;script&gt;alert(document.cookie)&lt;/script&gt;');
    expect(html).not.toContain('href="javascript');
    expect(html).toContain('<a href="https://example.in/price-list" rel="noopener noreferrer nofollow ugc" target="_blank"');
  });

  it('answers a thread of another company with 404, reading or writing', async () => {
    const { thread } = await inquiryThread();
    const other = await inquiryThread();
    const cookie = await cookieFor(other.seller.userId);
    expect((await call(threadLoader, `/account/messages/${thread.reference}`, { cookie, params: { ref: thread.reference } })).status).toBe(404);
    expect((await post(cookie, thread.reference, form({ intent: 'send', idempotencyKey: newKey(), body: 'hi' }))).status).toBe(404);
    expect((await post(cookie, thread.reference, form({ intent: 'share' }))).status).toBe(404);
    expect(await messageCount(thread.id)).toBe(1);
  });

  it(`rate limits a burst: the ${MESSAGE_RATE.perMinute + 1}st message in a minute is refused with 429, Retry-After and a clear message`, async () => {
    const { buyer, thread } = await inquiryThread();
    const cookie = await cookieFor(buyer.userId);
    const statuses: number[] = [];
    let refused: Awaited<ReturnType<typeof post>> | undefined;
    for (let i = 0; i < 100; i++) {
      const answer = await post(cookie, thread.reference, form({ intent: 'send', idempotencyKey: newKey(), body: `Message ${i}` }));
      statuses.push(answer.status);
      if (answer.status === 429) {
        refused = answer;
        break;
      }
    }
    expect(statuses.filter((status) => status === 303)).toHaveLength(MESSAGE_RATE.perMinute);
    expect(Number(refused?.headers.get('Retry-After'))).toBeGreaterThan(0);
    expect(refused?.error['']?.[0]).toMatch(/^You have sent 30 messages in this conversation within a minute\. Please wait \d+ seconds? before sending another/);
    expect(refused?.initialValue.body).toBe(`Message ${MESSAGE_RATE.perMinute}`);
    expect(await messageCount(thread.id)).toBe(1 + MESSAGE_RATE.perMinute);
  });

  it('posts one message for a form sent twice with the same key', async () => {
    const { buyer, thread } = await inquiryThread();
    const cookie = await cookieFor(buyer.userId);
    const key = newKey();
    const body = () => form({ intent: 'send', idempotencyKey: key, body: 'Please confirm the order.', files: new File(['%PDF-1.4 po'], 'po.pdf') });
    const [first, second] = await Promise.all([post(cookie, thread.reference, body()), post(cookie, thread.reference, body())]);
    expect([first.status, second.status]).toEqual([303, 303]);
    const third = await post(cookie, thread.reference, body());
    expect(third.status).toBe(303);
    const rows = await db().select().from(threadMessages).where(eq(threadMessages.threadId, thread.id));
    expect(rows.filter((row) => row.body === 'Please confirm the order.')).toHaveLength(1);
  });
});

import { randomUUID } from 'node:crypto';
import { and, eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { CHAT_TEXTS, type ChatMessage } from '~/domain/chat';
import { action as adminChatsAction, loader as adminChatsLoader } from '~/routes/admin.chats';
import { answerChat } from '~/services/chat/chat.server';
import { findConversation, startConversation } from '~/services/chat/conversations.server';
import { db } from '~/services/db/client.server';
import { users } from '~/services/db/schema/accounts';
import { notifications } from '~/services/db/schema/requirements';
import { answerOf, callRoute, formPost, requestAs } from './support/route-call';

// Handing a chat over to people (built-in assistant; no AI provider in this file).

async function newAdmin(): Promise<number> {
  const [admin] = await db().insert(users).values({ email: `admin-${randomUUID()}@example.in`, name: 'Queue Admin', passwordHash: 'x', role: 'administrator' }).returning({ id: users.id });
  return admin!.id;
}

async function chatAsking(name: string, question: string) {
  const started = await startConversation({ name, email: `${name.split(' ')[0]!.toLowerCase()}@example.in`, phone: '9811122233', message: '', pagePath: '/subscription' }, 'TradeSetu');
  const messages: ChatMessage[] = [...started.messages, { role: 'user', content: question, timestamp: new Date().toISOString() }];
  let answer = '';
  for await (const piece of answerChat({ conversationId: started.conversationId, messages })) answer += piece;
  return { conversationId: started.conversationId, messages, answer };
}

const queueNotices = (userId: number) => db().select().from(notifications).where(and(eq(notifications.userId, userId), eq(notifications.kind, 'admin_queue')));

interface Queue {
  chats: Array<{ id: number; name: string; email: string; phone: string; pagePath: string | null; doneAt: string | null; messages: Array<{ role: string; content: string }> }>;
}

describe('handing a chat over to the team', () => {
  it('"talk to a person" hands the chat over once, tells every admin in the site, and the queue shows the transcript', async () => {
    const admin = await newAdmin();
    const before = (await queueNotices(admin)).length;
    const chat = await chatAsking('Kavya Rao', 'I want to talk to a person about bulk orders');
    expect(chat.answer).toContain(CHAT_TEXTS.handedOver);
    const lead = await findConversation(chat.conversationId);
    expect(lead?.handedOverAt).toBeInstanceOf(Date);
    const notices = await queueNotices(admin);
    expect(notices).toHaveLength(before + 1);
    expect(notices.at(-1)).toMatchObject({ title: 'A chat visitor needs a person: Kavya Rao', link: '/admin/chats' });

    // Asking again in the same chat does not tell the admins twice.
    const again = [...chat.messages, { role: 'assistant' as const, content: chat.answer, timestamp: new Date().toISOString() }, { role: 'user' as const, content: 'Can someone call me back?', timestamp: new Date().toISOString() }];
    for await (const piece of answerChat({ conversationId: chat.conversationId, messages: again })) void piece;
    expect(await queueNotices(admin)).toHaveLength(before + 1);

    const queue = (await callRoute(adminChatsLoader, await requestAs(admin, '/admin/chats'))) as Queue;
    const listed = queue.chats.find((c) => c.name === 'Kavya Rao');
    expect(listed).toMatchObject({ email: 'kavya@example.in', phone: '9811122233', pagePath: '/subscription', doneAt: null });
    expect(listed?.messages.map((m) => m.role)).toEqual(['assistant', 'user', 'assistant', 'user', 'assistant']);
    expect(listed?.messages[1]?.content).toBe('I want to talk to a person about bulk orders');
  });

  it('a question the built-in assistant cannot answer is handed over; small talk and answered questions are not', async () => {
    const unknown = await chatAsking('Imran Shaikh', 'Do you charge commission on sales?');
    expect(unknown.answer).toContain('not sure');
    expect((await findConversation(unknown.conversationId))?.handedOverAt).toBeInstanceOf(Date);
    for (const question of ['Hello', 'How much does the Premium plan cost?', 'I need 500 kg basmati rice']) {
      const chat = await chatAsking('Nisha Gupta', question);
      expect((await findConversation(chat.conversationId))?.handedOverAt).toBeNull();
    }
  });

  it('lists the newest hand-over first; "Done" marks it, and a new hand-over puts it back', async () => {
    const admin = await newAdmin();
    const older = await chatAsking('Older Visitor', 'I want to talk to a human');
    await chatAsking('Newer Visitor', 'I want to talk to a human');
    let queue = (await callRoute(adminChatsLoader, await requestAs(admin, '/admin/chats'))) as Queue;
    const names = queue.chats.map((c) => c.name);
    expect(names.indexOf('Newer Visitor')).toBeLessThan(names.indexOf('Older Visitor'));

    const olderId = queue.chats.find((c) => c.name === 'Older Visitor')!.id;
    const done = await answerOf(callRoute(adminChatsAction, await requestAs(admin, '/admin/chats', formPost({ chatId: String(olderId) }))));
    expect(done.status).toBe(200);
    queue = (await callRoute(adminChatsLoader, await requestAs(admin, '/admin/chats')));
    expect(queue.chats.find((c) => c.id === olderId)?.doneAt).toEqual(expect.any(String));
    // Waiting chats come before done ones.
    expect(queue.chats.findIndex((c) => c.id === olderId)).toBeGreaterThan(queue.chats.findIndex((c) => c.name === 'Newer Visitor'));

    const notices = (await queueNotices(admin)).length;
    const back = [...older.messages, { role: 'assistant' as const, content: older.answer, timestamp: new Date().toISOString() }, { role: 'user' as const, content: 'I want to talk to a human again', timestamp: new Date().toISOString() }];
    for await (const piece of answerChat({ conversationId: older.conversationId, messages: back })) void piece;
    queue = (await callRoute(adminChatsLoader, await requestAs(admin, '/admin/chats')));
    expect(queue.chats.find((c) => c.id === olderId)?.doneAt).toBeNull();
    expect(await queueNotices(admin)).toHaveLength(notices + 1);

    const missing = await answerOf(callRoute(adminChatsAction, await requestAs(admin, '/admin/chats', formPost({ chatId: '999999999' }))));
    expect(missing.status).toBe(404);
  });

  it('is for admins only: a member is refused, a visitor is sent to log in', async () => {
    const [member] = await db().insert(users).values({ email: `member-${randomUUID()}@example.in`, name: 'Plain Member', passwordHash: 'x' }).returning({ id: users.id });
    expect((await answerOf(callRoute(adminChatsLoader, await requestAs(member!.id, '/admin/chats')))).status).toBe(403);
    expect((await answerOf(callRoute(adminChatsAction, await requestAs(member!.id, '/admin/chats', formPost({ chatId: '1' }))))).status).toBe(403);
    const visitor = await answerOf(callRoute(adminChatsLoader, await requestAs(undefined, '/admin/chats')));
    expect(visitor.status).toBe(302);
    expect(visitor.headers.get('Location')).toContain('/login');
  });
});

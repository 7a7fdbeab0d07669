import { expect, test } from '@playwright/test';
import { assistantMessages, say, startChat } from './support/chat';
import { gotoHydrated } from './support/hydration';
import { demoAdmin, logIn } from './support/login';

// The chat widget as a new visitor tries it (built-in assistant): the question typed in the
// pre-chat form is answered, the assistant knows the page, and asking for a person reaches the
// marketplace team's queue with the transcript.

test('on a product page, the question typed before starting is answered about that product', async ({ page }) => {
  await gotoHydrated(page, '/product/basmati-rice');
  await startChat(page, { message: 'What is the minimum order for this?' });
  const answer = assistantMessages(page).last();
  await expect(answer).toContainText('You are looking at Basmati Rice');
  await expect(answer).toContainText('minimum order 500 kg');
  await expect(answer.getByRole('link', { name: 'Basmati Rice' })).toHaveAttribute('href', '/product/basmati-rice');
});

test('asking for a person hands the chat over, and an admin finds it at /admin/chats and marks it done', async ({ page, browser }) => {
  await gotoHydrated(page, '/subscription');
  const name = await startChat(page, { message: 'Which plan suits a small exporter?' });
  await expect(assistantMessages(page)).toHaveCount(2);
  await say(page, 'I want to talk to a person please');
  await expect(assistantMessages(page).last()).toContainText('I have passed this conversation to our team');

  const adminContext = await browser.newContext();
  const admin = await adminContext.newPage();
  await logIn(admin, demoAdmin, '/admin/chats');
  await expect(admin).toHaveURL(/\/admin\/chats$/);
  const chat = admin.getByRole('listitem').filter({ has: admin.getByRole('heading', { name: new RegExp(`^${name} · handed over`) }) });
  await expect(chat).toContainText(`${name.replace(/\W+/g, '.').toLowerCase()}@example.in`);
  await expect(chat).toContainText('9876543210');
  await expect(chat).toContainText('chatting on /subscription');
  await expect(chat).toContainText('Which plan suits a small exporter?');
  await expect(chat).toContainText('I want to talk to a person please');
  await chat.getByRole('button', { name: `Mark the chat with ${name} done` }).click();
  await expect(admin.getByRole('status')).toHaveText('Marked done.');
  await expect(chat).toContainText(/Done \d/);

  // The admin was told in the site.
  await admin.goto('/account/notifications');
  await expect(admin.getByRole('main')).toContainText(`A chat visitor needs a person: ${name}`);
  await adminContext.close();
});

test('the queue is for admins only', async ({ page }) => {
  await page.goto('/admin/chats');
  await expect(page).toHaveURL(/\/login\?redirectTo=%2Fadmin%2Fchats/);
});

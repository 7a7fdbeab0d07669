import { expect, test } from '@playwright/test';
import { assistantMessages, say, startChat } from './support/chat';

// The chat widget against an AI provider: this project's server points AI_BASE_URL at the local
// fake OpenAI-compatible server (tests/e2e/support/fake-openai.ts), whose behaviour each message
// chooses. A random suffix keeps parallel tests' messages apart.
const unique = (text: string) => `${text} ${Math.random().toString(36).slice(2, 10)}`;

test.beforeEach(async ({ page }) => {
  await page.goto('/');
  await startChat(page);
});

test("the provider's answer streams into the conversation", async ({ page }) => {
  const question = unique('Namaste, which seeds do you sell?');
  await say(page, question);
  await expect(assistantMessages(page).last()).toContainText(`Fake AI says: ${question}`);
});

test("an answer without text becomes 'Hello! How can I assist you?'", async ({ page }) => {
  await say(page, unique('empty answer'));
  await expect(assistantMessages(page).last()).toContainText('Hello! How can I assist you?');
});

test('a provider that keeps failing gets the spec failure message', async ({ page }) => {
  await say(page, unique('fail-always'));
  await expect(assistantMessages(page).last()).toContainText('Sorry, something went wrong. Try again!');
});

test('a 429 from the provider is retried once and the answer still arrives', async ({ page }) => {
  const question = unique('rate-limited-once');
  await say(page, question);
  await expect(assistantMessages(page).last()).toContainText(`Fake AI says: ${question}`);
});

test('a 5xx from the provider is retried once and the answer still arrives', async ({ page }) => {
  const question = unique('server-error-once');
  await say(page, question);
  await expect(assistantMessages(page).last()).toContainText(`Fake AI says: ${question}`);
});

test('a provider that does not answer in time is retried once after the timeout', async ({ page }) => {
  const question = unique('timeout-once');
  await say(page, question);
  await expect(page.getByRole('status', { name: 'The assistant is typing' })).toHaveText('…');
  await expect(assistantMessages(page).last()).toContainText(`Fake AI says: ${question}`);
});

test('a stream that breaks off mid-answer ends in the failure message', async ({ page }) => {
  await say(page, unique('broken stream'));
  await expect(assistantMessages(page).last()).toContainText('Sorry, something went wrong. Try again!');
});

test('the browser never sees the provider or its key', async ({ page }) => {
  const urls: string[] = [];
  page.on('request', (request) => urls.push(request.url()));
  await say(page, unique('Where is my key?'));
  await expect(assistantMessages(page).last()).toContainText('Fake AI says:');
  const origin = new URL(page.url()).origin;
  expect(urls.every((url) => url.startsWith(origin))).toBe(true);
  expect(await page.content()).not.toContain('/v1');
});

test('the question typed in the pre-chat form is answered by the provider as the first turn', async ({ page }) => {
  await page.goto('/product/basmati-rice');
  const question = unique('Is this rice aged?');
  await startChat(page, { message: question });
  await expect(assistantMessages(page).last()).toContainText(`Fake AI says: ${question}`);
});

import { expect, test } from '@playwright/test';
import { assistantMessages, chatLog, say, startChat, TWELVE_HOUR_TIME } from './support/chat';
import { gotoHydrated } from './support/hydration';

// The chat widget against the built-in assistant (no AI provider configured).

test('the round button opens the pre-chat form and closes it at once; the panel code loads on first open', async ({ page }) => {
  const panelScripts: string[] = [];
  page.on('request', (request) => {
    if (/\/assets\/chat-panel-[^/]+\.js$/.test(request.url())) panelScripts.push(request.url());
  });
  await gotoHydrated(page, '/');
  await page.waitForLoadState('networkidle');
  expect(panelScripts).toEqual([]);

  await page.getByRole('button', { name: 'Open chat' }).click();
  const panel = page.getByRole('region', { name: 'Chat with us now' });
  await expect(panel.getByRole('heading', { name: 'Chat with us now' })).toBeVisible();
  expect(panelScripts).toHaveLength(1);
  for (const label of ['Name', 'Email', 'Phone', 'Message']) await expect(panel.getByLabel(label)).toBeEmpty();
  await expect(panel).toContainText('By starting the chat you agree that TradeSetu keeps your name, email, phone and this conversation');

  await panel.getByLabel('Name').fill('Half typed');
  await page.getByRole('button', { name: 'Close chat' }).click();
  await expect(panel).toBeHidden();
  await page.getByRole('button', { name: 'Open chat' }).click();
  await expect(panel.getByLabel('Name')).toBeEmpty();
});

test("Start Chat with a missing name, email or phone says 'Please fill in all required fields.'", async ({ page }) => {
  const alerts: string[] = [];
  page.on('dialog', (dialog) => {
    alerts.push(dialog.message());
    void dialog.accept();
  });
  await gotoHydrated(page, '/');
  await page.getByRole('button', { name: 'Open chat' }).click();
  const panel = page.getByRole('region', { name: 'Chat with us now' });
  await panel.getByLabel('Name').fill('Asha');
  await panel.getByLabel('Phone').fill('   ');
  await panel.getByRole('button', { name: 'Start Chat' }).click();

  await expect(panel.getByRole('alert')).toHaveText('Please fill in all required fields.');
  expect(alerts).toEqual(['Please fill in all required fields.']);
  await expect(panel.getByLabel('Email')).toHaveAttribute('aria-invalid', 'true');
  await expect(panel.getByLabel('Name')).toHaveValue('Asha');
  await expect(chatLog(page)).toHaveCount(0);
});

test('starting greets the visitor by name, adds the typed message, answers it at once, and shows 12-hour times', async ({ page }) => {
  await gotoHydrated(page, '/');
  await startChat(page, { name: 'Asha Verma', message: 'I want to buy basmati rice' });
  const log = chatLog(page);
  await expect(log.locator('[data-role="user"]')).toHaveCount(1);
  await expect(log.locator('[data-role="user"]')).toContainText('I want to buy basmati rice');
  // The form's question is the first turn: its answer follows without another message.
  await expect(assistantMessages(page)).toHaveCount(2);
  await expect(assistantMessages(page).last().getByRole('link', { name: 'Basmati Rice' })).toHaveAttribute('href', '/product/basmati-rice');
  for (const time of await log.locator('time').allInnerTexts()) expect(time).toMatch(TWELVE_HOUR_TIME);
  // Once the question is answered the quick replies have done their part.
  await expect(page.getByRole('button', { name: 'Yes, I need help' })).toBeHidden();
});

test('without a question in the form, the quick replies show under the greeting', async ({ page }) => {
  await gotoHydrated(page, '/');
  await startChat(page);
  await expect(page.getByRole('button', { name: 'Yes, I need help' })).toBeVisible();
  await expect(page.getByRole('button', { name: 'No, thank you' })).toBeVisible();
});

test("'Yes, I need help' gets a happy-exploring reply and hides the quick replies", async ({ page }) => {
  await gotoHydrated(page, '/');
  await startChat(page);
  await page.getByRole('button', { name: 'Yes, I need help' }).click();
  await expect(chatLog(page).locator('[data-role="user"]').last()).toContainText('Yes, I need help');
  await expect(assistantMessages(page).last()).toContainText("I'll be around");
  await expect(assistantMessages(page).last()).toContainText('Happy exploring!');
  await expect(page.getByRole('button', { name: 'Yes, I need help' })).toBeHidden();
  await expect(page.getByRole('button', { name: 'No, thank you' })).toBeHidden();
});

test("'No, thank you' says goodbye and to reach out later", async ({ page }) => {
  await gotoHydrated(page, '/');
  await startChat(page);
  await page.getByRole('button', { name: 'No, thank you' }).click();
  await expect(assistantMessages(page).last()).toContainText('Goodbye');
  await expect(assistantMessages(page).last()).toContainText('reach out later');
  await expect(page.getByRole('button', { name: 'No, thank you' })).toBeHidden();
});

test('a product question is answered from the real catalogue with links, after a pending indicator', async ({ page }) => {
  await gotoHydrated(page, '/');
  await startChat(page);
  let release: () => void = () => undefined;
  const held = new Promise<void>((resolve) => {
    release = resolve;
  });
  await page.route('**/api/chat/messages', async (route) => {
    await held;
    await route.continue();
  });
  await say(page, 'I need 500 kg basmati rice delivered to Haryana');
  await expect(page.getByRole('status', { name: 'The assistant is typing' })).toHaveText('…');
  await expect(page.getByRole('button', { name: 'Yes, I need help' })).toBeHidden();
  release();
  const answer = assistantMessages(page).last();
  await expect(answer).toContainText('basmati rice');
  await expect(answer).toContainText('500 kg');
  await expect(answer.getByRole('link', { name: 'Basmati Rice' })).toHaveAttribute('href', '/product/basmati-rice');
  await expect(page.getByRole('status', { name: 'The assistant is typing' })).toBeHidden();
});

test('blank messages are ignored', async ({ page }) => {
  await gotoHydrated(page, '/');
  await startChat(page);
  await say(page, '    ');
  await page.getByRole('button', { name: 'Send' }).click();
  await expect(chatLog(page).locator('[data-role]')).toHaveCount(1);
  await expect(page.getByRole('button', { name: 'Yes, I need help' })).toBeVisible();
});

test('plan prices come from the database with GST explained', async ({ page }) => {
  await gotoHydrated(page, '/');
  await startChat(page);
  await say(page, 'How much does the Premium plan cost?');
  const answer = assistantMessages(page).last();
  await expect(answer).toContainText('Premium Pack: ₹11,800 per annum (₹10,000 + ₹1,800 GST)');
  await expect(answer).toContainText('CGST 9% + SGST 9%');
  await expect(answer.getByRole('link', { name: 'subscription page' })).toHaveAttribute('href', '/subscription');
});

test('closing a conversation shows the session-ended line with the time, then closes and starts afresh', async ({ page }) => {
  await gotoHydrated(page, '/');
  await startChat(page);
  await page.getByRole('button', { name: 'Yes, I need help' }).click();
  await page.getByRole('button', { name: 'Close chat' }).click();
  const ended = chatLog(page).locator('[data-role="system"]');
  await expect(ended).toContainText(/Chat session ended at \d{1,2}:\d{2}\s?(AM|PM)/);
  const panel = page.getByRole('region', { name: 'Chat with us now' });
  await expect(panel).toBeHidden();

  await page.getByRole('button', { name: 'Open chat' }).click();
  await expect(panel.getByLabel('Name')).toBeEmpty();
  await expect(chatLog(page)).toHaveCount(0);
  await page.getByRole('button', { name: 'Close chat' }).click();
  await expect(panel).toBeHidden();
  await startChat(page);
  await expect(page.getByRole('button', { name: 'Yes, I need help' })).toBeVisible();
});

test('the widget is keyboard friendly: Enter opens with focus in the form, Escape closes', async ({ page }) => {
  await gotoHydrated(page, '/');
  const button = page.getByRole('button', { name: 'Open chat' });
  await button.focus();
  await page.keyboard.press('Enter');
  await expect(page.getByLabel('Name')).toBeFocused();
  await page.keyboard.press('Escape');
  await expect(page.getByRole('region', { name: 'Chat with us now' })).toBeHidden();
  await expect(page.getByRole('button', { name: 'Open chat' })).toBeFocused();
});

test("a failed request shows 'Sorry, something went wrong. Try again!'", async ({ page }) => {
  await gotoHydrated(page, '/');
  await startChat(page);
  await page.route('**/api/chat/messages', (route) => route.abort('connectionreset'));
  await say(page, 'Do you have LED bulbs?');
  await expect(assistantMessages(page).last()).toHaveText(/Sorry, something went wrong\. Try again!/);
});

test('the chat endpoint refuses malformed bodies with the fields named', async ({ request }) => {
  const response = await request.post('/api/chat/messages', {
    data: { conversationId: 'short', messages: [{ role: 'robot', content: 'x', timestamp: 'now' }] },
  });
  expect(response.status()).toBe(400);
  const body = (await response.json()) as { error: string; fieldErrors: Record<string, string[]> };
  expect(body.error).toBe('The chat message was not valid.');
  expect(Object.keys(body.fieldErrors)).toEqual(expect.arrayContaining(['conversationId', 'messages.0.role', 'messages.0.timestamp']));
});

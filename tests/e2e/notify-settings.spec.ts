import { expect, test } from '@playwright/test';
import { registerCompany } from './support/accounts';
import { withServerDatabase } from './support/database';

// Everything here works as plain forms: the journey runs without JavaScript.
test.use({ javaScriptEnabled: false });

test('a seller chooses what reaches them, gets an inquiry email with an unsubscribe link, and that link works without a login; a changed link does nothing', async ({ page, browser }) => {
  const account = await registerCompany(page.request);
  const slug = await withServerDatabase(async (client) => (await client.query<{ slug: string }>('SELECT slug FROM companies WHERE name = $1', [account.companyName])).rows[0]?.slug ?? '');
  expect(slug).not.toBe('');

  // The settings page, linked from the notifications page.
  await page.goto('/account/notifications');
  await page.getByRole('link', { name: 'Notification settings' }).click();
  await expect(page.getByRole('heading', { name: 'Notification settings' })).toBeVisible();
  await expect(page.getByText('Every notification is always shown here on the site')).toBeVisible();
  await expect(page.getByTestId('channels-not-set-up')).toHaveText('SMS and WhatsApp are not set up on this site, so notifications come by email and on the site only.');
  const messages = page.getByLabel('Email: A new message in a conversation');
  const inquiries = page.getByLabel('Email: A new inquiry for your company');
  await expect(inquiries).toHaveValue('immediate');
  await messages.selectOption({ label: 'Daily digest' });
  await page.getByLabel('Email: Your payment was confirmed').selectOption({ label: 'Off' });
  await page.getByRole('button', { name: 'Save settings' }).click();
  await expect(page.getByRole('status')).toHaveText('Saved. New notifications follow these choices.');
  await page.goto('/account/notifications/settings');
  await expect(messages).toHaveValue('digest');
  await expect(page.getByLabel('Email: Your payment was confirmed')).toHaveValue('off');

  // A visitor sends the company an inquiry: its team hears of it by email (shown at /dev/outbox).
  const visitor = await browser.newContext({ javaScriptEnabled: false });
  const visitorPage = await visitor.newPage();
  await visitorPage.goto(`/suppliers/${slug}`);
  await visitorPage.getByLabel('Quantity').fill('500');
  await visitorPage.getByLabel('Requirement').fill('Need 500 kg of sortexed turmeric fingers in 25 kg bags, monthly.');
  await visitorPage.getByLabel('Your name').fill('Meena Patil');
  await visitorPage.getByLabel('Email', { exact: true }).fill('meena.notify@example.in');
  await visitorPage.getByLabel('Mobile').fill('+91 91234 56789');
  await visitorPage.getByRole('button', { name: 'Send inquiry' }).click();
  await expect(visitorPage.getByText(/INQ-[0-9A-Z]{4}-[0-9A-Z]{4}/)).toBeVisible();
  await visitor.close();

  await page.goto('/dev/outbox');
  const email = page.getByTestId('outbox-email').filter({ hasText: `To: ${account.email}` }).filter({ hasText: 'New inquiry: 500' });
  await expect(email).toHaveCount(1);
  const unsubscribe = email.getByRole('link', { name: /\/unsubscribe\// });
  const href = (await unsubscribe.getAttribute('href')) ?? '';
  expect(href).toMatch(/\/unsubscribe\/[\w-]+\.[\w-]+$/);
  const path = new URL(href).pathname;

  // Without a login: a new browser with no session.
  const reader = await browser.newContext({ javaScriptEnabled: false });
  const readerPage = await reader.newPage();
  await readerPage.goto(path);
  await expect(readerPage.getByRole('heading', { name: 'Unsubscribe' })).toBeVisible();
  await expect(readerPage.getByText(/Stop emails about “a new inquiry for your company” to m•••@example\.in\?/)).toBeVisible();
  await readerPage.getByRole('button', { name: 'Unsubscribe' }).click();
  await expect(readerPage.getByRole('heading', { name: 'Unsubscribed' })).toBeVisible();
  await expect(readerPage.getByTestId('unsubscribe-done')).toContainText('Done: emails about “a new inquiry for your company” are turned off.');

  // A link with one character changed is refused in words, and changes nothing.
  const token = path.split('/').pop() ?? '';
  const tampered = `/unsubscribe/${token.slice(0, 5)}${token[5] === 'A' ? 'B' : 'A'}${token.slice(6)}`;
  const refused = await readerPage.goto(tampered);
  expect(refused?.status()).toBe(400);
  await expect(readerPage.getByTestId('unsubscribe-invalid')).toContainText('The link is incomplete or was changed, so nothing was turned off.');
  await reader.close();

  // A mail client's one-click POST (RFC 8058) comes from elsewhere and is accepted; any other cross-site form is still refused.
  const oneClick = await page.request.post(path, { headers: { origin: 'https://mail.example.com' }, form: { 'List-Unsubscribe': 'One-Click' } });
  expect(oneClick.status()).toBe(200);
  const crossSite = await page.request.post('/account/notifications/settings', { headers: { origin: 'https://mail.example.com' }, form: { 'email.inquiry_received': 'immediate' } });
  expect(crossSite.status()).toBe(403);

  await page.goto('/account/notifications/settings');
  await expect(inquiries).toHaveValue('off');
  await expect(messages).toHaveValue('digest');
});

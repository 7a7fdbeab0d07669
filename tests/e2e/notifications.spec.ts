import { randomBytes } from 'node:crypto';
import { expect, test, type Page } from '@playwright/test';
import { registerCompany } from './support/accounts';
import { withServerDatabase } from './support/database';

/** Writes a notification for the login with this email straight into the server's database, as notifyCompany would. */
async function notify(email: string, title: string, link: string): Promise<void> {
  await withServerDatabase((client) =>
    client.query(
      `INSERT INTO notifications (user_id, kind, title, body, link, dedupe_key)
       SELECT id, 'quote_received', $2, 'Compare it with the others at landed cost, GST included.', $3, $4 FROM users WHERE email = $1`,
      [email, title, link, `e2e-${randomBytes(6).toString('hex')}`],
    ),
  );
}

const bell = (page: Page) => page.getByRole('banner').getByTestId('header-notifications').first();

test.describe('desktop', () => {
  test.use({ viewport: { width: 1280, height: 800 } });

  test('a new notification shows a count in the header, is listed, and opening it marks it read and follows its link', async ({ page }) => {
    const account = await registerCompany(page.request);
    const word = randomBytes(4).toString('hex');
    await page.goto('/');
    await expect(bell(page)).toHaveAccessibleName('Notifications, none unread');
    await expect(page.getByTestId('notification-count')).toHaveCount(0);

    await notify(account.email, `New quote ${word} on RQ-E2ETEST1`, '/account/billing');
    await notify(account.email, `Requirement ${word} matched`, '/account/inquiries');
    await page.goto('/');
    await expect(bell(page)).toHaveAccessibleName('Notifications, 2 unread');
    await expect(page.getByTestId('notification-count')).toHaveText('2');

    await bell(page).click();
    await expect(page).toHaveURL(/\/account\/notifications$/);
    const items = page.getByTestId('notification');
    await expect(items).toHaveCount(2);
    // Newest first, unread said in words.
    await expect(items.nth(0)).toContainText(`Requirement ${word} matched`);
    await expect(items.nth(1)).toContainText(`New quote ${word} on RQ-E2ETEST1`);
    await expect(items.nth(1)).toContainText('Unread');
    await expect(items.nth(1)).toContainText('Compare it with the others at landed cost, GST included.');

    await items.nth(1).getByRole('button', { name: `Open New quote ${word} on RQ-E2ETEST1` }).click();
    await expect(page).toHaveURL(/\/account\/billing$/);
    await expect(page.getByTestId('notification-count')).toHaveText('1');

    await page.goto('/account/notifications');
    await expect(items.nth(1)).toContainText('Read');
    await expect(items.nth(1)).not.toContainText('Unread');
    await expect(items.nth(0)).toContainText('Unread');

    await page.getByRole('button', { name: 'Mark all as read' }).click();
    await expect(page.getByRole('status')).toContainText('One notification marked as read.');
    await expect(page.getByTestId('notification-count')).toHaveCount(0);
    await expect(page.locator('[data-testid="notification"][data-unread="true"]')).toHaveCount(0);
    await expect(page.getByRole('button', { name: 'Mark all as read' })).toHaveCount(0);
  });
});

test.describe('without JavaScript', () => {
  test.use({ javaScriptEnabled: false });

  test('opening a notification is a form POST that marks it read and redirects to its link', async ({ page }) => {
    const account = await registerCompany(page.request);
    const word = randomBytes(4).toString('hex');
    await notify(account.email, `Quote accepted ${word}`, '/account/inquiries');
    await page.goto('/account/notifications');
    await expect(page.getByTestId('notification-count').first()).toHaveText('1');
    await page.getByRole('button', { name: `Open Quote accepted ${word}` }).click();
    await expect(page).toHaveURL(/\/account\/inquiries$/);
    await expect(page.getByTestId('notification-count')).toHaveCount(0);
  });
});

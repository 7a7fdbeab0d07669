import { expect, type Page } from '@playwright/test';

/**
 * Logs in through the real /login form (built by the accounts issue). Demo logins come from
 * seed/seed-demo-accounts.ts, created at server start because the e2e server runs with E2E=true.
 */
export async function logIn(page: Page, email: string, password: string): Promise<void> {
  await page.goto('/login');
  const form = page.locator('main form').filter({ has: page.getByLabel(/password/i) }).first();
  await form.getByLabel(/email/i).fill(email);
  await form.getByLabel(/password/i).fill(password);
  await form.getByRole('button', { name: /log ?in|sign ?in/i }).click();
  await expect(page).not.toHaveURL(/\/login/);
}

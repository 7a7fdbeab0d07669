import { randomInt } from 'node:crypto';
import { expect, type BrowserContext, type Page } from '@playwright/test';

/** Demo logins created at server start when E2E=true (seed/demo-accounts.ts, README "Demo logins"). */
export const demoBuyer = { email: 'buyer@tradesetu.example', password: 'demo-buyer-pass' } as const;
export const demoAdmin = { email: 'admin@tradesetu.example', password: 'demo-admin-pass' } as const;

/** Fills the /login form the page is on and waits to leave it. */
export async function submitLogin(page: Page, account: { email: string; password: string }): Promise<void> {
  await expect(page).toHaveURL(/\/login/);
  // The header's login modal has the same fields; the page's own form is inside <main>.
  const form = page.getByRole('main');
  await form.getByLabel(/email/i).fill(account.email);
  await form.getByLabel(/password/i).fill(account.password);
  await form.getByRole('button', { name: /log ?in|sign ?in/i }).click();
  await expect(page).not.toHaveURL(/\/login/);
}

export async function logIn(page: Page, account: { email: string; password: string }, redirectTo = '/'): Promise<void> {
  await page.goto(`/login?redirectTo=${encodeURIComponent(redirectTo)}`);
  await submitLogin(page, account);
}

/**
 * A client address of the test's own (198.18.0.0/15, a benchmark range), sent as X-Forwarded-For,
 * which the server believes from loopback (TRUST_PROXY). Journeys that fail logins on purpose use
 * it, so their failures are not counted against the address every other journey shares (50 free
 * failures an hour per address, app/domain/login-throttle.ts).
 */
export async function useOwnClientAddress(context: BrowserContext): Promise<void> {
  await context.setExtraHTTPHeaders({ 'X-Forwarded-For': `198.${randomInt(18, 20)}.${randomInt(0, 256)}.${randomInt(1, 255)}` });
}

import { expect, test } from '@playwright/test';
import { registerCompany } from './support/accounts';

test('an owner makes an API token (shown once), a CRM reads leads with it, and after revoking it is refused', async ({ page, playwright, baseURL }) => {
  await registerCompany(page.request);
  await page.goto('/account');
  await page.getByRole('navigation', { name: 'Account' }).getByRole('link', { name: 'Integrations' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Integrations' })).toBeVisible();

  // A name is needed; then the token is shown once.
  await page.getByRole('button', { name: 'Make a token' }).click();
  await expect(page.getByText('Name the token, e.g. after the CRM that uses it')).toBeVisible();
  await page.getByRole('textbox', { name: 'Token name' }).fill('Zoho CRM');
  await page.getByRole('button', { name: 'Make a token' }).click();
  const shown = page.getByTestId('shown-once');
  await expect(shown).toHaveText(/^tsk_[A-Za-z0-9_-]{43}$/);
  const token = (await shown.textContent()) ?? '';
  await expect(page.getByRole('textbox', { name: 'Token name' })).toHaveValue('');
  const tokens = page.getByTestId('token-list');
  await expect(tokens).toContainText('Zoho CRM');
  await expect(tokens).toContainText(`${token.slice(0, 12)}…`);
  await page.reload();
  await expect(page.getByTestId('shown-once')).toHaveCount(0);
  await expect(page.locator('body')).not.toContainText(token);

  // The CRM: no cookies, only the token.
  const crm = await playwright.request.newContext({ baseURL });
  const answer = await crm.get('/api/v1/leads?limit=10', { headers: { authorization: `Bearer ${token}` } });
  expect(answer.status()).toBe(200);
  expect(await answer.json()).toEqual({ data: [], next_cursor: null });
  expect((await crm.get('/api/v1/leads')).status()).toBe(401);
  const openapi = await crm.get('/api/v1/openapi.json');
  expect((await openapi.json()) as { openapi: string }).toMatchObject({ openapi: '3.1.0' });

  await page.reload();
  // Its use is noted in the list.
  await expect(tokens.getByRole('row', { name: /Zoho CRM/ })).not.toContainText('Never');
  await page.getByRole('button', { name: 'Revoke the token Zoho CRM' }).click();
  await expect(page.getByRole('status').filter({ hasText: 'is revoked' })).toBeVisible();
  const refused = await crm.get('/api/v1/leads', { headers: { authorization: `Bearer ${token}` } });
  expect(refused.status()).toBe(401);
  expect(((await refused.json()) as { error: { message: string } }).error.message).toMatch(/revoked/);
  await crm.dispose();
});

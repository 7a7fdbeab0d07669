import { expect, test } from '@playwright/test';
import { gotoHydrated, waitForHydration } from './support/hydration';

test('the home page renders the demo catalogue from the database', async ({ page }) => {
  const response = await page.goto('/');
  expect(response?.status()).toBe(200);
  // Category tiles and testimonials come from the seeded database; the figures are counted from it.
  await expect(page.locator('main a[href="/products/agriculture"]').first()).toBeVisible();
  await expect(page.getByText('Products listed', { exact: true })).toBeVisible();
  // The catalogue's own categories are in the header's Products Category menu.
  const menu = page.getByRole('button', { name: 'Products Category' });
  await waitForHydration(menu);
  await menu.click();
  await expect(page.getByRole('button', { name: /Tools & Machineries|Tools and Machineries/ })).toBeVisible();
});

test('health check reports the process alive', async ({ request }) => {
  const response = await request.get('/healthz');
  expect(response.status()).toBe(200);
  expect(await response.json()).toMatchObject({ status: 'ok', phase: 'serving' });
});

test('security headers are set on pages', async ({ request }) => {
  const response = await request.get('/');
  const csp = response.headers()['content-security-policy'] ?? '';
  expect(csp).toContain("script-src 'self' 'nonce-");
  expect(csp).toContain("frame-ancestors 'none'");
  expect(response.headers()['x-content-type-options']).toBe('nosniff');
  expect(response.headers()['x-request-id']).toMatch(/^[0-9a-f-]{36}$/);
});

test('a cross-site form post is refused', async ({ request }) => {
  const response = await request.post('/', { headers: { origin: 'https://evil.example' }, form: { a: '1' } });
  expect(response.status()).toBe(403);
  expect(await response.text()).toContain('sent from another website');
});

test('unknown pages get a friendly 404', async ({ page }) => {
  const response = await page.goto('/no-such-page-here/at-all');
  expect(response?.status()).toBe(404);
  await expect(page.getByRole('heading', { name: 'Page not found' })).toBeVisible();
  await expect(page.getByRole('link', { name: 'Go to the home page' })).toHaveAttribute('href', '/');
});

test('malformed addresses get a clear 400, not a server error', async ({ request }) => {
  for (const path of ['/product/%00nope', '/%00', '/products/%E0%A4', '/products/agriculture?city=%00', '/search?q=%E0%A4']) {
    const response = await request.get(path);
    expect(response.status(), path).toBe(400);
    expect(await response.text()).toContain('This address is not valid');
  }
});

test('NUL characters and oversized text forms get a 4xx answer, never a server error', async ({ request, baseURL }) => {
  const origin = { origin: baseURL ?? '' };
  const contact = await request.post('/contact', { headers: origin, form: { name: 'A\u0000', email: 'a@b.in', mobile: '9876543210', message: 'hello\u0000there' } });
  expect(contact.status()).toBeLessThan(500);
  const chat = await request.post('/api/chat/start', { headers: origin, data: { name: 'Asha\u0000', email: 'asha@example.in', phone: '9876543210', message: 'hi\u0000' } });
  expect(chat.status()).toBe(201);
  const huge = await request.post('/login', { headers: origin, form: { email: 'a@b.in', password: 'x'.repeat(2_000_000) } });
  expect(huge.status()).toBe(413);
  expect(await huge.text()).toContain('The form is too large to send');
});

test('the stylesheet arrives inside the page and stays through hydration and client-side navigation', async ({ page }) => {
  const stylesheetRequests: string[] = [];
  page.on('request', (request) => {
    if (request.resourceType() === 'stylesheet' || request.url().endsWith('.css')) stylesheetRequests.push(request.url());
  });
  await gotoHydrated(page, '/products/agriculture');
  // One <style> written by the server, adopted (not replaced) by React after hydration.
  const inline = page.locator('head style[data-href^="/assets/app-"]');
  const inlineLength = async () => (await inline.textContent())?.length ?? 0;
  await expect(inline).toHaveCount(1);
  expect(await inlineLength()).toBeGreaterThan(10_000);
  await expect(page.locator('link[rel="stylesheet"]')).toHaveCount(0);
  const styled = () => page.evaluate(() => ({ font: getComputedStyle(document.body).fontFamily, display: getComputedStyle(document.body).display }));
  expect(await styled()).toEqual({ font: expect.stringContaining('system-ui'), display: 'flex' });
  // The filter form navigates in the same document once hydrated (the marker survives): the styles
  // stay and still no stylesheet is fetched.
  await page.evaluate(() => Object.assign(window, { beforeSubmit: true }));
  await page.getByLabel('Sort by').selectOption('newest');
  await page.getByRole('button', { name: 'Apply filters' }).click();
  await expect(page).toHaveURL(/sort=newest/);
  await expect(page.getByLabel('Sort by')).toHaveValue('newest');
  expect(await page.evaluate(() => 'beforeSubmit' in window)).toBe(true);
  await expect(inline).toHaveCount(1);
  expect(await inlineLength()).toBeGreaterThan(10_000);
  expect(await styled()).toEqual({ font: expect.stringContaining('system-ui'), display: 'flex' });
  expect(stylesheetRequests).toEqual([]);
});

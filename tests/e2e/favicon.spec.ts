import { expect, test } from '@playwright/test';

test('the site has an icon where browsers and crawlers look for it', async ({ page, request }) => {
  // Browsers that ignore <link rel="icon">, bookmarks and crawlers ask for /favicon.ico.
  const ico = await request.get('/favicon.ico');
  expect(ico.status()).toBe(200);
  expect(ico.headers()['content-type']).toMatch(/^image\//);
  // An ICO file starts with reserved 0, type 1 (icon), then how many images it holds.
  expect([...(await ico.body()).subarray(0, 4)]).toEqual([0, 0, 1, 0]);

  // Every page names its icon, and the icon it names is served.
  await page.goto('/');
  const href = await page.locator('head link[rel="icon"]').getAttribute('href');
  expect(href).toBeTruthy();
  const icon = await request.get(href ?? '');
  expect(icon.status()).toBe(200);
  expect(icon.headers()['content-type']).toMatch(/^image\/svg\+xml/);
});

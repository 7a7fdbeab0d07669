import { expect, test } from '@playwright/test';

test('browse from a category to a subcategory to a product and send an inquiry', async ({ page }) => {
  await page.goto('/');
  await page.getByRole('link', { name: /Agriculture/ }).first().click();
  await expect(page).toHaveURL(/\/products\/agriculture$/);
  await expect(page.getByRole('heading', { level: 1, name: /Agriculture/ })).toBeVisible();
  await page.getByRole('list', { name: 'Subcategories' }).getByRole('link', { name: 'Farm Tools & Inputs' }).click();
  await expect(page).toHaveURL(/\/products\/agriculture\/farm-tools-inputs$/);
  await expect(page.getByRole('status')).toHaveText('6 products');
  await page.getByRole('link', { name: 'Hand Trowel' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Hand Trowel' })).toBeVisible();
  await expect(page.getByText(/₹[\d,]+/).first()).toBeVisible();
  await expect(page.getByText(/^Minimum order: [\d,]+ /)).toBeVisible();

  const buyer = `buyer-${Date.now()}-${Math.random().toString(36).slice(2, 7)}@example.in`;
  await page.getByLabel('Quantity').fill('200');
  await page.getByLabel('Requirement').fill('Need 200 hand trowels with wooden handles, delivery to Nagpur within 3 weeks.');
  await page.getByLabel('Your name').fill('Asha Kulkarni');
  await page.getByLabel('Email', { exact: true }).fill(buyer);
  await page.getByLabel('Mobile').fill('98765 43210');
  await page.getByRole('button', { name: 'Send inquiry' }).click();
  await expect(page.getByRole('heading', { name: /Inquiry sent to/ })).toBeVisible();
  await expect(page.getByText(/INQ-[0-9A-Z]{4}-[0-9A-Z]{4}/)).toBeVisible();
});

test.describe('without JavaScript', () => {
  test.use({ javaScriptEnabled: false });

  test('filters live in the URL and narrow the category', async ({ page }) => {
    await page.goto('/products/agriculture');
    // Other journeys register companies and add products while this runs, so counts are relative.
    const countShown = async () => Number((await page.getByRole('status').textContent())?.match(/\d+/)?.[0]);
    const all = await countShown();
    expect(all).toBeGreaterThanOrEqual(18);
    await page.getByLabel('Suppliers with documents reviewed').check();
    await page.getByLabel('Sort by').selectOption('price-asc');
    await page.getByRole('button', { name: 'Apply filters' }).click();
    await expect(page).toHaveURL(/verified=1/);
    await expect(page).toHaveURL(/sort=price-asc/);
    const filtered = await countShown();
    expect(filtered).toBeGreaterThan(0);
    expect(filtered).toBeLessThan(all);
    await expect(page.locator('section[aria-label="Products"] li').first().getByText('✓ Documents reviewed')).toBeVisible();

    await page.getByRole('complementary', { name: 'Filters' }).getByRole('link', { name: /Seeds \(\d+\)/ }).click();
    await expect(page).toHaveURL(/subcategory=seeds/);
    await expect(page).toHaveURL(/verified=1/);
  });

  test('paginates search results', async ({ page }) => {
    await page.goto('/search');
    await expect(page.getByRole('status')).toHaveText(/^[\d,]{3,} products$/);
    const firstPage = await page.locator('section[aria-label="Products"] h3').allTextContents();
    await page.getByRole('navigation', { name: 'Pagination' }).getByRole('link', { name: 'Next' }).click();
    await expect(page).toHaveURL(/page=2/);
    await expect(page.getByRole('navigation', { name: 'Pagination' }).getByRole('link', { name: '2', exact: true })).toHaveAttribute('aria-current', 'page');
    const secondPage = await page.locator('section[aria-label="Products"] h3').allTextContents();
    expect(secondPage).toHaveLength(24);
    expect(secondPage.filter((name) => firstPage.includes(name))).toEqual([]);
  });
});

test('the spec’s single-segment product routes redirect permanently to the product page', async ({ request, page }) => {
  const legacyRoutes: Array<[string, string]> = [
    ['/Tomatoseeds', 'tomato-seeds'],
    ['/wheat', 'wheat'],
    ['/Corn', 'corn'],
    ['/Blue%20Denim%20Jacket', 'blue-denim-jacket'],
  ];
  for (const [legacy, slug] of legacyRoutes) {
    const response = await request.get(legacy, { maxRedirects: 0 });
    expect(response.status(), legacy).toBe(301);
    expect(response.headers().location, legacy).toMatch(new RegExp(`/product/${slug}$`));
  }
  await page.goto('/Blue Denim Jacket');
  await expect(page.getByRole('heading', { level: 1, name: 'Blue Denim Jacket' })).toBeVisible();
  expect((await request.get('/NoSuchProduct', { maxRedirects: 0 })).status()).toBe(404);
  const sub = await request.get('/enterprises/startup/sub', { maxRedirects: 0 });
  expect(sub.status()).toBe(301);
  expect(sub.headers().location).toMatch(/\/enterprises\/startup$/);
});

test('product and supplier pages carry canonical links and JSON-LD; sitemap and robots are served', async ({ page, request }) => {
  await page.goto('/product/tomato-seeds');
  await expect(page.locator('link[rel="canonical"]')).toHaveAttribute('href', /\/product\/tomato-seeds$/);
  const productLd = JSON.parse((await page.locator('script[type="application/ld+json"]').first().textContent()) ?? '{}');
  expect(productLd).toMatchObject({ '@type': 'Product', name: 'Tomato Seeds', offers: { priceCurrency: 'INR' } });
  await page.getByRole('link', { name: 'Nashik Agro Seeds Pvt Ltd' }).first().click();
  await expect(page).toHaveURL(/\/suppliers\/nashik-agro-seeds$/);
  const orgLd = JSON.parse((await page.locator('script[type="application/ld+json"]').first().textContent()) ?? '{}');
  expect(orgLd).toMatchObject({ '@type': 'Organization', name: 'Nashik Agro Seeds Pvt Ltd' });
  await page.getByLabel('Search this supplier’s products').fill('okra');
  await page.getByLabel('Search this supplier’s products').press('Enter');
  await expect(page.locator('section[aria-labelledby="catalogue"] h3')).toHaveText(['Okra Seeds']);

  const index = await request.get('/sitemap.xml');
  expect(index.headers()['content-type']).toContain('application/xml');
  expect(await index.text()).toContain('/sitemaps/products-1.xml');
  const products = await (await request.get('/sitemaps/products-1.xml')).text();
  expect(products.match(/<url>/g)?.length).toBeGreaterThanOrEqual(270);
  expect(products).toContain('/product/tomato-seeds</loc>');
  expect(await (await request.get('/robots.txt')).text()).toContain('Sitemap: ');
});

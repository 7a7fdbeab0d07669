import AxeBuilder from '@axe-core/playwright';
import { expect, test, type Page } from '@playwright/test';
import { randomBytes } from 'node:crypto';
import { registerCompany } from './support/accounts';
import { withServerDatabase } from './support/database';
import { gotoHydrated } from './support/hydration';
import { demoAdmin, logIn } from './support/login';

interface Submitted {
  id: number;
  slug: string;
  name: string;
}

/**
 * Two listings of a newly registered (so not yet verified) company, waiting for review. No page
 * submits a listing with every field yet, so they are written as the listing service stores them.
 */
async function submittedListings(companyName: string): Promise<[Submitted, Submitted]> {
  const suffix = randomBytes(4).toString('hex');
  return withServerDatabase(async (client) => {
    const company = (await client.query<{ id: number }>('SELECT id FROM companies WHERE name = $1', [companyName])).rows[0];
    const place = (await client.query<{ id: number; category_id: number }>('SELECT id, category_id FROM subcategories ORDER BY category_id, position LIMIT 1')).rows[0];
    if (!company || !place) throw new Error('no company or sub category');
    const group = (await client.query<{ id: number }>('INSERT INTO product_groups (subcategory_id, slug, name) VALUES ($1, $2, $3) RETURNING id', [place.id, `review-${suffix}`, 'Basmati rice'])).rows[0]!;
    const listings: Submitted[] = [];
    for (const [name, daysAgo] of [
      [`Aged basmati rice ${suffix}`, 2],
      [`Sella basmati rice ${suffix}`, 1],
    ] as const) {
      const slug = `review-${name.split(' ')[0]!.toLowerCase()}-${suffix}`;
      const { rows } = await client.query<{ id: number }>(
        `INSERT INTO products (slug, company_id, category_id, subcategory_id, group_id, name, description, unit, price_min_paise, price_max_paise, min_order_qty,
           hsn_code, gst_rate_bp, price_breaks, specs, lead_time_days, availability, sample_available, packaging, delivery_states, status, submitted_at)
         VALUES ($1, $2, $3, $4, $5, $6, 'Long grain, aged one year.', 'kg', 7800, 8200, 100, '1006', 500, $7, '{"Grain length": "8.3 mm"}', 7, 'in_stock', true,
           '25 kg bags', '{27,29}', 'submitted', now() - make_interval(days => $8))
         RETURNING id`,
        [slug, company.id, place.category_id, place.id, group.id, name, JSON.stringify([{ minQty: 100, maxQty: 499, pricePaise: 8200 }, { minQty: 500, maxQty: null, pricePaise: 7800 }]), daysAgo],
      );
      listings.push({ id: rows[0]!.id, slug, name });
    }
    return [listings[0]!, listings[1]!];
  });
}

const queueRow = (page: Page, name: string) => page.getByRole('row').filter({ hasText: name });

test('an admin reviews the queue: rejects one listing with a reason, approves another, and finds both in the log', async ({ page, request }) => {
  const seller = await registerCompany(request);
  const [older, newer] = await submittedListings(seller.companyName);

  await logIn(page, demoAdmin, '/admin/listings');
  await page.goto('/admin/listings');
  await expect(page.getByRole('heading', { level: 1, name: 'Listings to review' })).toBeVisible();
  await expect(page.getByTestId('queue-count')).toContainText('waiting, oldest first');
  await expect(queueRow(page, older.name)).toContainText(seller.companyName);
  await expect(queueRow(page, older.name)).toContainText('Documents not reviewed');
  await expect(queueRow(page, older.name)).toContainText('New listing');
  // Oldest first: the listing submitted two days ago is above the one from yesterday.
  const names = await page.getByRole('rowheader').allTextContents();
  expect(names.indexOf(older.name)).toBeGreaterThanOrEqual(0);
  expect(names.indexOf(older.name)).toBeLessThan(names.indexOf(newer.name));

  // The older one, as buyers would see it, is rejected with a reason.
  await queueRow(page, older.name).getByRole('link', { name: older.name }).click();
  await expect(page).toHaveURL(`/admin/listings/${older.id}`);
  await gotoHydrated(page, `/admin/listings/${older.id}`);
  const preview = page.getByTestId('listing-version');
  await expect(preview.getByRole('heading', { level: 3, name: older.name })).toBeVisible();
  await expect(preview).toContainText('₹78 – ₹82 / kg');
  await expect(preview).toContainText('Price excludes GST (5%)');
  await expect(preview).toContainText('100–499 kg at ₹82/kg');
  await expect(preview).toContainText('500+ kg at ₹78/kg');
  await expect(preview).toContainText('100 kg');
  await expect(preview).toContainText('HSN 1006 · GST 5%');
  await expect(preview).toContainText('Grain length: 8.3 mm');
  await expect(preview).toContainText('Maharashtra, Karnataka');
  await expect(preview).toContainText('Basmati rice');
  await expect(page.getByRole('main')).toContainText('Identity not yet verified');
  const axe = await new AxeBuilder({ page }).include('main').analyze();
  expect(axe.violations.filter((v) => v.impact === 'serious' || v.impact === 'critical').map((v) => v.id)).toEqual([]);

  await page.getByRole('button', { name: 'Reject the listing' }).click();
  const reason = page.getByLabel('Reason');
  // The error is tied to the field, so a screen reader reads it with the field.
  await expect(reason).toHaveAttribute('aria-invalid', 'true');
  await expect(page.locator(`#${await reason.getAttribute('aria-describedby')}`)).toHaveText('Choose a reason');
  await reason.selectOption({ label: 'The photos are unclear, or do not show the product' });
  await page.getByLabel('Note to the seller').fill('Add a photo of the rice itself, not only the bag.');
  await page.getByRole('button', { name: 'Reject the listing' }).click();
  await expect(page.getByRole('status').filter({ hasText: 'Rejected.' })).toContainText('The seller sees the reason');
  await expect(page.getByTestId('listing-state')).toContainText('Rejected');
  await expect(page.getByRole('main')).toContainText('The seller was told: The photos are unclear, or do not show the product. Note from the reviewer: Add a photo of the rice itself, not only the bag.');

  // The newer one is approved and its product page answers.
  await page.goto('/admin/listings');
  await expect(queueRow(page, older.name)).toHaveCount(0);
  await queueRow(page, newer.name).getByRole('link', { name: newer.name }).click();
  await page.getByRole('button', { name: 'Approve and publish' }).click();
  await expect(page.getByRole('status').filter({ hasText: 'Approved.' })).toContainText('The listing is live');
  await expect(page.getByTestId('listing-state')).toContainText('Live');
  const productPage = await page.request.get(`/product/${newer.slug}`);
  expect(productPage.status()).toBe(200);

  // Both decisions are in the log, newest first, and one listing's can be shown alone.
  await page.getByRole('navigation', { name: 'Admin' }).getByRole('link', { name: 'Review log' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Review log' })).toBeVisible();
  const approved = page.getByRole('row').filter({ hasText: newer.name });
  const rejected = page.getByRole('row').filter({ hasText: older.name });
  await expect(approved).toContainText('Approved');
  await expect(approved).toContainText(demoAdmin.email);
  await expect(rejected).toContainText('Rejected');
  await expect(rejected).toContainText('The photos are unclear, or do not show the product');
  await expect(rejected).toContainText('Note: Add a photo of the rice itself, not only the bag.');
  const logNames = await page.getByRole('rowheader').allTextContents();
  expect(logNames.findIndex((text) => text.includes(newer.name))).toBeLessThan(logNames.findIndex((text) => text.includes(older.name)));
  await page.getByLabel('Listing number').fill(String(older.id));
  await page.getByRole('button', { name: 'Show' }).click();
  await expect(page).toHaveURL(`/admin/listings/log?listing=${older.id}`);
  await expect(page.getByRole('status')).toHaveText(`1 decision on listing #${older.id}.`);
  await expect(page.getByRole('row').filter({ hasText: newer.name })).toHaveCount(0);

  const reasonSeen = await withServerDatabase(async (client) => (await client.query<{ status_reason: string }>('SELECT status_reason FROM products WHERE id = $1', [older.id])).rows[0]?.status_reason);
  expect(reasonSeen).toBe('The photos are unclear, or do not show the product. Note from the reviewer: Add a photo of the rice itself, not only the bag.');
});

test('the review pages are for the marketplace team only', async ({ page }) => {
  const visitor = await page.goto('/admin/listings');
  await expect(page).toHaveURL(/\/login\?redirectTo=%2Fadmin%2Flistings/);
  expect(visitor?.status()).toBe(200);
  await registerCompany(page.request);
  for (const path of ['/admin/listings', '/admin/listings/log', '/admin/listings/1']) {
    const answer = await page.goto(path);
    expect(answer?.status(), path).toBe(403);
  }
});

test.describe('without JavaScript', () => {
  test.use({ javaScriptEnabled: false });

  test('a decision works as a plain form, and a second reviewer on an old page is told who decided', async ({ page, request }) => {
    const seller = await registerCompany(request);
    const [listing] = await submittedListings(seller.companyName);
    await logIn(page, demoAdmin, `/admin/listings/${listing.id}`);
    await page.goto(`/admin/listings/${listing.id}`);
    // A second tab opened on the same listing before the first decides.
    const late = await page.context().newPage();
    await late.goto(`/admin/listings/${listing.id}`);

    await page.getByRole('button', { name: 'Approve and publish' }).click();
    await expect(page.getByRole('status').filter({ hasText: 'Approved.' })).toBeVisible();
    await expect(page.getByTestId('listing-state')).toContainText('Live');

    await late.getByLabel('Reason').selectOption('duplicate');
    await late.getByRole('button', { name: 'Reject the listing' }).click();
    await expect(late.getByRole('alert')).toContainText('Already decided by Marketplace admin (admin@tradesetu.example): approved on');
    await expect(late.getByTestId('listing-state')).toContainText('Live');
  });
});

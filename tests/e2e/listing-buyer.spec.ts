import AxeBuilder from '@axe-core/playwright';
import { expect, test, type Page } from '@playwright/test';
import { randomBytes } from 'node:crypto';
import { mkdirSync } from 'node:fs';
import path from 'node:path';
import type pg from 'pg';
import sharp from 'sharp';
import { registerCompany } from './support/accounts';
import { announceListings, uniqueProductWord } from './support/catalog-db';
import { openAppDatabase, uploadsDirectory } from './support/database';

/*
 * Issue 14 from the buyer's side: the new filters (availability, delivery state, price per unit,
 * MOQ) in the URL, the product page with price breaks, terms and a photo gallery, and a listing
 * that is not live (a 404 to buyers, a preview for its own company). No page makes a listing with
 * price breaks yet, so the rows are written into the server's database, with real photo files.
 */

let database: pg.Client;
test.beforeAll(async () => {
  database = await openAppDatabase();
});
test.afterAll(async () => {
  await database.end();
});

/** A stored photo (full size and thumbnail, WebP like the uploads service writes) of one colour. */
async function storePhoto(colour: string, width: number, height: number): Promise<string> {
  const base = randomBytes(16).toString('hex');
  const dir = uploadsDirectory();
  mkdirSync(dir, { recursive: true });
  await sharp({ create: { width, height, channels: 3, background: colour } }).webp().toFile(path.join(dir, `${base}.webp`));
  await sharp({ create: { width: 320, height: 320, channels: 3, background: colour } }).webp().toFile(path.join(dir, `${base}-thumb.webp`));
  return `${base}.webp`;
}

interface Listing {
  name: string;
  status?: string;
  availability: 'in_stock' | 'made_to_order';
  deliveryStates: string[];
  priceBreaks?: Array<{ minQty: number; maxQty: number | null; pricePaise: number }>;
  photos?: Array<{ alt: string; colour: string; width: number; height: number }>;
}

/** Inserts listings for a company in the last subcategory of the tree; returns their slugs. */
async function insertListings(companyId: number, listings: Listing[]): Promise<string[]> {
  const slugs: string[] = [];
  for (const listing of listings) {
    const slug = `${listing.name.toLowerCase().replace(/[^a-z0-9]+/g, '-')}-${randomBytes(3).toString('hex')}`;
    const inserted = await database.query<{ id: number }>(
      `INSERT INTO products (slug, company_id, category_id, subcategory_id, name, description, unit, min_order_qty, price_min_paise, price_breaks,
         availability, delivery_states, lead_time_days, sample_available, packaging, hsn_code, gst_rate_bp, status, position)
       SELECT $1, $2, s.category_id, s.id, $3, 'Long grain rice, aged one year, sorted and cleaned.', 'kg', 100, 8200, $4::jsonb, $5, $6::text[], 7, true, '25 kg jute bags', '1006', 500, $7, -1000
       FROM subcategories s JOIN categories c ON c.id = s.category_id ORDER BY c.position DESC, s.position DESC LIMIT 1
       RETURNING id`,
      [slug, companyId, listing.name, JSON.stringify(listing.priceBreaks ?? []), listing.availability, listing.deliveryStates, listing.status ?? 'live'],
    );
    const productId = inserted.rows[0]?.id;
    for (const [position, photo] of (listing.photos ?? []).entries()) {
      const key = await storePhoto(photo.colour, photo.width, photo.height);
      await database.query('INSERT INTO product_images (product_id, storage_key, width, height, position, alt) VALUES ($1, $2, $3, $4, $5, $6)', [productId, key, photo.width, photo.height, position, photo.alt]);
    }
    slugs.push(slug);
  }
  return slugs;
}

async function createSellerCompany(): Promise<number> {
  const suffix = randomBytes(4).toString('hex');
  const result = await database.query<{ id: number }>(
    `INSERT INTO companies (slug, name, role, enterprise_type, legal_form, business_type, city, state_code, description)
     VALUES ($1, $2, 'seller', 'msme', 'Partnership Firm', 'Manufacturing Sector', 'Karnal', '06', 'Rice millers.') RETURNING id`,
    [`karnal-rice-${suffix}`, `Karnal Rice Mills ${suffix}`],
  );
  return result.rows[0]?.id ?? 0;
}

const resultNames = (page: Page) => page.locator('section[aria-label="Products"] h3');

test.describe('without JavaScript', () => {
  test.use({ javaScriptEnabled: false });

  test('a buyer narrows a search by availability and delivery state, then reads a listing’s price breaks, terms and photos', async ({ page }) => {
    const word = uniqueProductWord();
    const [madeToOrder] = await insertListings(await createSellerCompany(), [
      {
        name: `${word} Rice`,
        availability: 'made_to_order',
        deliveryStates: ['27'],
        priceBreaks: [
          { minQty: 100, maxQty: 499, pricePaise: 8200 },
          { minQty: 500, maxQty: null, pricePaise: 7800 },
        ],
        photos: [
          { alt: 'Rice in a 25 kg jute bag', colour: '#c8a96e', width: 1200, height: 900 },
          { alt: '', colour: '#f4efe1', width: 900, height: 900 },
          { alt: 'Cooked rice on a plate', colour: '#ffffff', width: 1200, height: 800 },
        ],
      },
      { name: `${word} Rice Broken`, availability: 'in_stock', deliveryStates: [] },
      { name: `${word} Rice Paused`, availability: 'made_to_order', deliveryStates: [], status: 'paused' },
    ]);
    await announceListings(page.request, word, madeToOrder!);

    await page.goto(`/search?q=${word}`);
    // The paused listing is not there.
    await expect(resultNames(page)).toHaveCount(2);
    expect((await resultNames(page).allInnerTexts()).sort()).toEqual([`${word} Rice`, `${word} Rice Broken`]);
    const filters = page.getByRole('complementary', { name: 'Filters' });
    await expect(filters.getByRole('group', { name: 'Price per unit (₹)' })).toBeVisible();
    await filters.getByLabel('Availability').selectOption('Made to order');
    await filters.getByLabel('Delivers to').selectOption('Karnataka');
    await filters.getByRole('button', { name: 'Apply filters' }).click();
    await expect(page).toHaveURL(/availability=made_to_order/);
    await expect(page).toHaveURL(/deliversTo=karnataka/);
    await expect(page.getByRole('heading', { name: /No products found/ })).toBeVisible();

    await filters.getByLabel('Delivers to').selectOption('Maharashtra');
    await filters.getByLabel('Minimum order (MOQ) up to').fill('100');
    await filters.getByLabel('Highest price per unit, in rupees').fill('90');
    await filters.getByRole('button', { name: 'Apply filters' }).click();
    await expect(page).toHaveURL(/deliversTo=maharashtra/);
    await expect(page).toHaveURL(/moq=100/);
    await expect(resultNames(page)).toHaveText([`${word} Rice`], { useInnerText: true });
    // The choices stay in the form, and the URL alone gives the same page.
    await expect(filters.getByLabel('Availability')).toHaveValue('made_to_order');
    await expect(filters.getByLabel('Delivers to')).toHaveValue('maharashtra');

    await resultNames(page).first().click();
    await expect(page).toHaveURL(new RegExp(`/product/${madeToOrder}$`));
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(`${word} Rice`);
    await expect(page.getByText('Minimum order: 100 kg')).toBeVisible();
    const breaks = page.getByRole('table', { name: 'Price by quantity' });
    await expect(breaks.getByRole('row')).toHaveText([/Quantity\s*Price per unit/, /100–499 kg\s*₹82\/kg/, /500\+ kg\s*₹78\/kg/]);
    const facts = page.getByTestId('listing-facts');
    const terms: Array<[string, string]> = [
      ['Availability', 'Made to order'],
      ['Lead time', 'Dispatched in 7 days'],
      ['Samples', 'Sample available'],
      ['Packaging', '25 kg jute bags'],
      ['Delivers to', 'Maharashtra'],
      ['Tax', 'HSN 1006 · GST 5%'],
    ];
    for (const [term, value] of terms) await expect(facts.getByText(term, { exact: true }).locator('xpath=following-sibling::dd[1]')).toHaveText(value);

    // The gallery: main photo first and eager, the others lazy, every photo sized and described.
    const photos = page.getByRole('list', { name: 'Photos (3)' }).getByRole('img');
    await expect(photos).toHaveCount(3);
    expect(await photos.evaluateAll((imgs) => imgs.map((img) => [img.getAttribute('alt'), img.getAttribute('loading'), img.getAttribute('width'), img.getAttribute('height')]))).toEqual([
      ['Rice in a 25 kg jute bag', 'eager', '1200', '900'],
      [`${word} Rice`, 'lazy', '900', '900'],
      ['Cooked rice on a plate', 'lazy', '1200', '800'],
    ]);
    expect(await photos.first().evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth)).toBe(1200);
    await page.getByRole('link', { name: 'Photo 3 of 3: Cooked rice on a plate' }).click();
    await expect(page).toHaveURL(/#photo-3$/);

    const { offers } = JSON.parse((await page.locator('script[type="application/ld+json"]').first().textContent()) ?? '{}') as { offers: { priceSpecification: Array<{ price: string; unitCode: string }> } };
    expect(offers).toMatchObject({ '@type': 'AggregateOffer', priceCurrency: 'INR', lowPrice: '78.00', highPrice: '82.00', eligibleQuantity: { minValue: 100, unitCode: 'KGM' } });
    expect(offers.priceSpecification.map((spec) => `${spec.price}/${spec.unitCode}`)).toEqual(['82.00/KGM', '82.00/KGM', '78.00/KGM']);

  });
});

test('a listing that is not live is a 404 to buyers and a preview to its company; the gallery scrolls in place with JavaScript', async ({ page, browser }) => {
  const account = await registerCompany(page.request);
  const company = await database.query<{ id: number }>('SELECT id FROM companies WHERE name = $1', [account.companyName]);
  const word = uniqueProductWord();
  const [paused, live] = await insertListings(company.rows[0]?.id ?? 0, [
    { name: `${word} Paused`, availability: 'in_stock', deliveryStates: [], status: 'paused' },
    {
      name: `${word} Live`,
      availability: 'in_stock',
      deliveryStates: [],
      photos: [
        { alt: 'Front of the bag', colour: '#2a6f97', width: 800, height: 600 },
        { alt: 'Back of the bag', colour: '#f4a261', width: 800, height: 600 },
      ],
    },
  ]);

  // The owner (signed in by registering) sees a preview that says so; nobody can send it an inquiry.
  await page.goto(`/product/${paused}`);
  await expect(page.getByTestId('listing-preview')).toHaveText(/Preview — Paused\. Buyers cannot see this listing/);
  await expect(page.getByRole('button', { name: 'Send inquiry' })).toHaveCount(0);
  await expect(page.locator('meta[name="robots"]')).toHaveAttribute('content', 'noindex, nofollow');
  const visitor = await browser.newContext();
  const response = await (await visitor.newPage()).goto(`/product/${paused}`);
  expect(response?.status()).toBe(404);
  await visitor.close();

  await page.goto(`/product/${live}`);
  await expect(page.getByTestId('listing-preview')).toHaveCount(0);
  const strip = page.getByRole('list', { name: 'Photos (2)' });
  await expect(strip).toBeVisible();
  expect(await strip.evaluate((el) => el.scrollLeft)).toBe(0);
  await page.getByRole('link', { name: 'Photo 2 of 2: Back of the bag' }).click();
  // Scrolled to the second photo without leaving the page's place or changing its address.
  await expect.poll(() => strip.evaluate((el) => el.scrollLeft)).toBeGreaterThan(100);
  expect(new URL(page.url()).hash).toBe('');
  await expectNoAxeViolations(page);

  // The filters are as accessible as the page around them.
  await announceListings(page.request, word, live!);
  await page.goto(`/search?q=${word}&availability=in_stock&deliversTo=maharashtra`);
  await expect(resultNames(page)).toHaveText([`${word} Live`], { useInnerText: true });
  await expectNoAxeViolations(page);
});

async function expectNoAxeViolations(page: Page): Promise<void> {
  const a11y = await new AxeBuilder({ page }).include('main').analyze();
  expect(a11y.violations.map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`)).toEqual([]);
}

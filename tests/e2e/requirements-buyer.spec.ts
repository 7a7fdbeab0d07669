import AxeBuilder from '@axe-core/playwright';
import { expect, test, type Page } from '@playwright/test';
import { randomBytes } from 'node:crypto';
import type pg from 'pg';
import { registerCompany } from './support/accounts';
import { uniqueProductWord } from './support/catalog-db';
import { withServerDatabase } from './support/database';
import { insertRequirement, sendToSupplier } from './support/requirements-db';

/*
 * Issue 15 from the buyer's side: a requirement with three quotes (written into the server's
 * database: the posting and quoting forms are other journeys), compared at landed cost, sorted,
 * the best marked in words, accepted in two tabs at once (one wins, the other is told), and the
 * purchase order downloaded as a PDF.
 */

const hex = (bytes: number) => randomBytes(bytes).toString('hex').toUpperCase();
const isoDay = (days: number) => new Date(Date.now() + days * 86_400_000 + 330 * 60_000).toISOString().slice(0, 10);

interface Offer {
  name: string;
  stateCode: string;
  unitPricePaise: number;
  freightPaise: number;
  leadTimeDays: number;
}

async function insertSupplier(client: pg.Client, offer: Offer): Promise<number> {
  const word = hex(4);
  const user = await client.query<{ id: number }>(`INSERT INTO users (email, name, password_hash) VALUES ($1, $2, 'not-used') RETURNING id`, [`supplier-${word.toLowerCase()}@example.in`, offer.name]);
  const company = await client.query<{ id: number }>(
    `INSERT INTO companies (slug, name, owner_user_id, role, enterprise_type, legal_form, business_type, gstin, address, city, pin, state_code, verification_level)
     VALUES ($1, $2, $3, 'seller', 'msme', 'Private Limited', 'Manufacturer', $4, '4 Mill Road', 'Town', '400001', $5, 'documents_reviewed') RETURNING id`,
    [`supplier-${word.toLowerCase()}`, offer.name, user.rows[0]?.id, `${offer.stateCode}AAAC${word.slice(0, 1).replace(/\d/, 'K')}${String(1000 + (parseInt(word, 16) % 9000))}K1Z5`, offer.stateCode],
  );
  const id = company.rows[0]?.id;
  if (!id) throw new Error('no supplier');
  return id;
}

/** A requirement of the logged-in buyer's company with one quote per offer; returns its reference. */
async function requirementWithQuotes(buyerEmail: string, title: string, offers: Offer[]): Promise<string> {
  return withServerDatabase(async (client) => {
    const buyer = await client.query<{ company_id: number; user_id: number }>(`SELECT c.id AS company_id, u.id AS user_id FROM users u JOIN companies c ON c.owner_user_id = u.id WHERE u.email = $1`, [buyerEmail]);
    const owner = buyer.rows[0];
    if (!owner) throw new Error('the buyer has no company');
    const { id: requirementId, reference } = await insertRequirement(client, { buyerCompanyId: owner.company_id, buyerUserId: owner.user_id, title, buyerGstin: '27AAACB1234K1Z5', quoted: true });
    for (const offer of offers) {
      const supplierId = await insertSupplier(client, offer);
      await sendToSupplier(client, requirementId, supplierId, { quoted: true });
      const quote = await client.query<{ id: number }>(`INSERT INTO quotes (requirement_id, supplier_company_id) VALUES ($1, $2) RETURNING id`, [requirementId, supplierId]);
      await client.query(
        `INSERT INTO quote_versions (quote_id, version, unit_price_paise, quantity, hsn_code, gst_rate_bp, freight_paise, delivery_terms, lead_time_days, payment_terms, valid_until, supplier_state_code, idempotency_key)
         VALUES ($1, 1, $2, 1000, '1006', 500, $3, 'delivered', $4, '30 days from delivery', $5, $6, $7)`,
        [quote.rows[0]?.id, offer.unitPricePaise, offer.freightPaise, offer.leadTimeDays, isoDay(10), offer.stateCode, hex(8)],
      );
    }
    return reference;
  });
}

const comparison = (page: Page) => page.getByTestId('quote-comparison');
const supplierColumns = (page: Page) => comparison(page).locator('thead th[data-quote]');

test('a buyer compares three quotes, sorts them, accepts one in two tabs at once and downloads the purchase order', async ({ page, context }) => {
  // Three suppliers' quotes, two tabs and a PDF: it ran out of the 30 s budget once on the 2-core CI machine (passed on retry).
  test.slow();
  const account = await registerCompany(page.request);
  const word = uniqueProductWord();
  const cheap = { name: `${word} Mills Pune`, stateCode: '27', unitPricePaise: 9_000, freightPaise: 300_000, leadTimeDays: 12 };
  const quick = { name: `${word} Agro Bengaluru`, stateCode: '29', unitPricePaise: 9_800, freightPaise: 0, leadTimeDays: 3 };
  const dear = { name: `${word} Foods Surat`, stateCode: '24', unitPricePaise: 11_000, freightPaise: 100_000, leadTimeDays: 8 };
  const reference = await requirementWithQuotes(account.email, `${word} rice 1000 kg`, [dear, quick, cheap]);

  await page.goto(`/account/requirements/${reference}`);
  await expect(page.getByRole('heading', { level: 1, name: `${word} rice 1000 kg` })).toBeVisible();
  await expect(page.getByTestId('timeline')).toContainText('Expires if no quote is chosen');
  await expect(page.getByText('Supplier ratings from reviews do not exist yet')).toBeVisible();

  // Cheapest landed cost per unit first: ₹90 × 1,000 + ₹3,000 freight, GST 5% (CGST + SGST) = ₹97,650.
  await expect(supplierColumns(page)).toHaveText([cheap.name, quick.name, dear.name]);
  const cheapColumn = 1;
  const landedRow = comparison(page).locator('tr', { has: page.getByRole('rowheader', { name: 'Landed cost per unit' }) });
  await expect(landedRow.locator('td').nth(cheapColumn - 1)).toContainText('₹97.65 per kg');
  await expect(landedRow.locator('td').nth(cheapColumn - 1)).toContainText('Lowest landed cost');
  const gstRow = comparison(page).locator('tr', { has: page.getByRole('rowheader', { name: 'GST', exact: true }) });
  await expect(gstRow.locator('td').nth(0)).toContainText('CGST + SGST');
  await expect(gstRow.locator('td').nth(1)).toContainText('IGST @ 5%');

  // Sorted by lead time (a link: works without JavaScript), the quickest comes first and is marked.
  await page.getByRole('navigation', { name: 'Sort quotes' }).getByRole('link', { name: 'Lead time' }).click();
  await expect(page).toHaveURL(/sort=lead/);
  await expect(supplierColumns(page)).toHaveText([quick.name, dear.name, cheap.name]);
  const leadRow = comparison(page).locator('tr', { has: page.getByRole('rowheader', { name: 'Lead time' }) });
  await expect(leadRow.locator('td').nth(0)).toContainText('Shortest lead time');

  const a11y = await new AxeBuilder({ page }).include('main').analyze();
  expect(a11y.violations.map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`)).toEqual([]);

  // On a phone the page does not scroll sideways: only the comparison does, inside its own region.
  await page.setViewportSize({ width: 390, height: 844 });
  expect(await page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth)).toBeLessThanOrEqual(0);
  await page.screenshot({ path: test.info().outputPath('phone.png'), fullPage: true });
  await page.setViewportSize({ width: 1280, height: 800 });

  // Two tabs, each about to accept a different quote: one wins, the other is told which did.
  const other = await context.newPage();
  await other.goto(`/account/requirements/${reference}`);
  await page.getByRole('button', { name: new RegExp(`^Accept the quote from ${cheap.name}`) }).click();
  await expect(page.getByRole('status').filter({ hasText: 'You accepted' })).toContainText(`You accepted the quote from ${cheap.name}. Purchase order PO-`);
  await other.getByRole('button', { name: new RegExp(`^Accept the quote from ${quick.name}`) }).click();
  await expect(other.getByRole('alert').filter({ hasText: 'You already accepted' })).toContainText(`You already accepted the quote from ${cheap.name} on `);
  await expect(other.getByTestId('requirement-state')).toHaveText('Accepted');
  await expect(other.getByTestId('timeline')).toContainText('Quote accepted');
  await other.close();

  const pdfLink = page.getByRole('link', { name: 'download the PDF' });
  const href = await pdfLink.getAttribute('href');
  expect(href).toMatch(/^\/purchase-orders\/PO-\d{4}-\d{2}-\d{6}\.pdf$/);
  const download = page.waitForEvent('download');
  await pdfLink.click();
  expect((await download).suggestedFilename()).toMatch(/^PO-\d{4}-\d{2}-\d{6}\.pdf$/);
  const pdf = await page.request.get(href ?? '');
  expect(pdf.headers()['content-type']).toBe('application/pdf');
  expect((await pdf.body()).subarray(0, 5).toString()).toBe('%PDF-');

  await page.goto(href?.replace(/\.pdf$/, '') ?? '');
  await expect(page.getByRole('heading', { name: 'Purchase order' })).toBeVisible();
  await expect(page.getByTestId('purchase-order')).toContainText('GSTIN: 27AAACB1234K1Z5');
  await expect(page.getByTestId('po-total')).toHaveText('₹97,650.00');
});

test('a requirement of another company is not found', async ({ page }) => {
  await registerCompany(page.request);
  const owner = `${uniqueProductWord().toLowerCase()}@example.in`;
  const reference = await withServerDatabase(async (client) => {
    await client.query(`INSERT INTO users (email, name, password_hash) VALUES ($1, 'Other buyer', 'not-used')`, [owner]);
    await client.query(
      `INSERT INTO companies (slug, name, owner_user_id, role, enterprise_type, legal_form, business_type) SELECT $1, 'Other Buyer Co', id, 'buyer', 'msme', 'Private Limited', 'Trader' FROM users WHERE email = $2`,
      [`other-${hex(4).toLowerCase()}`, owner],
    );
    return '';
  }).then(() => requirementWithQuotes(owner, 'Somebody else’s requirement', []));
  const response = await page.goto(`/account/requirements/${reference}`);
  expect(response?.status()).toBe(404);
});

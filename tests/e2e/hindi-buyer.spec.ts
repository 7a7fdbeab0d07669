import { expect, test, type Page } from '@playwright/test';
import { randomBytes } from 'node:crypto';
import type pg from 'pg';
import { registerCompany } from './support/accounts';
import { withServerDatabase } from './support/database';
import { expectHindiPage } from './support/hindi';
import { demoBuyer, logIn } from './support/login';
import { insertRequirement, sendToSupplier } from './support/requirements-db';

/*
 * Issue 19, the buyer's pages in Hindi: posting a buy requirement (validation in Hindi, Devanagari
 * stored and shown intact), the requirements list, one requirement with its quotes compared and
 * accepted, the purchase order, adding a supplier, messages (a Devanagari message sent in a
 * thread), inquiries, billing and a tax invoice. The demo buyer logs in on the English /login.
 */

const hex = (bytes: number) => randomBytes(bytes).toString('hex').toUpperCase();
const inDays = (days: number) => new Date(Date.now() + 330 * 60_000 + days * 86_400_000).toISOString().slice(0, 10);

/** Opens a Hindi page, checks it answered and reads wholly in Hindi. */
async function openHindi(page: Page, path: string): Promise<void> {
  const response = await page.goto(`/hi${path}`);
  expect(response?.status(), path).toBe(200);
  await expectHindiPage(page);
}

/** A supplier company (Karnataka, like the demo buyer) with its owner, written into the server's database. */
async function insertSupplier(client: pg.Client, name: string): Promise<number> {
  const word = hex(4);
  const user = await client.query<{ id: number }>(`INSERT INTO users (email, name, password_hash) VALUES ($1, $2, 'not-used') RETURNING id`, [`supplier-${word.toLowerCase()}@example.in`, name]);
  const company = await client.query<{ id: number }>(
    `INSERT INTO companies (slug, name, owner_user_id, role, enterprise_type, legal_form, business_type, gstin, address, city, pin, state_code, verification_level)
     VALUES ($1, $2, $3, 'seller', 'msme', 'Private Limited', 'Manufacturer', $4, '4 Mill Road', 'Town', '560001', '29', 'documents_reviewed') RETURNING id`,
    [`supplier-${word.toLowerCase()}`, name, user.rows[0]?.id, `29AAAC${word.slice(0, 1).replace(/\d/, 'K')}${String(1000 + (parseInt(word, 16) % 9000))}K1Z5`],
  );
  const id = company.rows[0]?.id;
  if (!id) throw new Error('no supplier');
  return id;
}

/** A requirement of the demo buyer's company with one quote on it; returns its reference. */
function requirementWithQuote(supplierName: string): Promise<string> {
  return withServerDatabase(async (client) => {
    const owner = (await client.query<{ company_id: number; user_id: number }>(`SELECT c.id AS company_id, u.id AS user_id FROM users u JOIN companies c ON c.owner_user_id = u.id WHERE u.email = $1`, [demoBuyer.email])).rows[0];
    if (!owner) throw new Error('the demo buyer has no company');
    const { id, reference } = await insertRequirement(client, { buyerCompanyId: owner.company_id, buyerUserId: owner.user_id, title: `Sona masoori rice ${hex(3)}`, quoted: true });
    const supplierId = await insertSupplier(client, supplierName);
    await sendToSupplier(client, id, supplierId, { quoted: true });
    const quote = await client.query<{ id: number }>(`INSERT INTO quotes (requirement_id, supplier_company_id) VALUES ($1, $2) RETURNING id`, [id, supplierId]);
    await client.query(
      `INSERT INTO quote_versions (quote_id, version, unit_price_paise, quantity, hsn_code, gst_rate_bp, freight_paise, delivery_terms, lead_time_days, payment_terms, valid_until, supplier_state_code, idempotency_key)
       VALUES ($1, 1, 9000, 1000, '1006', 500, 300000, 'delivered', 7, '30 days from delivery', $2, '29', $3)`,
      [quote.rows[0]?.id, inDays(10), hex(8)],
    );
    return reference;
  });
}

/** A paid order and its tax invoice for the user with this email; returns the invoice number. */
function invoiceFor(email: string): Promise<string> {
  const suffix = randomBytes(4).toString('hex');
  const number = `TS-2019-20-${String(10000 + (randomBytes(2).readUInt16BE() % 89999)).padStart(5, '0')}`;
  return withServerDatabase(async (client) => {
    const user = (await client.query<{ id: number }>('SELECT id FROM users WHERE email = $1', [email])).rows[0];
    if (!user) throw new Error(`no user ${email}`);
    const order = (
      await client.query<{ id: number }>(
        `INSERT INTO orders (reference, idempotency_key, user_id, plan_id, provider, status, billing_name, billing_address, billing_state_code, place_of_supply_state_code,
           total_paise, taxable_paise, cgst_paise, sgst_paise, paid_at)
         VALUES ($1, $2, $3, 'premium', 'upi', 'paid', 'Invoiced Traders', '4 Dock Road, Bengaluru', '29', '29', 1180000, 1000000, 90000, 90000, now()) RETURNING id`,
        [`TSO${suffix.toUpperCase()}`, suffix, user.id],
      )
    ).rows[0];
    await client.query(
      `INSERT INTO invoices (number, financial_year, sequence, order_id, user_id, issued_at, supplier_name, supplier_address, supplier_gstin, recipient_name, recipient_address,
         place_of_supply_state_code, sac_code, description, rate_percent, taxable_paise, cgst_paise, sgst_paise, utgst_paise, igst_paise, total_paise)
       VALUES ($1, '2019-20', $2, $3, $4, '2020-01-15T06:00:00Z', 'TradeSetu Marketplace Pvt Ltd', 'Bengaluru', '29AAGCB7383J1Z4', 'Invoiced Traders', '4 Dock Road, Bengaluru',
         '29', '998399', 'Premium Pack — annual membership', 18, 1000000, 90000, 90000, 0, 0, 1180000)`,
      [number, Number(number.slice(-5)), order?.id, user.id],
    );
    return number;
  });
}

test('the demo buyer posts a requirement in Hindi: errors in Hindi, then Devanagari stored and shown intact', async ({ page }) => {
  await logIn(page, demoBuyer, '/account');
  await openHindi(page, '/requirements/new');
  const form = page.locator('form#requirement');
  await form.locator('[name="title"]').fill('');
  await form.locator('[name="quantity"]').fill('0');
  await form.getByRole('button', { name: 'ज़रूरत पोस्ट करें' }).click();
  await expect(form.locator('[name="title"]')).toHaveAttribute('aria-invalid', 'true');
  await expect(form.getByText('बताएँ कि आपको क्या चाहिए, जैसे "बासमती चावल 1121, सॉर्टेक्स किया हुआ"')).toBeVisible();
  await expect(form.getByText('मात्रा 0 से अधिक होनी चाहिए')).toBeVisible();
  await expectHindiPage(page);

  const title = `बासमती चावल 1121, सॉर्टेक्स ${hex(3)}`;
  const details = 'पच्चीस किलो के बोरों में पैकिंग; डिलीवरी बेंगलुरु के गोदाम पर — कृपया FSSAI प्रमाणपत्र साथ भेजें।';
  await form.locator('[name="title"]').fill(title);
  await form.locator('[name="quantity"]').fill('500');
  await form.locator('[name="category"]').selectOption({ index: 2 });
  await form.locator('[name="unit"]').selectOption('kg');
  await form.locator('[name="details"]').fill(details);
  await form.locator('[name="deliveryPin"]').fill('560001');
  await form.locator('[name="neededBy"]').fill(inDays(20));
  await form.getByRole('button', { name: 'ज़रूरत पोस्ट करें' }).click();

  await expect(page).toHaveURL(/\/hi\/account\/requirements\/RQ-[2-9A-Z]{8}$/);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(title);
  await expect(page.getByText(details)).toBeVisible();
  const stored = await withServerDatabase(async (client) => (await client.query<{ title: string; details: string }>('SELECT title, details FROM requirements WHERE title = $1', [title])).rows);
  expect(stored).toEqual([{ title, details }]);
  await expectHindiPage(page);
  const reference = page.url().split('/').pop() ?? '';

  await openHindi(page, '/account/requirements');
  await expect(page.getByRole('link', { name: title })).toBeVisible();
  await openHindi(page, `/account/requirements/${reference}/suppliers/new`);
});

test('the demo buyer compares and accepts a quote, opens the purchase order and messages the supplier in Devanagari', async ({ page }) => {
  const supplier = `Hindi Check Mills ${hex(2)}`;
  const reference = await requirementWithQuote(supplier);
  await logIn(page, demoBuyer, '/account');
  await openHindi(page, `/account/requirements/${reference}`);
  await expect(page.getByTestId('quote-comparison')).toBeVisible();

  await page.getByRole('button', { name: `${supplier} का कोटेशन स्वीकार करें` }).click();
  await expect(page.getByRole('status').filter({ hasText: 'स्वीकार' })).toContainText(`आपने ${supplier} का कोटेशन स्वीकार किया। परचेज़ ऑर्डर PO-`);
  await expect(page.getByTestId('requirement-state')).toHaveText('स्वीकार');
  await expectHindiPage(page);
  await page.getByRole('link', { name: 'इसे खोलें' }).click();
  await expect(page).toHaveURL(/\/hi\/purchase-orders\/PO-\d{4}-\d{2}-\d{6}$/);
  await expectHindiPage(page);
  // The Hindi page writes the date, states, quantity, lead time and amount in words in Hindi.
  await expect(page.getByText(/डिलीवरी PIN \d{6}/)).toBeVisible();
  await expect(page.getByText(/^\d+ दिन$/)).toBeVisible();
  await expect(page.getByText(/रुपये( और .+ पैसे)? मात्र$/)).toBeVisible();
  await expect(page.getByText(/delivery PIN|^\d+ days$|Rupees/)).toHaveCount(0);

  await page.goto(`/hi/account/requirements/${reference}`);
  await page.getByRole('link', { name: `${supplier} को संदेश भेजें` }).click();
  await expect(page).toHaveURL(/\/hi\/account\/messages\/[^/]+$/);
  await expectHindiPage(page);
  const message = `नमस्ते जी, क्या आप पाँच सौ किलो पर ₹85 प्रति किलो कर सकते हैं? डिलीवरी बेंगलुरु में चाहिए। ${hex(2)}`;
  await page.getByLabel('संदेश', { exact: true }).fill(message);
  await page.getByRole('button', { name: 'भेजें', exact: true }).click();
  await expect(page.getByTestId('messages')).toContainText(message);
  await page.reload();
  await expect(page.getByTestId('messages')).toContainText(message);
  const stored = await withServerDatabase(async (client) => (await client.query<{ body: string }>('SELECT body FROM thread_messages WHERE body = $1', [message])).rows);
  expect(stored).toEqual([{ body: message }]);
  await expectHindiPage(page);

  await openHindi(page, '/account/messages');
  await openHindi(page, '/account/inquiries');
  await openHindi(page, '/account/billing');
});

test('a member opens billing and a tax invoice in Hindi', async ({ page }) => {
  const account = await registerCompany(page.request);
  const number = await invoiceFor(account.email);
  await openHindi(page, '/account/billing');
  await expect(page.getByRole('link', { name: number })).toHaveAttribute('href', `/hi/account/billing/invoices/${number}`);
  await openHindi(page, `/account/billing/invoices/${number}`);
  await expect(page.getByTestId('invoice-total')).toHaveText('₹11,800.00');
});

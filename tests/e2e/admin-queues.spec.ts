import AxeBuilder from '@axe-core/playwright';
import { expect, test, type Browser, type Page } from '@playwright/test';
import { randomBytes } from 'node:crypto';
import { withServerDatabase } from './support/database';
import { demoAdmin, logIn } from './support/login';

/**
 * The admin console's queues (issue 17): a visitor's contact message reaches support, who marks it
 * handled; the administrator reads it in the audit log with before and after; finance opens an
 * invoice from the list of every invoice issued.
 */

/**
 * A staff login of `role`, made in the database (staff accounts never come from registration) with
 * the demo administrator's password hash, so it signs in with that password.
 */
async function staffLogin(role: 'support' | 'finance'): Promise<{ email: string; password: string }> {
  const email = `${role}.${randomBytes(4).toString('hex')}@tradesetu.example`;
  await withServerDatabase((client) =>
    client.query(`INSERT INTO users (email, name, password_hash, role, email_verified_at) SELECT $1, $2, password_hash, $3, now() FROM users WHERE email = $4`, [email, `Staff ${role}`, role, demoAdmin.email]),
  );
  return { email, password: demoAdmin.password };
}

/**
 * An invoice issued to a buyer of its own, written as activation stores it (the UPI journey in
 * billing.spec.ts issues one through the pages; here only the finance side is under test).
 */
async function issuedInvoice(): Promise<{ number: string; buyerEmail: string; order: string }> {
  const suffix = randomBytes(4).toString('hex');
  const buyerEmail = `invoiced.${suffix}@example.in`;
  const number = `TS-2019-20-${String(10000 + (randomBytes(2).readUInt16BE() % 89999)).padStart(5, '0')}`;
  await withServerDatabase(async (client) => {
    const buyer = (await client.query<{ id: number }>(`INSERT INTO users (email, name, password_hash) VALUES ($1, 'Invoiced Buyer', 'not-used') RETURNING id`, [buyerEmail])).rows[0]!;
    const order = (
      await client.query<{ id: number }>(
        `INSERT INTO orders (reference, idempotency_key, user_id, plan_id, provider, status, billing_name, billing_address, billing_state_code, place_of_supply_state_code,
           total_paise, taxable_paise, cgst_paise, sgst_paise, paid_at)
         VALUES ($1, $2, $3, 'premium', 'upi', 'paid', 'Invoiced Traders', '4 Dock Road, Bengaluru', '29', '29', 1180000, 1000000, 90000, 90000, now()) RETURNING id`,
        [`TSO${suffix.toUpperCase()}`, suffix, buyer.id],
      )
    ).rows[0]!;
    await client.query(
      `INSERT INTO invoices (number, financial_year, sequence, order_id, user_id, issued_at, supplier_name, supplier_address, supplier_gstin, recipient_name, recipient_address,
         place_of_supply_state_code, sac_code, description, rate_percent, taxable_paise, cgst_paise, sgst_paise, utgst_paise, igst_paise, total_paise)
       VALUES ($1, '2019-20', $2, $3, $4, '2020-01-15T06:00:00Z', 'TradeSetu Marketplace Pvt Ltd', 'Bengaluru', '29AAGCB7383J1Z4', 'Invoiced Traders', '4 Dock Road, Bengaluru',
         '29', '998399', 'Premium Pack — annual membership', 18, 1000000, 90000, 90000, 0, 0, 1180000)`,
      [number, Number(number.slice(-5)), order.id, buyer.id],
    );
  });
  return { number, buyerEmail, order: `TSO${suffix.toUpperCase()}` };
}

/** No serious or critical accessibility problem in the page's main content. */
async function expectAccessible(page: Page): Promise<void> {
  const axe = await new AxeBuilder({ page }).include('main').analyze();
  expect(axe.violations.filter((v) => v.impact === 'serious' || v.impact === 'critical').map((v) => v.id)).toEqual([]);
}

async function signedIn(browser: Browser, account: { email: string; password: string }, to: string): Promise<Page> {
  const page = await (await browser.newContext()).newPage();
  await logIn(page, account, to);
  return page;
}

test('a contact message is handled by support and audited; finance opens any invoice', async ({ page, browser }) => {
  // Four people (a visitor, support, an administrator reading the audit, finance) each log in and
  // walk their queue: on a busy CI machine this alone took over 30 s.
  test.slow();
  const suffix = randomBytes(3).toString('hex');
  const sender = `Farida Khan ${suffix}`;

  await page.goto('/contact');
  await page.getByLabel('Your name').fill(sender);
  await page.getByLabel('Email address').fill(`farida.${suffix}@example.in`);
  await page.getByLabel('Mobile number').fill('9876512345');
  await page.getByLabel('Your message').fill('We need 40 tonnes of jute bags a month. Please call.');
  await page.getByRole('button', { name: 'Send message' }).click();
  await expect(page.getByRole('status')).toContainText('your message has been sent');

  const support = await staffLogin('support');
  const desk = await signedIn(browser, support, '/admin');
  await desk.goto('/admin');
  // Support sees its own queues only.
  await expect(desk.getByTestId('queue-contact')).toContainText(/Contact messages not yet handled: [1-9]/);
  await expect(desk.getByTestId('queue-chats')).toBeVisible();
  await expect(desk.getByTestId('queue-payments')).toHaveCount(0);
  await expect(desk.getByRole('navigation', { name: 'Admin' }).getByRole('link', { name: 'Invoices' })).toHaveCount(0);
  await desk.getByTestId('queue-contact').click();
  await expect(desk).toHaveURL(/\/admin\/contact-messages$/);
  const message = desk.getByRole('listitem').filter({ has: desk.getByRole('heading', { name: new RegExp(sender) }) });
  await expect(message).toContainText('We need 40 tonnes of jute bags a month.');
  await expect(message).toContainText('+919876512345');
  await expectAccessible(desk);
  await message.getByLabel(`What you did for ${sender}`).fill('Called back; sent the jute bag suppliers list.');
  await message.getByRole('button', { name: 'Mark handled' }).click();
  await expect(desk.getByRole('status').first()).toContainText('Marked handled.');
  await expect(desk.getByRole('heading', { name: new RegExp(sender) })).toHaveCount(0);
  await desk.getByRole('link', { name: 'Handled', exact: true }).click();
  await expect(desk.getByRole('listitem').filter({ hasText: sender })).toContainText(`Handled by ${support.email}`);

  const admin = await signedIn(browser, demoAdmin, '/admin/audit');
  await admin.goto('/admin/audit');
  await admin.getByLabel('Staff email').fill(support.email);
  await admin.getByLabel('Action').selectOption('contact.handled');
  await admin.getByRole('button', { name: 'Show' }).click();
  const entry = admin.getByRole('row').filter({ hasText: 'contact.handled' });
  await expect(entry).toHaveCount(1);
  await expect(entry).toContainText(support.email);
  await expect(entry).toContainText('handled: false → true');
  await expect(entry).toContainText('note: (empty) → Called back; sent the jute bag suppliers list.');
  await expectAccessible(admin);

  const invoice = await issuedInvoice();
  const finance = await signedIn(browser, await staffLogin('finance'), '/admin/invoices');
  await finance.goto('/admin/invoices');
  await finance.getByLabel('Invoice number, buyer email or GSTIN').fill(invoice.buyerEmail);
  await finance.getByRole('button', { name: 'Find invoices' }).click();
  await expect(finance.getByText('1 invoice.', { exact: true })).toBeVisible();
  await expectAccessible(finance);
  await finance.getByRole('link', { name: invoice.number, exact: true }).click();
  await expect(finance).toHaveURL(new RegExp(`/account/billing/invoices/${invoice.number}$`));
  await expect(finance.getByTestId('invoice-total')).toHaveText('₹11,800.00');
  const pdf = await finance.request.get(`/account/billing/invoices/${invoice.number}.pdf`);
  expect(pdf.status()).toBe(200);
  expect(pdf.headers()['content-type']).toBe('application/pdf');

  // The order behind it, among the paid orders.
  await finance.goto('/admin/orders');
  await finance.getByRole('link', { name: 'Paid', exact: true }).click();
  await finance.getByLabel('Order reference or buyer email').fill(invoice.buyerEmail);
  await finance.getByRole('button', { name: 'Find orders' }).click();
  const order = finance.getByRole('row').filter({ hasText: invoice.order });
  await expect(order).toContainText('Paid');
  await expect(order.getByRole('link', { name: invoice.number })).toBeVisible();
  await expectAccessible(finance);
});

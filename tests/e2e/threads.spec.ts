import AxeBuilder from '@axe-core/playwright';
import { expect, test, type Browser } from '@playwright/test';
import { randomBytes } from 'node:crypto';
import { registerCompany } from './support/accounts';
import { withServerDatabase } from './support/database';
import { gotoHydrated } from './support/hydration';

/*
 * Issue 16, conversations: a buyer sends an inquiry from a product page; the seller, in another
 * browser, opens it under Messages and replies with a PDF; the reply appears on the buyer's open
 * page without a reload (server-sent events); the buyer shares phone and email, and only then does
 * the seller see them. Both companies are fresh, made by this test.
 */

const PDF = { name: 'packing-spec.pdf', mimeType: 'application/pdf', buffer: Buffer.from('%PDF-1.4\n% packing spec\n1 0 obj <<>> endobj\ntrailer <<>>\n%%EOF\n') };

async function company(browser: Browser) {
  const context = await browser.newContext();
  const page = await context.newPage();
  const account = await registerCompany(page.request);
  const companyId = await withServerDatabase(async (client) => {
    const { rows } = await client.query<{ id: number }>('SELECT c.id FROM companies c JOIN users u ON u.id = c.owner_user_id WHERE u.email = $1', [account.email]);
    return rows[0]?.id;
  });
  if (!companyId) throw new Error(`no company for ${account.email}`);
  return { ...account, context, page, companyId };
}

/** A live listing of the seller's, so the buyer has a product page to inquire from. */
const liveProduct = (companyId: number) =>
  withServerDatabase(async (client) => {
    const slug = `cotton-bags-${randomBytes(4).toString('hex')}`;
    await client.query(
      `INSERT INTO products (slug, company_id, category_id, subcategory_id, name, description, unit, min_order_qty, price_min_paise, availability, delivery_states, status)
       SELECT $1, $2, s.category_id, s.id, 'Printed cotton carry bags', 'Printed cotton carry bags, 10 x 12 inch, 140 GSM.', 'piece', 500, 1800, 'in_stock', '{}', 'live'
       FROM subcategories s ORDER BY s.id LIMIT 1`,
      [slug, companyId],
    );
    return slug;
  });

test('buyer and seller talk in a thread: a reply with a PDF appears live, and contact details only once shared', async ({ browser }) => {
  // Two companies' browsers, a live stream and a PDF: past 30 s on a busy 2-core CI machine.
  test.slow();
  const seller = await company(browser);
  const buyer = await company(browser);
  const slug = await liveProduct(seller.companyId);

  // The buyer inquires from the product page (name and email come from the account).
  await buyer.page.goto(`/product/${slug}`);
  await buyer.page.getByLabel('Quantity').fill('2000');
  const question = `Can you print our logo in two colours on 2,000 bags? Ref ${randomBytes(3).toString('hex')}`;
  await buyer.page.getByLabel('Requirement').fill(question);
  await buyer.page.getByLabel('Mobile').fill('9812345678');
  await buyer.page.getByRole('button', { name: 'Send inquiry' }).click();
  await buyer.page.getByRole('link', { name: 'Open the conversation' }).click();
  await expect(buyer.page.getByRole('heading', { level: 1 })).toHaveText('Inquiry about Printed cotton carry bags');
  const threadUrl = buyer.page.url();
  await gotoHydrated(buyer.page, threadUrl);
  // A mark that a reload would wipe out.
  await buyer.page.evaluate(() => ((window as unknown as { stillHere: boolean }).stillHere = true));

  // The seller finds it under Messages, unread, and sees the buyer's name but no contact details.
  await seller.page.goto('/account/messages');
  await expect(seller.page.getByTestId('unread-messages')).toContainText('1');
  const entry = seller.page.getByRole('link', { name: /Inquiry about Printed cotton carry bags/ });
  await expect(entry).toContainText('1 unread');
  await entry.click();
  await expect(seller.page.getByTestId('messages')).toContainText(question);
  await expect(seller.page.getByText('The buyer has not shared a phone number or email.')).toBeVisible();
  await expect(seller.page.getByText(buyer.email)).toHaveCount(0);
  const axe = await new AxeBuilder({ page: seller.page }).include('main').analyze();
  expect(axe.violations.map((v) => `${v.id}: ${v.help}`)).toEqual([]);

  // The seller replies with a PDF.
  await seller.page.getByLabel('Message').fill('Yes, two colours are fine. Our packing specification is attached: see https://example.in/bags');
  await seller.page.getByLabel(/^Files/).setInputFiles(PDF);
  await seller.page.getByRole('button', { name: 'Send' }).click();
  await expect(seller.page.getByTestId('messages').getByRole('link', { name: 'packing-spec.pdf' })).toBeVisible();

  // The buyer's open page shows the reply without reloading.
  const messages = buyer.page.getByTestId('messages');
  await expect(messages).toContainText('Yes, two colours are fine.');
  await expect(messages.getByRole('link', { name: 'https://example.in/bags' })).toHaveAttribute('rel', 'noopener noreferrer nofollow ugc');
  expect(await buyer.page.evaluate(() => (window as unknown as { stillHere?: boolean }).stillHere)).toBe(true);
  const download = buyer.page.waitForEvent('download');
  await messages.getByRole('link', { name: 'packing-spec.pdf' }).click();
  expect((await download).suggestedFilename()).toBe('packing-spec.pdf');

  // The buyer shares phone and email; now the seller sees them.
  await buyer.page.getByRole('button', { name: `Share my phone and email with ${seller.companyName}` }).click();
  await expect(buyer.page.getByRole('status')).toContainText(`${seller.companyName} can now see your phone and email.`);
  await seller.page.reload();
  await expect(seller.page.getByTestId('buyer-contact')).toContainText(buyer.email);
  await expect(seller.page.getByTestId('buyer-contact')).toContainText('98123');
  await expect(seller.page.getByTestId('messages')).toContainText('shared their phone and email');
  // The seller opened the thread: "Seen" under the buyer's inquiry.
  await buyer.page.reload();
  await expect(buyer.page.getByTestId('seen')).toBeVisible();

  await seller.context.close();
  await buyer.context.close();
});

test.describe('without JavaScript', () => {
  test.use({ javaScriptEnabled: false });

  test('a message is a plain form: posted, then the page again with it and a Refresh link', async ({ browser }) => {
    const seller = await company(browser);
    const buyer = await company(browser);
    const slug = await liveProduct(seller.companyId);
    const page = buyer.page;
    await page.goto(`/product/${slug}`);
    await page.getByLabel('Quantity').fill('700');
    await page.getByLabel('Requirement').fill('Need 700 bags with our logo printed, delivered to Surat.');
    await page.getByLabel('Mobile').fill('9812345678');
    await page.getByRole('button', { name: 'Send inquiry' }).click();
    await page.getByRole('link', { name: 'Open the conversation' }).click();
    await page.getByLabel('Message').fill('<b>Also</b> need them by the 20th.');
    await page.getByRole('button', { name: 'Send' }).click();
    await expect(page.getByTestId('messages')).toContainText('<b>Also</b> need them by the 20th.');
    await expect(page.getByRole('link', { name: 'Refresh' })).toBeVisible();
    await seller.context.close();
    await buyer.context.close();
  });
});

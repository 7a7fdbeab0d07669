import { randomBytes } from 'node:crypto';
import { readFileSync } from 'node:fs';
import { expect, test } from '@playwright/test';
import { registerCompany } from './support/accounts';
import { withServerDatabase } from './support/database';
import { insertRequirement, sendToSupplier } from './support/requirements-db';

const letters = (n: number) => Array.from(randomBytes(n), (b) => String.fromCharCode(97 + (b % 26))).join('');

/**
 * Two leads of the seller's company written straight into the tables (the inquiry and the
 * requirement journeys make them through the pages): an inquiry from a visitor and a requirement
 * sent to the company. The database opens their conversations (triggers).
 */
async function leadsFor(companyName: string, word: string) {
  return withServerDatabase(async (database) => {
    const seller = await database.query<{ id: number }>('SELECT id FROM companies WHERE name = $1', [companyName]);
    const sellerId = seller.rows[0]?.id ?? 0;
    const buyer = await database.query<{ id: number }>(
      `INSERT INTO companies (slug, name, role, enterprise_type, legal_form, business_type, city, state_code, email, mobile)
       VALUES ($1, $2, 'buyer', 'msme', 'Private Limited', 'Trader', 'Mumbai', '27', $3, '+919812345678') RETURNING id`,
      [`buyer-${word}`, `Buyer ${word}`, `buyer.${word}@example.in`],
    );
    const requirement = await insertRequirement(database, { buyerCompanyId: buyer.rows[0]?.id ?? 0, title: `Jute ${word} bags` });
    await sendToSupplier(database, requirement.id, sellerId);
    const reference = `INQ-${randomBytes(2).toString('hex').toUpperCase()}-${randomBytes(2).toString('hex').toUpperCase()}`;
    await database.query(
      `INSERT INTO inquiries (reference, company_id, buyer_name, buyer_email, buyer_mobile, quantity, unit, requirement)
       VALUES ($1, $2, $3, $4, '+919876543210', 500, 'pack', $5)`,
      [reference, sellerId, `Meena ${word}`, `meena.${word}@example.in`, `Hybrid tomato seeds ${word}, 500 packs to Pune.`],
    );
  });
}

test('a seller opens the lead manager, filters, marks a lead won (lost needs a reason), adds a note and exports CSV', async ({ page }) => {
  const account = await registerCompany(page.request);
  const word = letters(8);
  await leadsFor(account.companyName, word);

  await page.goto('/account');
  await page.getByRole('navigation', { name: 'Account' }).getByRole('link', { name: 'Leads', exact: true }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Lead manager' })).toBeVisible();
  const rows = page.getByTestId('lead-row');
  const filters = page.getByRole('form', { name: 'Filter leads' });
  await expect(rows).toHaveCount(2);
  await expect(page.getByTestId('lead-count')).toHaveText('2 leads');

  // Filters are a plain GET form: the kind, then a search.
  await filters.getByLabel('Kind').selectOption('inquiry');
  await page.getByRole('button', { name: 'Show leads' }).click();
  await expect(page).toHaveURL(/kind=inquiry/);
  await expect(rows).toHaveCount(1);
  await expect(rows.first()).toContainText(`Meena ${word}`);
  await expect(rows.first()).toContainText('Inquiry');
  // The buyer has not shared contact details: no email on the list.
  await expect(rows.first()).not.toContainText(`meena.${word}@example.in`);
  await page.getByRole('link', { name: 'Clear filters' }).click();
  await expect(rows).toHaveCount(2);
  await filters.getByRole('searchbox', { name: 'Search leads' }).fill(`jute ${word}`);
  await page.getByRole('button', { name: 'Show leads' }).click();
  await expect(rows).toHaveCount(1);
  await expect(rows.first()).toContainText('Requirement');

  // The lead's panel: Lost without a reason is refused beside the field, Won is saved.
  await rows.first().getByRole('link', { name: `Jute ${word} bags`, exact: true }).click();
  await expect(page.getByRole('heading', { level: 1, name: `Jute ${word} bags` })).toBeVisible();
  await expect(page.getByRole('link', { name: 'Open the conversation' })).toHaveAttribute('href', /^\/account\/messages\/TH-/);
  await page.getByRole('combobox', { name: 'Status', exact: true }).selectOption('lost');
  await page.getByRole('button', { name: 'Save status' }).click();
  await expect(page.getByText('Choose why the lead was lost')).toBeVisible();
  await page.getByRole('combobox', { name: 'Status', exact: true }).selectOption('won');
  await page.getByRole('button', { name: 'Save status' }).click();
  await expect(page.getByRole('status').filter({ hasText: 'Status set to Won.' })).toBeVisible();
  await expect(page.getByTestId('lead-summary').getByTestId('lead-status')).toHaveText('Won');

  await page.getByRole('textbox', { name: 'Note', exact: true }).fill(`Buyer ${word} agreed to 25 kg bags; invoice on Friday.`);
  await page.getByRole('button', { name: 'Add note' }).click();
  await expect(page.getByRole('status').filter({ hasText: 'Note added.' })).toBeVisible();
  const notes = page.getByTestId('lead-notes');
  await expect(notes).toContainText(`Buyer ${word} agreed to 25 kg bags; invoice on Friday.`);
  await expect(notes).toContainText('Status changed from New to Won.');
  await expect(page.getByRole('textbox', { name: 'Note', exact: true })).toHaveValue('');

  // Back to the list: filtered by Won, then exported with the same filter.
  await page.getByRole('link', { name: 'All leads' }).click();
  await filters.getByLabel('Status').selectOption('won');
  await page.getByRole('button', { name: 'Show leads' }).click();
  await expect(rows).toHaveCount(1);
  await expect(rows.first().getByTestId('lead-status')).toHaveText('Won');
  const [download] = await Promise.all([page.waitForEvent('download'), page.getByRole('link', { name: 'Download these leads as CSV' }).click()]);
  expect(download.suggestedFilename()).toMatch(/^leads-\d{4}-\d{2}-\d{2}\.csv$/);
  const csv = readFileSync((await download.path()) ?? '', 'utf8');
  expect(csv).toContain(`Jute ${word} bags`);
  expect(csv).toContain('Won');
  expect(csv).not.toContain(`Meena ${word}`);
});

test.describe('without JavaScript', () => {
  test.use({ javaScriptEnabled: false });

  test('the lead panel works as plain forms: lost needs a reason (said by the server), lost with one is saved, a follow-up without a date is refused', async ({ page }) => {
    const account = await registerCompany(page.request);
    const word = letters(8);
    await leadsFor(account.companyName, word);
    await page.goto(`/account/leads?q=${word}&kind=requirement`);
    await page.getByRole('link', { name: `Jute ${word} bags`, exact: true }).click();
    await page.getByRole('combobox', { name: 'Status', exact: true }).selectOption('lost');
    await page.getByRole('button', { name: 'Save status' }).click();
    await expect(page.getByText('Choose why the lead was lost')).toBeVisible();
    await expect(page.getByTestId('lead-summary').getByTestId('lead-status')).toHaveText('New');
    await page.getByRole('combobox', { name: 'If lost, why?' }).selectOption('price');
    await page.getByRole('combobox', { name: 'Status', exact: true }).selectOption('lost');
    await page.getByRole('button', { name: 'Save status' }).click();
    await expect(page.getByTestId('lead-summary').getByTestId('lead-status')).toHaveText('Lost (Price did not suit the buyer)');
    await page.getByRole('button', { name: 'Set follow-up' }).click();
    await expect(page.getByText('Choose a date', { exact: true })).toBeVisible();
  });
});

import { expect, test, type Page } from '@playwright/test';
import { registerCompany } from './support/accounts';
import { withServerDatabase } from './support/database';
import { insertHiddenBuyer, insertRequirement, letters, sendToSupplier } from './support/requirements-db';


/**
 * Two requirements sent to the seller's company, written straight into the tables (posting belongs
 * to the buyer's journeys): a buyer company that did not allow its name to be shown, delivery in
 * Maharashtra, 1,000 kg each.
 */
async function requirementsFor(companyName: string, titles: string[]): Promise<string[]> {
  return withServerDatabase(async (database) => {
    const seller = await database.query<{ id: number }>('SELECT id FROM companies WHERE name = $1', [companyName]);
    const buyerCompanyId = await insertHiddenBuyer(database);
    const references: string[] = [];
    for (const title of titles) {
      const { id, reference } = await insertRequirement(database, { buyerCompanyId, title });
      await sendToSupplier(database, id, seller.rows[0]?.id ?? 0);
      references.push(reference);
    }
    return references;
  });
}

const quoteSection = (page: Page) => page.getByRole('region', { name: /Send a quote|Revise quote/ });

test('a seller chooses what it receives, quotes (a bad quantity first), revises, and declines another with a reason', async ({ page }) => {
  const account = await registerCompany(page.request);

  // Preferences: one state ticked, saved, said back in words.
  await page.goto('/account');
  await page.getByRole('navigation', { name: 'Account' }).getByRole('link', { name: 'Requirement preferences' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Requirements you receive' })).toBeVisible();
  await page.getByRole('group', { name: 'Delivery states' }).getByLabel('Maharashtra').check();
  await page.getByRole('button', { name: 'Save preferences' }).click();
  await expect(page.getByRole('status')).toContainText('Saved');
  await expect(page.getByTestId('preferences-summary')).toContainText('for delivery to Maharashtra');
  await page.reload();
  await expect(page.getByRole('group', { name: 'Delivery states' }).getByLabel('Maharashtra')).toBeChecked();

  const word = letters(6);
  const [toQuote, toDecline] = await requirementsFor(account.companyName, [`Basmati ${word} rice`, `Jute ${word} bags`]);

  // The inbox lists both as new; the requirement shows what the buyer allowed.
  await page.getByRole('navigation', { name: 'Account' }).getByRole('link', { name: 'Requirements for you' }).click();
  const inbox = page.getByTestId('requirement-inbox');
  await expect(inbox.locator(`tr[data-reference="${toQuote}"]`)).toContainText('New');
  await expect(inbox.locator(`tr[data-reference="${toQuote}"]`)).toContainText('Maharashtra');
  await inbox.getByRole('link', { name: `Basmati ${word} rice` }).click();
  await expect(page.getByRole('heading', { level: 1, name: `Basmati ${word} rice` })).toBeVisible();
  await expect(page.getByTestId('requirement-facts')).toContainText('A buyer in Maharashtra');
  await expect(page.getByTestId('requirement-facts')).not.toContainText('Hidden Buyer');
  await expect(page.getByTestId('match-reasons')).toContainText('Sells in this category');

  // A quantity of 0 is answered at the field; what was typed stays.
  const form = quoteSection(page);
  await expect(form.getByLabel(/^Quantity/)).toHaveValue('1000');
  await form.getByLabel(/^Unit price/).fill('82');
  await form.getByLabel(/^Quantity/).fill('0');
  await form.getByLabel('HSN code').fill('1006');
  await form.getByLabel('GST rate').selectOption({ label: '5%' });
  await form.getByLabel(/^Freight/).fill('2500');
  await form.getByLabel('Delivered to the buyer').check();
  await form.getByLabel(/^Lead time/).fill('7');
  await form.getByLabel('Payment terms').fill('30% advance, rest before dispatch');
  await form.getByLabel('Valid until').fill('2999-01-01');
  await form.getByRole('button', { name: 'Send quote' }).click();
  await expect(form.getByLabel(/^Quantity/)).toHaveAttribute('aria-invalid', 'true');
  await expect(form.getByText('Quote for 1 unit or more')).toBeVisible();
  await expect(form.getByLabel('Valid until')).toHaveValue('2999-01-01');
  await form.getByLabel('Valid until').fill(new Date(Date.now() + 20 * 86_400_000).toISOString().slice(0, 10));

  // A check shows the buyer's total with the CGST/SGST split (Maharashtra to Maharashtra).
  await form.getByLabel(/^Quantity/).fill('1000');
  await form.getByRole('button', { name: /Check the buyer/ }).click();
  const preview = page.getByTestId('landed-cost');
  await expect(preview).toContainText('CGST 2.5%');
  await expect(preview).toContainText('₹88,725.00');
  await quoteSection(page).getByRole('button', { name: 'Send quote' }).click();
  await expect(page.getByRole('status')).toContainText('Your quote is sent (version 1)');
  await expect(page.getByTestId('quote-state')).toContainText('Open');

  // A revision: a new version, both kept, the change said.
  const revise = quoteSection(page);
  await expect(page.getByRole('heading', { name: 'Revise quote' })).toBeVisible();
  await expect(revise.getByLabel(/^Unit price/)).toHaveValue('82');
  await revise.getByLabel(/^Unit price/).fill('79');
  await revise.getByRole('button', { name: 'Send revised quote' }).click();
  await expect(page.getByRole('status')).toContainText('Your quote is sent (version 2)');
  const versions = page.getByTestId('quote-versions');
  await expect(versions.locator('li[data-version]')).toHaveCount(2);
  await expect(versions.locator('li[data-version="2"]')).toContainText('Unit price: ₹82 → ₹79');
  await expect(versions.locator('li[data-version="1"]')).toContainText('₹82 per kg');

  // Declining the other one with a reason.
  await page.goto(`/account/leads/requirements/${toDecline}`);
  await page.getByText('Cannot quote? Decline it with a reason').click();
  await page.getByRole('button', { name: 'Decline this requirement' }).click();
  await expect(page.getByText('Choose why you decline')).toBeVisible();
  await page.getByLabel('Why you cannot quote').selectOption({ label: 'We cannot deliver there' });
  await page.getByRole('button', { name: 'Decline this requirement' }).click();
  await expect(page.getByTestId('declined')).toContainText('We cannot deliver there');
  await expect(page.getByTestId('requirement-state')).toContainText('Declined');

  // The inbox shows where each stands.
  await page.goto('/account/leads/requirements');
  await expect(inbox.locator(`tr[data-reference="${toQuote}"]`)).toContainText('Quoted');
  await expect(inbox.locator(`tr[data-reference="${toDecline}"]`)).toContainText('Declined');
});

test.describe('without JavaScript', () => {
  test.use({ javaScriptEnabled: false });

  test('the server answers a bad quote at its fields, keeps what was typed, and sends a good one', async ({ page }) => {
    const account = await registerCompany(page.request);
    const word = letters(6);
    const [reference] = await requirementsFor(account.companyName, [`Cumin ${word} seed`]);
    await page.goto(`/account/leads/requirements/${reference}`);
    const form = quoteSection(page);
    await form.getByLabel(/^Unit price/).fill('-4');
    await form.getByLabel(/^Quantity/).fill('1000000000000000');
    await form.getByLabel('Payment terms').fill('Against delivery');
    await form.getByRole('button', { name: 'Send quote' }).click();
    await expect(quoteSection(page).getByText('A price must be more than ₹0')).toBeVisible();
    await expect(quoteSection(page).getByText('Enter a whole number of units, e.g. 100')).toBeVisible();
    await expect(quoteSection(page).getByText('Enter the HSN code of the goods, e.g. 1006 for rice')).toBeVisible();
    await expect(quoteSection(page).getByLabel('Payment terms')).toHaveValue('Against delivery');

    const again = quoteSection(page);
    await again.getByLabel(/^Unit price/).fill('310');
    await again.getByLabel(/^Quantity/).fill('500');
    await again.getByLabel('HSN code').fill('0909');
    await again.getByLabel('GST rate').selectOption({ label: '5%' });
    await again.getByLabel('Ex-works (buyer collects)').check();
    await again.getByLabel(/^Lead time/).fill('0');
    await again.getByLabel('Valid until').fill(new Date(Date.now() + 5 * 86_400_000).toISOString().slice(0, 10));
    await again.getByRole('button', { name: 'Send quote' }).click();
    await expect(page.getByRole('status')).toContainText('Your quote is sent (version 1)');
    await expect(page.getByTestId('quote-versions').locator('li[data-version="1"]')).toContainText('₹310 per kg');
  });
});

import { expect, test, type Locator, type Page } from '@playwright/test';
import { registerCompany } from './support/accounts';
import { withServerDatabase } from './support/database';
import { gotoHydrated } from './support/hydration';
import { submitLogin } from './support/login';
import { uniqueProductWord } from './support/catalog-db';

const PDF = { name: 'specification.pdf', mimeType: 'application/pdf', buffer: Buffer.from('%PDF-1.4\n1 0 obj <<>> endobj\ntrailer <<>>\n%%EOF\n') };

/** Today in India plus `days`, as a date input takes it. */
const inDays = (days: number) => new Date(Date.now() + 330 * 60_000 + days * 86_400_000).toISOString().slice(0, 10);

const requirementForm = (page: Page) => page.locator('form#requirement');

/** The id of the error a field points at (aria-describedby lists the error first, then the hint). */
const errorIdOf = async (field: Locator) => ((await field.getAttribute('aria-describedby')) ?? '').split(' ')[0];

async function fillRequirement(page: Page, title: string, overrides: Record<string, string> = {}, categoryIndex: number | 'last' = 2) {
  const form = requirementForm(page);
  const values: Record<string, string> = { title, quantity: '2,500', targetPrice: '82.50', deliveryPin: '400001', neededBy: inDays(20), details: `Sortexed, 25 kg bags — ${title}.`, ...overrides };
  for (const [name, value] of Object.entries(values)) await form.locator(`[name="${name}"]`).fill(value);
  const categories = form.locator('[name="category"]');
  await categories.selectOption({ index: categoryIndex === 'last' ? (await categories.locator('option').count()) - 1 : categoryIndex });
  await form.locator('[name="unit"]').selectOption('kg');
}

const requirementRows = (title: string) =>
  withServerDatabase(async (client) => (await client.query<{ reference: string; quantity: string; attachments: Array<{ name: string }>; buyer_gstin: string }>('SELECT reference, quantity, attachments, buyer_gstin FROM requirements WHERE title = $1', [title])).rows);

test('a visitor writes a requirement, logs in and finds it intact, then posts it', async ({ page, request }) => {
  const title = `Basmati rice ${uniqueProductWord()}`;
  await gotoHydrated(page, '/');
  await page.getByTestId('home-post-requirement').click();
  await expect(page).toHaveURL(/\/requirements\/new$/);
  await fillRequirement(page, title);
  await requirementForm(page).locator('[name="showCompanyName"]').check();
  await requirementForm(page).locator('[name="newAttachments"]').setInputFiles(PDF);
  await page.getByRole('button', { name: 'Continue: log in or register to post' }).click();

  await expect(page).toHaveURL(/\/requirements\/new\?step=account$/);
  await expect(page.getByTestId('awaiting-account')).toContainText('Log in or register');
  // An account made meanwhile (in another browser, so this one is still a visitor).
  const account = await registerCompany(request);
  await page.getByTestId('awaiting-account').getByRole('link', { name: 'Log in' }).click();
  await submitLogin(page, account);

  await expect(page).toHaveURL(/\/requirements\/new$/);
  await expect(page.getByTestId('restored-requirement')).toBeVisible();
  const form = requirementForm(page);
  await expect(form.locator('[name="title"]')).toHaveValue(title);
  await expect(form.locator('[name="quantity"]')).toHaveValue('2,500');
  await expect(form.locator('[name="details"]')).toHaveValue(`Sortexed, 25 kg bags — ${title}.`);
  await expect(form.locator('[name="deliveryPin"]')).toHaveValue('400001');
  await expect(form.locator('[name="showCompanyName"]')).toBeChecked();
  await expect(form.locator('[name="buyerGstin"]')).toHaveValue(/^[0-9]{2}[A-Z0-9]{13}$/);
  await expect(page.getByTestId('draft-attachments')).toContainText('specification.pdf');
  await page.getByRole('button', { name: 'Post requirement' }).click();

  await expect(page).toHaveURL(/\/account\/requirements\/RQ-[2-9A-Z]{8}$/);
  const [row] = await requirementRows(title);
  expect(row?.attachments.map((file) => file.name)).toEqual(['specification.pdf']);
  await page.goto('/account/requirements');
  const item = page.locator(`[data-reference="${row?.reference}"]`);
  await expect(item).toContainText(title);
  await expect(item).toContainText('Open since');
});

test('a signed-in buyer posts with an attachment from a search with no good match', async ({ page }) => {
  await registerCompany(page.request);
  const word = uniqueProductWord();
  await gotoHydrated(page, `/search?q=${word}`);
  await page.getByTestId('search-post-requirement').getByRole('link', { name: 'Post a buy requirement' }).click();
  await expect(page).toHaveURL(new RegExp(`/requirements/new\\?q=${word}$`));
  await expect(requirementForm(page).locator('[name="title"]')).toHaveValue(word);
  const title = `${word} cotton yarn`;
  await fillRequirement(page, title);
  await requirementForm(page).locator('[name="newAttachments"]').setInputFiles(PDF);
  await page.getByRole('button', { name: 'Post requirement' }).click();
  await expect(page).toHaveURL(/\/account\/requirements\/RQ-[2-9A-Z]{8}$/);
  const [row] = await requirementRows(title);
  expect(row).toMatchObject({ quantity: '2500' });
  const key = (row?.attachments[0] as { key?: string } | undefined)?.key;
  const download = await page.request.get(`/requirements/${row?.reference}/attachments/${key}`);
  expect(download.status()).toBe(200);
  expect(download.headers()['content-type']).toBe('application/pdf');
});

test('the buyer adds a supplier they found by name, and that supplier is told', async ({ page, request }) => {
  const supplier = await registerCompany(request);
  await registerCompany(page.request);
  await page.goto('/requirements/new');
  const title = `Brass fittings ${uniqueProductWord()}`;
  // Not the category the supplier registered its products in, where it would be matched already.
  await fillRequirement(page, title, {}, 'last');
  await page.getByRole('button', { name: 'Post requirement' }).click();
  await expect(page).toHaveURL(/\/account\/requirements\/RQ-/);
  const [row] = await requirementRows(title);
  await page.goto('/account/requirements');
  await page.locator(`[data-reference="${row?.reference}"]`).getByRole('link', { name: 'Add a supplier you found' }).click();
  await page.getByLabel('Search suppliers by name').fill(supplier.companyName);
  await page.getByRole('main').getByRole('button', { name: 'Search', exact: true }).click();
  await page.getByRole('button', { name: `Add ${supplier.companyName}` }).click();
  await expect(page.getByRole('status')).toContainText(`${supplier.companyName} now has your requirement`);
  await expect(page.getByTestId('requirement-suppliers')).toContainText(`${supplier.companyName} (added by you)`);
  const told = await withServerDatabase(async (client) => (await client.query<{ link: string }>("SELECT n.link FROM notifications n JOIN users u ON u.id = n.user_id WHERE u.email = $1 AND n.kind = 'requirement_matched'", [supplier.email])).rows);
  expect(told).toEqual([{ link: `/account/leads/requirements/${row?.reference}` }]);
});

test.describe('without JavaScript', () => {
  test.use({ javaScriptEnabled: false });

  test('a double-clicked submit makes one requirement', async ({ page }) => {
    await registerCompany(page.request);
    await page.goto('/requirements/new');
    const title = `Jute bags ${uniqueProductWord()}`;
    await fillRequirement(page, title);
    await page.getByRole('button', { name: 'Post requirement' }).dblclick();
    await expect(page).toHaveURL(/\/account\/requirements\/RQ-[2-9A-Z]{8}$/);
    await expect.poll(async () => (await requirementRows(title)).length).toBe(1);
    // The browser's own retry of the same form (back, then send again) answers with the same requirement.
    const reference = (await requirementRows(title))[0]?.reference;
    expect(page.url()).toContain(reference);
  });

  test('bad input is answered next to the field and nothing typed is lost', async ({ page }) => {
    await registerCompany(page.request);
    await page.goto('/requirements/new');
    const title = `Steel pipes ${uniqueProductWord()}`;
    await fillRequirement(page, title, { quantity: '0', neededBy: '2020-01-01' });
    await page.getByRole('button', { name: 'Post requirement' }).click();
    const form = requirementForm(page);
    const quantity = form.locator('[name="quantity"]');
    await expect(quantity).toHaveAttribute('aria-invalid', 'true');
    await expect(page.locator(`#${await errorIdOf(quantity)}`)).toHaveText('The quantity must be more than 0');
    const neededBy = form.locator('[name="neededBy"]');
    await expect(neededBy).toHaveAttribute('aria-invalid', 'true');
    await expect(page.locator(`#${await errorIdOf(neededBy)}`)).toContainText('The date has passed');
    await expect(form.locator('[name="title"]')).toHaveValue(title);
    await expect(form.locator('[name="details"]')).toHaveValue(`Sortexed, 25 kg bags — ${title}.`);

    // A sixth file is refused beside the picker.
    await quantity.fill('10');
    await neededBy.fill(inDays(5));
    await form.locator('[name="newAttachments"]').setInputFiles(['1', '2', '3', '4', '5', '6'].map((n) => ({ ...PDF, name: `${n}.pdf` })));
    await page.getByRole('button', { name: 'Post requirement' }).click();
    await expect(page.getByText(/At most 5 attachments/)).toBeVisible();
    expect(await requirementRows(title)).toHaveLength(0);
  });
});

import AxeBuilder from '@axe-core/playwright';
import { expect, test, type Download } from '@playwright/test';
import { readFile } from 'node:fs/promises';
import { registerCompany } from './support/accounts';

async function text(download: Download): Promise<string> {
  return (await readFile(await download.path())).toString('utf8').replace(/^\uFEFF/, '');
}

const cell = (value: string) => (/[",\n]/.test(value) ? `"${value.replace(/"/g, '""')}"` : value);

test('catalogue import: a seller downloads the template, uploads good and bad rows, sees each problem by row and column, imports the valid rows and exports', async ({ page }) => {
  test.setTimeout(60_000);
  await registerCompany(page.request);
  await page.goto('/account/products');
  await page.getByRole('link', { name: 'Import or export many products with a spreadsheet' }).click();
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Import products from a spreadsheet');

  const [template] = await Promise.all([page.waitForEvent('download'), page.getByRole('link', { name: 'Template (CSV)' }).click()]);
  expect(template.suggestedFilename()).toBe('tradesetu-catalogue-template.csv');
  const [header, example] = (await text(template)).trimEnd().split('\r\n');
  expect(header).toBe('sku,name,category,description,unit,moq,price,price_up_to,price_breaks,hsn,gst_rate,prices_include_gst,specifications,lead_time_days,availability,sample_available,packaging,delivery_states,photos,photo_alt');
  // The example row's category is a real one: the seller's rows use it.
  const category = /^RICE-1121-25,(?:"[^"]*"|[^,]*),([^,]+),/.exec(example ?? '')?.[1] ?? '';
  expect(category).toContain(' > ');

  const rows = [
    ['sku', 'name', 'category', 'unit', 'moq', 'price', 'price_breaks', 'hsn', 'gst_rate'],
    ['MOONG-1', 'मूंग दाल (Moong dal)', category, 'kg', '100', '118', '100-499:115; 500+:110', '0713', '5%'],
    ['MOONG-2', 'Moong whole', category, 'kg', '100', '0', '', '', ''],
    ['MOONG-3', 'Moong split', category, 'kg', '0', '120', '', '07133100', '5%'],
    ['MOONG-4', 'Moong sprouts', category, 'kg', '10', '60', '', '07AB', ''],
    ['MOONG-1', 'Moong again', category, 'kg', '100', '118', '', '', ''],
  ];
  const csv = `${rows.map((row) => row.map(cell).join(',')).join('\r\n')}\r\n`;
  await page.getByLabel(/^Catalogue file/).setInputFiles({ name: 'moong.csv', mimeType: 'text/csv', buffer: Buffer.from(csv, 'utf8') });
  await page.getByRole('button', { name: 'Upload and check' }).click();

  // The page refreshes itself until the check is done.
  await expect(page.getByRole('heading', { level: 1 })).toContainText('Waiting for you to confirm', { timeout: 20_000 });
  await expect(page.getByTestId('count-new')).toHaveText('1');
  await expect(page.getByTestId('count-invalid')).toHaveText('4');
  const problems = page.getByTestId('import-problems').locator('tbody tr');
  await expect(problems).toHaveText([
    /Row 3\s*price\s*Enter a price above zero/,
    /Row 4\s*moq\s*Enter a minimum order quantity of 1 or more/,
    /Row 5\s*hsn\s*An HSN code has digits only/,
    /Row 6\s*sku\s*The SKU "MOONG-1" is already on row 2/,
  ]);
  const axe = await new AxeBuilder({ page }).include('main').analyze();
  expect(axe.violations).toEqual([]);

  // The whole file cannot land while rows have problems; the seller chooses the valid rows.
  await page.getByRole('button', { name: 'Import', exact: true }).click();
  await expect(page.getByRole('alert').filter({ hasText: '4 rows have problems' })).toBeVisible();
  await page.getByLabel('Keep them as drafts: publish them yourself later').check();
  await page.getByLabel('Import only the valid rows').check();
  await page.getByRole('button', { name: 'Import', exact: true }).click();
  await expect(page.getByRole('heading', { level: 1 })).toContainText('Imported', { timeout: 20_000 });
  await expect(page.getByTestId('count-new')).toHaveText('1');
  await expect(page.getByRole('status')).toContainText('New listings are saved as drafts.');

  await page.getByRole('link', { name: 'Import and export' }).click();
  const [exported] = await Promise.all([page.waitForEvent('download'), page.getByRole('link', { name: 'Export as CSV' }).click()]);
  const exportText = await text(exported);
  expect(exportText).toContain('MOONG-1,मूंग दाल (Moong dal),');
  expect(exportText).toContain('100-499:115; 500+:110');
  expect(exportText).not.toContain('MOONG-2');
});

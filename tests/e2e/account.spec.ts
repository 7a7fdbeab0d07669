import { expect, test } from '@playwright/test';
import { registerCompany, samplePhotos } from './support/accounts';
import { demoAdmin, logIn } from './support/login';

test('account: the profile form refuses a bad PAN beside the field, keeps the values, then saves', async ({ page }) => {
  const account = await registerCompany(page.request);
  await page.goto('/account');
  const form = page.locator('main form').filter({ has: page.getByRole('button', { name: 'Save profile' }) });
  await expect(form.getByLabel('Company Name')).toHaveValue(account.companyName);
  const renamed = `${account.companyName} Exports`;
  await form.getByLabel('Company Name').fill(renamed);
  await form.getByLabel('PAN', { exact: true }).fill('AB12');
  await form.getByRole('button', { name: 'Save profile' }).click();
  await expect(form.locator('#profile-pan-error')).toBeVisible();
  await expect(form.getByLabel('PAN', { exact: true })).toHaveAttribute('aria-invalid', 'true');
  await expect(form.getByLabel('Company Name')).toHaveValue(renamed);

  // Characters 3–12 of the company's GSTIN are its PAN.
  const gstin = await form.getByLabel('GST Number').inputValue();
  await form.getByLabel('PAN', { exact: true }).fill(gstin.slice(2, 12));
  await form.getByRole('button', { name: 'Save profile' }).click();
  await expect(page.getByRole('status')).toHaveText('Your profile is saved.');
  await page.reload();
  await expect(form.getByLabel('Company Name')).toHaveValue(renamed);
});

test('account: products are added with a photo, edited and removed', async ({ page }) => {
  await registerCompany(page.request);
  await page.goto('/account/products');
  const list = page.getByTestId('own-products');
  await expect(list.getByRole('heading')).toHaveText(['Drip irrigation kit', 'Seed trays']);
  const addForm = page.locator('main form').filter({ has: page.getByRole('button', { name: 'Add product' }) });

  await addForm.getByLabel('Price in rupees (optional)', { exact: true }).fill('12 rupees');
  // Leaving the field shows its problem at once (and moves the button down).
  await addForm.getByLabel('Price in rupees (optional)', { exact: true }).blur();
  await expect(addForm.locator('#product-new-price-error')).toContainText('Enter a price in rupees');
  await addForm.getByRole('button', { name: 'Add product' }).click();
  await expect(addForm.locator('#product-new-name-error')).toContainText('Enter a product name');
  await expect(addForm.getByLabel('Price in rupees (optional)', { exact: true })).toHaveValue('12 rupees');

  const { png } = await samplePhotos();
  await addForm.getByLabel('Product name').fill('Vermicompost 25 kg');
  await addForm.getByLabel('Price in rupees (optional)', { exact: true }).fill('1,250.50');
  await addForm.getByLabel(/^Add photos/).setInputFiles([png]);
  await addForm.getByRole('button', { name: 'Add product' }).click();
  await expect(page.getByRole('status')).toHaveText('Product saved.');
  await expect(addForm.getByLabel('Product name')).toHaveValue('');
  const added = list.getByRole('listitem').filter({ has: page.getByRole('heading', { name: /Vermicompost 25 kg/ }) });
  await expect(added.getByRole('heading')).toContainText('₹1,250.50');
  await expect(added.getByRole('img', { name: 'Vermicompost 25 kg' })).toHaveCount(1);

  await added.getByText('Edit Vermicompost 25 kg').click();
  await added.getByLabel('Product name').fill('');
  await added.getByRole('button', { name: 'Save product' }).click();
  await expect(added.locator('[id$="-name-error"]')).toContainText('Enter a product name');
  await added.getByLabel('Product name').fill('Vermicompost 50 kg');
  await added.getByRole('button', { name: 'Save product' }).click();
  await expect(list.getByRole('heading', { name: /Vermicompost 50 kg/ })).toBeVisible();

  const edited = list.getByRole('listitem').filter({ has: page.getByRole('heading', { name: /Vermicompost 50 kg/ }) });
  await edited.getByRole('button', { name: 'Remove Vermicompost 50 kg' }).click();
  await expect(page.getByRole('status')).toHaveText('Product removed.');
  await expect(list.getByRole('heading')).toHaveText(['Drip irrigation kit', 'Seed trays']);
});

test('account: a seller sets HSN and GST on a product, and its page tells buyers', async ({ page }) => {
  const account = await registerCompany(page.request);
  const name = `Kolam rice ${account.companyName.slice(-6)}`;
  await page.goto('/account/products');
  const addForm = page.locator('main form').filter({ has: page.getByRole('button', { name: 'Add product' }) });
  await addForm.getByLabel('Product name').fill(name);
  await addForm.getByLabel('Price in rupees (optional)', { exact: true }).fill('52');
  await addForm.getByLabel('HSN code (optional)').fill('HS1006');
  await addForm.getByLabel('HSN code (optional)').blur();
  await expect(addForm.locator('#product-new-hsnCode-error')).toHaveText('An HSN code has digits only (no letters or dots), e.g. 1006 for rice');
  await addForm.getByLabel('HSN code (optional)').fill('10 06');
  await addForm.getByLabel('GST rate').selectOption('5%');
  await addForm.getByLabel('Prices include GST').check();
  await addForm.getByRole('button', { name: 'Add product' }).click();
  await expect(page.getByRole('status')).toHaveText('Product saved.');

  // The edit form is filled from what was saved.
  const added = page.getByTestId('own-products').getByRole('listitem').filter({ has: page.getByRole('heading', { name: new RegExp(name) }) });
  await added.getByText(`Edit ${name}`).click();
  await expect(added.getByLabel('HSN code (optional)')).toHaveValue('1006');
  await expect(added.getByLabel('GST rate')).toHaveValue('500');
  await expect(added.getByLabel('Prices include GST')).toBeChecked();

  await page.goto(`/search?q=${encodeURIComponent(name)}`);
  await page.locator('section[aria-label="Products"]').getByRole('link', { name }).first().click();
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(name);
  await expect(page.getByText('HSN 1006 · GST 5%')).toBeVisible();
  await expect(page.getByText('Price includes GST (5%)')).toBeVisible();
});

test("account: another member sees only their own company and cannot change someone else's products", async ({ page, browser }) => {
  const alice = await registerCompany(page.request);
  await page.goto('/account/products');
  const aliceProduct = page.getByTestId('own-products').getByRole('listitem').filter({ has: page.getByRole('heading', { name: 'Seed trays' }) });
  const productId = await aliceProduct.locator('input[name="productId"]').first().inputValue();

  const bobContext = await browser.newContext();
  const bobPage = await bobContext.newPage();
  const bob = await registerCompany(bobPage.request);
  await bobPage.goto('/account');
  await expect(bobPage.getByLabel('Company Name')).toHaveValue(bob.companyName);
  await expect(bobPage.locator('main')).not.toContainText(alice.companyName);
  await expect(bobPage.locator('main')).not.toContainText(alice.email);

  const removal = await bobPage.request.post('/account/products', { form: { intent: 'remove', productId } });
  expect(removal.status()).toBe(404);
  expect(await removal.text()).toContain('That product is not one of yours.');
  const edit = await bobPage.request.post('/account/products', { multipart: { intent: 'save', productId, name: 'Taken over', description: '', price: '' } });
  expect(edit.status()).toBe(404);
  await bobContext.close();

  await page.reload();
  await expect(page.getByTestId('own-products').getByRole('heading')).toHaveText(['Drip irrigation kit', 'Seed trays']);
});

test('account: an account without a company (the demo admin) is offered the company profile to fill in, not an error', async ({ page }) => {
  await logIn(page, demoAdmin, '/account');
  await expect(page).toHaveURL(/\/account$/);
  await expect(page.getByRole('heading', { name: 'Create your company profile' })).toBeVisible();
  await expect(page.getByTestId('no-company')).toContainText('Your account has no company yet');
  await expect(page.getByRole('button', { name: 'Create company profile' })).toBeVisible();
  await page.getByRole('link', { name: 'Products' }).click();
  await expect(page.getByTestId('no-company')).toContainText('create your company profile');
});

test.describe('without JavaScript', () => {
  test.use({ javaScriptEnabled: false });

  test('account: a product photo sent with a form the server refuses stays attached for the corrected one', async ({ page }) => {
    await registerCompany(page.request);
    await page.goto('/account/products');
    const addForm = page.locator('main form').filter({ has: page.getByRole('button', { name: 'Add product' }) });
    const { png } = await samplePhotos();
    await addForm.getByLabel('Price in rupees (optional)', { exact: true }).fill('12 rupees');
    await addForm.getByLabel(/^Add photos/).setInputFiles([png]);
    await addForm.getByRole('button', { name: 'Add product' }).click();

    await expect(addForm.locator('#product-new-name-error')).toContainText('Enter a product name');
    await expect(addForm.getByLabel('Product name')).toHaveAttribute('aria-describedby', 'product-new-name-error');
    await expect(addForm.getByLabel('Price in rupees (optional)', { exact: true })).toHaveValue('12 rupees');
    await expect(addForm.getByTestId('kept-photos').getByRole('img')).toHaveCount(1);
    await expect(addForm.getByRole('checkbox', { name: 'Keep' })).toBeChecked();

    await addForm.getByLabel('Product name').fill('Cocopeat blocks');
    await addForm.getByLabel('Price in rupees (optional)', { exact: true }).fill('480');
    await addForm.getByRole('button', { name: 'Add product' }).click();
    await expect(page.getByRole('status')).toHaveText('Product saved.');
    const added = page.getByTestId('own-products').getByRole('listitem').filter({ has: page.getByRole('heading', { name: /Cocopeat blocks/ }) });
    await expect(added.getByRole('img', { name: 'Cocopeat blocks' })).toHaveCount(1);
  });
});

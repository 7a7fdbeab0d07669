import { expect, test } from '@playwright/test';
import { demoAccounts } from '../../seed/demo-accounts';
import { demoAdmin, demoBuyer, logIn, submitLogin } from './support/login';

// Karnataka is the platform's state (PLATFORM_GSTIN 29…); Maharashtra is another state.
const KARNATAKA_GSTIN = '29AAGCR4375J1ZU';
const MAHARASHTRA_GSTIN = '27AAECT1234K1ZC';

test('a visitor buys Premium by UPI, the team confirms it, benefits unlock and the invoice is right', async ({ page, browser }) => {
  // Three people (buyer, finance, the buyer again) and a PDF: about 30 s on a busy 2-core CI machine.
  test.slow();
  const utr = String(Date.now()).slice(-9).padStart(9, '0') + String(Math.floor(Math.random() * 900) + 100);

  await page.goto('/subscription');
  await page.locator('a[href="/subscription/checkout?plan=premium"]').first().click();
  await submitLogin(page, demoBuyer);
  await expect(page).toHaveURL(/\/subscription\/checkout\?plan=premium/);
  await expect(page.getByRole('heading', { name: 'Buy the Premium Pack' })).toBeVisible();

  const breakdown = page.getByTestId('tax-breakdown');
  await page.getByLabel('GSTIN (optional)').fill(KARNATAKA_GSTIN);
  await page.getByLabel('Billing state').selectOption({ label: 'Karnataka' });
  await page.getByRole('button', { name: 'Update price' }).click();
  await expect(breakdown).toContainText('Taxable value₹10,000.00');
  await expect(breakdown).toContainText('CGST @ 9%₹900.00');
  await expect(breakdown).toContainText('SGST @ 9%₹900.00');
  await expect(breakdown).toContainText('₹11,800.00');
  await expect(breakdown).not.toContainText('IGST');

  await page.getByLabel('GSTIN (optional)').fill(MAHARASHTRA_GSTIN);
  await page.getByLabel('Billing state').selectOption({ label: 'Maharashtra' });
  await page.getByRole('button', { name: 'Update price' }).click();
  await expect(breakdown).toContainText('IGST @ 18%₹1,800.00');
  await expect(breakdown).not.toContainText('CGST');
  await expect(breakdown).toContainText('Place of supply: Maharashtra (27)');

  await page.getByRole('button', { name: /Continue to pay ₹11,800/ }).click();
  await expect(page).toHaveURL(/\/subscription\/orders\/TSO[0-9A-F]+$/);
  const orderUrl = page.url();
  await expect(page.getByTestId('upi-qr').locator('svg')).toBeVisible();
  await expect(page.getByTestId('upi-link')).toHaveAttribute('href', /^upi:\/\/pay\?pa=tradesetu%40upi&pn=.+&am=11800\.00&cu=INR&tn=.+&tr=TSO/);
  await expect(page.getByText('Your plan activates after our team confirms the payment.')).toBeVisible();

  const utrField = page.getByLabel('UTR (12 digits)');
  await utrField.fill('12345');
  await page.getByRole('button', { name: 'Submit UTR' }).click();
  await expect(page.getByText('A UTR is exactly 12 digits')).toBeVisible();
  // The error is tied to the field, so a screen reader reads it with the field.
  await expect(utrField).toHaveAttribute('aria-invalid', 'true');
  await expect(page.locator(`#${await utrField.getAttribute('aria-describedby')}`)).toContainText('A UTR is exactly 12 digits');
  await page.getByLabel('UTR (12 digits)').fill(utr);
  await page.getByRole('button', { name: 'Submit UTR' }).click();
  await expect(page.getByTestId('order-status')).toContainText('We have your UTR');

  await page.goto('/members');
  await expect(page.getByTestId('benefit-knowledgeBank')).toContainText('not in your plan');

  const adminContext = await browser.newContext();
  const admin = await adminContext.newPage();
  await logIn(admin, demoAdmin, '/admin/payments');
  await admin.goto('/admin/payments');
  const row = admin.getByTestId(`payment-${utr}`);
  await expect(row).toContainText('₹11,800.00');
  await row.getByRole('button', { name: 'Confirm payment' }).click();
  await expect(admin.getByRole('status')).toContainText('Confirmed. The plan is active and invoice TS-');
  await admin.goto('/admin');
  await expect(admin.getByRole('table')).toContainText(demoAdmin.email);
  await expect(admin.getByRole('table')).toContainText(utr);
  // The team opens the invoice the confirmation issued, straight from the audit trail.
  await admin.getByRole('row', { name: new RegExp(utr) }).getByRole('link', { name: /^Open invoice TS-/ }).click();
  await expect(admin.getByTestId('invoice-total')).toHaveText('₹11,800.00');
  const teamPdf = await admin.request.get(`${admin.url()}.pdf`);
  expect(teamPdf.status()).toBe(200);
  expect(teamPdf.headers()['content-type']).toBe('application/pdf');
  await adminContext.close();

  await page.goto(orderUrl);
  await expect(page.getByTestId('order-status')).toHaveText('Paid. Your plan is active.');

  await page.goto('/members');
  await expect(page.getByTestId('member-plan')).toContainText('Your Premium Pack is active until');
  await expect(page.getByTestId('benefit-knowledgeBank')).not.toContainText('not in your plan');
  await expect(page.getByTestId('benefit-knowledgeBank')).toContainText('The GST tax invoice checklist');
  await expect(page.getByTestId('benefit-globalTenders')).toContainText('Upgrade to unlock Global Tenders Services');
  // B2B Opportunities lists requirements published to members, never anyone's inquiries or the buyer's name.
  await expect(page.getByTestId('benefit-b2bOpportunities')).toContainText('Buyers are not named here.');
  await expect(page.getByTestId('benefit-b2bOpportunities')).not.toContainText('INQ-');

  await page.goto('/account/billing');
  await expect(page.getByTestId('current-plan')).toContainText('Premium Pack');
  await page.getByRole('link', { name: /^TS-\d{4}-\d{2}-\d{5}$/ }).first().click();
  const invoice = page.getByTestId('invoice');
  await expect(invoice).toContainText('29AAGCB7383J1Z4');
  await expect(invoice).toContainText(MAHARASHTRA_GSTIN);
  await expect(invoice).toContainText('Maharashtra (27)');
  await expect(invoice).toContainText('998399');
  await expect(invoice).toContainText('IGST @ 18%₹1,800.00');
  await expect(page.getByTestId('invoice-total')).toHaveText('₹11,800.00');
  await expect(invoice).toContainText('Rupees Eleven Thousand Eight Hundred Only');

  const invoiceUrl = page.url();
  const pdf = await page.request.get(`${invoiceUrl}.pdf`);
  expect(pdf.status()).toBe(200);
  expect(pdf.headers()['content-type']).toBe('application/pdf');
  expect((await pdf.body()).subarray(0, 5).toString('latin1')).toBe('%PDF-');

  // Any member other than the buyer gets "not found", as for a number never issued.
  const otherContext = await browser.newContext();
  const other = await otherContext.newPage();
  await logIn(other, demoAccounts.supplier, '/account');
  const asOther = await other.goto(invoiceUrl);
  expect(asOther?.status()).toBe(404);
  await expect(other.getByText(/^There is no invoice TS-\d{4}-\d{2}-\d{5} in your account\./)).toBeVisible();
  expect((await other.request.get(`${invoiceUrl}.pdf`)).status()).toBe(404);
  await otherContext.close();
});

test.describe('without JavaScript', () => {
  test.use({ javaScriptEnabled: false });

  test('checkout and UTR show server refusals beside their fields and keep what the buyer typed', async ({ page }) => {
    await logIn(page, demoBuyer, '/subscription/checkout?plan=elite');
    await expect(page.getByRole('heading', { name: 'Buy the Elite Pack' })).toBeVisible();
    await page.getByLabel('Billing name (your company)').fill('आशा ट्रेडर्स — Asha Traders');
    await page.getByLabel('GSTIN (optional)').fill(MAHARASHTRA_GSTIN);
    await page.getByLabel('Billing address').fill('14 Residency Road, Bengaluru 560025');
    await page.getByLabel('Billing state').selectOption({ label: 'Karnataka' });
    await page.getByRole('button', { name: /Continue to pay/ }).click();

    const state = page.getByLabel('Billing state');
    await expect(state).toHaveAttribute('aria-invalid', 'true');
    const error = page.locator(`#${await state.getAttribute('aria-describedby')}`);
    await expect(error).toHaveText('This GSTIN is registered in Maharashtra. Choose Maharashtra as the billing state, or leave the GSTIN empty to buy as an unregistered business.');
    await expect(page.getByLabel('Billing name (your company)')).toHaveValue('आशा ट्रेडर्स — Asha Traders');
    await expect(page.getByLabel('GSTIN (optional)')).toHaveValue(MAHARASHTRA_GSTIN);
    await expect(page.getByLabel('Billing address')).toHaveValue('14 Residency Road, Bengaluru 560025');
    await expect(page).toHaveURL(/\/subscription\/checkout/);

    // Fixed as the message says, the same form goes through.
    await state.selectOption({ label: 'Maharashtra' });
    await page.getByRole('button', { name: /Continue to pay/ }).click();
    await expect(page).toHaveURL(/\/subscription\/orders\/TSO[0-9A-F]+$/);
    await expect(page.getByTestId('order-status')).toHaveText('Waiting for your payment.');

    // The UTR form is checked on the server too: the message sits beside the field, the typing stays.
    const utrField = page.getByLabel('UTR (12 digits)');
    await utrField.fill('4123 4567');
    await page.getByRole('button', { name: 'Submit UTR' }).click();
    await expect(utrField).toHaveAttribute('aria-invalid', 'true');
    await expect(page.locator(`#${await utrField.getAttribute('aria-describedby')}`)).toHaveText('A UTR is exactly 12 digits; find it in your UPI app under the payment details.');
    await expect(utrField).toHaveValue('4123 4567');
    await utrField.fill(`4123 4567 ${String(Date.now()).slice(-4)}`);
    await page.getByRole('button', { name: 'Submit UTR' }).click();
    await expect(page.getByTestId('order-status')).toContainText('We have your UTR');
  });
});

test('checkout and admin pages are guarded', async ({ page }) => {
  await page.goto('/subscription/checkout?plan=premium');
  await expect(page).toHaveURL(/\/login\?redirectTo=%2Fsubscription%2Fcheckout%3Fplan%3Dpremium/);

  await logIn(page, demoBuyer, '/account/billing');
  const admin = await page.goto('/admin/payments');
  expect(admin?.status()).toBe(403);
  await expect(page.getByText('Only the marketplace team can open this page.')).toBeVisible();

  const foreign = await page.goto('/subscription/orders/TSO000000000000');
  expect(foreign?.status()).toBe(404);
  await expect(page.getByText('There is no order with this reference in your account.')).toBeVisible();

  const tampered = await page.goto('/subscription/checkout?plan=platinum');
  expect(tampered?.status()).toBe(404);
  await expect(page.getByText('We don\'t sell a plan called "platinum".')).toBeVisible();
});

import { expect, test } from '@playwright/test';
import { demoAdmin, demoBuyer, logIn, submitLogin } from './support/login';

// Karnataka is the platform's state (PLATFORM_GSTIN 29…); Maharashtra is another state.
const KARNATAKA_GSTIN = '29AAGCR4375J1ZU';
const MAHARASHTRA_GSTIN = '27AAECT1234K1ZC';

test('a visitor buys Premium by UPI, the team confirms it, benefits unlock and the invoice is right', async ({ page, browser }) => {
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

  await page.getByLabel('UTR (12 digits)').fill('12345');
  await page.getByRole('button', { name: 'Submit UTR' }).click();
  await expect(page.getByText('A UTR is exactly 12 digits')).toBeVisible();
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
  await adminContext.close();

  await page.goto(orderUrl);
  await expect(page.getByTestId('order-status')).toHaveText('Paid. Your plan is active.');

  await page.goto('/members');
  await expect(page.getByTestId('member-plan')).toContainText('Your Premium Pack is active until');
  await expect(page.getByTestId('benefit-knowledgeBank')).not.toContainText('not in your plan');
  await expect(page.getByTestId('benefit-knowledgeBank')).toContainText('The GST tax invoice checklist');
  await expect(page.getByTestId('benefit-globalTenders')).toContainText('Upgrade to unlock Global Tenders Services');

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

  const pdf = await page.request.get(`${page.url()}.pdf`);
  expect(pdf.status()).toBe(200);
  expect(pdf.headers()['content-type']).toBe('application/pdf');
  expect((await pdf.body()).subarray(0, 5).toString('latin1')).toBe('%PDF-');
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

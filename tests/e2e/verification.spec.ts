import { expect, test } from '@playwright/test';
import { registerCompany } from './support/accounts';
import { gotoHydrated } from './support/hydration';
import { demoAdmin, logIn } from './support/login';

const PDF = (title: string) => Buffer.from(`%PDF-1.4\n% ${title}\n1 0 obj << /Type /Catalog >> endobj\ntrailer << /Root 1 0 R >>\n%%EOF\n`);

test('a new supplier uploads documents, a reviewer approves one and rejects the other, and the supplier page says exactly that', async ({ page, browser }) => {
  const supplier = await registerCompany(page.request);

  // The supplier: the identifiers were checked at registration; two documents go up for review.
  await gotoHydrated(page, '/account/verification');
  await expect(page.getByRole('heading', { level: 1, name: 'Verification' })).toBeVisible();
  await expect(page.getByTestId('verification-level')).toHaveText('Identifiers checked');
  await expect(page.getByTestId('check-gstin_format')).toContainText('Passed');
  const gstForm = page.getByRole('form', { name: 'GST registration certificate' });
  await gstForm.getByLabel('File').setInputFiles({ name: 'gst-reg-06.html', mimeType: 'text/html', buffer: Buffer.from('<script>alert(1)</script>') });
  await gstForm.getByRole('button', { name: 'Upload' }).click();
  await expect(gstForm.getByRole('alert')).toContainText('is not a PDF, JPEG or PNG file');
  await gstForm.getByLabel('File').setInputFiles({ name: 'gst-reg-06.pdf', mimeType: 'application/pdf', buffer: PDF('GST certificate') });
  await gstForm.getByRole('button', { name: 'Upload' }).click();
  await expect(page.getByText('GST registration certificate uploaded.')).toBeVisible();
  const udyamForm = page.getByRole('form', { name: 'Udyam registration certificate' });
  await udyamForm.getByLabel('File').setInputFiles({ name: 'udyam.pdf', mimeType: 'application/pdf', buffer: PDF('Udyam certificate') });
  await udyamForm.getByRole('button', { name: 'Upload' }).click();
  await expect(page.getByTestId('check-udyam_certificate')).toContainText('Waiting for review');

  // The reviewer, in a browser of their own.
  const staffContext = await browser.newContext();
  const staff = await staffContext.newPage();
  await logIn(staff, demoAdmin, '/admin/verification');
  await gotoHydrated(staff, '/admin/verification');
  await expect(staff.getByTestId('queue-count')).toContainText('waiting, oldest first');
  await staff.getByRole('link', { name: supplier.companyName }).first().click();
  await expect(staff.getByRole('heading', { level: 1, name: `Verification: ${supplier.companyName}` })).toBeVisible();
  const gstDecision = staff.getByRole('region', { name: 'GST registration certificate' });
  await gstDecision.getByRole('button', { name: 'Approve' }).click();
  await expect(staff.getByText(`GST registration certificate of ${supplier.companyName}: approved.`)).toBeVisible();
  const udyamDecision = staff.getByRole('region', { name: 'Udyam registration certificate' });
  await udyamDecision.getByRole('button', { name: 'Reject' }).click();
  await expect(udyamDecision.getByRole('alert')).toContainText('Say why the document is rejected');
  await udyamDecision.getByLabel('Reason').fill('The scan is not readable; upload a clearer copy.');
  await udyamDecision.getByRole('button', { name: 'Reject' }).click();
  await expect(staff.getByText(`Udyam registration certificate of ${supplier.companyName}: rejected.`)).toBeVisible();
  const supplierPage = await staff.getByRole('link', { name: 'Supplier page' }).getAttribute('href');
  await staffContext.close();

  // The supplier page, as any visitor sees it: the level and the dated checks, no Udyam review claimed.
  await page.goto(supplierPage ?? '/');
  const card = page.locator('section[aria-labelledby="supplier-card"]');
  await expect(card.getByTestId('verification-level')).toHaveText('✓ Documents reviewed');
  const checks = card.getByTestId('passed-checks');
  await expect(checks).toContainText(/GSTIN checksum and state code valid — \d{1,2} \w{3} \d{4}/);
  await expect(checks).toContainText(/GST registration certificate reviewed by TradeSetu — \d{1,2} \w{3} \d{4}/);
  await expect(checks).not.toContainText('Udyam registration certificate');
  await expect(checks).not.toContainText('GST register');
  await expect(card).not.toContainText(/\bVerified\b/);

  // And the supplier reads the rejection with its reason.
  await page.goto('/account/verification');
  await expect(page.getByTestId('check-udyam_certificate')).toContainText('The scan is not readable');
});

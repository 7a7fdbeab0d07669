import { expect, test } from '@playwright/test';
import { demoAdmin, logIn } from './support/login';
import { companyInBrowser, wonDeal } from './support/review-deals';

test('a buyer reviews a supplier after a won deal, the supplier replies, a report of the review is upheld and the reporter sees the outcome', async ({ browser }) => {
  test.setTimeout(120_000);
  const supplier = await companyInBrowser(browser);
  const buyer = await companyInBrowser(browser);
  const { supplierSlug, threadReference } = await wonDeal(buyer.account.email, supplier.account.companyName);

  // The buyer is offered the review on the won thread, and writes it (a too-short text first).
  await buyer.page.goto(`/account/messages/${threadReference}`);
  await buyer.page.getByTestId('review-supplier').click();
  await expect(buyer.page.getByRole('heading', { level: 1, name: `Review ${supplier.account.companyName}` })).toBeVisible();
  await buyer.page.getByLabel('Rating').selectOption('4');
  await buyer.page.getByLabel('Your review').fill('Too short');
  await buyer.page.getByRole('button', { name: 'Send review' }).click();
  await expect(buyer.page.getByText('Write at least 20 characters')).toBeVisible();
  await buyer.page.getByLabel('Your review').fill('Clean turmeric, well packed, delivered two days early.');
  await buyer.page.getByRole('button', { name: 'Send review' }).click();
  await expect(buyer.page).toHaveURL(/\/account\/reviews\?reviewed=1/);
  await expect(buyer.page.getByText('Your review is published')).toBeVisible();
  await expect(buyer.page.getByTestId('my-reviews')).toContainText('Clean turmeric, well packed');

  // The supplier replies once; the form is gone afterwards.
  await supplier.page.goto('/account/reviews');
  const ofCompany = supplier.page.getByTestId('company-reviews');
  await expect(ofCompany).toContainText('Clean turmeric, well packed');
  await ofCompany.getByLabel('Your reply (one per review)').fill('Thank you for the order, Asha ji.');
  await ofCompany.getByRole('button', { name: 'Publish reply' }).click();
  await expect(supplier.page.getByText('Your reply is published under the review.')).toBeVisible();
  await expect(ofCompany.getByTestId('review-reply')).toContainText('Thank you for the order, Asha ji.');
  await expect(ofCompany.getByRole('button', { name: 'Publish reply' })).toHaveCount(0);

  // The supplier page shows the average and the review with its reply; the buyer is named by state only.
  await buyer.page.goto(`/suppliers/${supplierSlug}`);
  await expect(buyer.page.getByTestId('rating-summary')).toContainText('4.0 out of 5 from 1 review');
  const review = buyer.page.getByTestId('review');
  await expect(review).toContainText('Clean turmeric, well packed');
  await expect(review).toContainText('A buyer in');
  await expect(review).not.toContainText(buyer.account.companyName);
  await expect(review.getByTestId('review-reply')).toContainText('Thank you for the order');
  const structured = async () => (await buyer.page.locator('script[type="application/ld+json"]').allTextContents()).join('\n');
  expect(await structured()).toContain('"aggregateRating":{"@type":"AggregateRating","ratingValue":"4.0","reviewCount":1');

  // Someone (the supplier) reports the review.
  await supplier.page.goto(`/suppliers/${supplierSlug}`);
  await supplier.page.getByRole('link', { name: 'Report this review' }).click();
  await expect(supplier.page.getByRole('heading', { level: 1, name: 'Report abuse' })).toBeVisible();
  await supplier.page.getByLabel('Why are you reporting it?').selectOption('misleading');
  await supplier.page.getByLabel('Details').fill('We never sold turmeric to this buyer in this quantity.');
  await supplier.page.getByRole('button', { name: 'Send report' }).click();
  await expect(supplier.page.getByText('A moderator will look at your report')).toBeVisible();

  // A moderator (the seeded administrator) upholds it.
  const adminContext = await browser.newContext();
  const admin = await adminContext.newPage();
  await logIn(admin, demoAdmin, '/admin/reports');
  await admin.goto('/admin/reports');
  await admin.getByRole('link', { name: /^#\d+$/ }).last().click();
  await expect(admin.getByText('We never sold turmeric to this buyer')).toBeVisible();
  await admin.getByLabel(/Outcome note/).fill('The review shows a real deal, but we hide it while the dispute is checked.');
  await admin.getByRole('button', { name: 'Uphold' }).click();
  await expect(admin.getByText('Upheld. The reporter has been told the outcome.')).toBeVisible();
  await expect(admin.getByTestId('report-state')).toContainText('Upheld');

  // The reporter sees the outcome; the review no longer shows or counts.
  await supplier.page.goto('/account/reports');
  await expect(supplier.page.getByTestId('report-status').first()).toHaveText('Upheld');
  await expect(supplier.page.getByTestId('my-reports')).toContainText('we hide it while the dispute is checked');
  await buyer.page.goto(`/suppliers/${supplierSlug}`);
  await expect(buyer.page.getByTestId('rating-summary')).toHaveText('No reviews yet');
  expect(await structured()).not.toContain('AggregateRating');

  await Promise.all([supplier.context.close(), buyer.context.close(), adminContext.close()]);
});

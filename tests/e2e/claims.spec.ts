import { expect, test, type APIRequestContext } from '@playwright/test';
import { ALLOWED_CLAIMS } from '~/content/allowed-claims';
import { pageClaims, unlistedClaims } from '~/content/claims';
import { contentPages } from '~/content/pages';
import { localisedHref } from '~/domain/locale';

/**
 * Every public page's words held to the list of claims the code backs (app/content/allowed-claims.ts):
 * the server-rendered HTML of each page is read, its claim sentences extracted, and any sentence
 * not on the list fails the test with the page's address.
 */
const FIXED_PAGES = [
  '/',
  ...Object.keys(contentPages),
  ...['millions-of-business-offerings', 'assured-quality-and-transactions', 'one-stop-trading-solution', 'tailored-experience', 'verified-supplier', 'trade-assurance'].map((slug) => `/${slug}-info`),
  '/subscription',
  '/register',
  '/privacy',
  '/grievance-officer',
  '/login',
  '/contact',
  '/suppliers',
  '/members',
  '/requirements/new',
  ...['startup', 'msme', 'social', 'innovative'].map((type) => `/enterprises/${type}`),
  ...['b2b-connect', 'connect-to-grants', 'education-training', 'incubation-space', 'investor-connect', 'marketing-branding', 'mentoring', 'networking'].map((slug) => `/services/${slug}`),
  '/products/agriculture',
  '/products/agriculture?subcategory=seeds',
  '/search?q=rice',
];

async function html(request: APIRequestContext, path: string): Promise<string> {
  const response = await request.get(path);
  expect(response.status(), path).toBe(200);
  return response.text();
}

/** A product page and a supplier page, found through the search page's links. */
async function catalogPages(request: APIRequestContext): Promise<string[]> {
  const search = await html(request, '/search?q=seeds');
  const product = /href="(\/product\/[^"?#]+)"/.exec(search)?.[1];
  const supplier = /href="(\/suppliers\/[^"?#]+)"/.exec(search)?.[1];
  expect(product, 'a product link on the search page').toBeDefined();
  expect(supplier, 'a supplier link on the search page').toBeDefined();
  return [product ?? '', supplier ?? ''];
}

test('every public page makes only the claims on the allowed list', async ({ request }) => {
  test.setTimeout(90_000);
  const pages = [...FIXED_PAGES, ...(await catalogPages(request))];
  const problems: string[] = [];
  for (const path of pages) {
    for (const sentence of unlistedClaims(pageClaims(await html(request, path)), ALLOWED_CLAIMS)) problems.push(`${path}: “${sentence}”`);
  }
  expect(problems, `Claims not on app/content/allowed-claims.ts — make the code true and list them, or reword:\n${problems.join('\n')}`).toEqual([]);
});

test('every public page in Hindi makes only the claims on the allowed list (their English twins back them)', async ({ request }) => {
  test.setTimeout(120_000);
  const pages = [...FIXED_PAGES, ...(await catalogPages(request))].map((path) => localisedHref(path, 'hi'));
  const problems: string[] = [];
  for (const path of pages) {
    for (const sentence of unlistedClaims(pageClaims(await html(request, path)), ALLOWED_CLAIMS)) problems.push(`${path}: “${sentence}”`);
  }
  expect(problems, `Hindi claims not on app/content/allowed-claims-hi.ts — list each with the English sentence it translates, or reword:\n${problems.join('\n')}`).toEqual([]);
});

test('the pages behind the promotional panels say what exists and what does not yet', async ({ page }) => {
  await page.goto('/trade-assurance-info');
  const notYet = page.getByTestId('info-not-yet');
  await expect(notYet).toContainText('Payments for orders between businesses are not held in escrow: the buyer pays the supplier directly.');
  await expect(notYet).toContainText('There is no protection against products that are not as described');
  await expect(page.getByTestId('info-points')).toContainText('Razorpay payment gateway by UPI, net banking or card');

  await page.goto('/verified-supplier-info');
  const points = page.getByTestId('info-points');
  await expect(points).toContainText('Identifiers checked: ');
  await expect(points).toContainText('Documents reviewed: ');
  await expect(points).toContainText('only where a GST verification provider is set up');
});

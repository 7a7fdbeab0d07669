import { randomBytes } from 'node:crypto';
import { expect, test, type Page } from '@playwright/test';
import { contentPages } from '~/content/pages';
import { registerCompany } from './support/accounts';
import { expectHindiPage } from './support/hindi';
import { demoAdmin, logIn } from './support/login';

/**
 * The information and membership pages in Hindi (issue 19): each opens under /hi and reads wholly
 * in Hindi (expectHindiPage: html lang, no missing message, no English left, links stay in /hi).
 */
const INFO_PAGES = ['millions-of-business-offerings', 'assured-quality-and-transactions', 'one-stop-trading-solution', 'tailored-experience', 'verified-supplier', 'trade-assurance'];
const SERVICES = ['b2b-connect', 'connect-to-grants', 'education-training', 'incubation-space', 'investor-connect', 'marketing-branding', 'mentoring', 'networking'];
const ENTERPRISE_TYPES = ['startup', 'msme', 'social', 'innovative'];

const VISITOR_PAGES = [
  ...Object.keys(contentPages),
  ...INFO_PAGES.map((slug) => `/${slug}-info`),
  '/contact',
  '/privacy',
  '/grievance-officer',
  ...SERVICES.map((slug) => `/services/${slug}`),
  ...ENTERPRISE_TYPES.map((type) => `/enterprises/${type}`),
  '/subscription',
  '/members',
];

async function openHindi(page: Page, path: string): Promise<void> {
  const response = await page.goto(`/hi${path}`);
  expect(response?.status(), path).toBe(200);
  await expectHindiPage(page);
}

test.describe('information and membership pages in Hindi', () => {
  test('every information page a visitor opens reads in Hindi, with a Hindi title', async ({ page }) => {
    test.setTimeout(120_000);
    for (const path of VISITOR_PAGES) await openHindi(page, path);
    await page.goto('/hi/terms');
    await expect(page).toHaveTitle(/उपयोग की शर्तें/);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('उपयोग की शर्तें');
    await page.goto('/hi/privacy');
    await expect(page.getByTestId('notice-items')).toContainText('आपका पासवर्ड');
    await expect(page.getByTestId('retention-schedule')).toContainText('इनवॉइस के वित्त वर्ष के बाद आठ साल');
  });

  test('the startup placeholder link sends a Hindi reader to the Hindi startup page', async ({ page }) => {
    await page.goto('/hi/enterprises/startup/sub');
    await expect(page).toHaveURL(/\/hi\/enterprises\/startup$/);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('स्टार्टअप');
  });

  test('the contact form shows its errors in Hindi and keeps a Devanagari message intact', async ({ page, browser }) => {
    const suffix = randomBytes(3).toString('hex');
    const sender = `रीना शर्मा ${suffix}`;
    const message = `हमें हर महीने 40 टन जूट के बोरे चाहिए। कृपया फ़ोन करें — ${suffix}`;
    await page.goto('/hi/contact');
    const form = page.locator('form#contact');
    await form.locator('input[name="name"]').fill(sender);
    await form.locator('input[name="email"]').fill(`reena.${suffix}@example.in`);
    await form.locator('input[name="mobile"]').fill('9876512345');
    await form.locator('textarea[name="message"]').fill('छोटा');
    await form.getByRole('button', { name: 'संदेश भेजें' }).click();
    await expect(form).toContainText('थोड़ा और बताएँ (कम से कम 10 अक्षर)');
    await expectHindiPage(page);

    await form.locator('textarea[name="message"]').fill(message);
    await form.getByRole('button', { name: 'संदेश भेजें' }).click();
    await expect(page.getByRole('status')).toContainText('धन्यवाद — आपका संदेश भेज दिया गया है।');
    await expect(page).toHaveURL(/\/hi\/contact$/);
    await expectHindiPage(page);

    const admin = await (await browser.newContext()).newPage();
    await logIn(admin, demoAdmin, '/admin/contact-messages');
    await admin.goto('/admin/contact-messages');
    const stored = admin.getByRole('listitem').filter({ has: admin.getByRole('heading', { name: new RegExp(sender) }) });
    await expect(stored).toContainText(message);
    await admin.context().close();
  });

  test('a member buys a plan in Hindi: checkout, the UPI payment page and a UTR error in Hindi', async ({ page }) => {
    // A member of its own: the demo buyer's Elite order is taken to "UTR submitted" by billing.spec,
    // and an open order is reused, so with it this page could show no UTR form.
    await registerCompany(page.request);
    await openHindi(page, '/members');
    await openHindi(page, '/subscription/checkout?plan=elite');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('एलीट पैक ख़रीदें');
    await page.waitForLoadState('networkidle');
    await page.locator('input[name="billingName"]').fill('शर्मा ट्रेडर्स');
    await page.locator('textarea[name="billingAddress"]').fill('12, एमजी रोड, बेंगलुरु 560001');
    // The registration's GSTIN (prefilled) is from Maharashtra: another state is refused, in Hindi,
    // with the state's Hindi name.
    await page.locator('select[name="billingStateCode"]').selectOption({ label: 'कर्नाटक' });
    await page.getByRole('button', { name: /का भुगतान करने के लिए आगे बढ़ें/ }).click();
    await expect(page.getByText('यह GSTIN महाराष्ट्र में पंजीकृत है। बिलिंग राज्य के रूप में महाराष्ट्र चुनें')).toBeVisible();
    await expectHindiPage(page);
    await page.locator('select[name="billingStateCode"]').selectOption({ label: 'महाराष्ट्र' });
    await page.getByRole('button', { name: /का भुगतान करने के लिए आगे बढ़ें/ }).click();
    await expect(page).toHaveURL(/\/hi\/subscription\/orders\/TSO[0-9A-F]+$/);
    await expectHindiPage(page);
    await expect(page.getByTestId('tax-breakdown')).toContainText(/बिल .+ के नाम।/);

    await page.locator('input[name="utr"]').fill('12345');
    await page.getByRole('button', { name: 'UTR जमा करें' }).click();
    await expect(page.getByText('UTR ठीक 12 अंकों का होता है')).toBeVisible();
    await expectHindiPage(page);
  });
});

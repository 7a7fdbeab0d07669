import { expect, test, type Page } from '@playwright/test';
import { registerCompany } from './support/accounts';
import { withServerDatabase } from './support/database';
import { expectHindiPage } from './support/hindi';
import { logIn } from './support/login';
import { insertHiddenBuyer, insertRequirement, letters, sendToSupplier } from './support/requirements-db';

/** The demo supplier (seed/demo-accounts.ts, README "Demo logins") and its company. */
const demoSupplier = { email: 'supplier@tradesetu.example', password: 'demo-supplier-pass' } as const;
const DEMO_SUPPLIER_SLUG = 'nashik-agro-seeds';

const isoDay = (daysFromNow: number) => new Date(Date.now() + 330 * 60_000 + daysFromNow * 86_400_000).toISOString().slice(0, 10);

/**
 * Requirements of this test's own (a buyer company that did not allow its name to be shown,
 * delivery in Maharashtra) sent to the demo supplier, with the reasons the matcher writes.
 */
async function requirementsForDemoSupplier(titles: string[]): Promise<string[]> {
  return withServerDatabase(async (database) => {
    const supplier = await database.query<{ id: number }>('SELECT id FROM companies WHERE slug = $1', [DEMO_SUPPLIER_SLUG]);
    const buyerCompanyId = await insertHiddenBuyer(database);
    const references: string[] = [];
    for (const title of titles) {
      const { id, reference } = await insertRequirement(database, { buyerCompanyId, title });
      await sendToSupplier(database, id, supplier.rows[0]?.id ?? 0);
      const reasons = [
        { kind: 'delivery', text: 'Delivers to Maharashtra' },
        { kind: 'verified', text: 'GSTIN and PAN checked (no document reviewed yet)' },
      ];
      await database.query('UPDATE requirement_suppliers SET reasons = $1::jsonb WHERE requirement_id = $2', [JSON.stringify(reasons), id]);
      references.push(reference);
    }
    return references;
  });
}

const quoteSection = (page: Page) => page.getByRole('region', { name: /कोटेशन भेजें|कोटेशन बदलें/ });

test.describe('the seller’s leads in Hindi (issue 19)', () => {
  test('the demo supplier finds a requirement in the Hindi lead manager, quotes it (an error first), revises, works the lead and declines another', async ({ page }) => {
    const word = letters(6);
    const [toQuote, toDecline] = await requirementsForDemoSupplier([`Basmati ${word} rice`, `Jute ${word} bags`]);
    await logIn(page, demoSupplier, '/account/leads');

    // The lead manager and its filters (a GET form that stays in Hindi).
    await page.goto('/hi/account/leads');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('लीड मैनेजर');
    await expectHindiPage(page);
    const filters = page.getByRole('form', { name: 'लीड छाँटें' });
    await filters.getByLabel('प्रकार').selectOption('requirement');
    await filters.getByRole('searchbox', { name: 'लीड खोजें' }).fill(`basmati ${word}`);
    await filters.getByRole('button', { name: 'लीड दिखाएँ' }).click();
    await expect(page).toHaveURL(/\/hi\/account\/leads\?q=basmati.*&kind=requirement/);
    await expect(page.getByTestId('lead-count')).toHaveText('1 लीड');
    const row = page.getByTestId('lead-row');
    await expect(row).toContainText('ज़रूरत');
    await expect(row.getByTestId('lead-status')).toHaveText('नई');
    await expectHindiPage(page);

    // The requirement as the supplier sees it: the buyer's name withheld, the facts and reasons in Hindi.
    await page.goto(`/hi/account/leads/requirements/${toQuote}`);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(`Basmati ${word} rice`);
    await expect(page.getByTestId('requirement-facts')).toContainText('महाराष्ट्र का एक ख़रीदार');
    await expect(page.getByTestId('match-reasons')).toContainText('महाराष्ट्र में डिलीवरी करता है');
    await expectHindiPage(page);

    // A quantity of 0 is answered at the field, in Hindi; then the quote is sent.
    const form = quoteSection(page);
    await form.getByLabel(/^इकाई क़ीमत/).fill('82');
    await form.getByLabel(/^मात्रा \(/).fill('0');
    await form.getByLabel('HSN कोड').fill('1006');
    await form.getByLabel('GST दर').selectOption({ label: '5%' });
    await form.getByLabel(/^भाड़ा/).fill('2500');
    await form.getByLabel('ख़रीदार तक डिलीवरी').check();
    await form.getByLabel(/^डिलीवरी का समय/).fill('7');
    await form.getByLabel('भुगतान की शर्तें').fill('30% एडवांस, बाक़ी माल भेजने से पहले');
    await form.getByLabel('कब तक मान्य').fill(isoDay(20));
    await form.getByRole('button', { name: 'कोटेशन भेजें' }).click();
    await expect(form.getByLabel(/^मात्रा \(/)).toHaveAttribute('aria-invalid', 'true');
    await expect(form.getByText('1 या ज़्यादा इकाई का कोटेशन दें')).toBeVisible();
    await expectHindiPage(page);
    await form.getByLabel(/^मात्रा \(/).fill('1000');
    await form.getByRole('button', { name: 'कोटेशन भेजें' }).click();
    await expect(page).toHaveURL(new RegExp(`/hi/account/leads/requirements/${toQuote}\\?sent=1$`));
    await expect(page.getByRole('status')).toContainText('आपका कोटेशन भेज दिया गया (संस्करण 1)');
    await expect(page.getByTestId('quote-state')).toHaveText('स्थिति: खुली');
    await expectHindiPage(page);

    // A revision: the change is said in Hindi.
    await quoteSection(page).getByLabel(/^इकाई क़ीमत/).fill('79');
    await quoteSection(page).getByRole('button', { name: 'बदला हुआ कोटेशन भेजें' }).click();
    await expect(page.getByRole('status')).toContainText('संस्करण 2');
    await expect(page.getByTestId('quote-versions').locator('li[data-version="2"]')).toContainText('इकाई क़ीमत: ₹82 → ₹79');
    await expectHindiPage(page);

    // The lead: a follow-up date, "lost" refused without a reason, then saved with one; the history in Hindi.
    await page.goto(`/hi/account/leads?q=${word}&kind=requirement`);
    await page.getByRole('link', { name: `Basmati ${word} rice`, exact: true }).click();
    await expect(page).toHaveURL(/\/hi\/account\/leads\/TH-/);
    await expect(page.getByTestId('lead-summary').getByTestId('lead-status')).toHaveText('कोटेशन भेजा गया');
    await page.getByLabel('फ़ॉलो-अप की तारीख़').fill(isoDay(3));
    await page.getByRole('button', { name: 'फ़ॉलो-अप तय करें' }).click();
    await expect(page.getByRole('status')).toContainText('को तय किया गया।');
    await page.getByRole('combobox', { name: 'स्थिति', exact: true }).selectOption('lost');
    await page.getByRole('button', { name: 'स्थिति सेव करें' }).click();
    await expect(page.getByText('चुनें कि सौदा क्यों नहीं हुआ')).toBeVisible();
    await page.getByRole('combobox', { name: 'सौदा नहीं हुआ, तो क्यों?' }).selectOption('price');
    await page.getByRole('button', { name: 'स्थिति सेव करें' }).click();
    await expect(page.getByRole('status')).toHaveText('स्थिति “सौदा नहीं हुआ (ख़रीदार को क़ीमत ठीक नहीं लगी)” की गई।');
    const notes = page.getByTestId('lead-notes');
    await expect(notes).toContainText('स्थिति “कोटेशन भेजा गया” से बदलकर “सौदा नहीं हुआ (ख़रीदार को क़ीमत ठीक नहीं लगी)” की गई।');
    await expect(notes).toContainText('स्थिति “कोटेशन भेजा गया” की गई: कोटेशन भेजा गया।');
    await expectHindiPage(page);

    // The other requirement is declined with a reason.
    await page.goto(`/hi/account/leads/requirements/${toDecline}`);
    await page.getByText('कोटेशन नहीं दे सकते? कारण बताकर मना करें').click();
    await page.getByLabel('आप कोटेशन क्यों नहीं दे सकते').selectOption({ label: 'हम वहाँ डिलीवरी नहीं कर सकते' });
    await page.getByRole('button', { name: 'यह ज़रूरत मना करें' }).click();
    await expect(page.getByTestId('declined')).toContainText('हम वहाँ डिलीवरी नहीं कर सकते');
    await expect(page.getByTestId('requirement-state')).toContainText('आपका जवाब: अस्वीकार');
    await expectHindiPage(page);
  });

  test('a seller chooses in Hindi which requirements it receives', async ({ page }) => {
    await registerCompany(page.request);
    await page.goto('/hi/account/requirement-preferences');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('आपको मिलने वाली ज़रूरतें');
    await expect(page.getByTestId('preferences-summary')).toHaveText('आपको हर श्रेणी की, भारत में कहीं भी डिलीवरी वाली ज़रूरतें मिलती हैं।');
    await expectHindiPage(page);
    await page.getByRole('group', { name: 'डिलीवरी के राज्य' }).getByLabel('महाराष्ट्र').check();
    await page.getByRole('button', { name: 'पसंद सेव करें' }).click();
    await expect(page.getByRole('status')).toContainText('सेव हो गया');
    await expect(page.getByTestId('preferences-summary')).toHaveText('आपको हर श्रेणी की, महाराष्ट्र में डिलीवरी वाली ज़रूरतें मिलती हैं।');
    await expect(page).toHaveURL(/\/hi\/account\/requirement-preferences$/);
    await expectHindiPage(page);
  });
});

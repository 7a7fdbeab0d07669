import { expect, test } from '@playwright/test';
import { reportOutcomeText } from '~/domain/reports';
import { registerCompany } from './support/accounts';
import { withServerDatabase } from './support/database';
import { expectHindiPage } from './support/hindi';
import { gotoHydrated } from './support/hydration';
import { companyInBrowser, wonDeal } from './support/review-deals';

/**
 * Issue 19, trust and connections in the account in Hindi: verification, reviews (the buyer's and
 * the supplier's side), the member's reports and integrations, each read wholly in Hindi under /hi,
 * a refused form answered in Hindi beside its field and a form that succeeds answered in Hindi.
 * Every test registers companies of its own: other journeys change the demo accounts.
 */

const PDF = Buffer.from('%PDF-1.4\n% GST REG-06\n1 0 obj << /Type /Catalog >> endobj\ntrailer << /Root 1 0 R >>\n%%EOF\n');

test('hindi trust: verification — a refused file in Hindi beside the field, then a certificate up for review', async ({ page }) => {
  await registerCompany(page.request);
  await gotoHydrated(page, '/hi/account/verification');
  await expect(page.getByRole('heading', { level: 1, name: 'सत्यापन' })).toBeVisible();
  await expect(page.getByTestId('verification-level')).toHaveText('पहचान नंबर जाँचे गए');
  await expect(page.getByTestId('check-gstin_format')).toContainText('सही पाया गया');
  await expect(page.getByTestId('check-gstin_format')).toContainText('GSTIN का चेक अक्षर और राज्य कोड सही हैं।');
  await page.getByText('स्तरों का मतलब').click();
  await expectHindiPage(page);

  const gstForm = page.getByRole('form', { name: 'GST पंजीकरण प्रमाणपत्र' });
  await gstForm.getByLabel('फ़ाइल').setInputFiles({ name: 'gst-reg-06.html', mimeType: 'text/html', buffer: Buffer.from('<p>not a certificate</p>') });
  await gstForm.getByRole('button', { name: 'अपलोड करें' }).click();
  await expect(page.locator('#upload-gst_certificate-file-error')).toHaveText(
    '"gst-reg-06.html" PDF, JPEG या PNG फ़ाइल नहीं है। प्रमाणपत्र PDF या फ़ोटो (JPEG या PNG) के रूप में अपलोड करें।',
  );
  await expectHindiPage(page);

  await gstForm.getByLabel('फ़ाइल').setInputFiles({ name: 'gst-reg-06.pdf', mimeType: 'application/pdf', buffer: PDF });
  await gstForm.getByRole('button', { name: 'अपलोड करें' }).click();
  await expect(page.getByRole('status')).toHaveText(
    'GST पंजीकरण प्रमाणपत्र अपलोड हो गया। TradeSetu का समीक्षक इसका मिलान आपकी कंपनी के ब्योरे से करेगा; नतीजा आपको बताया जाएगा।',
  );
  await expect(page.getByTestId('check-gst_certificate')).toContainText('जाँच का इंतज़ार');
  await expect(page.getByTestId('check-gst_certificate')).toContainText('अपलोड हो गया; TradeSetu के समीक्षक का इंतज़ार है।');
  await expect(gstForm).toContainText('अभी वाला: gst-reg-06.pdf');
  await expect(gstForm.getByLabel('नई कॉपी अपलोड करें')).toBeVisible();
  await expect(page).toHaveURL(/\/hi\/account\/verification$/);
  await expectHindiPage(page);
});

test('hindi trust: integrations — refusals in Hindi beside the fields, then a token and a webhook made, listed and taken back', async ({ page }) => {
  const { companyName } = await registerCompany(page.request);
  await gotoHydrated(page, '/hi/account/integrations');
  await expect(page.getByRole('heading', { level: 1, name: 'इंटीग्रेशन' })).toBeVisible();
  await expect(page.locator('main')).toContainText(`${companyName} का CRM जोड़ें`);
  await expect(page.getByText('अभी कोई इवेंट नहीं भेजा गया।')).toBeVisible();
  await expectHindiPage(page);

  // A token needs a name; then it is made and shown once.
  await page.getByRole('button', { name: 'टोकन बनाएँ' }).click();
  await expect(page.locator('#create-token-name-error')).toHaveText('टोकन को नाम दें, जैसे उस CRM के नाम पर जो इसे इस्तेमाल करेगा');
  await page.getByRole('textbox', { name: 'टोकन का नाम' }).fill('Zoho CRM');
  await page.getByRole('button', { name: 'टोकन बनाएँ' }).click();
  await expect(page.getByRole('status').filter({ hasText: 'टोकन “Zoho CRM” बन गया। इसे अभी कॉपी कर लें' })).toBeVisible();
  await expect(page.getByTestId('shown-once')).toContainText('tsk_');
  await expect(page.getByTestId('token-list')).toContainText('कभी नहीं');
  await expectHindiPage(page);

  // A webhook must go to https (the server refuses plain http); then it is added.
  const url = page.getByRole('textbox', { name: 'पाने वाले सर्वर का पता' });
  await url.fill('http://crm.example.in/tradesetu');
  await page.getByRole('button', { name: 'वेबहुक जोड़ें' }).click();
  await expect(page.locator('#add-webhook-url-error')).toHaveText('पता https:// से शुरू होना चाहिए');
  await expectHindiPage(page);
  // A public address given by number: nothing has to be looked up, and nothing is sent to it.
  const receiver = 'https://1.1.1.1/tradesetu-hindi';
  await url.fill(receiver);
  await page.getByRole('button', { name: 'वेबहुक जोड़ें' }).click();
  await expect(page.getByRole('status').filter({ hasText: `इवेंट ${receiver} पर भेजे जाएँगे।` })).toBeVisible();
  await expect(page.getByTestId('webhook-list')).toContainText(receiver);

  // A delivery that failed, as the delivery job records one, shows in the log in Hindi.
  await withServerDatabase(async (database) => {
    await database.query(
      `INSERT INTO webhook_deliveries (endpoint_id, event, event_key, payload, status, attempts, response_status, last_error)
       SELECT id, 'lead.created', 'lead.created:hindi-' || id, '{}'::jsonb, 'failed', 3, 500, 'The receiver answered 500' FROM webhook_endpoints WHERE url = $1`,
      [receiver],
    );
  });
  await page.reload();
  const log = page.getByTestId('delivery-log');
  await expect(log).toContainText('नहीं पहुँचा');
  await expect(log).toContainText('पाने वाले सर्वर ने 500 से जवाब दिया');
  await expect(log.getByRole('button', { name: /^.+ का lead.created इवेंट फिर भेजें$/ })).toBeVisible();
  await expectHindiPage(page);

  // Taking both back: the services' answers are in Hindi too.
  await page.getByRole('button', { name: 'टोकन Zoho CRM रद्द करें' }).click();
  await expect(page.getByRole('status')).toHaveText('टोकन “Zoho CRM” रद्द हो गया; अब से इसके साथ आई रिक्वेस्ट ठुकरा दी जाएँगी।');
  await expect(page.getByTestId('token-list')).toContainText('को रद्द किया');
  await page.getByRole('button', { name: `${receiver} पर इवेंट भेजना बंद करें` }).click();
  await expect(page.getByRole('status')).toHaveText(`अब ${receiver} पर इवेंट नहीं भेजे जाएँगे।`);
  await expect(page).toHaveURL(/\/hi\/account\/integrations$/);
  await expectHindiPage(page);
});

test('hindi trust: a review written, answered and reported, all in Hindi, and the reporter reads the outcome', async ({ browser }) => {
  test.setTimeout(120_000);
  const supplier = await companyInBrowser(browser);
  const buyer = await companyInBrowser(browser);

  // Nothing to review, nothing reported yet.
  await buyer.page.goto('/hi/account/reviews');
  await expect(buyer.page.getByText('कोई सौदा आपकी समीक्षा का इंतज़ार नहीं कर रहा।')).toBeVisible();
  await expectHindiPage(buyer.page);
  const notHers = await buyer.page.goto('/hi/account/reviews/new?deal=thread-2147483647');
  expect(notHers?.status()).toBe(404);
  await expect(buyer.page.getByText('यह सौदा उन सौदों में नहीं मिला जिनकी आप समीक्षा कर सकते हैं।', { exact: false })).toBeVisible();
  await expectHindiPage(buyer.page);
  await supplier.page.goto('/hi/account/reports');
  await expect(supplier.page.getByRole('heading', { level: 1, name: 'आपकी शिकायतें' })).toBeVisible();
  await expect(supplier.page.getByText('आपने अभी किसी चीज़ की शिकायत नहीं की है।')).toBeVisible();
  await expectHindiPage(supplier.page);

  // The buyer writes the review of a won deal: too short first.
  const { threadReference } = await wonDeal(buyer.account.email, supplier.account.companyName);
  await gotoHydrated(buyer.page, '/hi/account/reviews');
  const deals = buyer.page.getByTestId('reviewable-deals');
  await expect(deals).toContainText(`बातचीत ${threadReference}:`);
  await expect(deals).toContainText('(सप्लायर ने सौदा पक्का बताया)');
  await expectHindiPage(buyer.page);
  await deals.getByRole('link', { name: 'इस सप्लायर की समीक्षा करें' }).click();
  await expect(buyer.page).toHaveURL(/\/hi\/account\/reviews\/new\?deal=thread-\d+$/);
  await expect(buyer.page.getByRole('heading', { level: 1, name: `${supplier.account.companyName} की समीक्षा करें` })).toBeVisible();
  await expectHindiPage(buyer.page);
  await buyer.page.getByLabel('रेटिंग').selectOption('4');
  await buyer.page.getByLabel('आपकी समीक्षा').fill('बहुत छोटा');
  await buyer.page.getByRole('button', { name: 'समीक्षा भेजें' }).click();
  await expect(buyer.page.locator('#review-body-error')).toHaveText('कम से कम 20 अक्षर लिखें: सप्लायर के साथ क्या अच्छा या बुरा रहा');
  await expectHindiPage(buyer.page);
  await buyer.page.getByLabel('आपकी समीक्षा').fill('हल्दी साफ़ थी, पैकिंग अच्छी, और माल दो दिन पहले पहुँच गया।');
  await buyer.page.getByRole('button', { name: 'समीक्षा भेजें' }).click();
  await expect(buyer.page).toHaveURL(/\/hi\/account\/reviews\?reviewed=1$/);
  await expect(buyer.page.getByRole('status')).toHaveText('धन्यवाद। आपकी समीक्षा सप्लायर के पेज पर छप गई है।');
  await expect(buyer.page.getByTestId('my-reviews')).toContainText(`${supplier.account.companyName} की आपकी समीक्षा`);
  await expectHindiPage(buyer.page);

  // The supplier answers: an empty reply is refused in Hindi, then the reply is published.
  await gotoHydrated(supplier.page, '/hi/account/reviews');
  const ofCompany = supplier.page.getByTestId('company-reviews');
  await expect(ofCompany).toContainText('हल्दी साफ़ थी');
  await expect(ofCompany).toContainText('का एक ख़रीदार');
  await expectHindiPage(supplier.page);
  await ofCompany.getByRole('button', { name: 'जवाब छापें' }).click();
  await expect(ofCompany.getByRole('alert')).toHaveText('अपना जवाब लिखें');
  await expectHindiPage(supplier.page);
  await ofCompany.getByLabel('आपका जवाब (हर समीक्षा पर एक)').fill('ऑर्डर के लिए धन्यवाद, आशा जी।');
  await ofCompany.getByRole('button', { name: 'जवाब छापें' }).click();
  await expect(supplier.page.getByRole('status')).toHaveText('आपका जवाब समीक्षा के नीचे छप गया है।');
  await expect(ofCompany.getByTestId('review-reply')).toContainText('सप्लायर का जवाब');
  await expectHindiPage(supplier.page);

  // The supplier reports the review (the report form has its own journey); the reports page says where it stands.
  const reviewId = await withServerDatabase(async (database) => {
    const found = await database.query<{ id: number }>('SELECT r.id FROM reviews r JOIN companies c ON c.id = r.supplier_company_id WHERE c.name = $1', [supplier.account.companyName]);
    return found.rows[0]?.id;
  });
  await gotoHydrated(supplier.page, `/hi/report?kind=review&id=${reviewId}`);
  await supplier.page.getByLabel('आप इसकी शिकायत क्यों कर रहे हैं?').selectOption('misleading');
  await supplier.page.getByRole('button', { name: 'शिकायत भेजें' }).click();
  await expect(supplier.page.getByRole('status')).toContainText('एक मॉडरेटर आपकी शिकायत देखेगा');
  await supplier.page.goto('/hi/account/reports');
  const mine = supplier.page.getByTestId('my-reports');
  await expect(mine).toContainText('एक समीक्षा');
  await expect(mine).toContainText('भ्रामक या ग़लत जानकारी');
  await expect(supplier.page.getByTestId('report-status')).toHaveText('मॉडरेटर का इंतज़ार');
  await expectHindiPage(supplier.page);

  // A moderator's decision (the admin console is English and has its own journey), as the reporter reads it.
  await withServerDatabase(async (database) => {
    await database.query("UPDATE reports SET status = 'dismissed', outcome = $1, handled_at = now() WHERE target_kind = 'review' AND target_id = $2", [
      reportOutcomeText('dismissed', 'review', 'The buyer showed the delivery note.'),
      reviewId,
    ]);
  });
  await supplier.page.reload();
  await expect(supplier.page.getByTestId('report-status')).toHaveText('शिकायत ख़ारिज');
  await expect(mine).toContainText('हमने समीक्षा की आपकी शिकायत देखी; यह हमारे नियम नहीं तोड़ती, इसलिए बनी रहेगी। मॉडरेटर का नोट: The buyer showed the delivery note.');
  await expectHindiPage(supplier.page);

  await Promise.all([supplier.context.close(), buyer.context.close()]);
});

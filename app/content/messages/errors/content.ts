import { defineMessages } from '../define';

/**
 * Domain texts of the information and membership pages (the `errors` namespace, see ./index.ts):
 * the contact / service request form (app/domain/service-request.ts), checkout and the UTR form
 * (app/domain/billing.ts, app/services/billing/orders.server.ts) and those pages' 404s.
 */
export default defineMessages({
  'Use at most 100 characters': { en: 'Use at most 100 characters', hi: 'अधिकतम 100 अक्षर इस्तेमाल करें' },
  'Use at most 150 characters': { en: 'Use at most 150 characters', hi: 'अधिकतम 150 अक्षर इस्तेमाल करें' },
  'Use at most 2,000 characters': { en: 'Use at most 2,000 characters', hi: 'अधिकतम 2,000 अक्षर इस्तेमाल करें' },
  'Tell us what you need': { en: 'Tell us what you need', hi: 'हमें बताएँ कि आपको क्या चाहिए' },
  'Tell us a little more (at least 10 characters)': { en: 'Tell us a little more (at least 10 characters)', hi: 'थोड़ा और बताएँ (कम से कम 10 अक्षर)' },
  'We could not find that page.': { en: 'We could not find that page.', hi: 'हमें वह पेज नहीं मिला।' },
  'There is no such service. Pick one from the Services menu.': {
    en: 'There is no such service. Pick one from the Services menu.',
    hi: 'ऐसी कोई सेवा नहीं है। सेवाएँ मेन्यू से कोई सेवा चुनें।',
  },
  'There is no such enterprise type. Try Startups, MSMEs, Social or Innovative enterprises from the menu.': {
    en: 'There is no such enterprise type. Try Startups, MSMEs, Social or Innovative enterprises from the menu.',
    hi: 'ऐसा कोई उद्यम प्रकार नहीं है। मेन्यू से स्टार्टअप, MSME, सामाजिक या नवाचारी उद्यम चुनें।',
  },
  'Enter the name to print on the invoice.': { en: 'Enter the name to print on the invoice.', hi: 'इनवॉइस पर छापने के लिए नाम डालें।' },
  'Keep the billing name under 120 characters.': { en: 'Keep the billing name under 120 characters.', hi: 'बिलिंग नाम 120 अक्षरों से कम रखें।' },
  'Enter the billing address.': { en: 'Enter the billing address.', hi: 'बिलिंग पता डालें।' },
  'Enter the full billing address, with street, city and PIN code.': {
    en: 'Enter the full billing address, with street, city and PIN code.',
    hi: 'गली, शहर और PIN कोड के साथ पूरा बिलिंग पता डालें।',
  },
  'Keep the billing address under 400 characters.': { en: 'Keep the billing address under 400 characters.', hi: 'बिलिंग पता 400 अक्षरों से कम रखें।' },
  'Choose the billing state.': { en: 'Choose the billing state.', hi: 'बिलिंग राज्य चुनें।' },
  'Choose the billing state from the list.': { en: 'Choose the billing state from the list.', hi: 'सूची से बिलिंग राज्य चुनें।' },
  'The price on this page is missing. Reload the page and submit again.': {
    en: 'The price on this page is missing. Reload the page and submit again.',
    hi: 'इस पेज पर क़ीमत नहीं है। पेज दोबारा लोड करें और फिर से जमा करें।',
  },
  'The price on this page is not valid. Reload the page and submit again.': {
    en: 'The price on this page is not valid. Reload the page and submit again.',
    hi: 'इस पेज पर क़ीमत सही नहीं है। पेज दोबारा लोड करें और फिर से जमा करें।',
  },
  'This form is missing its order key. Reload the page and submit again.': {
    en: 'This form is missing its order key. Reload the page and submit again.',
    hi: 'इस फ़ॉर्म में ऑर्डर की कुंजी नहीं है। पेज दोबारा लोड करें और फिर से जमा करें।',
  },
  'Enter the 12-digit UTR from your UPI app.': { en: 'Enter the 12-digit UTR from your UPI app.', hi: 'अपने UPI ऐप से 12 अंकों का UTR डालें।' },
  'This GSTIN is registered in {state}. Choose {state} as the billing state, or leave the GSTIN empty to buy as an unregistered business.': { en: 'This GSTIN is registered in {state}. Choose {state} as the billing state, or leave the GSTIN empty to buy as an unregistered business.', hi: 'यह GSTIN {state} में पंजीकृत है। बिलिंग राज्य के रूप में {state} चुनें, या अपंजीकृत व्यवसाय के रूप में ख़रीदने के लिए GSTIN ख़ाली छोड़ दें।' },
  'A UTR is exactly 12 digits; find it in your UPI app under the payment details.': {
    en: 'A UTR is exactly 12 digits; find it in your UPI app under the payment details.',
    hi: 'UTR ठीक 12 अंकों का होता है; इसे अपने UPI ऐप में भुगतान के विवरण में देखें।',
  },
  'There is no order with this reference in your account. Open your orders from Billing in your account.': {
    en: 'There is no order with this reference in your account. Open your orders from Billing in your account.',
    hi: 'आपके खाते में इस संदर्भ का कोई ऑर्डर नहीं है। अपने ऑर्डर खाते में बिलिंग से खोलें।',
  },
  'This order no longer exists.': { en: 'This order no longer exists.', hi: 'यह ऑर्डर अब मौजूद नहीं है।' },
  'This order is already paid; your plan is active.': { en: 'This order is already paid; your plan is active.', hi: 'इस ऑर्डर का भुगतान हो चुका है; आपका प्लान सक्रिय है।' },
});

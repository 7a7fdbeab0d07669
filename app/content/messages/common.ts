import { defineMessages } from './define';

/** The site shell: header, menus, footer, language switch, error pages and what every page shares. */
export default defineMessages({
  skipToContent: { en: 'Skip to content', hi: 'मुख्य सामग्री पर जाएँ' },
  languageSwitchLabel: { en: 'Language', hi: 'भाषा' },
  readInHindi: { en: 'Read this page in Hindi', hi: 'यह पेज हिन्दी में पढ़ें' },
  readInEnglish: { en: 'Read this page in English', hi: 'यह पेज अंग्रेज़ी में पढ़ें' },
  suggestHindi: { en: 'This page is also in Hindi.', hi: 'यह पेज हिन्दी में भी है।' },
  suggestHindiAction: { en: 'हिन्दी में पढ़ें', hi: 'हिन्दी में पढ़ें' },
  dismiss: { en: 'Dismiss', hi: 'बंद करें' },
  errorNotFoundTitle: { en: 'Page not found', hi: 'पेज नहीं मिला' },
  errorNotFoundDetail: { en: 'We could not find the page you asked for.', hi: 'आपने जो पेज माँगा, वह हमें नहीं मिला।' },
  errorForbiddenTitle: { en: 'You cannot open this page', hi: 'आप यह पेज नहीं खोल सकते' },
  errorTooManyTitle: { en: 'Too many requests', hi: 'बहुत अधिक अनुरोध' },
  errorRefusedTitle: { en: 'We could not do that', hi: 'हम यह नहीं कर सके' },
  errorServerTitle: { en: 'Something went wrong', hi: 'कुछ गड़बड़ हो गई' },
  errorServerDetail: { en: 'An unexpected error happened on our side. Please try again in a moment.', hi: 'हमारी ओर से एक अनपेक्षित गड़बड़ी हुई। कृपया थोड़ी देर में फिर कोशिश करें।' },
  errorReference: { en: 'If it keeps happening, contact us and quote this reference: <0>{reference}</0>', hi: 'अगर यह बार-बार हो, तो हमसे संपर्क करें और यह संदर्भ बताएँ: <0>{reference}</0>' },
  searchTheMarketplace: { en: 'Search the marketplace', hi: 'मार्केटप्लेस में खोजें' },
  goHome: { en: 'Go to the home page', hi: 'होम पेज पर जाएँ' },
  seePlans: { en: 'See membership plans', hi: 'सदस्यता प्लान देखें' },
  contactUs: { en: 'Contact us', hi: 'हमसे संपर्क करें' },
  /** Beside the label of a field that may be left empty (FormField). */
  optional: { en: 'optional', hi: 'वैकल्पिक' },
});

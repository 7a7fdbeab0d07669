import { defineMessages } from '../define';

/**
 * The catalogue pages' domain texts (the `errors` namespace: see ./index.ts): 404s of the search,
 * category, product and supplier pages, the inquiry and report forms' validation messages, and the
 * listing facts the domain writes in English (minimum order, dispatch time, GST note, ratings,
 * response record).
 */
export default defineMessages({
  'Type a product name, a category or a supplier — in English, Hindi or Hinglish — to search. Emoji and punctuation alone find nothing.': {
    en: 'Type a product name, a category or a supplier — in English, Hindi or Hinglish — to search. Emoji and punctuation alone find nothing.',
    hi: 'खोजने के लिए किसी उत्पाद, श्रेणी या सप्लायर का नाम लिखें — अंग्रेज़ी, हिन्दी या हिंग्लिश में। सिर्फ़ इमोजी और विराम चिह्नों से कुछ नहीं मिलता।',
  },
  'No product has these exact words. Showing close matches: products whose Hindi names or trade words sound like them.': {
    en: 'No product has these exact words. Showing close matches: products whose Hindi names or trade words sound like them.',
    hi: 'इन्हीं शब्दों वाला कोई उत्पाद नहीं मिला। मिलते-जुलते नतीजे दिखाए जा रहे हैं: ऐसे उत्पाद जिनके हिन्दी नाम या व्यापारिक शब्द इनसे मिलते-जुलते सुनाई देते हैं।',
  },
  'We could not find that category. Pick one from the Products menu.': {
    en: 'We could not find that category. Pick one from the Products menu.',
    hi: 'हमें वह श्रेणी नहीं मिली। उत्पाद मेन्यू से कोई श्रेणी चुनें।',
  },
  '{category} has no subcategory "{subcategory}".': { en: '{category} has no subcategory "{subcategory}".', hi: '{category} में "{subcategory}" नाम की कोई उप-श्रेणी नहीं है।' },
  'We could not find that product. It may have been removed; try the search.': {
    en: 'We could not find that product. It may have been removed; try the search.',
    hi: 'हमें वह उत्पाद नहीं मिला। हो सकता है वह हटा दिया गया हो; खोज आज़माएँ।',
  },
  'We could not find that supplier. Try searching for what they sell.': {
    en: 'We could not find that supplier. Try searching for what they sell.',
    hi: 'हमें वह सप्लायर नहीं मिला। वे जो बेचते हैं, उसे खोजकर देखें।',
  },
  'We could not tell what you want to report. Open the Report link beside it again.': {
    en: 'We could not tell what you want to report. Open the Report link beside it again.',
    hi: 'हम समझ नहीं पाए कि आप किसकी शिकायत करना चाहते हैं। उसके पास का “शिकायत करें” लिंक फिर से खोलें।',
  },
  // The inquiry form (app/domain/inquiry.ts)
  'Enter the quantity you need as a whole number, e.g. 500': { en: 'Enter the quantity you need as a whole number, e.g. 500', hi: 'जितनी मात्रा चाहिए, पूरी संख्या में लिखें, जैसे 500' },
  'Enter the quantity as a whole number, e.g. 500': { en: 'Enter the quantity as a whole number, e.g. 500', hi: 'मात्रा पूरी संख्या में लिखें, जैसे 500' },
  'The quantity must be at least 1': { en: 'The quantity must be at least 1', hi: 'मात्रा कम से कम 1 होनी चाहिए' },
  'The quantity must be at most 10,00,00,000': { en: 'The quantity must be at most 10,00,00,000', hi: 'मात्रा ज़्यादा से ज़्यादा 10,00,00,000 हो सकती है' },
  'Choose a unit': { en: 'Choose a unit', hi: 'इकाई चुनें' },
  'Use a unit of at most 30 characters': { en: 'Use a unit of at most 30 characters', hi: 'इकाई ज़्यादा से ज़्यादा 30 अक्षरों की हो' },
  'Describe what you need': { en: 'Describe what you need', hi: 'बताइए आपको क्या चाहिए' },
  'Describe your requirement in at least 20 characters: specification, delivery city and timeline help the supplier quote': {
    en: 'Describe your requirement in at least 20 characters: specification, delivery city and timeline help the supplier quote',
    hi: 'अपनी ज़रूरत कम से कम 20 अक्षरों में लिखें: स्पेसिफ़िकेशन, डिलीवरी का शहर और समय बताने से सप्लायर सही कोटेशन दे पाता है',
  },
  'Keep the requirement within 2,000 characters': { en: 'Keep the requirement within 2,000 characters', hi: 'ज़रूरत 2,000 अक्षरों के अंदर लिखें' },
  'Enter your name (at least 2 characters)': { en: 'Enter your name (at least 2 characters)', hi: 'अपना नाम लिखें (कम से कम 2 अक्षर)' },
  'Use at most 100 characters for your name': { en: 'Use at most 100 characters for your name', hi: 'नाम ज़्यादा से ज़्यादा 100 अक्षरों का हो' },
  // The report form (app/domain/reports.ts)
  'Choose why you are reporting it': { en: 'Choose why you are reporting it', hi: 'बताइए आप इसकी शिकायत क्यों कर रहे हैं' },
  'We could not tell what you are reporting. Open the Report link beside it again.': {
    en: 'We could not tell what you are reporting. Open the Report link beside it again.',
    hi: 'हम समझ नहीं पाए कि आप किसकी शिकायत कर रहे हैं। उसके पास का “शिकायत करें” लिंक फिर से खोलें।',
  },
  'Keep the details to {max} characters or fewer': { en: 'Keep the details to {max} characters or fewer', hi: 'ब्योरा {max} अक्षरों या उससे कम में लिखें' },
  'With “Something else”, say in the details what is wrong': { en: 'With “Something else”, say in the details what is wrong', hi: '“कुछ और” चुनने पर ब्योरे में बताइए कि क्या ग़लत है' },
  // Listing facts (app/domain/listing-offer.ts, product-tax.ts) and trust lines (reviews.ts, response-record.ts)
  'Minimum order: {qty} {unit}': { en: 'Minimum order: {qty} {unit}', hi: 'न्यूनतम ऑर्डर: {qty} {unit}' },
  'Dispatched the same day': { en: 'Dispatched the same day', hi: 'उसी दिन भेजा जाता है' },
  'Dispatched in {days} days': { en: 'Dispatched in {days} days', hi: '{days} दिन में भेजा जाता है' },
  'Dispatched in {days} day': { en: 'Dispatched in {days} day', hi: '{days} दिन में भेजा जाता है' },
  'All of India': { en: 'All of India', hi: 'पूरा भारत' },
  'Price includes GST ({rate})': { en: 'Price includes GST ({rate})', hi: 'दाम में GST ({rate}) शामिल है' },
  'Price excludes GST ({rate})': { en: 'Price excludes GST ({rate})', hi: 'दाम में GST ({rate}) शामिल नहीं है' },
  'No reviews yet': { en: 'No reviews yet', hi: 'अभी कोई समीक्षा नहीं' },
  '{average} out of {max} from {count} reviews': { en: '{average} out of {max} from {count} reviews', hi: '{count} समीक्षाओं में {max} में से {average}' },
  '{average} out of {max} from {count} review': { en: '{average} out of {max} from {count} review', hi: '{count} समीक्षा में {max} में से {average}' },
  'New on TradeSetu — not enough inquiries yet to show a reply rate': {
    en: 'New on TradeSetu — not enough inquiries yet to show a reply rate',
    hi: 'TradeSetu पर नया — जवाब की दर दिखाने लायक़ पूछताछ अभी नहीं आई',
  },
  'Replies to {share} of inquiries, usually within {time}': { en: 'Replies to {share} of inquiries, usually within {time}', hi: '{share} पूछताछ का जवाब देता है, आम तौर पर {time} के अंदर' },
  'Replies to {share} of inquiries': { en: 'Replies to {share} of inquiries', hi: '{share} पूछताछ का जवाब देता है' },
  'inquiries and requirements on TradeSetu, last {days} days': { en: 'inquiries and requirements on TradeSetu, last {days} days', hi: 'TradeSetu पर पूछताछ और ज़रूरतें, पिछले {days} दिन' },
  'A buyer on TradeSetu': { en: 'A buyer on TradeSetu', hi: 'TradeSetu पर एक ख़रीदार' },
  'A buyer in {state}': { en: 'A buyer in {state}', hi: '{state} का एक ख़रीदार' },
});

import { defineMessages } from './define';

/**
 * The site footer (issue 19). Link names are keyed by their English text in
 * app/content/footer-links.ts, so that file stays the one list of links.
 */
export default defineMessages({
  'About us': { en: 'About us', hi: 'हमारे बारे में' },
  'Vision & Mission': { en: 'Vision & Mission', hi: 'दृष्टि और मिशन' },
  'Advisory Board': { en: 'Advisory Board', hi: 'सलाहकार मंडल' },
  'Quality Policy': { en: 'Quality Policy', hi: 'गुणवत्ता नीति' },
  Pricing: { en: 'Pricing', hi: 'क़ीमतें' },
  Terms: { en: 'Terms', hi: 'शर्तें' },
  Connect: { en: 'Connect', hi: 'जुड़ें' },
  'Business Insights': { en: 'Business Insights', hi: 'कारोबार की जानकारी' },
  'Spot Risk Factors': { en: 'Spot Risk Factors', hi: 'जोखिम पहचानें' },
  'Technology Trends': { en: 'Technology Trends', hi: 'तकनीक के रुझान' },
  'Networking Events': { en: 'Networking Events', hi: 'नेटवर्किंग कार्यक्रम' },
  'Global Connect': { en: 'Global Connect', hi: 'ग्लोबल कनेक्ट' },
  'News Centre': { en: 'News Centre', hi: 'समाचार केंद्र' },
  'News Letter': { en: 'News Letter', hi: 'न्यूज़लेटर' },
  'Success Stories': { en: 'Success Stories', hi: 'सफलता की कहानियाँ' },
  Testimonials: { en: 'Testimonials', hi: 'ग्राहकों की राय' },
  Contact: { en: 'Contact', hi: 'संपर्क' },
  More: { en: 'More', hi: 'और' },
  'Customer Care': { en: 'Customer Care', hi: 'ग्राहक सेवा' },
  FAQ: { en: 'FAQ', hi: 'अक्सर पूछे जाने वाले सवाल' },
  'Contact us': { en: 'Contact us', hi: 'हमसे संपर्क करें' },
  'Trade Alert': { en: 'Trade Alert', hi: 'ट्रेड अलर्ट' },
  'Personal Information': { en: 'Personal Information', hi: 'निजी जानकारी' },
  'GeM (Government e-Marketplace)': { en: 'GeM (Government e-Marketplace)', hi: 'GeM (सरकारी ई-मार्केटप्लेस)' },
  ONDC: { en: 'ONDC', hi: 'ONDC (ओपन नेटवर्क फ़ॉर डिजिटल कॉमर्स)' },
  'Startup India': { en: 'Startup India', hi: 'स्टार्टअप इंडिया' },
  'Udyam Registration': { en: 'Udyam Registration', hi: 'उद्यम पंजीकरण' },
  'Terms of Use': { en: 'Terms of Use', hi: 'उपयोग की शर्तें' },
  'Privacy Policy': { en: 'Privacy Policy', hi: 'गोपनीयता नीति' },
  'Grievance Officer': { en: 'Grievance Officer', hi: 'शिकायत अधिकारी' },
  'Refund & Cancellation': { en: 'Refund & Cancellation', hi: 'रिफ़ंड और रद्द करना' },
  followUs: { en: 'Follow us', hi: 'हमें फ़ॉलो करें' },
  alsoSellOn: { en: 'Also sell on', hi: 'यहाँ भी बेचें' },
  policies: { en: 'Policies', hi: 'नीतियाँ' },
  phone: { en: 'Phone:', hi: 'फ़ोन:' },
  accountId: { en: 'Account ID:', hi: 'खाता ID:' },
  copyright: {
    en: '© {legalName}, {address}. State outlines from <0>@svg-maps/india</0> (CC BY 4.0).',
    hi: '© {legalName}, {address}। राज्यों की रूपरेखा <0>@svg-maps/india</0> से (CC BY 4.0)।',
  },
});

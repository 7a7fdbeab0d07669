import { defineMessages } from './define';

/**
 * The words of notification kinds and their groups (app/domain/notification.ts NOTIFICATION_KINDS
 * and NOTIFICATION_GROUPS), keyed by kind and by group, for emails and the settings page.
 */
export default defineMessages({
  inquiry_received: { en: 'A new inquiry for your company', hi: 'आपकी कंपनी के लिए नई पूछताछ' },
  message_received: { en: 'A new message in a conversation', hi: 'किसी बातचीत में नया संदेश' },
  requirement_matched: { en: 'A buy requirement that matches what you sell', hi: 'ख़रीद की ऐसी ज़रूरत जो आपके बेचे सामान से मेल खाती है' },
  lead_assigned: { en: 'A lead assigned to you', hi: 'आपको सौंपी गई लीड' },
  lead_follow_up: { en: 'A lead’s follow-up date has come', hi: 'किसी लीड की फ़ॉलो-अप तारीख़ आ गई' },
  quote_received: { en: 'A quote on your requirement', hi: 'आपकी ज़रूरत पर कोटेशन' },
  quote_revised: { en: 'A revised quote', hi: 'बदला हुआ कोटेशन' },
  quote_accepted: { en: 'Your quote was accepted', hi: 'आपका कोटेशन स्वीकार हुआ' },
  quote_not_chosen: { en: 'Another quote was chosen', hi: 'कोई दूसरा कोटेशन चुना गया' },
  quote_declined: { en: 'Your quote was declined', hi: 'आपका कोटेशन अस्वीकार हुआ' },
  revision_requested: { en: 'A buyer asks you to revise a quote', hi: 'ख़रीदार कोटेशन बदलने को कहता है' },
  requirement_declined: { en: 'A supplier declined your requirement', hi: 'किसी सप्लायर ने आपकी ज़रूरत पर कोटेशन देने से मना किया' },
  requirement_expiring: { en: 'Your requirement expires in two days', hi: 'आपकी ज़रूरत की अवधि दो दिन में ख़त्म होगी' },
  requirement_expired: { en: 'A requirement expired', hi: 'किसी ज़रूरत की अवधि ख़त्म हुई' },
  quote_expired: { en: 'A quote expired', hi: 'किसी कोटेशन की अवधि ख़त्म हुई' },
  review_received: { en: 'A buyer reviewed your company', hi: 'किसी ख़रीदार ने आपकी कंपनी की समीक्षा की' },
  review_replied: { en: 'A supplier replied to your review', hi: 'किसी सप्लायर ने आपकी समीक्षा का जवाब दिया' },
  report_outcome: { en: 'The outcome of a report you sent', hi: 'आपकी भेजी रिपोर्ट का नतीजा' },
  payment_confirmed: { en: 'Your payment was confirmed', hi: 'आपका भुगतान पक्का हुआ' },
  payment_failed: { en: 'Your payment could not be confirmed', hi: 'आपका भुगतान पक्का नहीं हो सका' },
  verification_result: { en: 'A reviewer decided on a document you uploaded for verification', hi: 'सत्यापन के लिए अपलोड किए आपके दस्तावेज़ पर समीक्षक का फ़ैसला' },
  admin_queue: {
    en: 'A queue you work has new items (reviews, verification, payments, chats, contact messages)',
    hi: 'आपकी कतार में नए काम हैं (समीक्षा, सत्यापन, भुगतान, चैट, संपर्क संदेश)',
  },
  groupLeadsAndMessages: { en: 'Leads and messages', hi: 'लीड और संदेश' },
  groupRequirementsAndQuotes: { en: 'Requirements and quotes', hi: 'ज़रूरतें और कोटेशन' },
  groupReviewsAndReports: { en: 'Reviews and reports', hi: 'समीक्षाएँ और रिपोर्ट' },
  groupPayments: { en: 'Payments', hi: 'भुगतान' },
  groupYourCompany: { en: 'Your company', hi: 'आपकी कंपनी' },
  groupAdmin: { en: 'Admin', hi: 'एडमिन' },
});

import { defineMessages } from './define';

/** The seller's leads: buy requirements sent to the company (/account/leads/requirements). */
export default defineMessages({
  inboxTitle: { en: 'Requirements sent to you', hi: 'आपको भेजी गई ज़रूरतें' },
  choosePreferences: { en: 'Choose which requirements you receive', hi: 'चुनें कि आपको कौन-सी ज़रूरतें मिलें' },
  inboxIntro: {
    en: 'Buyers’ requirements that TradeSetu matched to your company, or that a buyer sent you. Each goes to a few suppliers at most; answer with a quote or say why you cannot.',
    hi: 'ख़रीदारों की वे ज़रूरतें जो TradeSetu ने आपकी कंपनी से मिलाईं, या जो किसी ख़रीदार ने आपको भेजीं। हर ज़रूरत ज़्यादा से ज़्यादा कुछ सप्लायरों को जाती है; कोटेशन से जवाब दें या बताएँ कि क्यों नहीं दे सकते।',
  },
  newCount: { en: '{count, plural, one {# is new.} other {# are new.}}', hi: '{count, plural, one {# नई है।} other {# नई हैं।}}' },
  inboxEmpty: { en: 'No requirements yet. They arrive here when a buyer needs what you list; a notification tells you.', hi: 'अभी कोई ज़रूरत नहीं। जब किसी ख़रीदार को वह चाहिए जो आप लिस्ट करते हैं, तो वह यहाँ आती है; आपको सूचना मिलती है।' },
  colRequirement: { en: 'Requirement', hi: 'ज़रूरत' },
  colQuantity: { en: 'Quantity', hi: 'मात्रा' },
  colDeliverTo: { en: 'Deliver to', hi: 'डिलीवरी कहाँ' },
  colNeededBy: { en: 'Needed by', hi: 'कब तक चाहिए' },
  colAnswer: { en: 'Your answer', hi: 'आपका जवाब' },
  colReceived: { en: 'Received', hi: 'मिली' },
  new: { en: 'New', hi: 'नई' },
  matchPending: { en: 'Waiting for an answer', hi: 'जवाब की प्रतीक्षा' },
  matchQuoted: { en: 'Quoted', hi: 'कोटेशन भेजा' },
  matchDeclined: { en: 'Declined', hi: 'मना किया' },
  matchAccepted: { en: 'Quote accepted', hi: 'कोटेशन स्वीकार हुआ' },
  matchNotChosen: { en: 'Another quote was chosen', hi: 'दूसरा कोटेशन चुना गया' },
  matchExpired: { en: 'Expired', hi: 'समय ख़त्म' },
});

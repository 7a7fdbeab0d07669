import { defineMessages } from './define';

/** The account's data rights (/account/data: download and deletion) and its consents (/account/privacy). */
export default defineMessages({
  yourData: { en: 'Your data', hi: 'आपका डेटा' },
  deletionCancelled: { en: 'Deletion cancelled: your account stays as it is.', hi: 'हटाना रद्द किया गया: आपका खाता जैसा है वैसा ही रहेगा।' },
  deletionRequested: {
    en: 'Your account will be deleted on {date}. We emailed you a confirmation; you can cancel here until then.',
    hi: 'आपका खाता {date} को हटा दिया जाएगा। हमने आपको पुष्टि ईमेल की है; तब तक आप इसे यहाँ रद्द कर सकते हैं।',
  },
  yourPassword: { en: 'Your password', hi: 'आपका पासवर्ड' },
  passwordWhy: { en: 'To be sure it is you asking.', hi: 'यह पक्का करने के लिए कि अनुरोध आप ही कर रहे हैं।' },
  deleteAfter: { en: 'Delete my account after {days} days', hi: '{days} दिन बाद मेरा खाता हटा दें' },
  deleteMyAccount: { en: 'Delete my account', hi: 'मेरा खाता हटाएँ' },
  downloadHeading: { en: 'Download your data', hi: 'अपना डेटा डाउनलोड करें' },
  downloadText: {
    en: 'One ZIP file: <0>data.json</0> with your account, company memberships, listings, inquiries, requirements, quotes, conversations, reviews, reports, notifications and settings, sessions, orders, payments and invoices, and a <1>files</1> folder with the photos, attachments and documents you uploaded. You can download it three times an hour.',
    hi: 'एक ZIP फ़ाइल: <0>data.json</0> जिसमें आपका खाता, कंपनी सदस्यताएँ, लिस्टिंग, पूछताछ, ज़रूरतें, कोटेशन, बातचीत, समीक्षाएँ, रिपोर्ट, सूचनाएँ और सेटिंग, सत्र, ऑर्डर, भुगतान और इनवॉइस हैं, और एक <1>files</1> फ़ोल्डर जिसमें आपकी अपलोड की गई फ़ोटो, अटैचमेंट और दस्तावेज़ हैं। आप इसे एक घंटे में तीन बार डाउनलोड कर सकते हैं।',
  },
  downloadButton: { en: 'Download my data', hi: 'मेरा डेटा डाउनलोड करें' },
  deleteHeading: { en: 'Delete your account', hi: 'अपना खाता हटाएँ' },
  deletionPending: { en: 'Your account will be deleted on <0>{date}</0>. Until then you can change your mind.', hi: 'आपका खाता <0>{date}</0> को हटा दिया जाएगा। तब तक आप अपना फ़ैसला बदल सकते हैं।' },
  cancelDeletion: { en: 'Cancel deletion', hi: 'हटाना रद्द करें' },
  deletionExplained: {
    en: 'We wait {days} days before deleting, and email you; you can cancel here until then. Then we remove your name, email, phone, password, sessions, settings, drafts and uploaded files, and you can no longer log in. What the law or the other side needs stays: tax invoices and payment records for eight years, and the messages and reviews you wrote, shown as from “{deletedName}”. A company you own alone is closed and its listings taken down.',
    hi: 'हटाने से पहले हम {days} दिन रुकते हैं और आपको ईमेल करते हैं; तब तक आप इसे यहाँ रद्द कर सकते हैं। फिर हम आपका नाम, ईमेल, फ़ोन, पासवर्ड, सत्र, सेटिंग, ड्राफ़्ट और अपलोड की गई फ़ाइलें हटा देते हैं, और आप फिर लॉग इन नहीं कर सकेंगे। जो क़ानून या दूसरे पक्ष को चाहिए, वह रहता है: टैक्स इनवॉइस और भुगतान के रिकॉर्ड आठ साल तक, और आपके लिखे संदेश और समीक्षाएँ, “{deletedName}” के नाम से। जिस कंपनी के आप अकेले मालिक हैं, वह बंद कर दी जाती है और उसकी लिस्टिंग हटा दी जाती हैं।',
  },
  // /account/privacy
  privacyTitle: { en: 'Privacy and consent', hi: 'गोपनीयता और सहमति' },
  privacyIntro: {
    en: 'What you agreed to under our <0>privacy notice</0> (current version {version}). You can withdraw an optional consent as easily as you gave it.',
    hi: 'हमारी <0>गोपनीयता सूचना</0> (मौजूदा संस्करण {version}) के तहत आपने किस बात पर सहमति दी। कोई वैकल्पिक सहमति आप उतनी ही आसानी से वापस ले सकते हैं जितनी आसानी से दी थी।',
  },
  consentWithdrawn: {
    en: 'Consent withdrawn. Notification emails are off; notifications still appear on the site.',
    hi: 'सहमति वापस ले ली गई। सूचना ईमेल बंद हैं; सूचनाएँ साइट पर फिर भी दिखेंगी।',
  },
  consentGiven: {
    en: 'Consent given. Notification emails are back at their usual settings; change them in notification settings.',
    hi: 'सहमति दी गई। सूचना ईमेल अपनी सामान्य सेटिंग पर लौट आए हैं; इन्हें सूचना सेटिंग में बदलें।',
  },
  givenOn: { en: 'Given on {date} under notice version {version}.', hi: '{date} को सूचना संस्करण {version} के तहत दी गई।' },
  withdrawnOn: { en: 'Withdrawn on {date}.', hi: '{date} को वापस ली गई।' },
  notGiven: { en: 'Not given.', hi: 'नहीं दी गई।' },
  consentRequired: {
    en: 'This consent is needed for the account itself. To withdraw it, delete your account and its data on <0>Your data</0>.',
    hi: 'यह सहमति खाते के लिए ही ज़रूरी है। इसे वापस लेने के लिए <0>आपका डेटा</0> पेज पर अपना खाता और उसका डेटा हटाएँ।',
  },
  withdrawConsent: { en: 'Withdraw consent', hi: 'सहमति वापस लें' },
  giveConsent: { en: 'Give consent', hi: 'सहमति दें' },
  'purpose.Your account and your company’s presence on the marketplace': {
    en: 'Your account and your company’s presence on the marketplace',
    hi: 'आपका खाता और मार्केटप्लेस पर आपकी कंपनी की मौजूदगी',
  },
  'purpose.Emails about new leads, messages, quotes and other events in your account': {
    en: 'Emails about new leads, messages, quotes and other events in your account',
    hi: 'नई लीड, संदेशों, कोटेशन और आपके खाते की दूसरी घटनाओं के बारे में ईमेल',
  },
});

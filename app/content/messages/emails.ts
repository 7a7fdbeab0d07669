import { defineMessages } from './define';

/**
 * The emails the site sends, in the recipient's language (users.locale; a visitor's page language).
 * The English texts are exactly what the emails always said. Line breaks are part of the message.
 */
export default defineMessages({
  hello: { en: 'Hello {name},', hi: 'नमस्ते {name},' },
  helloNoName: { en: 'Hello,', hi: 'नमस्ते,' },
  resetSubject: { en: 'Reset your {siteName} password', hi: 'अपना {siteName} पासवर्ड फिर से सेट करें' },
  resetText: {
    en: 'Someone (hopefully you) asked to reset the password of your {siteName} account.\nOpen this link within one hour to choose a new password:\n\n{link}\n\nIf you did not ask, ignore this email; your password stays as it is.',
    hi: 'किसी ने (उम्मीद है आपने ही) आपके {siteName} खाते का पासवर्ड फिर से सेट करने को कहा है।\nनया पासवर्ड चुनने के लिए यह लिंक एक घंटे के अंदर खोलें:\n\n{link}\n\nअगर आपने नहीं कहा, तो इस ईमेल को अनदेखा करें; आपका पासवर्ड जैसा है वैसा ही रहेगा।',
  },
  staffSubject: { en: 'Your {siteName} staff account', hi: 'आपका {siteName} स्टाफ़ खाता' },
  staffText: {
    en: 'An administrator of {siteName} made you a member of the marketplace team as {role}.\nOpen this link within one hour to choose your password:\n\n{link}\n\nIf the link has expired, ask for a new one on {forgotLink} with this email address.',
    hi: '{siteName} के एक एडमिनिस्ट्रेटर ने आपको मार्केटप्लेस टीम में {role} के रूप में जोड़ा है।\nअपना पासवर्ड चुनने के लिए यह लिंक एक घंटे के अंदर खोलें:\n\n{link}\n\nअगर लिंक की अवधि ख़त्म हो गई है, तो इसी ईमेल पते से {forgotLink} पर नया लिंक माँगें।',
  },
  verifySubject: { en: 'Confirm your email address for {siteName}', hi: '{siteName} के लिए अपना ईमेल पता पक्का करें' },
  verifyText: {
    en: 'Welcome to {siteName}. Please confirm your email address by opening this link:\n\n{link}\n\nThe link works for 7 days.',
    hi: '{siteName} पर आपका स्वागत है। कृपया यह लिंक खोलकर अपना ईमेल पता पक्का करें:\n\n{link}\n\nयह लिंक 7 दिन तक काम करेगा।',
  },
  attemptSubject: { en: 'Someone tried to register on {siteName} with your email address', hi: 'किसी ने आपके ईमेल पते से {siteName} पर रजिस्टर करने की कोशिश की' },
  attemptText: {
    en: 'Someone (perhaps you) just tried to register a new {siteName} account with this email address. It already has an account, so nothing was created and nothing was changed.\n\nIf it was you, log in at {loginLink}. If you do not remember your password, choose a new one at {forgotLink}.\n\nIf it was not you, you need not do anything.',
    hi: 'किसी ने (शायद आपने) अभी इस ईमेल पते से नया {siteName} खाता रजिस्टर करने की कोशिश की। इस पते का खाता पहले से है, इसलिए न कुछ बना और न कुछ बदला।\n\nअगर यह आप थे, तो {loginLink} पर लॉग इन करें। अगर पासवर्ड याद नहीं है, तो {forgotLink} पर नया पासवर्ड चुनें।\n\nअगर यह आप नहीं थे, तो आपको कुछ करने की ज़रूरत नहीं है।',
  },
  deletionSubject: { en: 'Your {siteName} account will be deleted on {date}', hi: 'आपका {siteName} खाता {date} को हटा दिया जाएगा' },
  deletionText: {
    en: 'You asked us to delete your {siteName} account. On {date} we will remove your name, email, phone, sessions, settings and files. Tax invoices stay for eight years as the law requires, and messages you sent stay in the other side\'s conversation as from "{deletedName}". If you own a company alone, it will be closed and its listings taken down.',
    hi: 'आपने अपना {siteName} खाता हटाने को कहा है। {date} को हम आपका नाम, ईमेल, फ़ोन, सेशन, सेटिंग और फ़ाइलें हटा देंगे। कानून के अनुसार टैक्स इनवॉइस आठ साल तक रखे जाते हैं, और आपके भेजे संदेश दूसरी ओर की बातचीत में "{deletedName}" के नाम से बने रहेंगे। अगर कोई कंपनी सिर्फ़ आपकी है, तो वह बंद कर दी जाएगी और उसकी लिस्टिंग हटा दी जाएँगी।',
  },
  deletionCancelHint: {
    en: 'Changed your mind? Log in before then and press "Cancel deletion" on {link}.',
    hi: 'इरादा बदल गया? उससे पहले लॉग इन करें और {link} पर "हटाना रद्द करें" दबाएँ।',
  },
  deletionNotYou: { en: 'If you did not ask for this, log in, cancel the deletion and change your password.', hi: 'अगर आपने यह नहीं माँगा, तो लॉग इन करें, हटाना रद्द करें और अपना पासवर्ड बदलें।' },
  deletionCancelledSubject: { en: 'Your {siteName} account will not be deleted', hi: 'आपका {siteName} खाता नहीं हटाया जाएगा' },
  deletionCancelledText: { en: 'You cancelled the deletion of your {siteName} account. Nothing was removed.', hi: 'आपने अपना {siteName} खाता हटाना रद्द कर दिया। कुछ भी नहीं हटाया गया।' },
  noticeWhy: {
    en: 'You receive this because you have an account on {siteName} and this is about your business on the site.',
    hi: 'आपको यह इसलिए मिला है क्योंकि {siteName} पर आपका खाता है और यह साइट पर आपके कारोबार के बारे में है।',
  },
  noticeStop: { en: 'Stop {what}', hi: '{what} बंद करें' },
  noticeStopWhatKind: { en: 'emails like this ({kind})', hi: 'ऐसे ईमेल ({kind})' },
  noticeStopWhatAll: { en: 'all notification emails', hi: 'सभी सूचना ईमेल' },
  noticeChoose: { en: 'Choose what you receive', hi: 'चुनें कि आपको क्या मिले' },
  noticeOpen: { en: 'Open it', hi: 'खोलें' },
  noticeAll: { en: 'All your notifications', hi: 'आपकी सभी सूचनाएँ' },
  digestSubject: {
    en: '{count, plural, one {Your {siteName} digest: # update} other {Your {siteName} digest: # updates}}',
    hi: '{count, plural, one {आपका {siteName} सारांश: # अपडेट} other {आपका {siteName} सारांश: # अपडेट}}',
  },
  inquirySentSubject: { en: 'Your inquiry {reference} was sent to {company}', hi: 'आपकी पूछताछ {reference} {company} को भेज दी गई' },
  inquirySentAbout: {
    en: 'Your inquiry {reference} about {product} ({quantity}) was sent to {company}. They answer on the site, not by phone or email: your phone and email stay with us until you choose to share them in the conversation.',
    hi: '{product} के बारे में आपकी पूछताछ {reference} ({quantity}) {company} को भेज दी गई है। वे साइट पर ही जवाब देते हैं, फ़ोन या ईमेल से नहीं: आपका फ़ोन और ईमेल हमारे पास रहते हैं, जब तक आप बातचीत में उन्हें साझा करना न चुनें।',
  },
  inquirySent: {
    en: 'Your inquiry {reference} ({quantity}) was sent to {company}. They answer on the site, not by phone or email: your phone and email stay with us until you choose to share them in the conversation.',
    hi: 'आपकी पूछताछ {reference} ({quantity}) {company} को भेज दी गई है। वे साइट पर ही जवाब देते हैं, फ़ोन या ईमेल से नहीं: आपका फ़ोन और ईमेल हमारे पास रहते हैं, जब तक आप बातचीत में उन्हें साझा करना न चुनें।',
  },
  readReplyHow: {
    en: 'To read the supplier\'s reply and answer it, register or log in with this email address ({email}) and confirm it:',
    hi: 'सप्लायर का जवाब पढ़ने और उसका उत्तर देने के लिए इसी ईमेल पते ({email}) से रजिस्टर करें या लॉग इन करें और उसे पक्का करें:',
  },
  readReplyRegister: { en: 'Register', hi: 'रजिस्टर करें' },
  readReplyLogin: { en: 'Log in', hi: 'लॉग इन करें' },
  readReplyWhere: { en: 'Your conversation appears under Messages in your account once the address is confirmed.', hi: 'पता पक्का होते ही आपकी बातचीत आपके खाते में "संदेश" में दिखेगी।' },
  inviteSubject: { en: '{inviter} invites you to {company} on {siteName}', hi: '{inviter} आपको {siteName} पर {company} में आमंत्रित करते हैं' },
  inviteJoin: { en: '{inviter} invites you to join {company} on {siteName} as {role}.', hi: '{inviter} आपको {siteName} पर {company} की टीम में {role} के रूप में जुड़ने का न्योता देते हैं।' },
  inviteOpen: {
    en: '{days, plural, one {Open this link within # day to accept:} other {Open this link within # days to accept:}}',
    hi: '{days, plural, one {स्वीकार करने के लिए यह लिंक # दिन के अंदर खोलें:} other {स्वीकार करने के लिए यह लिंक # दिन के अंदर खोलें:}}',
  },
  inviteIgnore: {
    en: 'If you do not know this company, ignore this email; nothing happens unless you open the link.',
    hi: 'अगर आप इस कंपनी को नहीं जानते, तो इस ईमेल को अनदेखा करें; जब तक आप लिंक नहीं खोलते, कुछ नहीं होगा।',
  },
  aColleague: { en: 'A colleague', hi: 'एक सहकर्मी' },
  roleOwner: { en: 'Owner', hi: 'मालिक' },
  roleCatalogue: { en: 'Catalogue', hi: 'कैटलॉग' },
  roleSales: { en: 'Sales', hi: 'सेल्स' },
  roleOwnerDescription: { en: 'Everything, including the team, plans and billing, and the company profile', hi: 'सब कुछ, जिसमें टीम, प्लान और बिलिंग, और कंपनी प्रोफ़ाइल शामिल हैं' },
  roleCatalogueDescription: { en: 'Add and edit products, import and export the catalogue', hi: 'उत्पाद जोड़ना और बदलना, कैटलॉग इम्पोर्ट और एक्सपोर्ट करना' },
  roleSalesDescription: {
    en: 'Answer inquiries and requirements, send quotes, talk to buyers, buy for the company',
    hi: 'पूछताछ और ज़रूरतों का जवाब देना, कोटेशन भेजना, ख़रीदारों से बात करना, कंपनी के लिए ख़रीदना',
  },
  suspendedSubject: { en: '{what} on {siteName} is suspended', hi: '{siteName} पर {what} निलंबित कर दिया गया है' },
  suspendedText: {
    en: '{what} on {siteName} has been suspended by the {siteName} team.\n\nReason: {reason}\n\nWhile it is suspended nobody can log in to it and its listings are not shown to buyers. If you think this is a mistake, write to {support}.',
    hi: '{siteName} टीम ने {siteName} पर {what} निलंबित कर दिया है।\n\nकारण: {reason}\n\nनिलंबन के दौरान कोई इसमें लॉग इन नहीं कर सकता और इसकी लिस्टिंग ख़रीदारों को नहीं दिखतीं। अगर आपको लगता है कि यह ग़लती है, तो {support} पर लिखें।',
  },
  restoredSubject: { en: '{what} on {siteName} is restored', hi: '{siteName} पर {what} फिर से चालू कर दिया गया है' },
  restoredText: {
    en: '{what} on {siteName} has been restored by the {siteName} team: you can log in again, and listings that were live are shown to buyers again.\n\nNote from the team: {reason}\n\nQuestions: {support}.',
    hi: '{siteName} टीम ने {siteName} पर {what} फिर से चालू कर दिया है: आप फिर से लॉग इन कर सकते हैं, और जो लिस्टिंग पहले दिख रही थीं वे ख़रीदारों को फिर से दिखेंगी।\n\nटीम का नोट: {reason}\n\nसवाल: {support}.',
  },
  suspendedCompany: { en: 'The company account of {company}', hi: '{company} का कंपनी खाता' },
  suspendedLogin: { en: 'Your login', hi: 'आपका लॉगिन' },
  digestIntro: { en: 'What happened on {siteName} since the last digest:', hi: 'पिछले सारांश के बाद {siteName} पर क्या हुआ:' },
});

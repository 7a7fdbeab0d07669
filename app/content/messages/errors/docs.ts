import { defineMessages } from '../define';

/**
 * Notification texts (titles and bodies) as the services write them, in English, into
 * notifications.title/body: each KEY is that English text with `{name}` where it carries a value.
 * Why a lookup at display rather than storing a kind and values: every existing row stays readable
 * without a migration, the twenty-odd services that notify keep writing plain English (the email
 * and the site show the same words), and a text without an entry simply shows as written. Read by
 * app/services/notifications/notice-text.server.ts (emails, the notification list) and, on pages,
 * by useDomainText.
 */
export default defineMessages({
  // The demo's seeded quote notifications (seed/demo-requirements.ts).
  'New quote on {reference}: {title}': { en: 'New quote on {reference}: {title}', hi: '{reference} पर नया कोटेशन: {title}' },
  'Revised quote on {reference}: {title}': { en: 'Revised quote on {reference}: {title}', hi: '{reference} पर बदला हुआ कोटेशन: {title}' },
  'Compare it with the others at landed cost, GST included.': { en: 'Compare it with the others at landed cost, GST included.', hi: 'इसे बाक़ी कोटेशनों से कुल लागत (GST सहित) पर मिलाएँ।' },
  'New quote from {company} for “{requirement}”': { en: 'New quote from {company} for “{requirement}”', hi: '“{requirement}” के लिए {company} का नया कोटेशन' },
  '{company} revised its quote for “{requirement}”': { en: '{company} revised its quote for “{requirement}”', hi: '{company} ने “{requirement}” के लिए अपना कोटेशन बदला' },
  '{company} will not quote for “{requirement}”': { en: '{company} will not quote for “{requirement}”', hi: '{company} “{requirement}” के लिए कोटेशन नहीं देगा' },
  'Your requirement {title} expired': { en: 'Your requirement {title} expired', hi: 'आपकी ज़रूरत {title} की अवधि ख़त्म हो गई' },
  'The requirement {title} expired': { en: 'The requirement {title} expired', hi: 'ज़रूरत {title} की अवधि ख़त्म हो गई' },
  'Your quote on {title} expired': { en: 'Your quote on {title} expired', hi: '{title} पर आपके कोटेशन की अवधि ख़त्म हो गई' },
  'A quote on {title} expired': { en: 'A quote on {title} expired', hi: '{title} पर एक कोटेशन की अवधि ख़त्म हो गई' },
  'Your requirement {title} expires soon': { en: 'Your requirement {title} expires soon', hi: 'आपकी ज़रूरत {title} की अवधि जल्द ख़त्म होगी' },
  'A buyer asked you to quote: {title}': { en: 'A buyer asked you to quote: {title}', hi: 'एक ख़रीदार ने आपसे कोटेशन माँगा: {title}' },
  'Your quote on {title} was accepted': { en: 'Your quote on {title} was accepted', hi: '{title} पर आपका कोटेशन स्वीकार हो गया' },
  'Thank you for your quote on {title}': { en: 'Thank you for your quote on {title}', hi: '{title} पर आपके कोटेशन के लिए धन्यवाद' },
  'The buyer declined your quote on {title}': { en: 'The buyer declined your quote on {title}', hi: 'ख़रीदार ने {title} पर आपका कोटेशन अस्वीकार किया' },
  'The buyer asks you to revise your quote on {title}': { en: 'The buyer asks you to revise your quote on {title}', hi: 'ख़रीदार चाहता है कि आप {title} पर अपना कोटेशन बदलें' },
  'The buyer closed the requirement {title}': { en: 'The buyer closed the requirement {title}', hi: 'ख़रीदार ने ज़रूरत {title} बंद कर दी' },
  'New buy requirement: {title}': { en: 'New buy requirement: {title}', hi: 'ख़रीद की नई ज़रूरत: {title}' },
  'New message from {from}: {subject}': { en: 'New message from {from}: {subject}', hi: '{from} का नया संदेश: {subject}' },
  'A chat visitor needs a person: {name}': { en: 'A chat visitor needs a person: {name}', hi: 'चैट पर एक विज़िटर किसी व्यक्ति से बात करना चाहता है: {name}' },
  'Listings are waiting for review': { en: 'Listings are waiting for review', hi: 'लिस्टिंग समीक्षा का इंतज़ार कर रही हैं' },
  'Reports of abuse are waiting': { en: 'Reports of abuse are waiting', hi: 'दुरुपयोग की रिपोर्टें इंतज़ार कर रही हैं' },
  'Company documents are waiting for review': { en: 'Company documents are waiting for review', hi: 'कंपनी के दस्तावेज़ समीक्षा का इंतज़ार कर रहे हैं' },
  'UPI payments are waiting to be confirmed': { en: 'UPI payments are waiting to be confirmed', hi: 'UPI भुगतान पुष्टि का इंतज़ार कर रहे हैं' },
  'Contact messages are waiting': { en: 'Contact messages are waiting', hi: 'संपर्क संदेश इंतज़ार कर रहे हैं' },
  '{name} assigned you a lead: {subject}': { en: '{name} assigned you a lead: {subject}', hi: '{name} ने आपको एक लीड सौंपी: {subject}' },
  'Follow up today: {subject}': { en: 'Follow up today: {subject}', hi: 'आज फ़ॉलो-अप करें: {subject}' },
  'Your payment for order {reference} did not go through': { en: 'Your payment for order {reference} did not go through', hi: 'ऑर्डर {reference} का आपका भुगतान नहीं हो सका' },
  'Your payment is confirmed: {plan} is active': { en: 'Your payment is confirmed: {plan} is active', hi: 'आपका भुगतान पक्का हो गया: {plan} चालू है' },
  'We could not confirm your UPI payment (UTR {utr})': { en: 'We could not confirm your UPI payment (UTR {utr})', hi: 'हम आपका UPI भुगतान (UTR {utr}) पक्का नहीं कर सके' },
  'New inquiry for {product}: {quantity}': { en: 'New inquiry for {product}: {quantity}', hi: '{product} के लिए नई पूछताछ: {quantity}' },
  'New inquiry: {quantity}': { en: 'New inquiry: {quantity}', hi: 'नई पूछताछ: {quantity}' },
  'A buyer rated your company {rating} out of 5': { en: 'A buyer rated your company {rating} out of 5', hi: 'एक ख़रीदार ने आपकी कंपनी को 5 में से {rating} रेटिंग दी' },
  '{company} replied to your review': { en: '{company} replied to your review', hi: '{company} ने आपकी समीक्षा का जवाब दिया' },
  // Bodies.
  'No quote was chosen before it expired. Post it again to ask for new quotes.': {
    en: 'No quote was chosen before it expired. Post it again to ask for new quotes.',
    hi: 'अवधि ख़त्म होने से पहले कोई कोटेशन नहीं चुना गया। नए कोटेशन पाने के लिए इसे फिर से पोस्ट करें।',
  },
  'The buyer did not choose a quote before the requirement expired. Thank you for your time.': {
    en: 'The buyer did not choose a quote before the requirement expired. Thank you for your time.',
    hi: 'ज़रूरत की अवधि ख़त्म होने से पहले ख़रीदार ने कोई कोटेशन नहीं चुना। आपके समय के लिए धन्यवाद।',
  },
  'Its validity date has passed, so the buyer can no longer accept it. Send a revised quote with a new validity date if you can still supply.': {
    en: 'Its validity date has passed, so the buyer can no longer accept it. Send a revised quote with a new validity date if you can still supply.',
    hi: 'इसकी वैधता की तारीख़ निकल गई है, इसलिए ख़रीदार इसे अब स्वीकार नहीं कर सकता। अगर आप अब भी सप्लाई कर सकते हैं, तो नई वैधता तारीख़ के साथ बदला हुआ कोटेशन भेजें।',
  },
  'Its validity date has passed. You can ask the supplier for a revision.': {
    en: 'Its validity date has passed. You can ask the supplier for a revision.',
    hi: 'इसकी वैधता की तारीख़ निकल गई है। आप सप्लायर से कोटेशन बदलने को कह सकते हैं।',
  },
  'The buyer accepted version {version} of your quote. Purchase order {number} is ready to download.': {
    en: 'The buyer accepted version {version} of your quote. Purchase order {number} is ready to download.',
    hi: 'ख़रीदार ने आपके कोटेशन का संस्करण {version} स्वीकार किया। परचेज़ ऑर्डर {number} डाउनलोड के लिए तैयार है।',
  },
  'Thank you for your quote; the buyer chose another supplier this time. We will keep sending you requirements that fit your business.': {
    en: 'Thank you for your quote; the buyer chose another supplier this time. We will keep sending you requirements that fit your business.',
    hi: 'आपके कोटेशन के लिए धन्यवाद; इस बार ख़रीदार ने दूसरा सप्लायर चुना। आपके कारोबार के लायक ज़रूरतें हम आपको भेजते रहेंगे।',
  },
  'Thank you for your time; the buyer closed this requirement without choosing a supplier.': {
    en: 'Thank you for your time; the buyer closed this requirement without choosing a supplier.',
    hi: 'आपके समय के लिए धन्यवाद; ख़रीदार ने कोई सप्लायर चुने बिना यह ज़रूरत बंद कर दी।',
  },
  'The site assistant handed the conversation over. Read the transcript and get back to the visitor.': {
    en: 'The site assistant handed the conversation over. Read the transcript and get back to the visitor.',
    hi: 'साइट असिस्टेंट ने बातचीत आगे सौंप दी है। बातचीत पढ़ें और विज़िटर को जवाब दें।',
  },
  'Lead {reference} at {company} is yours to follow up.': { en: 'Lead {reference} at {company} is yours to follow up.', hi: '{company} की लीड {reference} पर फ़ॉलो-अप अब आपके ज़िम्मे है।' },
  'The follow-up date of lead {reference} has passed.': { en: 'The follow-up date of lead {reference} has passed.', hi: 'लीड {reference} की फ़ॉलो-अप तारीख़ निकल गई है।' },
  'Lead {reference} is due for a follow-up today.': { en: 'Lead {reference} is due for a follow-up today.', hi: 'लीड {reference} पर आज फ़ॉलो-अप करना है।' },
  'Valid until {date}. Tax invoice {number} is in Billing.': { en: 'Valid until {date}. Tax invoice {number} is in Billing.', hi: '{date} तक मान्य। टैक्स इनवॉइस {number} बिलिंग में है।' },
  'A seller submitted a listing or a change to one. Open the review queue.': {
    en: 'A seller submitted a listing or a change to one. Open the review queue.',
    hi: 'एक विक्रेता ने नई लिस्टिंग या किसी लिस्टिंग में बदलाव भेजा है। समीक्षा की कतार खोलें।',
  },
  'Someone reported a listing, a supplier, a message or a review. Open the reports queue.': {
    en: 'Someone reported a listing, a supplier, a message or a review. Open the reports queue.',
    hi: 'किसी ने एक लिस्टिंग, सप्लायर, संदेश या समीक्षा की रिपोर्ट की है। रिपोर्ट की कतार खोलें।',
  },
  'A company uploaded a document for verification. Open the verification queue.': {
    en: 'A company uploaded a document for verification. Open the verification queue.',
    hi: 'एक कंपनी ने सत्यापन के लिए दस्तावेज़ अपलोड किया है। सत्यापन की कतार खोलें।',
  },
  'A buyer sent the UTR of a UPI payment. Check it against the bank statement.': {
    en: 'A buyer sent the UTR of a UPI payment. Check it against the bank statement.',
    hi: 'एक ख़रीदार ने UPI भुगतान का UTR भेजा है। बैंक स्टेटमेंट से इसका मिलान करें।',
  },
  'A visitor sent the contact form or asked for a service. Get back to them and mark the message handled.': {
    en: 'A visitor sent the contact form or asked for a service. Get back to them and mark the message handled.',
    hi: 'एक विज़िटर ने संपर्क फ़ॉर्म भेजा है या किसी सेवा के बारे में पूछा है। उन्हें जवाब दें और संदेश को निपटा हुआ चिह्नित करें।',
  },
});

import { defineMessages } from './define';

/**
 * The site's information pages: the /…-info pages, the footer's content pages, contact, privacy,
 * the Grievance Officer, services and enterprise types. Long page texts live in content modules
 * beside their English (app/content/pages-hi.ts, programmes-hi.ts, privacy-notice-hi.ts, site-content-hi.ts).
 */
export default defineMessages({
  // /…-info
  infoNotYet: { en: 'What we do not do yet', hi: 'हम अभी क्या नहीं करते' },
  infoRegister: { en: 'Register free', hi: 'मुफ़्त रजिस्टर करें' },
  infoPlans: { en: 'See membership plans', hi: 'सदस्यता प्लान देखें' },
  infoPoint1: { en: 'Register free as a seller, a buyer or both', hi: 'विक्रेता, ख़रीदार या दोनों के रूप में मुफ़्त रजिस्टर करें' },
  infoPoint2: { en: 'Search products and suppliers across India', hi: 'पूरे भारत के उत्पाद और सप्लायर खोजें' },
  infoPoint3: { en: 'Send inquiries and compare quotations', hi: 'पूछताछ भेजें और कोटेशन की तुलना करें' },
  infoPoint4: { en: 'Choose a membership plan when you need more', hi: 'ज़्यादा चाहिए तो सदस्यता प्लान चुनें' },
  // content pages
  pageTitle: { en: 'Page', hi: 'पेज' },
  needSomethingElse: {
    en: 'Need something else? <0>Contact us</0> or go back to the <1>home page</1>.',
    hi: 'कुछ और चाहिए? <0>हमसे संपर्क करें</0> या <1>होम पेज</1> पर लौटें।',
  },
  // contact
  contactTitle: { en: 'Contact us', hi: 'हमसे संपर्क करें' },
  contactIntro: {
    en: 'Questions about buying, selling, membership or a complaint? Write to us and we reply within one working day.',
    hi: 'ख़रीद, बिक्री, सदस्यता के बारे में सवाल या कोई शिकायत? हमें लिखें, हम एक कार्य-दिवस के भीतर जवाब देते हैं।',
  },
  phone: { en: 'Phone', hi: 'फ़ोन' },
  email: { en: 'Email', hi: 'ईमेल' },
  address: { en: 'Address', hi: 'पता' },
  officeHours: { en: '(Monday–Saturday, 9:30 am–6:30 pm IST)', hi: '(सोमवार–शनिवार, सुबह 9:30–शाम 6:30 बजे IST)' },
  contactForm: { en: 'Contact form', hi: 'संपर्क फ़ॉर्म' },
  contactSent: {
    en: 'Thank you — your message has been sent. We will reply within one working day.',
    hi: 'धन्यवाद — आपका संदेश भेज दिया गया है। हम एक कार्य-दिवस के भीतर जवाब देंगे।',
  },
  sendMessage: { en: 'Send message', hi: 'संदेश भेजें' },
  yourMessage: { en: 'Your message', hi: 'आपका संदेश' },
  // privacy
  privacyTitle: { en: 'Personal Information and Privacy', hi: 'व्यक्तिगत जानकारी और निजता' },
  privacySummary: {
    en: 'What personal data we collect, why, and your rights under the Digital Personal Data Protection Act, 2023.',
    hi: 'हम कौन-सा व्यक्तिगत डेटा इकट्ठा करते हैं, क्यों, और डिजिटल व्यक्तिगत डेटा संरक्षण अधिनियम, 2023 के तहत आपके अधिकार।',
  },
  privacyController: {
    en: '{legalName}, {address} (email {email}) decides how the personal data described here is used. This notice is version {version}; registration shows the same list and asks for your consent to it.',
    hi: '{legalName}, {address} (ईमेल {email}) तय करती है कि यहाँ बताए गए व्यक्तिगत डेटा का उपयोग कैसे हो। यह सूचना संस्करण {version} है; रजिस्ट्रेशन में यही सूची दिखाई जाती है और उस पर आपकी सहमति माँगी जाती है।',
  },
  privacyHindiVersion: {
    en: 'This is the English text of the notice.',
    hi: 'यह इसी संस्करण का हिन्दी अनुवाद है; अंग्रेज़ी पाठ और यह अनुवाद एक ही सूचना हैं।',
  },
  whatWeCollect: { en: 'What we collect and why', hi: 'हम क्या इकट्ठा करते हैं और क्यों' },
  itemsCaption: { en: 'Each kind of personal data and what it is used for', hi: 'हर तरह का व्यक्तिगत डेटा और उसका उपयोग किस लिए होता है' },
  howLong: { en: 'How long we keep it', hi: 'हम इसे कब तक रखते हैं' },
  grievanceOfficer: { en: 'Grievance Officer', hi: 'शिकायत अधिकारी' },
  privacyOfficer: {
    en: 'We answer a grievance within {days} days.',
    hi: 'हम किसी शिकायत का जवाब {days} दिनों के भीतर देते हैं।',
  },
  howToRaise: { en: 'How to raise a grievance', hi: 'शिकायत कैसे दर्ज करें' },
  // grievance officer
  grievanceSummary: {
    en: 'Contact for complaints under the IT Rules, 2021 and the Consumer Protection (E-Commerce) Rules, 2020.',
    hi: 'आईटी नियम, 2021 और उपभोक्ता संरक्षण (ई-कॉमर्स) नियम, 2020 के तहत शिकायतों के लिए संपर्क।',
  },
  grievanceSameOfficer: {
    en: 'The same officer answers questions and complaints about your personal data and how we use it.',
    hi: 'यही अधिकारी आपके व्यक्तिगत डेटा और हमारे द्वारा उसके उपयोग से जुड़े सवालों और शिकायतों का जवाब भी देते हैं।',
  },
  contact: { en: 'Contact', hi: 'संपर्क' },
  name: { en: 'Name', hi: 'नाम' },
  company: { en: 'Company', hi: 'कंपनी' },
  grievanceWrite: {
    en: 'Write to the email address or the postal address above, or use the <0>contact page</0>.',
    hi: 'ऊपर दिए ईमेल पते या डाक पते पर लिखें, या <0>संपर्क पेज</0> का इस्तेमाल करें।',
  },
  grievanceSay: {
    en: 'Say who you are (the email address of your account, if you have one), what happened and when, and what you would like us to do.',
    hi: 'बताएँ कि आप कौन हैं (अगर खाता है तो उसका ईमेल पता), क्या और कब हुआ, और आप हमसे क्या चाहते हैं।',
  },
  grievanceSelf: {
    en: 'For your own data you can also act yourself: download or delete it on <0>Your data</0>, and withdraw optional consents on <1>Privacy</1>.',
    hi: 'अपने डेटा के लिए आप ख़ुद भी क़दम उठा सकते हैं: <0>आपका डेटा</0> पर उसे डाउनलोड करें या मिटाएँ, और <1>निजता</1> पर वैकल्पिक सहमतियाँ वापस लें।',
  },
  whenWeAnswer: { en: 'When we answer', hi: 'हम कब जवाब देते हैं' },
  grievanceTimes: {
    en: 'We acknowledge a grievance within 48 hours and answer it within {days} days of receiving it. The Digital Personal Data Protection Rules, 2025 require a business to publish this period and let it be no longer than 90 days.',
    hi: 'हम शिकायत मिलने के 48 घंटों के भीतर उसकी पावती देते हैं और मिलने के {days} दिनों के भीतर उसका जवाब देते हैं। डिजिटल व्यक्तिगत डेटा संरक्षण नियम, 2025 के अनुसार कारोबार को यह अवधि प्रकाशित करनी होती है और यह 90 दिनों से ज़्यादा नहीं हो सकती।',
  },
  grievanceBoard: {
    en: 'If our answer does not settle a complaint about your personal data, you can take it to the Data Protection Board of India. The <0>privacy notice</0> lists the data we keep, why, and for how long.',
    hi: 'अगर हमारे जवाब से आपके व्यक्तिगत डेटा की शिकायत का समाधान नहीं होता, तो आप इसे भारतीय डेटा संरक्षण बोर्ड के पास ले जा सकते हैं। <0>निजता सूचना</0> में बताया गया है कि हम कौन-सा डेटा, क्यों और कब तक रखते हैं।',
  },
  // services
  service: { en: 'Service', hi: 'सेवा' },
  whatItIs: { en: 'What it is', hi: 'यह क्या है' },
  whoItIsFor: { en: 'Who it is for', hi: 'यह किसके लिए है' },
  whatYouGet: { en: 'What you get', hi: 'आपको क्या मिलता है' },
  requestService: { en: 'Request this service', hi: 'यह सेवा माँगें' },
  serviceRequested: {
    en: 'Thank you — we have your request for {service}. Our team will call or email you within two working days.',
    hi: 'धन्यवाद — {service} के लिए आपका अनुरोध हमें मिल गया है। हमारी टीम दो कार्य-दिवसों के भीतर आपको फ़ोन या ईमेल करेगी।',
  },
  serviceIntro: {
    en: 'Tell us what you need and our team will get back to you within two working days.',
    hi: 'हमें बताएँ कि आपको क्या चाहिए, हमारी टीम दो कार्य-दिवसों के भीतर आपसे संपर्क करेगी।',
  },
  whatDoYouNeed: { en: 'What do you need?', hi: 'आपको क्या चाहिए?' },
  // enterprises
  enterprisesOnMarketplace: { en: '{type} on the marketplace', hi: 'मार्केटप्लेस पर {type}' },
});

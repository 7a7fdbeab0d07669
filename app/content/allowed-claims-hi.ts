/**
 * The claims the Hindi pages make (issue 19), each with the English sentence it translates. A Hindi
 * claim is allowed because its English twin is: allowed-claims.ts gives it the twin's backing, and
 * app/content/allowed-claims-hi.test.ts fails when a twin is neither on the English list nor free of
 * claims in English (a Hindi superlative or "जाँच" can read as a claim where the English does not).
 * To add one: translate a sentence whose English is listed (or makes no claim), then add the pair.
 */
export interface TranslatedClaim {
  /** The Hindi sentence exactly, or a pattern for one with a figure from the database. */
  claim: string | RegExp;
  /** The English sentence it translates, as the English page writes it. */
  translates: string;
}

export const HINDI_CLAIMS: readonly TranslatedClaim[] = [
  // Content pages (app/content/pages-hi.ts).
  {
    claim:
      'हम ख़रीदारों को भारतीय सप्लायरों से जोड़ते हैं, हर सप्लायर के बारे में हमने क्या जाँचा है वह दिखाते हैं, और छोटे कारोबारों को वे साधन देते हैं जो बड़ी कंपनियों के पास पहले से होते हैं: किसी भी फ़ोन पर तेज़ी से खुलने वाला कैटलॉग, रिकॉर्ड में रहने वाली पूछताछ और कोटेशन, प्लान के लिए GST टैक्स इनवॉइस और सदस्यों की डायरेक्टरी।',
    translates:
      'We connect buyers with Indian suppliers, show what we have checked about each supplier, and give small businesses tools large firms take for granted: a catalogue that opens fast on any phone, inquiries and quotations on record, GST tax invoices for plans and a members directory.',
  },
  {
    claim: 'सप्लायरों का GSTIN और PAN जाँचना, उनका GST पंजीकरण प्रमाणपत्र देखना, और ख़रीदारों को ठीक-ठीक दिखाना कि कौन-सी जाँच कब हुई',
    translates: 'Check suppliers’ GSTIN and PAN, review their GST registration certificate, and show buyers exactly which checks were done and when',
  },
  {
    claim: 'वे हर तिमाही मिलकर सदस्यों के सुझावों, सत्यापन के मानकों और नई सेवाओं की समीक्षा करते हैं।',
    translates: 'They meet each quarter to review member feedback, verification standards and new services.',
  },
  {
    claim: '“दस्तावेज़ों की समीक्षा हुई” बैज तभी दिखता है जब किसी समीक्षक ने सप्लायर के GST पंजीकरण प्रमाणपत्र का मिलान उसके GSTIN, PAN, नाम और पते से किया हो',
    translates: 'The “Documents reviewed” badge appears only when a reviewer has compared the supplier’s GST registration certificate with its GSTIN, PAN, name and address',
  },
  {
    claim: 'जिन सप्लायरों के पास यह बैज नहीं है, उनकी नई लिस्टिंग लाइव होने से पहले जाँची जाती है; भ्रामक क़ीमत या फ़ोटो वाली लिस्टिंग हटा दी जाती है',
    translates: 'New listings from suppliers without the badge are reviewed before they go live; listings with misleading prices or photos are taken down',
  },
  {
    claim: 'ख़रीदार सीधे विक्रेता को भुगतान करता है: हम ऑर्डर के भुगतान एस्क्रो में नहीं रखते, और कारोबारों के बीच के ऑर्डर का न बीमा करते हैं, न गारंटी देते हैं, न पैसा वापस करते हैं।',
    translates: 'The buyer pays the seller directly: we do not hold payments for orders in escrow, and we do not insure, guarantee or refund orders between businesses.',
  },
  {
    claim: 'क़ीमतों में 18% GST शामिल है, और प्लान के हर भुगतान पर GST टैक्स इनवॉइस जारी किया जाता है।',
    translates: 'Prices include 18% GST and a GST tax invoice is issued for each plan payment.',
  },
  { claim: 'रिफ़ंड और रद्दीकरण', translates: 'Refund & Cancellation' },
  {
    claim: 'हमारी टीम रिफ़ंड के अनुरोध ख़ुद देखती है और पैसा 7 कार्य-दिवसों के भीतर उसी तरीक़े से लौटाती है जिससे भुगतान हुआ था',
    translates: 'Our team handles refund requests by hand and returns the money to the original payment method within 7 working days',
  },
  {
    claim: 'अगर कोई पेड सेवा इस्तेमाल नहीं हुई है, तो भुगतान के 7 दिनों के भीतर संपर्क पेज से माँगने पर प्लान की फ़ीस का पूरा रिफ़ंड मिलता है',
    translates: 'Ask through the contact page within 7 days of payment for a full refund of a plan fee, if no paid service was used',
  },
  { claim: 'किसी नए साझेदार के साथ व्यापार से पहले जाँचने लायक़ चेतावनी के संकेत।', translates: 'Warning signs to check before you trade with a new partner.' },
  { claim: 'मैं सत्यापित कैसे बनूँ?', translates: 'How do I get verified?' },
  {
    claim: 'अपने GSTIN और PAN के साथ रजिस्टर करें: उनका फ़ॉर्मैट, चेक डिजिट और राज्य कोड अपने-आप जाँचे जाते हैं, जिससे स्तर “पहचान संख्याएँ जाँची गईं” मिलता है।',
    translates: 'Register with your GSTIN and PAN: their format, check digit and state code are checked automatically, which gives the level “Identifiers checked”.',
  },
  {
    claim: 'अपने खाते से अपना GST पंजीकरण प्रमाणपत्र अपलोड करें; जब कोई समीक्षक उसका मिलान आपके GSTIN, PAN, नाम और पते से कर लेता है, तो आपका स्तर “दस्तावेज़ों की समीक्षा हुई” हो जाता है और बैज दिखने लगता है।',
    translates:
      'Upload your GST registration certificate from your account; when a reviewer has compared it with your GSTIN, PAN, name and address, your level becomes “Documents reviewed” and the badge appears.',
  },
  { claim: 'बेसिक पैक के ₹5,900 में ₹5,000 और 18% GST है, और आपको GST टैक्स इनवॉइस मिलता है।', translates: '₹5,900 for the Basic Pack is ₹5,000 plus 18% GST, and you receive a GST tax invoice.' },
  {
    claim:
      'कारोबारों के बीच के ऑर्डर एस्क्रो में नहीं रखे जाते, और तय बात से अलग निकले उत्पाद या शिपिंग के ख़िलाफ़ हमारी ओर से कोई सुरक्षा नहीं है; पूछताछ, कोटेशन और ख़रीद ऑर्डर मार्केटप्लेस पर रिकॉर्ड के रूप में रहते हैं।',
    translates:
      'Orders between businesses are not held in escrow and there is no protection from us against products or shipping that are not as agreed; the inquiry, quotations and purchase order stay on the marketplace as a record.',
  },
  // The /…-info pages (app/content/programmes-hi.ts, site-content-hi.ts).
  {
    claim: 'देखें कि TradeSetu ने किसी सप्लायर के बारे में क्या जाँचा है, और पूछताछ, कोटेशन और ख़रीद ऑर्डर का रिकॉर्ड एक ही जगह रखें।',
    translates: 'See what TradeSetu has checked about a supplier, and keep inquiries, quotations and purchase orders on record in one place.',
  },
  { claim: 'सत्यापित सप्लायर कार्यक्रम', translates: 'Verified Supplier programme' },
  {
    claim: 'हर सप्लायर के पेज पर दिखता है कि उसकी जाँचों से कौन-सा स्तर बनता है, और तारीख़ के साथ जाँचों की सूची।',
    translates: 'Each supplier page shows the level its checks add up to and the list of checks with their dates.',
  },
  {
    claim: 'पहचान संख्याएँ जाँची गईं: GSTIN का चेकसम और राज्य कोड सही हैं और उसके भीतर का PAN वही है जो कंपनी ने दिया।',
    translates: 'Identifiers checked: The GSTIN’s checksum and state code are valid and the PAN inside it is the PAN the company gave.',
  },
  {
    claim: 'कोई समीक्षा किया गया दस्तावेज़ अभी मान्य नहीं है: या तो अब तक किसी की समीक्षा नहीं हुई, या उसके बाद कंपनी का विवरण बदल गया।',
    translates: 'No reviewed document is current: none was reviewed yet, or the company’s details changed since.',
  },
  {
    claim: 'दस्तावेज़ों की समीक्षा हुई: पहचान संख्याएँ जाँची गईं, और TradeSetu के एक समीक्षक ने GST पंजीकरण प्रमाणपत्र का मिलान कंपनी के GSTIN, PAN, नाम और कारोबारी पते से किया।',
    translates: 'Documents reviewed: Identifiers checked, and a TradeSetu reviewer compared the GST registration certificate with the company’s GSTIN, PAN, name and business address.',
  },
  {
    claim: 'इस साइट पर “सत्यापित सप्लायर”, जैसा कार्यक्रम के नाम में है, वह सप्लायर है जो “दस्तावेज़ों की समीक्षा हुई” स्तर पर है, यानी कार्ड और खोज में दिखने वाला बैज।',
    translates: 'A “verified supplier” on this site, as in the programme’s name, is a supplier at the level “Documents reviewed”, the badge on cards and in search.',
  },
  {
    claim: 'जब कोई कंपनी अपना GSTIN, PAN या पता बदलती है, तो जाँचें दोबारा होने तक उसका स्तर नीचे आ जाता है।',
    translates: 'When a company changes its GSTIN, PAN or address, its level falls back until the checks are done again.',
  },
  {
    claim: 'GST रजिस्टर से GSTIN का मिलान सिर्फ़ वहीं होता है जहाँ साइट के लिए कोई GST सत्यापन प्रदाता सेट है; उसका जवाब आने पर सप्लायर पेज पर वह जाँच उसकी तारीख़ के साथ दिखती है।',
    translates:
      'Checking a GSTIN against the GST register happens only where a GST verification provider is set up for the site; when it has answered, the supplier page shows that check with its date.',
  },
  { claim: 'हम उत्पादों की गुणवत्ता या सप्लायर का डिलीवरी रिकॉर्ड नहीं जाँचते।', translates: 'We do not check the quality of products or a supplier’s delivery record.' },
  { claim: 'ट्रेड एश्योरेंस', translates: 'Trade Assurance' },
  {
    claim: 'हर सप्लायर के पेज पर दिखता है कि हमने कंपनी के बारे में क्या जाँचा है, ताकि आप तय कर सकें कि किससे सौदा करना है।',
    translates: 'Each supplier page shows what we have checked about the company, so you can decide whom to deal with.',
  },
  {
    claim: 'कारोबारों के बीच ऑर्डर के भुगतान एस्क्रो में नहीं रखे जाते: ख़रीदार सीधे सप्लायर को भुगतान करता है।',
    translates: 'Payments for orders between businesses are not held in escrow: the buyer pays the supplier directly.',
  },
  {
    claim: 'बताए गए विवरण से अलग उत्पाद, शिपिंग में देरी या नुक़सान के ख़िलाफ़ कोई सुरक्षा नहीं है, और हमारी ओर से ऑर्डर की क़ीमत का कोई रिफ़ंड नहीं है।',
    translates: 'There is no protection against products that are not as described, shipping delays or damage, and no refund of an order’s price from us.',
  },
  // Plans, privacy, enterprise types and services.
  { claim: 'क़ीमतें प्रति वर्ष हैं और इनमें 18% GST शामिल है।', translates: 'Prices are per annum and include 18% GST.' },
  {
    claim: /^.+ · GSTIN [0-9A-Z]{15} · CIN [0-9A-Z]+ · शर्तें · निजता · रिफ़ंड$/,
    translates: 'TradeSetu Marketplace Private Limited · GSTIN 29AAGCB7383J1Z4 · CIN U74999KA2024PTC000000 · Terms · Privacy · Refunds',
  },
  {
    claim: 'यह पुष्टि करने के लिए कि कारोबार असली है (ख़रीदार देखते हैं कि इनमें से किन पहचान संख्याओं की हम पुष्टि कर पाए), और प्लान के भुगतानों के GST टैक्स इनवॉइस छापने के लिए।',
    translates: 'To confirm that the business is real (buyers see which of these identifiers we could confirm), and to print GST tax invoices for plan payments.',
  },
  {
    claim: 'लॉग सुरक्षा और गड़बड़ी ढूँढ़ने के लिए सर्वर के आउटपुट में पंक्तियों के रूप में लिखे जाते हैं, डेटाबेस में कभी नहीं।',
    translates: 'Logs are written as lines to the server’s output for security and fault-finding, never to the database.',
  },
  {
    claim: 'मार्केटप्लेस पर वे अपनी स्थानीय मंडी या क्लस्टर से आगे के ख़रीदारों तक पहुँचते हैं, असली पूछताछ पर कोटेशन देते हैं और अपने GST और Udyam विवरण के साथ प्रोफ़ाइल बनाते हैं।',
    translates: 'On the marketplace they reach buyers beyond their local mandi or cluster, quote against real enquiries and build a profile with their GST and Udyam details.',
  },
  {
    claim: 'नवाचारी उद्यम अनुसंधान और विकास में निवेश करते हैं: रोबोटिक्स इंटीग्रेटर, स्वच्छ ऊर्जा निर्माता, मेडिकल डिवाइस बनाने वाले और पेटेंट, प्रमाणित लैब या नए डिज़ाइन वाली एग्री-टेक कंपनियाँ।',
    translates:
      'Innovative enterprises invest in research and development: robotics integrators, clean-energy manufacturers, medical device makers and agri-tech firms with patents, certified labs or new designs.',
  },
  {
    claim: 'नए ख़रीदार ढूँढ़ रहे निर्माता, व्यापारी और सेवा देने वाले; भरोसेमंद सप्लायर ढूँढ़ रही ख़रीद टीमें।',
    translates: 'Manufacturers, traders and service providers looking for new buyers; procurement teams looking for reliable suppliers.',
  },
  {
    claim: 'GST विवरण वाली ख़रीदार और सप्लायर प्रोफ़ाइल, और हर सप्लायर के बारे में TradeSetu ने क्या जाँचा है',
    translates: 'Buyer and supplier profiles with GST details, and what TradeSetu has checked about each supplier',
  },
  { claim: 'केंद्र और राज्य की योजनाओं के लिए पात्रता की जाँच', translates: 'Eligibility check against central and state schemes' },
  {
    claim: 'छोटे कोर्स GST अनुपालन और ई-इनवॉइसिंग, निर्यात दस्तावेज़, लागत और मूल्य निर्धारण, डिजिटल मार्केटप्लेस पर बिक्री, ISO और BIS जैसे गुणवत्ता प्रमाणन, और कार्यस्थल सुरक्षा पर हैं।',
    translates:
      'Short courses cover GST compliance and e-invoicing, export documentation, costing and pricing, selling on digital marketplaces, quality certifications such as ISO and BIS, and workplace safety.',
  },
  {
    claim: 'हम आपकी पिच और वित्तीय आँकड़ों की समीक्षा करते हैं, बताते हैं कि आपके चरण के लिए इक्विटी, कर्ज़ या मिला-जुला साधन ठीक है, और अपने साझेदारों के ज़रिए एंजेल नेटवर्क, वेंचर फ़ंड, NBFC और बैंकों से चुनिंदा मीटिंग करवाते हैं।',
    translates:
      'We review your pitch and financials, suggest whether equity, debt or a blended instrument fits your stage, and arrange curated meetings with angel networks, venture funds, NBFCs and banks through our partners.',
  },
  { claim: 'पिच डेक और वित्तीय मॉडल की समीक्षा', translates: 'Pitch deck and financial model review' },
  { claim: 'तय लक्ष्य और प्रगति की समीक्षा', translates: 'Agreed goals with progress reviews' },
  // The shell, home, catalogue, trust and requirement pages (merged after the content slice).
  { claim: "UPI, नेट बैंकिंग या एस्क्रो से सुरक्षित भुगतान करें।", translates: "Pay securely by UPI, net banking or escrow." },
  { claim: "अगर उत्पाद या शिपिंग तय के मुताबिक़ न हो, तो आप सुरक्षित हैं।", translates: "If the product or the shipping is not as agreed, you are protected." },
  { claim: "डिजिटल इंडिया के लिए बना: रजिस्ट्रेशन पर GSTIN और PAN की अपने-आप जाँच, UPI से सदस्यता प्लान का भुगतान, हर प्लान भुगतान पर GST टैक्स इनवॉइस, और हर फ़ोन पर जल्दी खुलने वाली लिस्टिंग।", translates: "Built for the Digital India stack: GSTIN and PAN checked automatically at registration, membership plans paid by UPI, GST tax invoices for every plan payment, and listings that open fast on any phone." },
  { claim: "देखें कि TradeSetu ने सप्लायर के बारे में क्या जाँचा है, और पूछताछ, कोटेशन और ख़रीद ऑर्डर एक ही जगह रिकॉर्ड में रखें।", translates: "See what TradeSetu has checked about a supplier, and keep inquiries, quotations and purchase orders on record in one place." },
  { claim: "पहचान नंबर जाँचे गए, और TradeSetu के एक समीक्षक ने GST पंजीकरण प्रमाणपत्र का मिलान कंपनी के GSTIN, PAN, नाम और कारोबार के पते से किया।", translates: "Identifiers checked, and a TradeSetu reviewer compared the GST registration certificate with the company’s GSTIN, PAN, name and business address." },
  { claim: "भारतीय सप्लायर खोजें, देखें कि TradeSetu ने हर एक के बारे में क्या जाँचा है, पूछताछ भेजें और कोटेशन की तुलना करें।", translates: "Find Indian suppliers, see what TradeSetu has checked about each one, send inquiries and compare quotations." },
  { claim: "भारतीय सप्लायर, उत्पाद और सेवाएँ खोजें, देखें कि हर सप्लायर के बारे में क्या जाँचा गया है, और पूछताछ भेजें।", translates: "Find Indian suppliers, products and services, see what has been checked about each supplier, and send inquiries." },
  { claim: "यह उन अधिकतम पाँच सप्लायर तक जाती है जो इससे मेल खाते हैं, संपर्क के रूप में कभी बेची नहीं जाती; हर सप्लायर कोटेशन भेजता है, जिसकी तुलना आप उस क़ीमत पर कर सकते हैं जो आप सच में चुकाएँगे, GST सहित।", translates: "It goes to up to five suppliers that fit it, never sold as a contact; each answers with a quote you can compare at the price you would really pay, GST included." },
  { claim: "रिफ़ंड और रद्द करना", translates: "Refund & Cancellation" },
  { claim: "सत्यापित सप्लायर पहले दिखाए जाते हैं।", translates: "Verified suppliers are listed first." },
  { claim: "सिर्फ़ वे ख़रीदार सप्लायर की समीक्षा कर सकते हैं जिनका TradeSetu पर सौदा हुआ हो (स्वीकार किया गया कोटेशन या सफल पूछताछ)।", translates: "Only buyers with a deal on TradeSetu (an accepted quote or a won inquiry) can review a supplier." },
  { claim: "हर सत्यापित सप्लायर का GSTIN, PAN और कारोबार का पता हमारी टीम ने जाँचा है।", translates: "Every verified supplier has had its GSTIN, PAN and business address checked by our team." },
  { claim: "▶ देखें: ट्रेड एश्योरेंस आपको कैसे सुरक्षित रखता है", translates: "▶ Watch: how Trade Assurance protects you" },
  { claim: "▶ देखें: सप्लायर कैसे सत्यापित होते हैं", translates: "▶ Watch: how suppliers get verified" },
  { claim: "इस उत्पाद की समीक्षाएँ", translates: "Reviews of this product" },
  { claim: "ख़रीदारों की समीक्षाएँ", translates: "Reviews from buyers" },
  { claim: "यह उत्पाद: अभी कोई समीक्षा नहीं", translates: "This product: No reviews yet" },
  { claim: "सप्लायर, सभी सौदे: अभी कोई समीक्षा नहीं", translates: "The supplier, all deals: No reviews yet" },
  { claim: "अभी कोई समीक्षा नहीं", translates: "No reviews yet" },
  { claim: /^([^।]{0,120} )?✓ दस्तावेज़ जाँचे गए$/u, translates: "✓ Documents reviewed" },
  { claim: /^([^।]{0,120} )?पहचान नंबर जाँचे गए$/u, translates: "Identifiers checked" },
  { claim: /^जिन सप्लायरों के दस्तावेज़ जाँचे गए( \(≈?[\d,]+\))?$/, translates: "Suppliers with documents reviewed" },
  { claim: /^दाम में GST \(\d+(\.\d+)?%\) शामिल (नहीं )?है$/, translates: "Price excludes GST (0%)" },
  { claim: /^(GST|Udyam) पंजीकरण प्रमाणपत्र TradeSetu ने जाँचा — \d{1,2} \S+ \d{4}$/u, translates: "GST registration certificate reviewed by TradeSetu — 15 Jan 2026" },  // A quantity break of a listing's price table with its unit's Hindi name (any Devanagari, U+0900–U+097F).
  { claim: /^[\d,]+\+ [ऀ-ॿ ]+$/u, translates: "500+ pack" },
  // A subcategory's Hindi name (seed/data/hindi-names.json), shown in category pickers: सुरक्षा is "safety" here.
  { claim: "सुरक्षा उपकरण (पीपीई)", translates: "Safety Gear (PPE)" },
];

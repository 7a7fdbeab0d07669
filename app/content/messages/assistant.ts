import { defineMessages } from './define';

/**
 * The built-in site assistant's answers (app/services/chat/assistant.server.ts), in the language
 * the visitor wrote in (app/domain/chat-understanding.ts chatLanguage). Server only. Links are
 * written [text](/path); values in {braces} are already made safe for that syntax.
 */
export default defineMessages({
  handedOver: {
    en: 'I have passed this conversation to our team: a person will read it and get back to you by email or phone.',
    hi: 'मैंने यह बातचीत हमारी टीम को भेज दी है: कोई व्यक्ति इसे पढ़कर ईमेल या फ़ोन से आपसे संपर्क करेगा।',
  },
  greeting: {
    en: 'Hello! I can help you find products and suppliers on {siteName}, explain our membership plans, registration, supplier verification and trade assurance. What are you looking for?',
    hi: 'नमस्ते! मैं {siteName} पर उत्पाद और सप्लायर ढूँढने में आपकी मदद कर सकता हूँ, और सदस्यता प्लान, रजिस्ट्रेशन, सप्लायर सत्यापन और ट्रेड एश्योरेंस के बारे में बता सकता हूँ। आप क्या ढूँढ रहे हैं?',
  },
  thanks: {
    en: 'You are welcome! If you need anything else, just ask here or use the [contact form](/contact).',
    hi: 'आपका स्वागत है! और कुछ चाहिए तो यहीं पूछें या [संपर्क फ़ॉर्म](/contact) भरें।',
  },
  unknown: {
    en: 'I am not sure I can answer that. {handedOver} I can help you find products and suppliers, explain plan prices, how to register, supplier verification and trade assurance; you can also use the [contact form](/contact).',
    hi: 'मुझे पक्का नहीं कि मैं इसका जवाब दे सकूँ। {handedOver} मैं उत्पाद और सप्लायर ढूँढने, प्लान की क़ीमतें, रजिस्टर करने का तरीक़ा, सप्लायर सत्यापन और ट्रेड एश्योरेंस समझाने में मदद कर सकता हूँ; आप [संपर्क फ़ॉर्म](/contact) भी भर सकते हैं।',
  },
  contact: {
    en: 'Our team is happy to help. {handedOver} You can also write to us through the [contact form](/contact), call {phone} or email {email}.',
    hi: 'हमारी टीम ख़ुशी से मदद करेगी। {handedOver} आप [संपर्क फ़ॉर्म](/contact) से लिख सकते हैं, {phone} पर कॉल कर सकते हैं या {email} पर ईमेल कर सकते हैं।',
  },
  // Products
  topMatches: { en: 'Here are the top matches for "{phrase}"{wanted}:', hi: '"{phrase}"{wanted} के लिए सबसे अच्छे नतीजे:' },
  topMatchesLocalFirst: { en: 'Here are the top matches for "{phrase}"{wanted}, suppliers in {place} first:', hi: '"{phrase}"{wanted} के लिए सबसे अच्छे नतीजे, पहले {place} के सप्लायर:' },
  noneInPlace: { en: 'I found no supplier of "{phrase}" in {place}, but these suppliers elsewhere in India can help{withQuantity}:', hi: '{place} में "{phrase}" का कोई सप्लायर नहीं मिला, पर भारत में और जगहों के ये सप्लायर मदद कर सकते हैं{withQuantity}:' },
  withQuantity: { en: ' with {quantity}', hi: ' ({quantity} के लिए)' },
  inPlace: { en: 'in {place}', hi: '{place} में' },
  hitLine: { en: '{n}. {product} — {price}, {moq}. Supplier: {supplier} ({where}{badge})', hi: '{n}. {product} — {price}, {moq}। सप्लायर: {supplier} ({where}{badge})' },
  minimumOrder: { en: 'minimum order {quantity} {unit}', hi: 'न्यूनतम ऑर्डर {quantity} {unit}' },
  moreThanNeeded: { en: ' (more than the {quantity} you need)', hi: ' (आपकी ज़रूरत {quantity} से ज़्यादा)' },
  priceOnRequest: { en: 'price on request', hi: 'क़ीमत पूछने पर' },
  pricePerUnit: { en: '{price} per {unit}', hi: '{price} प्रति {unit}' },
  seeAll: { en: 'See all {total} results: [search for "{phrase}"]({url})', hi: 'सभी {total} नतीजे देखें: ["{phrase}" खोजें]({url})' },
  openProduct: { en: 'Open a product to send the supplier an inquiry with your quantity and delivery place.', hi: 'किसी उत्पाद को खोलकर सप्लायर को अपनी मात्रा और डिलीवरी की जगह के साथ पूछताछ भेजें।' },
  noProduct: {
    en: 'I could not find {what} in our catalogue right now. Try [searching the catalogue]({url}) with other words. {handedOver} Our team can look for suppliers for you; you can also write to them through the [contact form](/contact).',
    hi: 'अभी हमारे कैटलॉग में {what} नहीं मिला। दूसरे शब्दों से [कैटलॉग में खोजें]({url})। {handedOver} हमारी टीम आपके लिए सप्लायर ढूँढ सकती है; आप [संपर्क फ़ॉर्म](/contact) से भी उन्हें लिख सकते हैं।',
  },
  that: { en: 'that', hi: 'यह' },
  // The page the visitor is on
  lookingAtProduct: { en: 'You are looking at {product} ({category}): {price}, minimum order {minimumOrder}.', hi: 'आप {product} ({category}) देख रहे हैं: {price}, न्यूनतम ऑर्डर {minimumOrder}।' },
  productSupplier: { en: 'Supplier: {supplier}, {where}, {level}. {record}.', hi: 'सप्लायर: {supplier}, {where}, {level}। ({record})' },
  askSupplier: {
    en: 'To ask the supplier about price, packing or delivery, send an inquiry with the form on this page; they answer you on TradeSetu.',
    hi: 'क़ीमत, पैकिंग या डिलीवरी के बारे में सप्लायर से पूछने के लिए इस पेज के फ़ॉर्म से पूछताछ भेजें; वे आपको TradeSetu पर जवाब देंगे।',
  },
  lookingAtSupplier: { en: 'You are looking at {supplier}, {where}, {level}. {record}.', hi: 'आप {supplier} देख रहे हैं, {where}, {level}। ({record})' },
  supplierProducts: {
    en: 'Their products are listed on this page; to ask them something, send an inquiry with the form beside them.',
    hi: 'उनके उत्पाद इसी पेज पर हैं; कुछ पूछना हो तो उनके पास वाले फ़ॉर्म से पूछताछ भेजें।',
  },
  emptyCategory: { en: 'You are in {category}; it has no products right now. Try the [search](/search) or ask me for a product.', hi: 'आप {category} में हैं; इसमें अभी कोई उत्पाद नहीं है। [खोज](/search) आज़माएँ या मुझसे कोई उत्पाद पूछें।' },
  inCategory: { en: 'You are in {category}, with {total} products. A few of them:', hi: 'आप {category} में हैं, जिसमें {total} उत्पाद हैं। इनमें से कुछ:' },
  tellMe: { en: 'Tell me what you need (for example "500 kg in Pune") and I will look for it.', hi: 'बताइए आपको क्या चाहिए (जैसे "500 kg पुणे में") और मैं ढूँढ दूँगा।' },
  // Verification
  levelVerification: { en: '{supplier}: {level}. {meaning} Its page lists each check with its date.', hi: '{supplier}: {level}। {meaning} उसके पेज पर हर जाँच तारीख़ के साथ दी गई है।' },
  level_none: { en: 'Not checked yet', hi: 'अभी जाँचा नहीं गया' },
  level_identifiers_checked: { en: 'Identifiers checked', hi: 'पहचान नंबर जाँचे गए' },
  level_documents_reviewed: { en: 'Documents reviewed', hi: 'दस्तावेज़ जाँचे गए' },
  meaning_none: { en: 'TradeSetu has not checked this company’s identifiers or documents yet.', hi: 'TradeSetu ने अभी इस कंपनी के पहचान नंबर या दस्तावेज़ नहीं जाँचे हैं।' },
  meaning_identifiers_checked: {
    en: 'The GSTIN’s checksum and state code are valid and the PAN inside it is the PAN the company gave. No reviewed document is current: none was reviewed yet, or the company’s details changed since.',
    hi: 'GSTIN का चेकसम और राज्य कोड सही हैं और उसके अंदर का PAN वही है जो कंपनी ने दिया। कोई जाँचा गया दस्तावेज़ अभी मान्य नहीं है: या तो अभी कोई जाँचा नहीं गया, या उसके बाद कंपनी का ब्योरा बदल गया।',
  },
  meaning_documents_reviewed: {
    en: 'Identifiers checked, and a TradeSetu reviewer compared the GST registration certificate with the company’s GSTIN, PAN, name and business address.',
    hi: 'पहचान नंबर जाँचे गए, और TradeSetu के समीक्षक ने GST रजिस्ट्रेशन सर्टिफ़िकेट का मिलान कंपनी के GSTIN, PAN, नाम और कारोबार के पते से किया।',
  },
  verificationIntro: { en: '{siteName} says what it checked about each supplier, in levels:', hi: '{siteName} हर सप्लायर के बारे में बताता है कि उसने क्या जाँचा, इन स्तरों में:' },
  verificationCounts: {
    en: 'Today {reviewed} suppliers have documents reviewed, {identifiers} have identifiers checked and {none} are not checked yet. Each supplier page lists its checks with their dates.',
    hi: 'आज {reviewed} सप्लायरों के दस्तावेज़ जाँचे गए हैं, {identifiers} के पहचान नंबर जाँचे गए हैं और {none} अभी जाँचे नहीं गए। हर सप्लायर के पेज पर उसकी जाँचें तारीख़ के साथ दी गई हैं।',
  },
  verificationMore: {
    en: 'Read more about the [verified-supplier programme](/verified-supplier-info), or ask me for a product and tick "Suppliers with documents reviewed" in the search filters.',
    hi: '[सत्यापित सप्लायर कार्यक्रम](/verified-supplier-info) के बारे में और पढ़ें, या मुझसे कोई उत्पाद पूछें और खोज के फ़िल्टर में "दस्तावेज़ जाँचे गए सप्लायर" चुनें।',
  },
  // Plans
  plansUnavailable: {
    en: 'Membership plans are not on sale right now. Please use the [contact form](/contact) and our team will help you.',
    hi: 'सदस्यता प्लान अभी बिक्री पर नहीं हैं। कृपया [संपर्क फ़ॉर्म](/contact) भरें, हमारी टीम आपकी मदद करेगी।',
  },
  plansIntro: { en: 'Our annual membership plans (prices per annum, including 18% GST):', hi: 'हमारे सालाना सदस्यता प्लान (क़ीमत प्रति वर्ष, 18% GST सहित):' },
  planLine: { en: '- {name}: {price} per annum ({taxable} + {tax} GST). Includes: {features}.', hi: '- {name}: {price} प्रति वर्ष ({taxable} + {tax} GST)। शामिल: {features}।' },
  plansGst: {
    en: 'GST: for a business in {state} the 18% is charged as CGST 9% + SGST 9%; for a business in any other state it is IGST 18%. Add your GSTIN at checkout to get a tax invoice and claim input tax credit.',
    hi: 'GST: {state} के कारोबार पर 18% CGST 9% + SGST 9% के रूप में लगता है; किसी और राज्य के कारोबार पर IGST 18%। टैक्स इनवॉइस पाने और इनपुट टैक्स क्रेडिट लेने के लिए चेकआउट पर अपना GSTIN डालें।',
  },
  ourState: { en: 'our state', hi: 'हमारे राज्य' },
  plansCompare: { en: 'Compare the plans on the [subscription page](/subscription).', hi: '[सदस्यता पेज](/subscription) पर प्लान की तुलना करें।' },
  feature_directoryOfMembers: { en: 'Directory of members', hi: 'सदस्यों की डायरेक्टरी' },
  feature_globalTenders: { en: 'Global Tenders Services', hi: 'ग्लोबल टेंडर सेवाएँ' },
  feature_knowledgeBank: { en: 'Knowledge Bank', hi: 'नॉलेज बैंक' },
  feature_infoTracker: { en: 'Info Tracker Services', hi: 'इन्फ़ो ट्रैकर सेवाएँ' },
  feature_onlineMasterClasses: { en: 'Online Master Classes', hi: 'ऑनलाइन मास्टर क्लास' },
  feature_b2bOpportunities: { en: 'B2B Opportunities', hi: 'B2B अवसर' },
  // Registration
  registration: {
    en: 'To register, open the [registration form](/register); it has 3 steps.\nKeep these ready:\n- Your name, designation, email, mobile (WhatsApp) and business address\n- PAN of the business\n- GSTIN (its embedded PAN must match the PAN you give)\n- Udyam registration number if you are an MSME, and DPIIT recognition number if you are a startup (choose "not registered" if you have none)\n- How the company is registered (Private Limited, LLP, Partnership Firm, Proprietorship …), year of establishment, business type and category\n- Up to 5 products you sell or buy, with photos (JPEG, PNG or WebP, up to 5 MB each)\nYou can register as a seller, a buyer or both.',
    hi: 'रजिस्टर करने के लिए [रजिस्ट्रेशन फ़ॉर्म](/register) खोलें; इसमें 3 चरण हैं।\nये तैयार रखें:\n- आपका नाम, पद, ईमेल, मोबाइल (WhatsApp) और कारोबार का पता\n- कारोबार का PAN\n- GSTIN (इसके अंदर का PAN आपके दिए PAN से मेल खाना चाहिए)\n- MSME हों तो Udyam रजिस्ट्रेशन नंबर, और स्टार्टअप हों तो DPIIT मान्यता नंबर (न हो तो "रजिस्टर्ड नहीं" चुनें)\n- कंपनी किस रूप में रजिस्टर्ड है (प्राइवेट लिमिटेड, LLP, पार्टनरशिप फ़र्म, प्रोप्राइटरशिप …), स्थापना का साल, कारोबार का प्रकार और श्रेणी\n- आप जो बेचते या ख़रीदते हैं, ऐसे 5 तक उत्पाद, फ़ोटो के साथ (JPEG, PNG या WebP, हर एक 5 MB तक)\nआप विक्रेता, ख़रीदार या दोनों के रूप में रजिस्टर कर सकते हैं।',
  },
  // Trade assurance
  tradeAssurance: {
    en: 'On {siteName} buyers pay suppliers directly: payments for orders are not held in escrow, and there is no protection from us against products or shipping that are not as agreed.\nThe marketplace keeps your inquiry, the conversation, the quotations and the purchase order as a record for both sides.\nMembership plans are paid by UPI (our team confirms the UTR), or through the Razorpay payment gateway by UPI, net banking or card where it is set up.\nRead the details on the [trade assurance page](/trade-assurance-info); if a supplier has misled you, use “Report” on the supplier’s page and we will tell you the outcome.\nA refund of a plan fee is asked for through the [contact page](/contact), as the refund policy says.',
    hi: '{siteName} पर ख़रीदार सप्लायर को सीधे भुगतान करते हैं: ऑर्डर का भुगतान एस्क्रो में नहीं रखा जाता, और तय से अलग उत्पाद या शिपिंग पर हमारी ओर से कोई सुरक्षा नहीं है।\nमार्केटप्लेस आपकी पूछताछ, बातचीत, कोटेशन और ख़रीद ऑर्डर दोनों पक्षों के रिकॉर्ड के लिए रखता है।\nसदस्यता प्लान का भुगतान UPI से होता है (हमारी टीम UTR की पुष्टि करती है), या जहाँ चालू हो वहाँ Razorpay से UPI, नेट बैंकिंग या कार्ड से।\nपूरी जानकारी [ट्रेड एश्योरेंस पेज](/trade-assurance-info) पर पढ़ें; अगर किसी सप्लायर ने आपको गुमराह किया है, तो सप्लायर के पेज पर “रिपोर्ट” का इस्तेमाल करें, हम आपको नतीजा बताएँगे।\nप्लान फ़ीस का रिफ़ंड [संपर्क पेज](/contact) से माँगा जाता है, जैसा रिफ़ंड नीति में लिखा है।',
  },
});

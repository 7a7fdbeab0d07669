/**
 * What the built-in assistant understands in a visitor's message, without I/O: the language, the
 * intent, the quantity ("500 kg"), the place ("in Pune") and the words left to search the catalogue
 * with. It reads English, Hindi in Devanagari and Hinglish (Hindi in Latin letters, issue 19).
 */
import type { Locale } from '~/domain/locale';


export type ChatIntent =
  | 'product'
  | 'plans'
  | 'registration'
  | 'verification'
  | 'trade_assurance'
  | 'contact'
  | 'greeting'
  | 'thanks'
  | 'unknown';

export interface Quantity {
  amount: number;
  /** Normalised unit, e.g. "kg", "tonne", "piece". */
  unit: string;
  text: string;
}

export interface Place {
  name: string;
  kind: 'state' | 'city';
  /** GST state code of the state (or of the city's state). */
  stateCode: string;
}

const UNIT_ALIASES: Record<string, string> = {
  kg: 'kg', kgs: 'kg', kilo: 'kg', kilos: 'kg', kilogram: 'kg', kilograms: 'kg',
  g: 'g', gram: 'g', grams: 'g',
  tonne: 'tonne', tonnes: 'tonne', ton: 'tonne', tons: 'tonne', mt: 'tonne',
  quintal: 'quintal', quintals: 'quintal',
  litre: 'litre', litres: 'litre', liter: 'litre', liters: 'litre', l: 'litre', ltr: 'litre',
  piece: 'piece', pieces: 'piece', pc: 'piece', pcs: 'piece', nos: 'piece', no: 'piece',
  unit: 'unit', units: 'unit',
  pack: 'pack', packs: 'pack', packet: 'pack', packets: 'pack',
  box: 'box', boxes: 'box', carton: 'carton', cartons: 'carton',
  metre: 'metre', metres: 'metre', meter: 'metre', meters: 'metre', m: 'metre', mtr: 'metre',
  dozen: 'dozen', dozens: 'dozen',
  set: 'set', sets: 'set', pair: 'pair', pairs: 'pair', bag: 'bag', bags: 'bag',
  roll: 'roll', rolls: 'roll', bottle: 'bottle', bottles: 'bottle', sheet: 'sheet', sheets: 'sheet',
  // Hindi, as traders write the units in Devanagari
  किलो: 'kg', 'किलोग्राम': 'kg', ग्राम: 'g', टन: 'tonne', क्विंटल: 'quintal', लीटर: 'litre', पीस: 'piece', नग: 'piece',
  पैकेट: 'pack', डिब्बा: 'box', डिब्बे: 'box', मीटर: 'metre', दर्जन: 'dozen', जोड़ी: 'pair', बोरी: 'bag', बोरे: 'bag',
};

const QUANTITY = new RegExp(
  // The unit ends where the word does; \b would not see the end of a Devanagari word.
  String.raw`(\d{1,3}(?:,\d{2,3})+|\d+(?:\.\d+)?)\s*(${Object.keys(UNIT_ALIASES).sort((a, b) => b.length - a.length).join('|')})(?![\p{L}\p{M}\p{N}])`,
  'iu',
);

/** The first "number unit" in the message, e.g. "1,000 pieces" → 1000 piece. */
export function extractQuantity(message: string): Quantity | undefined {
  const match = QUANTITY.exec(message);
  if (!match?.[1] || !match[2]) return undefined;
  const unit = UNIT_ALIASES[match[2].toLowerCase()];
  const amount = Number(match[1].replaceAll(',', ''));
  if (!unit || !Number.isFinite(amount) || amount <= 0) return undefined;
  return { amount, unit, text: match[0] };
}

/** Units as the catalogue writes them, so a quantity can be compared with a minimum order. */
export function sameUnit(quantityUnit: string, catalogueUnit: string): boolean {
  const normalised = UNIT_ALIASES[catalogueUnit.toLowerCase()] ?? catalogueUnit.toLowerCase();
  return normalised === quantityUnit;
}

const escapeRegExp = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/** The longest place name that occurs as whole words in the message (cities before states on ties). */
export function extractPlace(message: string, places: readonly Place[]): Place | undefined {
  const sorted = [...places].sort((a, b) => b.name.length - a.name.length || (a.kind === 'city' ? -1 : 1));
  return sorted.find((place) => place.name !== '' && new RegExp(`\\b${escapeRegExp(place.name)}\\b`, 'i').test(message));
}

const has = (text: string, pattern: RegExp) => pattern.test(text);

const DEVANAGARI = /[\u0900-\u097F]/;
/**
 * Words that mark Hindi written in Latin letters ("mujhe 500 kilo atta chahiye"): function words
 * and verbs English never uses, not product names (those are searched in both languages anyway).
 */
const HINGLISH = new Set(
  `mujhe muje hume humein hamein aap aapka aapke aapki mera meri mere hamara hamari kya kyaa kaise kaisa kahan kahaan kab kitna kitne kitni kaun
  hai hain tha thi hoga hogi chahiye chahie chaiye chahte chahta chahti milega milegi milenge milta milti batao bataye bataiye bataen dikhao
  karo karna karni karein kijiye dijiye dena chahiye ke liye ka ki ko mein se aur nahi nahin haan ji bhai namaste namaskar dhanyavad dhanyawad shukriya
  kharidna kharidni bechna wala wale wali sasta saste achha accha theek thik abhi jaldi bhejo bhejiye`.split(/\s+/).filter(Boolean),
);
const ENGLISH_MARKERS = new Set(
  `the is are am was were i i'm we you your our my me a an need want looking find buy sell how what where who which can could would do does please hello hi thanks thank with for of in to from`.split(/\s+/),
);

/**
 * The language to answer in (issue 19): Hindi when the message has Devanagari or reads as Hinglish
 * (two Hindi words, or one with no English word beside it), English when it reads as English, and
 * otherwise (a bare product name, a number) the page's language.
 */
export function chatLanguage(message: string, pageLocale: Locale): Locale {
  if (DEVANAGARI.test(message)) return 'hi';
  const words = message.toLowerCase().replace(/[’']/g, "'").match(/[a-z']+/g) ?? [];
  const hinglish = words.filter((word) => HINGLISH.has(word)).length;
  const english = words.filter((word) => ENGLISH_MARKERS.has(word)).length;
  if (hinglish >= 2 || (hinglish === 1 && english === 0)) return 'hi';
  if (english > 0) return 'en';
  return pageLocale;
}

const CONTACT = /\b(human|real person|agent|representative|executive|talk to (someone|somebody|a person|your team)|speak (to|with)|call (me|back)|callback|contact (you|your team|support|someone|us)|customer (care|support|service)|phone number|helpline|email address|how (can|do) i (contact|reach))\b/;
const PLANS = /\b(plans?|subscriptions?|membership|members? ?ship|basic pack|premium pack|elite pack|basic|premium|elite|pricing table|annual fee|yearly fee|per annum|subscribe)\b/;
const REGISTRATION = /\b(register|registration|sign ?up|signup|create (an )?account|open (an )?account|join|onboard(ing)?|documents?|kyc|paperwork|list my (products?|company|business)|become a (seller|supplier|buyer|member)|start selling|sell on)\b/;
const TRADE_ASSURANCE = /\b(trade assurance|escrow|secure payments?|payment protection|protected payments?|safe payments?|refunds?|payment (methods?|options?)|upi|net ?banking|shipping (issue|problem)s?|damaged|defective|not delivered|never arrived|buyer protection)\b/;
const VERIFICATION = /\b(verif(y|ied|ication)|genuine|trust(ed|worthy)?|authentic|fake suppliers?|badge|legit(imate)?|scam)\b/;
const PRODUCT_VERBS = /\b(need|want|buy|buying|purchase|looking for|find|search|source|sourcing|order|suppliers?|manufacturers?|vendors?|sellers?|wholesalers?|exporters?|dealers?|price of|cost of|rate of|quote|quotation|available|sell(s|ing)?|stock|do you have|get)\b/;
const GREETING = /^(hi+|hello+|hey+|namaste|namaskar|good (morning|afternoon|evening)|hola|yo)\b[\s!.,]*(there|team)?[\s!.,]*$/;
const THANKS = /^(thanks?|thank you( so much| very much)?|thx|ok(ay)?|great|cool|bye|goodbye|see you)\b[\s!.,]*(thanks?|bye)?[\s!.,]*$/;

/**
 * The same intents asked in Hindi, in Devanagari or Hinglish. Devanagari has no \b (its letters are
 * not \w), so these match inside the text; each word is long or specific enough not to misfire.
 */
const CONTACT_HI = /(इंसान|किसी से बात|बात करनी|बात करना|बात कराएँ|बात कराइए|संपर्क कैसे|फ़ोन नंबर|फोन नंबर|हेल्पलाइन|ग्राहक सेवा|कॉल कीजिए|कॉल करें|\b(kisi se baat|baat karni|baat karna|sampark kaise|call kijiye|call karo|phone number do)\b)/;
const PLANS_HI = /(प्लान|सदस्यता|मेंबरशिप|मेम्बरशिप|सब्सक्रिप्शन|सालाना फ़ीस|सालाना फीस|\b(sadasyata|membership kitne|plan kitne)\b)/;
const REGISTRATION_HI = /(रजिस्टर|रजिस्ट्रेशन|पंजीकरण|खाता खोल|अकाउंट बना|दस्तावेज़|दस्तावेज|काग़ज़ात|कागजात|\b(register kaise|registration kaise|khata kholna|account kaise|kagzat|kagaz)\b)/;
const TRADE_ASSURANCE_HI = /(भुगतान|पेमेंट|रिफ़ंड|रिफंड|पैसा वापस|पैसे वापस|एस्क्रो|माल नहीं आया|ख़राब माल|खराब माल|\b(bhugtan|paisa wapas|paise wapas|payment kaise|maal nahi aaya|kharab maal)\b)/;
const VERIFICATION_HI = /(सत्यापित|सत्यापन|वेरिफ़ाई|वेरिफाई|भरोसेमंद|भरोसा|असली है|नकली|धोखा|\b(satyapit|asli hai|nakli|bharosemand|bharosa|dhokha)\b)/;
const PRODUCT_VERBS_HI = /(चाहिए|चाहिये|ख़रीद|खरीद|क़ीमत|कीमत|दाम|भाव|रेट|सप्लायर|विक्रेता|मिलेगा|मिलेगी|उपलब्ध|थोक|\b(chahiye|chahie|chaiye|kharidna|kharid|keemat|kimat|daam|bhav|milega|milegi|thok)\b)/;
const GREETING_HI = /^(नमस्ते|नमस्कार|प्रणाम|राम राम|हैलो|हेलो|namaste|namaskar|pranam|ram ram)[\s!.,।]*(जी|ji)?[\s!.,।]*$/;
const THANKS_HI = /^(धन्यवाद|शुक्रिया|ठीक है|अलविदा|बहुत बढ़िया|dhanyavad|dhanyawad|shukriya|theek hai|thik hai)[\s!.,।]*(जी|ji)?[\s!.,।]*$/;

/**
 * The intent that does not depend on the catalogue. `product` is decided with the catalogue: a
 * message is about a product when it asks for one, or when its words match products.
 */
export function detectIntent(message: string, catalogueMatched: boolean): ChatIntent {
  const text = message.toLowerCase().replace(/[’']/g, "'").normalize('NFC').trim();
  const productVerb = has(text, PRODUCT_VERBS) || has(text, PRODUCT_VERBS_HI);
  if (has(text, CONTACT) || has(text, CONTACT_HI)) return 'contact';
  if (has(text, TRADE_ASSURANCE) || has(text, TRADE_ASSURANCE_HI)) return 'trade_assurance';
  if ((has(text, PLANS) || has(text, PLANS_HI)) && !catalogueMatched) return 'plans';
  if (has(text, PLANS) && /\b(plans?|subscriptions?|membership|pack)\b/.test(text)) return 'plans';
  if (has(text, PLANS_HI)) return 'plans';
  if (has(text, REGISTRATION) || has(text, REGISTRATION_HI)) return 'registration';
  if ((has(text, VERIFICATION) || has(text, VERIFICATION_HI)) && !(catalogueMatched && productVerb)) return 'verification';
  if (has(text, GREETING) || has(text, GREETING_HI)) return 'greeting';
  if (has(text, THANKS) || has(text, THANKS_HI)) return 'thanks';
  if (catalogueMatched) return 'product';
  if (productVerb) return 'product';
  return 'unknown';
}

const STOPWORDS = new Set(
  `a an the i im i'm we our us me my you your some any of for to in at on from near with and or by per each please pls kindly can could would will
  need needs want wants wanted buy buying purchase purchasing looking look find finding search searching source sourcing order ordering get
  supplier suppliers manufacturer manufacturers vendor vendors seller sellers wholesaler wholesalers exporter exporters dealer dealers distributor distributors
  price prices cost costs rate rates quote quotation quotations wholesale bulk cheap cheapest best good quality top verified trusted genuine
  is are was be do does have has there who which what where how much many available deliver delivered delivery ship shipping city state india indian
  about tell show list give know help like also urgently urgent asap month monthly week weekly every around approx approximately lot lots
  sell sells selling stock stocks it its this that these those them they
  mujhe muje hume humein hamein aap mera meri mere hamara hamari kya kaise kahan kitna kitne kitni hai hain chahiye chahie chaiye chahte chahta chahti
  milega milegi milenge milta milti batao bataye bataiye dikhao karo karna kijiye dijiye liye aur nahi nahin haan wala wale wali kilo bhav daam
  keemat kimat rate sasta saste achha accha thok kharidna kharid abhi jaldi bhejo
  मुझे मुझको हमें हमको आप आपके मेरा मेरी मेरे हमारा हमारी क्या कैसे कहाँ कहां कितना कितने कितनी है हैं था थी चाहिए चाहिये चाहते चाहता चाहती
  मिलेगा मिलेगी मिलेंगे मिलता मिलती बताओ बताइए बताएँ बताएं दिखाओ दिखाइए करो करना कीजिए दीजिए लिए के का की को में से पर और या नहीं हाँ जी
  वाला वाले वाली भाव दाम क़ीमत कीमत रेट सस्ता सस्ते अच्छा अच्छी थोक ख़रीदना खरीदना ख़रीद खरीद सप्लायर विक्रेता अभी जल्दी भेजो भेजिए एक कुछ`
    .split(/\s+/)
    .filter(Boolean),
);

/**
 * Candidate search phrases from the message, most specific first: the remaining words as one
 * phrase, then adjacent pairs, then single words (longest first) with simple singular forms.
 */
export function searchPhrases(message: string, quantity: Quantity | undefined, place: Place | undefined): string[] {
  let text = message.toLowerCase().replace(/[’']/g, "'").normalize('NFC');
  if (quantity) text = text.replace(quantity.text.toLowerCase(), ' ');
  if (place) text = text.replace(new RegExp(`\\b${escapeRegExp(place.name.toLowerCase())}\\b`, 'g'), ' ');
  const words = text
    // Letters of any script with their vowel signs (Devanagari words stay whole).
    .split(/[^\p{L}\p{M}\p{N}&-]+/u)
    .filter((word) => (word.length > 2 || (DEVANAGARI.test(word) && word.length > 1)) && !STOPWORDS.has(word) && !/^\d+$/.test(word) && !UNIT_ALIASES[word]);
  const phrases: string[] = [];
  const add = (phrase: string) => {
    if (phrase.length > 1 && !phrases.includes(phrase)) phrases.push(phrase);
  };
  const withSingularEnd = (phrase: string[]) => {
    add(phrase.join(' '));
    add([...phrase.slice(0, -1), singularOf(phrase.at(-1) ?? '')].join(' '));
  };
  if (words.length > 1) withSingularEnd(words);
  for (let i = 0; i + 1 < words.length; i += 1) withSingularEnd([words[i] ?? '', words[i + 1] ?? '']);
  for (const word of [...words].sort((a, b) => b.length - a.length)) {
    add(word);
    const singular = singularOf(word);
    if (singular !== word) add(singular);
  }
  return phrases;
}

/** "500 piece" reads "500 pieces"; symbols such as kg stay as they are. */
export function unitFor(quantity: number, unit: string): string {
  if (quantity === 1 || !/^[a-z]{3,}$/.test(unit) || unit.endsWith('s')) return unit;
  return /(x|ch|sh)$/.test(unit) ? `${unit}es` : `${unit}s`;
}

function singularOf(word: string): string {
  if (word.length > 4 && word.endsWith('ies')) return `${word.slice(0, -3)}y`;
  if (word.length > 4 && /(ches|shes|xes|ses|oes)$/.test(word)) return word.slice(0, -2);
  if (word.length > 3 && word.endsWith('s') && !word.endsWith('ss')) return word.slice(0, -1);
  return word;
}

/**
 * What the built-in assistant understands in a visitor's message, without I/O: the intent, the
 * quantity ("500 kg"), the place ("in Pune") and the words left to search the catalogue with.
 */

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
};

const QUANTITY = new RegExp(
  String.raw`(\d{1,3}(?:,\d{2,3})+|\d+(?:\.\d+)?)\s*(${Object.keys(UNIT_ALIASES).sort((a, b) => b.length - a.length).join('|')})\b`,
  'i',
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

const CONTACT = /\b(human|real person|agent|representative|executive|talk to (someone|somebody|a person|your team)|speak (to|with)|call (me|back)|callback|contact (you|your team|support|someone|us)|customer (care|support|service)|phone number|helpline|email address|how (can|do) i (contact|reach))\b/;
const PLANS = /\b(plans?|subscriptions?|membership|members? ?ship|basic pack|premium pack|elite pack|basic|premium|elite|pricing table|annual fee|yearly fee|per annum|subscribe)\b/;
const REGISTRATION = /\b(register|registration|sign ?up|signup|create (an )?account|open (an )?account|join|onboard(ing)?|documents?|kyc|paperwork|list my (products?|company|business)|become a (seller|supplier|buyer|member)|start selling|sell on)\b/;
const TRADE_ASSURANCE = /\b(trade assurance|escrow|secure payments?|payment protection|protected payments?|safe payments?|refunds?|payment (methods?|options?)|upi|net ?banking|shipping (issue|problem)s?|damaged|defective|not delivered|never arrived|buyer protection)\b/;
const VERIFICATION = /\b(verif(y|ied|ication)|genuine|trust(ed|worthy)?|authentic|fake suppliers?|badge|legit(imate)?|scam)\b/;
const PRODUCT_VERBS = /\b(need|want|buy|buying|purchase|looking for|find|search|source|sourcing|order|suppliers?|manufacturers?|vendors?|sellers?|wholesalers?|exporters?|dealers?|price of|cost of|rate of|quote|quotation|available|sell(s|ing)?|stock|do you have|get)\b/;
const GREETING = /^(hi+|hello+|hey+|namaste|namaskar|good (morning|afternoon|evening)|hola|yo)\b[\s!.,]*(there|team)?[\s!.,]*$/;
const THANKS = /^(thanks?|thank you( so much| very much)?|thx|ok(ay)?|great|cool|bye|goodbye|see you)\b[\s!.,]*(thanks?|bye)?[\s!.,]*$/;

/**
 * The intent that does not depend on the catalogue. `product` is decided with the catalogue: a
 * message is about a product when it asks for one, or when its words match products.
 */
export function detectIntent(message: string, catalogueMatched: boolean): ChatIntent {
  const text = message.toLowerCase().replace(/[’']/g, "'").trim();
  if (has(text, CONTACT)) return 'contact';
  if (has(text, TRADE_ASSURANCE)) return 'trade_assurance';
  if (has(text, PLANS) && !catalogueMatched) return 'plans';
  if (has(text, PLANS) && /\b(plans?|subscriptions?|membership|pack)\b/.test(text)) return 'plans';
  if (has(text, REGISTRATION)) return 'registration';
  if (has(text, VERIFICATION) && !(catalogueMatched && has(text, PRODUCT_VERBS))) return 'verification';
  if (has(text, GREETING)) return 'greeting';
  if (has(text, THANKS)) return 'thanks';
  if (catalogueMatched) return 'product';
  if (has(text, PRODUCT_VERBS)) return 'product';
  return 'unknown';
}

const STOPWORDS = new Set(
  `a an the i im i'm we our us me my you your some any of for to in at on from near with and or by per each please pls kindly can could would will
  need needs want wants wanted buy buying purchase purchasing looking look find finding search searching source sourcing order ordering get
  supplier suppliers manufacturer manufacturers vendor vendors seller sellers wholesaler wholesalers exporter exporters dealer dealers distributor distributors
  price prices cost costs rate rates quote quotation quotations wholesale bulk cheap cheapest best good quality top verified trusted genuine
  is are was be do does have has there who which what where how much many available deliver delivered delivery ship shipping city state india indian
  about tell show list give know help like also urgently urgent asap month monthly week weekly every around approx approximately lot lots
  sell sells selling stock stocks it its this that these those them they`
    .split(/\s+/)
    .filter(Boolean),
);

/**
 * Candidate search phrases from the message, most specific first: the remaining words as one
 * phrase, then adjacent pairs, then single words (longest first) with simple singular forms.
 */
export function searchPhrases(message: string, quantity: Quantity | undefined, place: Place | undefined): string[] {
  let text = message.toLowerCase().replace(/[’']/g, "'");
  if (quantity) text = text.replace(quantity.text.toLowerCase(), ' ');
  if (place) text = text.replace(new RegExp(`\\b${escapeRegExp(place.name.toLowerCase())}\\b`, 'g'), ' ');
  const words = text
    .split(/[^a-z0-9&-]+/)
    .filter((word) => word.length > 2 && !STOPWORDS.has(word) && !/^\d+$/.test(word) && !UNIT_ALIASES[word]);
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

import { assertPaise } from './money';

/**
 * Hindi has its own word for every number below a hundred (इक्कीस is not "twenty-one" built from
 * parts), so they are listed, as written in Hindi cheques and invoices.
 */
const BELOW_HUNDRED = [
  'शून्य', 'एक', 'दो', 'तीन', 'चार', 'पाँच', 'छह', 'सात', 'आठ', 'नौ',
  'दस', 'ग्यारह', 'बारह', 'तेरह', 'चौदह', 'पंद्रह', 'सोलह', 'सत्रह', 'अठारह', 'उन्नीस',
  'बीस', 'इक्कीस', 'बाईस', 'तेईस', 'चौबीस', 'पच्चीस', 'छब्बीस', 'सत्ताईस', 'अट्ठाईस', 'उनतीस',
  'तीस', 'इकतीस', 'बत्तीस', 'तैंतीस', 'चौंतीस', 'पैंतीस', 'छत्तीस', 'सैंतीस', 'अड़तीस', 'उनतालीस',
  'चालीस', 'इकतालीस', 'बयालीस', 'तैंतालीस', 'चवालीस', 'पैंतालीस', 'छियालीस', 'सैंतालीस', 'अड़तालीस', 'उनचास',
  'पचास', 'इक्यावन', 'बावन', 'तिरेपन', 'चौवन', 'पचपन', 'छप्पन', 'सत्तावन', 'अट्ठावन', 'उनसठ',
  'साठ', 'इकसठ', 'बासठ', 'तिरसठ', 'चौंसठ', 'पैंसठ', 'छियासठ', 'सड़सठ', 'अड़सठ', 'उनहत्तर',
  'सत्तर', 'इकहत्तर', 'बहत्तर', 'तिहत्तर', 'चौहत्तर', 'पचहत्तर', 'छिहत्तर', 'सतहत्तर', 'अठहत्तर', 'उन्यासी',
  'अस्सी', 'इक्यासी', 'बयासी', 'तिरासी', 'चौरासी', 'पचासी', 'छियासी', 'सत्तासी', 'अट्ठासी', 'नवासी',
  'नब्बे', 'इक्यानवे', 'बानवे', 'तिरानवे', 'चौरानवे', 'पचानवे', 'छियानवे', 'सत्तानवे', 'अट्ठानवे', 'निन्यानवे',
] as const;

function belowHundred(n: number): string {
  return BELOW_HUNDRED[n] ?? '';
}

/** Hindi words for a positive whole number in the Indian system: करोड़, लाख, हज़ार, सौ. */
function hindiWords(n: number): string {
  const crore = Math.floor(n / 10_000_000);
  const belowCrore = n % 10_000_000;
  const lakh = Math.floor(belowCrore / 100_000);
  const thousand = Math.floor((belowCrore % 100_000) / 1000);
  const hundred = Math.floor((belowCrore % 1000) / 100);
  const rest = belowCrore % 100;
  const parts: string[] = [];
  if (crore > 0) parts.push(`${hindiWords(crore)} करोड़`);
  if (lakh > 0) parts.push(`${belowHundred(lakh)} लाख`);
  if (thousand > 0) parts.push(`${belowHundred(thousand)} हज़ार`);
  if (hundred > 0) parts.push(`${belowHundred(hundred)} सौ`);
  if (rest > 0) parts.push(belowHundred(rest));
  return parts.join(' ');
}

/**
 * The amount in words in Hindi, beside the English words a tax invoice prints:
 * 12000050 → "एक लाख बीस हज़ार रुपये और पचास पैसे मात्र". Throws RangeError, as amountInWords
 * does, for negative or fractional paise.
 */
export function amountInHindiWords(paise: number): string {
  assertPaise(paise, 'amountInHindiWords');
  if (paise < 0) throw new RangeError('amountInHindiWords takes a non-negative amount');
  const rupees = Math.floor(paise / 100);
  const rest = paise % 100;
  const paiseWords = rest === 1 ? 'एक पैसा' : `${belowHundred(rest)} पैसे`;
  if (rupees === 0) return rest === 0 ? 'शून्य रुपये मात्र' : `${paiseWords} मात्र`;
  const rupeeWords = `${hindiWords(rupees)} ${rupees === 1 ? 'रुपया' : 'रुपये'}`;
  return rest === 0 ? `${rupeeWords} मात्र` : `${rupeeWords} और ${paiseWords} मात्र`;
}

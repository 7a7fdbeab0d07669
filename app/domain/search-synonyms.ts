/**
 * Hindi-English trade words and Indian/British spellings a buyer types, mapped to the words the
 * catalogue uses. Each group is symmetric: every word finds listings that use another word of the
 * group. Multi-word entries are matched as phrases.
 */
const GROUPS: string[][] = [
  ['atta', 'wheat flour', 'flour'],
  ['dal', 'daal', 'lentils', 'lentil', 'pulses'],
  ['kurti', 'kurtis', 'tunic'],
  ['kurta', 'kurtas'],
  ['chawal', 'rice'],
  ['gehu', 'gehun', 'wheat'],
  ['makka', 'makki', 'maize', 'corn'],
  ['chai', 'tea'],
  ['haldi', 'turmeric'],
  ['jeera', 'cumin'],
  ['mirch', 'chilli', 'chili', 'chillies'],
  ['hing', 'asafoetida'],
  ['ghee', 'clarified butter'],
  ['besan', 'gram flour'],
  ['tamatar', 'tomato'],
  ['bhindi', 'ladyfinger', 'okra'],
  ['pyaz', 'pyaaz', 'onion'],
  ['kaddu', 'pumpkin'],
  ['lauki', 'bottle gourd'],
  ['surajmukhi', 'sunflower'],
  ['kali mirch', 'black pepper'],
  ['achar', 'achaar', 'pickle'],
  ['saree', 'sari'],
  ['chappal', 'chappals', 'slippers', 'sandals'],
  ['joota', 'juta', 'jutti', 'shoes', 'footwear'],
  ['kapda', 'fabric', 'cloth'],
  ['dhurrie', 'durrie', 'dari'],
  ['agarbatti', 'incense'],
  ['mehndi', 'mehendi', 'henna'],
  ['diya', 'diyas', 'lamp'],
  ['thali', 'plate'],
  ['kadhai', 'kadai', 'wok'],
  ['almirah', 'wardrobe', 'cupboard'],
  ['jhola', 'bag'],
  ['pankha', 'fan'],
  ['bijli', 'electric'],
  ['colour', 'color'],
  ['jewellery', 'jewelry'],
  ['aluminium', 'aluminum'],
  ['fibre', 'fiber'],
  ['organiser', 'organizer'],
  ['stabiliser', 'stabilizer'],
  ['polarised', 'polarized'],
  ['tyre', 'tire'],
  ['spanner', 'wrench'],
  ['torch', 'flashlight'],
  ['mobile', 'cell phone', 'smartphone'],
  ['inverter', 'ups'],
  ['sanitiser', 'sanitizer'],
  ['mask', 'masks'],
];

const bySingleWord = new Map<string, string[]>();
for (const group of GROUPS) {
  for (const word of group) {
    if (!word.includes(' ')) bySingleWord.set(word, [...(bySingleWord.get(word) ?? []), ...group.filter((other) => other !== word)]);
  }
}

/** Other words or phrases that mean what `word` (lower-case, one word) means to a buyer. */
export function synonymsOf(word: string): string[] {
  return [...new Set(bySingleWord.get(word) ?? [])];
}

/** Whether a word is a known trade word, so typo correction leaves it alone. */
export function isKnownTradeWord(word: string): boolean {
  return bySingleWord.has(word);
}

/** Lower-cased words of a query: letters and digits of any script, everything else splits. */
export function queryWords(q: string): string[] {
  return q
    .toLowerCase()
    .normalize('NFKC')
    .split(/[^\p{L}\p{N}]+/u)
    .filter((word) => word.length > 0)
    .slice(0, 12);
}

/**
 * Edits between two words (insert, delete, substitute, or swap two neighbours, each one edit —
 * optimal string alignment), or `max + 1` as soon as it must exceed `max`.
 */
export function editDistance(a: string, b: string, max: number): number {
  if (Math.abs(a.length - b.length) > max) return max + 1;
  let before: number[] = [];
  let previous = Array.from({ length: b.length + 1 }, (_, j) => j);
  for (let i = 1; i <= a.length; i++) {
    const current = [i];
    let best = i;
    for (let j = 1; j <= b.length; j++) {
      const cost = a[i - 1] === b[j - 1] ? 0 : 1;
      let value = Math.min((previous[j] ?? 0) + 1, (current[j - 1] ?? 0) + 1, (previous[j - 1] ?? 0) + cost);
      if (i > 1 && j > 1 && a[i - 1] === b[j - 2] && a[i - 2] === b[j - 1]) value = Math.min(value, (before[j - 2] ?? 0) + 1);
      current.push(value);
      best = Math.min(best, value);
    }
    if (best > max) return max + 1;
    before = previous;
    previous = current;
  }
  return Math.min(previous[b.length] ?? 0, max + 1);
}

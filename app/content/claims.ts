/**
 * Finds the sentences of a page that make a trust or marketing claim, so a test can hold every
 * public page to the list of claims the code backs (app/content/allowed-claims.ts). A claim is a
 * sentence with a word such as verified, guarantee, escrow or protection, a superlative, a big
 * number word, "every" or "all suppliers", or a figure with + or %. Text a seller wrote about its
 * own company or products (an element marked `data-seller-text`, see SELLER_TEXT) is the seller's
 * word, not the site's, and is left out.
 */

/** The attribute that marks an element whose text was written by a seller; spread it on the element. */
export const SELLER_TEXT = { 'data-seller-text': '' } as const;
const CLAIM_WORDS =
  /\b(verif(?:y|ied|ies|ication)|checked|reviewed|guarantee[ds]?|assur(?:ed|ance)|escrow|protect(?:ed|ion|s)?|secure(?:ly|d)?|safe(?:ly)?|refund(?:s|ed)?|insur(?:ed|ance)|certified|trusted|genuine|best|leading|largest|millions?|lakhs?|crores?|every|all suppliers)\b/i;
/**
 * The same claim words in Hindi (issue 19): Devanagari has no \b in JavaScript, so these match as
 * parts of words (सत्यापित, जाँची, समीक्षा, गारंटी, एस्क्रो, सुरक्षा, रिफ़ंड, बीमा, प्रमाणित…).
 * "हर" (each/every) counts only before सप्लायर, like "all suppliers"; "सबसे" only as best/largest
 * (सबसे बड़ा, सबसे अच्छा), since Hindi writes every superlative with it.
 */
const CLAIM_WORDS_HI = /सत्याप|जाँच|जांच|समीक्षा|गारंटी|आश्वास|एश्योरेंस|एस्क्रो|सुरक्षा|सुरक्षित|रिफ़ंड|रिफंड|बीमा|प्रमाणित|भरोसेमंद|असली|सबसे बड़|सबसे अच्छ|सबसे भरोसेमंद|सर्वश्रेष्ठ|अग्रणी|लाखों|करोड़|हर सप्लायर|सभी सप्लायर/;
/** "200M+", "5,000+", "100%", "18 %". */
const CLAIM_FIGURES = /\d[\d,.]*\s*[KMBLkmbl]?\+|\d\s*%/;

export function isClaim(sentence: string): boolean {
  return CLAIM_WORDS.test(sentence) || CLAIM_WORDS_HI.test(sentence) || CLAIM_FIGURES.test(sentence);
}

const BLOCK_TAGS = /<\/?(?:p|div|li|ul|ol|h[1-6]|dt|dd|dl|tr|td|th|table|section|header|footer|main|nav|aside|article|form|fieldset|legend|label|button|option|select|summary|details|figcaption|blockquote|br|hr|title)\b[^>]*>/gi;
const ENTITIES: Record<string, string> = { amp: '&', lt: '<', gt: '>', quot: '"', apos: "'", nbsp: ' ', rsquo: '’', lsquo: '‘', ldquo: '“', rdquo: '”', hellip: '…', ndash: '–', mdash: '—', rarr: '→', middot: '·' };

function decodeEntities(text: string): string {
  return text.replace(/&(#x[0-9a-f]+|#\d+|[a-z]+);/gi, (whole, name: string) => {
    if (name.startsWith('#x') || name.startsWith('#X')) return String.fromCodePoint(parseInt(name.slice(2), 16));
    if (name.startsWith('#')) return String.fromCodePoint(parseInt(name.slice(1), 10));
    return ENTITIES[name.toLowerCase()] ?? whole;
  });
}

/** The visible text of an HTML page (and its title and meta description) as sentences. */
export function pageSentences(html: string): string[] {
  const description = /<meta\s+name="description"\s+content="([^"]*)"/i.exec(html)?.[1] ?? '';
  const text = withoutSellerText(
    html
      .replace(/<(script|style|template|noscript|svg)\b[\s\S]*?<\/\1>/gi, ' ')
      .replace(/<!--[\s\S]*?-->/g, '')
      .replace(/<meta\b[^>]*>/gi, ''),
  )
    // Two inline elements side by side with nothing between them are separate lines on screen (a card's title and text).
    .replace(/<\/(?:span|a)>(?=<(?:span|a)\b)/gi, '\n')
    .replace(BLOCK_TAGS, '\n')
    .replace(/<[^>]+>/g, '');
  return splitSentences(`${decodeEntities(description)}\n${decodeEntities(text)}`);
}

const VOID_TAGS = new Set(['area', 'base', 'br', 'col', 'embed', 'hr', 'img', 'input', 'link', 'meta', 'source', 'track', 'wbr']);

/** The HTML with every element marked data-seller-text (and everything inside it) removed. */
function withoutSellerText(html: string): string {
  let out = '';
  let skipDepth = 0;
  let depth = 0;
  let last = 0;
  for (const match of html.matchAll(/<(\/?)([a-zA-Z][\w-]*)\b([^>]*)>/g)) {
    const [tag, closing, name = '', attributes = ''] = match;
    const index = match.index;
    if (skipDepth === 0) out += html.slice(last, index);
    last = index + tag.length;
    const isVoid = VOID_TAGS.has(name.toLowerCase()) || attributes.endsWith('/');
    if (closing) {
      depth -= 1;
      if (skipDepth > 0 && depth < skipDepth) skipDepth = 0;
      else if (skipDepth === 0) out += tag;
      continue;
    }
    if (skipDepth === 0 && /\sdata-seller-text\b/.test(attributes)) {
      if (!isVoid) {
        depth += 1;
        skipDepth = depth;
      }
      out += '\n';
      continue;
    }
    if (skipDepth === 0) out += tag;
    if (!isVoid) depth += 1;
  }
  if (skipDepth === 0) out += html.slice(last);
  return out;
}

/** Lines split into sentences at ., ! or ? followed by a space and a capital, digit, quote or ₹, and after a Hindi full stop (।). */
export function splitSentences(text: string): string[] {
  return text
    .split('\n')
    .map((line) => line.replace(/\s+/g, ' ').trim())
    .filter(Boolean)
    .flatMap((line) => line.split(/(?<=[.!?])\s+(?=[A-Z0-9“"‘(₹✓])|(?<=।)\s+/))
    .map((sentence) => sentence.trim())
    .filter(Boolean);
}

/** The claim sentences of a page, each once. */
export function pageClaims(html: string): string[] {
  return [...new Set(pageSentences(html).filter(isClaim))];
}

export interface AllowedClaim {
  /** The sentence exactly, or a pattern for one with a figure from the database. */
  claim: string | RegExp;
  /** What makes it true: the code, the data or the page that backs it. */
  backedBy: string;
}

/** The claims in `sentences` that no entry of `allowed` matches. */
export function unlistedClaims(sentences: string[], allowed: readonly AllowedClaim[]): string[] {
  return sentences.filter(isClaim).filter((sentence) => !allowed.some(({ claim }) => (typeof claim === 'string' ? claim === sentence : claim.test(sentence))));
}

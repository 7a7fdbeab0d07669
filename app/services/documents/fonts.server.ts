import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { inflateSync } from 'node:zlib';

/**
 * The fonts every document embeds: Noto Sans for Latin text (and ₹, which @fontsource ships in the
 * latin-ext subset) and Noto Sans Devanagari for Hindi. @fontsource splits each family into
 * subsets by Unicode range; its unicode.json says which file covers which code points, so the
 * fallback below is driven by the same ranges the browser uses. fontkit (inside pdfkit) shapes,
 * subsets and embeds the glyphs.
 */
export type FaceName = 'latin' | 'latin-ext' | 'devanagari';
export type Weight = 400 | 700;

interface Face {
  name: FaceName;
  ranges: [number, number][];
  files: Record<Weight, Buffer>;
}

const require = createRequire(import.meta.url);

function parseRanges(spec: string): [number, number][] {
  return spec.split(',').map((part) => {
    const [from, to] = part.trim().replace(/^U\+/i, '').split('-');
    const start = parseInt(from ?? '', 16);
    return [start, to ? parseInt(to, 16) : start];
  });
}

function face(name: FaceName, pkg: string, filePrefix: string): Face {
  const ranges = (JSON.parse(readFileSync(require.resolve(`${pkg}/unicode.json`), 'utf8')) as Record<string, string>)[name];
  if (!ranges) throw new Error(`${pkg} has no "${name}" subset`);
  const file = (weight: Weight) => woffToSfnt(readFileSync(require.resolve(`${pkg}/files/${filePrefix}-${name}-${weight}-normal.woff`)));
  return { name, ranges: parseRanges(ranges), files: { 400: file(400), 700: file(700) } };
}

/**
 * Unwraps a WOFF 1.0 file into the plain TrueType font inside it, once per process. fontkit reads
 * WOFF too, but inflates its tables in JavaScript for every document (about half a second for
 * the Devanagari face); node:zlib does it once here.
 */
function woffToSfnt(woff: Buffer): Buffer {
  if (woff.toString('latin1', 0, 4) !== 'wOFF') throw new Error('not a WOFF font');
  const numTables = woff.readUInt16BE(12);
  const tables = Array.from({ length: numTables }, (_, i) => {
    const entry = 44 + i * 20;
    const offset = woff.readUInt32BE(entry + 4);
    const compLength = woff.readUInt32BE(entry + 8);
    const origLength = woff.readUInt32BE(entry + 12);
    const stored = woff.subarray(offset, offset + compLength);
    return { tag: woff.subarray(entry, entry + 4), checksum: woff.readUInt32BE(entry + 16), data: compLength < origLength ? inflateSync(stored) : stored };
  });
  const entrySelector = Math.floor(Math.log2(numTables));
  const header = Buffer.alloc(12 + 16 * numTables);
  woff.copy(header, 0, 4, 8); // the sfnt flavour (TrueType or CFF)
  header.writeUInt16BE(numTables, 4);
  header.writeUInt16BE(16 * 2 ** entrySelector, 6);
  header.writeUInt16BE(entrySelector, 8);
  header.writeUInt16BE(16 * numTables - 16 * 2 ** entrySelector, 10);
  const bodies: Buffer[] = [];
  let offset = header.length;
  tables.forEach((table, i) => {
    const record = 12 + 16 * i;
    table.tag.copy(header, record);
    header.writeUInt32BE(table.checksum, record + 4);
    header.writeUInt32BE(offset, record + 8);
    header.writeUInt32BE(table.data.length, record + 12);
    const padded = Buffer.alloc(Math.ceil(table.data.length / 4) * 4);
    table.data.copy(padded);
    bodies.push(padded);
    offset += padded.length;
  });
  return Buffer.concat([header, ...bodies]);
}

let loaded: Face[] | undefined;

/** The faces in fallback order, read from disk once per process. */
export function faces(): Face[] {
  loaded ??= [
    face('latin', '@fontsource/noto-sans', 'noto-sans'),
    face('latin-ext', '@fontsource/noto-sans', 'noto-sans'),
    face('devanagari', '@fontsource/noto-sans-devanagari', 'noto-sans-devanagari'),
  ];
  return loaded;
}

/** Devanagari blocks: text in them is always set in Noto Sans Devanagari, which shapes it. */
const DEVANAGARI: [number, number][] = [
  [0x0900, 0x097f],
  [0x1cd0, 0x1cff],
  [0xa830, 0xa83f],
  [0xa8e0, 0xa8ff],
  [0x11b00, 0x11b5f],
];
const inRanges = (cp: number, ranges: [number, number][]) => ranges.some(([from, to]) => cp >= from && cp <= to);

/**
 * Joiners and combining marks belong to the run they follow, or the cluster would split. A space
 * after Devanagari stays in it too (Noto Sans Devanagari has the glyph), so a Hindi name is one
 * run, shaped and tagged with its ActualText as a whole, spaces included.
 */
const STAYS_WITH_PREVIOUS = /[\u200c\u200d\p{M}]/u;
const stays = (char: string, previous: FaceName) => STAYS_WITH_PREVIOUS.test(char) || (char === ' ' && previous === 'devanagari');

export interface TextRun {
  face: FaceName;
  text: string;
}

/**
 * Splits text into runs of one face each: Devanagari in Noto Sans Devanagari, everything else in
 * the first Noto Sans subset that has the character (₹ lands in latin-ext). A character no face
 * has stays in Latin and prints as a missing-glyph box rather than vanishing.
 */
export function splitRuns(text: string): TextRun[] {
  const runs: TextRun[] = [];
  for (const char of text) {
    const cp = char.codePointAt(0) ?? 0;
    const previous = runs.at(-1);
    let name: FaceName;
    if (previous && stays(char, previous.face)) name = previous.face;
    else if (inRanges(cp, DEVANAGARI)) name = 'devanagari';
    else name = faces().find((f) => inRanges(cp, f.ranges))?.name ?? 'latin';
    if (previous && previous.face === name) previous.text += char;
    else if (previous && name === 'devanagari' && previous.text.endsWith(' ')) {
      // The space before a Hindi word goes into its run as well: text extractors (pdf.js) drop
      // a space that ends one marked span, which would glue "Line 1" to the name that follows.
      const spaces = /\s+$/.exec(previous.text)?.[0] ?? '';
      previous.text = previous.text.slice(0, -spaces.length);
      if (!previous.text) runs.pop();
      runs.push({ face: name, text: spaces + char });
    } else runs.push({ face: name, text: char });
  }
  return runs;
}

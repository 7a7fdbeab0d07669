import PDFDocument from 'pdfkit';
import { faces, splitRuns, type FaceName, type TextRun, type Weight } from './fonts.server';

/**
 * A small page-layout layer over pdfkit for the documents the platform issues (tax invoices now;
 * quotes and purchase orders later): A4, embedded Noto fonts, text that wraps inside a column,
 * rows of side-by-side cells, rules, and page breaks. It sets each line itself, run by run, so a
 * line can mix Latin, ₹ and Devanagari, and so right-aligned figures line up exactly.
 *
 * The PDF is tagged: every text block is a paragraph in the structure tree, and each Devanagari
 * run carries its logical text as ActualText. Shaping reorders Devanagari glyphs (ि is drawn
 * before its consonant, a reph after the syllable), so without it a reader that copies or reads
 * the text aloud would get the glyphs' visual order instead of the name.
 */

interface TextStyle {
  size?: number;
  bold?: boolean;
  align?: 'left' | 'right' | 'center';
  color?: string;
}

/** A column of text at `x`, `width` points wide. */
interface Cell extends TextStyle {
  text: string;
  x: number;
  width: number;
}

interface Line {
  runs: TextRun[];
  width: number;
}

const A4 = { width: 595.28, height: 841.89 };
const MARGIN = 50;
/** Devanagari's vowel signs reach well above and below Latin letters: lines need the room. */
const LINE_HEIGHT = 1.5;
const fontKey = (face: FaceName, weight: Weight) => `${face}-${weight}`;
const graphemes = new Intl.Segmenter('hi', { granularity: 'grapheme' });

export class PdfDocument {
  readonly left = MARGIN;
  readonly right = A4.width - MARGIN;
  readonly width = A4.width - 2 * MARGIN;
  /** The top of the next line, in points from the top of the page. */
  y = MARGIN;
  private readonly doc: PDFKit.PDFDocument;
  private readonly chunks: Buffer[] = [];
  private readonly ended: Promise<void>;

  constructor(meta: { title: string; lang?: string }) {
    this.doc = new PDFDocument({
      size: 'A4',
      margin: MARGIN,
      pdfVersion: '1.7',
      tagged: true,
      lang: meta.lang ?? 'en-IN',
      displayTitle: true,
      info: { Title: meta.title, Producer: 'TradeSetu' },
    });
    for (const face of faces()) {
      for (const weight of [400, 700] as const) this.doc.registerFont(fontKey(face.name, weight), face.files[weight]);
    }
    this.doc.on('data', (chunk: Buffer) => this.chunks.push(chunk));
    this.ended = new Promise((resolve, reject) => {
      this.doc.on('end', resolve);
      this.doc.on('error', reject);
    });
  }

  /** A paragraph across the full width (or `x`/`width`), wrapped, then the cursor moves below it. */
  text(text: string, style: TextStyle & { x?: number; width?: number } = {}): void {
    this.row([{ ...style, text, x: style.x ?? this.left, width: style.width ?? this.right - (style.x ?? this.left) }]);
  }

  /**
   * Cells side by side starting at the cursor, each wrapped in its own column; the cursor moves
   * below the tallest. Lines that would cross the bottom margin continue on a new page.
   */
  row(cells: Cell[]): void {
    const laidOut = cells.map((cell) => ({ cell, size: cell.size ?? 10, lines: this.wrap(cell) }));
    const lineHeight = Math.max(...laidOut.map((c) => c.size * LINE_HEIGHT));
    const structs = laidOut.map(() => {
      const paragraph = this.doc.struct('P');
      this.doc.addStructure(paragraph);
      return paragraph;
    });
    const count = Math.max(...laidOut.map((c) => c.lines.length));
    for (let i = 0; i < count; i++) {
      if (this.y + lineHeight > A4.height - MARGIN) this.newPage();
      laidOut.forEach(({ cell, size, lines }, index) => {
        const line = lines[i];
        const paragraph = structs[index];
        if (line && paragraph) this.drawLine(line, cell, size, paragraph);
      });
      this.y += lineHeight;
    }
    for (const paragraph of structs) paragraph.end();
  }

  /** A horizontal rule at the cursor (decoration, so marked as an artifact), with room around it. */
  rule(from = this.left, to = this.right): void {
    this.y += 4;
    this.doc.markContent('Artifact', { type: 'Layout' });
    this.doc.moveTo(from, this.y).lineTo(to, this.y).lineWidth(0.5).strokeColor('#64748b').stroke();
    this.doc.endMarkedContent();
    this.y += 8;
  }

  space(points: number): void {
    this.y += points;
  }

  /** Finishes the file and returns its bytes. */
  async finish(): Promise<Buffer> {
    this.doc.end();
    await this.ended;
    return Buffer.concat(this.chunks);
  }

  private newPage(): void {
    this.doc.addPage();
    this.y = MARGIN;
  }

  private measure(run: TextRun, size: number, bold: boolean): number {
    return this.doc.font(fontKey(run.face, bold ? 700 : 400)).fontSize(size).widthOfString(run.text);
  }

  /**
   * Greedy word wrap on spaces; a newline in the text starts a new line. A word wider than the
   * column (a long e-mail address, a name without spaces) is broken between grapheme clusters,
   * never inside a Devanagari syllable.
   */
  private wrap(cell: Cell): Line[] {
    const size = cell.size ?? 10;
    const bold = cell.bold === true;
    const widthOf = (text: string) => splitRuns(text).reduce((sum, run) => sum + this.measure(run, size, bold), 0);
    const lines: Line[] = [];
    for (const paragraph of cell.text.split(/\r?\n/)) {
      let current = '';
      const push = () => {
        const text = current.trimEnd();
        lines.push({ runs: splitRuns(text), width: widthOf(text) });
        current = '';
      };
      for (const word of paragraph.trim().split(/\s+/)) {
        const candidate = current ? `${current} ${word}` : word;
        if (widthOf(candidate) <= cell.width || !current) {
          current = candidate;
        } else {
          push();
          current = word;
        }
        while (widthOf(current) > cell.width) {
          let head = '';
          for (const { segment } of graphemes.segment(current)) {
            if (head && widthOf(head + segment) > cell.width) break;
            head += segment;
          }
          const rest = current.slice(head.length);
          if (!rest) break;
          current = head;
          push();
          current = rest;
        }
      }
      push();
    }
    return lines;
  }

  private drawLine(line: Line, cell: Cell, size: number, paragraph: PDFKit.PDFStructureElement): void {
    const bold = cell.bold === true;
    let x = cell.x;
    if (cell.align === 'right') x = cell.x + cell.width - line.width;
    else if (cell.align === 'center') x = cell.x + (cell.width - line.width) / 2;
    const baseline = this.y + size * 1.1;
    for (const run of line.runs) {
      const devanagari = run.face === 'devanagari';
      const span = devanagari ? this.doc.struct('Span', { actual: run.text, lang: 'hi' }) : undefined;
      if (span) paragraph.add(span);
      const content = this.doc.markStructureContent('Span', devanagari ? { actual: run.text, lang: 'hi' } : {});
      this.doc
        .font(fontKey(run.face, bold ? 700 : 400))
        .fontSize(size)
        .fillColor(cell.color ?? '#0f172a')
        .text(run.text, x, baseline, { lineBreak: false, baseline: 'alphabetic' });
      this.doc.endMarkedContent();
      (span ?? paragraph).add(content);
      span?.end();
      x += this.measure(run, size, bold);
    }
  }
}

/** A PDF the signed-in user downloads as `filename`; never kept by a shared cache. */
export function pdfDownload(pdf: Buffer, filename: string): Response {
  return new Response(new Uint8Array(pdf), {
    headers: {
      'content-type': 'application/pdf',
      'content-disposition': `attachment; filename="${filename}"`,
      'cache-control': 'private, no-store',
    },
  });
}

import { getDocument } from 'pdfjs-dist/legacy/build/pdf.mjs';

interface StructNode {
  role?: string;
  alt?: string;
  type?: string;
  id?: string;
  children?: StructNode[];
}

interface TextItem {
  str?: string;
  hasEOL?: boolean;
  type?: string;
  id?: string | null;
}

/** Content ids (pdf.js `…_mcN`) under a structure element with ActualText, mapped to that text. */
function actualTextByContent(node: StructNode | null, inherited?: { text: string; used: boolean }, into = new Map<string, { text: string; used: boolean }>()) {
  if (!node) return into;
  const own = node.alt !== undefined && node.role !== 'Figure' ? { text: node.alt, used: false } : inherited;
  if (node.type === 'content' && node.id && own) into.set(node.id, own);
  for (const child of node.children ?? []) actualTextByContent(child, own, into);
  return into;
}

/**
 * The text of a PDF as a reader that honours ActualText gets it (Acrobat, screen readers, pdf.js's
 * accessibility tree): page by page, lines ending in "\n", and where a marked span carries
 * ActualText (the logical order of shaped Devanagari), that text instead of the drawn glyphs.
 */
export async function pdfText(bytes: Uint8Array): Promise<string> {
  const task = getDocument({ data: new Uint8Array(bytes), useSystemFonts: false });
  const pdf = await task.promise;
  const pages: string[] = [];
  for (let number = 1; number <= pdf.numPages; number++) {
    const page = await pdf.getPage(number);
    const actual = actualTextByContent(await page.getStructTree());
    const content = await page.getTextContent({ includeMarkedContent: true });
    let out = '';
    const open: (string | null | undefined)[] = [];
    for (const item of content.items as TextItem[]) {
      if (item.type === 'beginMarkedContentProps' || item.type === 'beginMarkedContent') {
        open.push(item.id);
        continue;
      }
      if (item.type === 'endMarkedContent') {
        open.pop();
        continue;
      }
      // pdf.js reports a line change as an empty item; it belongs before the next text, not after.
      if (!item.str) {
        if (item.hasEOL) out += '\n';
        continue;
      }
      const replacement = open.map((id) => (id ? actual.get(id) : undefined)).find(Boolean);
      if (replacement) {
        if (!replacement.used) out += replacement.text;
        replacement.used = true;
      } else out += item.str ?? '';
      if (item.hasEOL) out += '\n';
    }
    pages.push(out);
  }
  await task.destroy();
  return pages.join('\n');
}

/** The text with every run of whitespace (line ends included) as one space, for finding wrapped text. */
export const flat = (text: string) => text.replace(/\s+/g, ' ');

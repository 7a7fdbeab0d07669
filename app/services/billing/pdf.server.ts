/**
 * A minimal PDF 1.4 writer for text documents (tax invoices): one A4 page, the standard
 * Helvetica fonts, text and rules. Built by hand so invoices render without network or native
 * dependencies. Text is encoded as WinAnsi, so callers pass Latin text ("Rs." rather than "₹").
 */
export interface PdfText {
  kind: 'text';
  x: number;
  y: number;
  size: number;
  text: string;
  bold?: boolean;
  align?: 'left' | 'right';
}

export interface PdfLine {
  kind: 'line';
  x1: number;
  y1: number;
  x2: number;
  y2: number;
}

export type PdfItem = PdfText | PdfLine;

export const A4 = { width: 595.28, height: 841.89 };

/** Approximate Helvetica advance widths (per 1000 em) good enough to right-align figures. */
function textWidth(text: string, size: number, bold: boolean): number {
  let units = 0;
  for (const ch of text) {
    if (/[0-9]/.test(ch)) units += 556;
    else if (ch === ',' || ch === '.' || ch === ' ') units += 278;
    else if (/[A-Z]/.test(ch)) units += bold ? 722 : 667;
    else units += bold ? 556 : 500;
  }
  return (units * size) / 1000;
}

function escapePdfString(text: string): string {
  const latin = text
    .replace(/₹/g, 'Rs. ')
    .replace(/[–—]/g, '-')
    .replace(/[‘’]/g, "'")
    .replace(/[“”]/g, '"')
    .replace(/[^\x20-\x7e]/g, '?');
  return latin.replace(/([\\()])/g, '\\$1');
}

function contentStream(items: readonly PdfItem[]): string {
  const ops: string[] = ['0.5 w'];
  for (const item of items) {
    if (item.kind === 'line') {
      ops.push(`${item.x1.toFixed(2)} ${item.y1.toFixed(2)} m ${item.x2.toFixed(2)} ${item.y2.toFixed(2)} l S`);
      continue;
    }
    const x = item.align === 'right' ? item.x - textWidth(item.text, item.size, item.bold === true) : item.x;
    ops.push(`BT /${item.bold ? 'F2' : 'F1'} ${item.size} Tf ${x.toFixed(2)} ${item.y.toFixed(2)} Td (${escapePdfString(item.text)}) Tj ET`);
  }
  return ops.join('\n');
}

/** Serialises one page of items into a complete PDF file with a correct cross-reference table. */
export function renderPdf(items: readonly PdfItem[], title: string): Buffer {
  const stream = contentStream(items);
  const objects = [
    '<< /Type /Catalog /Pages 2 0 R >>',
    '<< /Type /Pages /Kids [3 0 R] /Count 1 >>',
    `<< /Type /Page /Parent 2 0 R /MediaBox [0 0 ${A4.width} ${A4.height}] /Resources << /Font << /F1 4 0 R /F2 5 0 R >> >> /Contents 6 0 R >>`,
    '<< /Type /Font /Subtype /Type1 /BaseFont /Helvetica /Encoding /WinAnsiEncoding >>',
    '<< /Type /Font /Subtype /Type1 /BaseFont /Helvetica-Bold /Encoding /WinAnsiEncoding >>',
    `<< /Length ${Buffer.byteLength(stream, 'latin1')} >>\nstream\n${stream}\nendstream`,
    `<< /Title (${escapePdfString(title)}) /Producer (TradeSetu) >>`,
  ];
  let body = '%PDF-1.4\n';
  const offsets: number[] = [];
  objects.forEach((object, index) => {
    offsets.push(Buffer.byteLength(body, 'latin1'));
    body += `${index + 1} 0 obj\n${object}\nendobj\n`;
  });
  const xref = Buffer.byteLength(body, 'latin1');
  body += `xref\n0 ${objects.length + 1}\n0000000000 65535 f \n`;
  for (const offset of offsets) body += `${String(offset).padStart(10, '0')} 00000 n \n`;
  body += `trailer\n<< /Size ${objects.length + 1} /Root 1 0 R /Info ${objects.length} 0 R >>\nstartxref\n${xref}\n%%EOF\n`;
  return Buffer.from(body, 'latin1');
}

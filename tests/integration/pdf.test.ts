import { describe, expect, it } from 'vitest';
import { PdfDocument } from '~/services/documents/pdf-document.server';
import { invoicePdf } from '~/services/billing/pdf.server';
import { sampleInvoice } from './support/sample-invoice';
import { flat, pdfText } from './support/pdf-text';

const HINDI_NAME = 'राम ट्रेडर्स प्राइवेट लिमिटेड';
// 120 characters: long enough that it must wrap across the invoice's width.
const ADDRESS = 'Plot No. 14-B, Second Floor, Shree Ganesh Industrial Estate, Near Old Octroi Naka, Bhiwandi Road, Thane, Maharashtra 421302'.slice(0, 120);


describe('invoice PDF', () => {
  it('prints ₹ amounts, a Hindi company name and a 120-character address that wraps', async () => {
    expect(ADDRESS).toHaveLength(120);
    const bytes = await invoicePdf(sampleInvoice({ recipientName: HINDI_NAME, recipientAddress: ADDRESS }));
    expect(bytes.subarray(0, 5).toString('latin1')).toBe('%PDF-');
    const text = await pdfText(bytes);

    expect(text).toContain(HINDI_NAME);
    expect(flat(text)).toContain(ADDRESS);
    // Wrapped: the address does not fit on one line of the invoice.
    expect(text).not.toContain(ADDRESS);
    for (const line of ['TAX INVOICE', 'Invoice No. TS/2026-27/000123', 'Date: 21 Nov 2026', 'GSTIN: 29AAGCB7383J1Z4', 'GSTIN: 27AAECR1234K1Z5', 'Place of supply: Maharashtra (27)']) {
      expect(text).toContain(line);
    }
    expect(text).toContain('998399');
    expect(text).toContain('Taxable value ₹10,000.00');
    expect(text).toContain('IGST @ 18% ₹1,800.00');
    expect(text).toContain('Total ₹11,800.00');
    expect(flat(text)).toContain('Amount in words: Rupees Eleven Thousand Eight Hundred Only');
  });

  it('embeds the Noto fonts it uses instead of relying on the reader', async () => {
    const bytes = await invoicePdf(sampleInvoice({ recipientName: HINDI_NAME, recipientAddress: ADDRESS }));
    const raw = bytes.toString('latin1');
    // Subset font names are "ABCDEF+Family"; FontFile2 streams carry the glyphs.
    expect(raw).toMatch(/\/BaseFont \/[A-Z]{6}\+NotoSans-/);
    expect(raw).toMatch(/\/BaseFont \/[A-Z]{6}\+NotoSansDevanagari/);
    expect(raw).toContain('/FontFile2');
    expect(raw).not.toMatch(/\/BaseFont \/Helvetica/);
  });

  it('splits the tax as CGST and SGST within a state, and says when the buyer is unregistered', async () => {
    const text = await pdfText(
      await invoicePdf(sampleInvoice({ recipientName: 'Asha Rao', recipientGstin: null, placeOfSupplyStateCode: '29', igstPaise: 0, cgstPaise: 90000, sgstPaise: 90000 })),
    );
    expect(text).toContain('CGST @ 9% ₹900.00');
    expect(text).toContain('SGST @ 9% ₹900.00');
    expect(text).not.toContain('IGST');
    expect(text).toContain('GSTIN: Unregistered');
    expect(text).toContain('Place of supply: Karnataka (29)');
  });
});

describe('PDF documents', () => {
  it('continues on a new page instead of writing past the bottom', async () => {
    const page = new PdfDocument({ title: 'Long' });
    for (let i = 1; i <= 80; i++) page.text(`Line ${i} राम ट्रेडर्स`);
    const text = await pdfText(await page.finish());
    expect(text).toContain('Line 1 राम ट्रेडर्स');
    expect(text).toContain('Line 80 राम ट्रेडर्स');
    expect(text.split('Line ').length - 1).toBe(80);
  });

  it('breaks a word wider than its column between characters rather than overflowing', async () => {
    const page = new PdfDocument({ title: 'Narrow' });
    const long = 'accounts.receivable.department@ram-traders-private-limited.example.in';
    page.row([{ text: long, x: page.left, width: 120 }]);
    const text = await pdfText(await page.finish());
    expect(text.replace(/\n/g, '')).toContain(long);
    expect(text.trim().split('\n').length).toBeGreaterThan(1);
  });
});

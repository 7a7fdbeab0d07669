import { PdfDocument } from '~/services/documents/pdf-document.server';
import type { Invoice } from './activation.server';
import { invoiceView } from './invoices.server';

/**
 * The tax invoice as a PDF: the same rows as the HTML invoice page (both read `invoiceView`), set
 * in embedded Noto Sans / Noto Sans Devanagari so ₹ and Hindi names print as they are.
 */
export async function invoicePdf(invoice: Invoice): Promise<Buffer> {
  const view = invoiceView(invoice);
  const page = new PdfDocument({ title: `Tax invoice ${view.number}` });
  const { left, right, width } = page;
  const half = (width - 20) / 2;
  const figures = { x: right - 120, width: 120, align: 'right' as const };
  const labels = { x: left + width / 2, width: width / 2 - 130 };

  page.row([
    { text: 'TAX INVOICE', x: left, width: half, size: 18, bold: true },
    { text: `Invoice No. ${view.number}\nDate: ${view.date}`, x: right - half, width: half, align: 'right', bold: true },
  ]);
  page.space(8);
  page.text(view.supplier.name, { size: 12, bold: true });
  page.text(view.supplier.address);
  page.text(`GSTIN: ${view.supplier.gstin}`);
  page.rule();

  page.text('Bill to', { bold: true });
  page.text(view.recipient.name, { size: 12 });
  page.text(view.recipient.address);
  page.text(view.recipient.gstin ? `GSTIN: ${view.recipient.gstin}` : 'GSTIN: Unregistered');
  page.text(`Place of supply: ${view.placeOfSupply}`);
  page.rule();

  const description = { x: left, width: width - 220 };
  const sac = { x: right - 210, width: 80 };
  page.row([
    { ...description, text: 'Description', bold: true },
    { ...sac, text: 'SAC', bold: true },
    { ...figures, text: 'Amount', bold: true },
  ]);
  page.row([
    { ...description, text: view.description },
    { ...sac, text: view.sacCode },
    { ...figures, text: view.taxable },
  ]);
  page.rule();
  page.row([
    { ...labels, text: 'Taxable value' },
    { ...figures, text: view.taxable },
  ]);
  for (const tax of view.taxes) {
    page.row([
      { ...labels, text: tax.label },
      { ...figures, text: tax.amount },
    ]);
  }
  page.rule(labels.x);
  page.row([
    { ...labels, text: 'Total', bold: true },
    { ...figures, text: view.total, bold: true },
  ]);
  page.space(8);
  page.text(`Amount in words: ${view.totalInWords}`);
  page.space(24);
  page.text('This is a computer-generated invoice and needs no signature.', { size: 8, color: '#475569' });
  return page.finish();
}

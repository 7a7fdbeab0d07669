import type { Locale } from '~/domain/locale';
import { documentLabels } from '~/services/documents/labels.server';
import { PdfDocument } from '~/services/documents/pdf-document.server';
import type { Invoice } from './activation.server';
import { invoiceView } from './invoices.server';

/**
 * The tax invoice as a PDF: the same rows as the HTML invoice page (both read `invoiceView`), set
 * in embedded Noto Sans / Noto Sans Devanagari so ₹ and Hindi names print as they are. In Hindi
 * every label is bilingual (the English the law wants, the Hindi beside it); the values are the same.
 */
export async function invoicePdf(invoice: Invoice, locale: Locale = 'en'): Promise<Buffer> {
  const view = invoiceView(invoice);
  const t = documentLabels(locale);
  const page = new PdfDocument({ title: `${t('taxInvoiceTitle')} ${view.number}` });
  const { left, right, width } = page;
  const half = (width - 20) / 2;
  const figures = { x: right - 120, width: 120, align: 'right' as const };
  // Bilingual labels need more room on the left of the figures than the English alone.
  const labels = locale === 'en' ? { x: left + width / 2, width: width / 2 - 130 } : { x: left + width / 2 - 60, width: width / 2 - 70 };

  page.row([
    { text: t('taxInvoiceHeading', {}, '\n'), x: left, width: half, size: 18, bold: true },
    { text: `${t('invoiceNumber')} ${view.number}\n${t('date')}: ${view.date}`, x: right - half, width: half, align: 'right', bold: true },
  ]);
  page.space(8);
  page.text(view.supplier.name, { size: 12, bold: true });
  page.text(view.supplier.address);
  page.text(`GSTIN: ${view.supplier.gstin}`);
  page.rule();

  page.text(t('billTo'), { bold: true });
  page.text(view.recipient.name, { size: 12 });
  page.text(view.recipient.address);
  page.text(view.recipient.gstin ? `GSTIN: ${view.recipient.gstin}` : `GSTIN: ${t('unregistered')}`);
  page.text(`${t('placeOfSupply')}: ${view.placeOfSupply}`);
  page.rule();

  const description = { x: left, width: width - 220 };
  const sac = { x: right - 210, width: 80 };
  page.row([
    { ...description, text: t('description', {}, '\n'), bold: true },
    { ...sac, text: 'SAC', bold: true },
    { ...figures, text: t('amount', {}, '\n'), bold: true },
  ]);
  page.row([
    { ...description, text: view.description },
    { ...sac, text: view.sacCode },
    { ...figures, text: view.taxable },
  ]);
  page.rule();
  page.row([
    { ...labels, text: t('taxableValue') },
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
    { ...labels, text: t('total'), bold: true },
    { ...figures, text: view.total, bold: true },
  ]);
  page.space(8);
  page.text(`${t('amountInWords')}: ${view.totalInWords}`);
  if (locale !== 'en') page.text(view.totalInWordsHi);
  page.space(24);
  page.text(t('invoiceNoSignature'), { size: 8, color: '#475569' });
  return page.finish();
}

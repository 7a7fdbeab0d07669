import type { Locale } from '~/domain/locale';
import { documentLabels } from '~/services/documents/labels.server';
import { PdfDocument } from '~/services/documents/pdf-document.server';
import type { PurchaseOrderView } from './purchase-orders.server';

/**
 * The purchase order as a PDF: the same rows as its HTML page (both read the view of
 * getPurchaseOrderFor). In Hindi every label is bilingual, English first; the values are the same.
 */
export async function purchaseOrderPdf(po: PurchaseOrderView, locale: Locale = 'en'): Promise<Buffer> {
  const t = documentLabels(locale);
  const page = new PdfDocument({ title: `${t('purchaseOrderTitle')} ${po.number}` });
  const { left, right, width } = page;
  const half = (width - 20) / 2;
  const figures = { x: right - 110, width: 110, align: 'right' as const };
  const labels = { x: left + width / 2, width: width / 2 - 120 };

  page.row([
    { text: t('purchaseOrderHeading', {}, '\n'), x: left, width: half, size: 18, bold: true },
    { text: `${t('poNumber')} ${po.number}\n${t('date')}: ${po.date}`, x: right - half, width: half, align: 'right', bold: true },
  ]);
  page.text(t('againstRequirement', { reference: po.requirement.reference, version: String(po.quoteVersion) }), { size: 9, color: '#475569' });
  page.space(8);
  const party = (title: string, p: PurchaseOrderView['buyer'], x: number) => ({ x, width: half, text: `${title}\n${p.name}\n${p.address}\n${t('state')}: ${p.state}\nGSTIN: ${p.gstin || t('notGiven')}` });
  page.row([party(t('buyer'), po.buyer, left), party(t('supplier'), po.supplier, right - half)]);
  page.text(`${t('placeOfSupply')}: ${po.placeOfSupply}`);
  page.rule();

  const cols = {
    description: { x: left, width: 150 },
    hsn: { x: left + 155, width: 55 },
    quantity: { x: left + 215, width: 80, align: 'right' as const },
    price: { x: left + 300, width: 70, align: 'right' as const },
    rate: { x: left + 375, width: 30, align: 'right' as const },
  };
  page.row([
    { ...cols.description, text: t('description', {}, '\n'), bold: true },
    { ...cols.hsn, text: 'HSN', bold: true },
    { ...cols.quantity, text: t('quantity', {}, '\n'), bold: true },
    { ...cols.price, text: t('unitPrice', {}, '\n'), bold: true },
    { ...cols.rate, text: 'GST', bold: true },
    { ...figures, text: t('amount', {}, '\n'), bold: true },
  ]);
  page.row([
    { ...cols.description, text: po.line.description },
    { ...cols.hsn, text: po.line.hsnCode },
    { ...cols.quantity, text: po.line.quantity },
    { ...cols.price, text: po.line.unitPrice },
    { ...cols.rate, text: po.line.gstRate },
    { ...figures, text: po.line.goods },
  ]);
  page.rule();
  const total = (label: string, amount: string, bold = false) => page.row([{ ...labels, text: label, bold }, { ...figures, text: amount, bold }]);
  total(t('goods'), po.line.goods);
  total(t('freight'), po.freight);
  total(t('taxableValue'), po.taxable);
  for (const tax of po.taxes) total(tax.label, tax.amount);
  page.rule(labels.x);
  total(t('total'), po.total, true);
  page.space(6);
  page.text(`${t('amountInWords')}: ${po.totalInWords}`);
  if (locale !== 'en') page.text(po.totalInWordsHi);
  page.rule();
  page.text(`${t('deliveryTerms')}: ${po.deliveryTerms}`);
  page.text(`${t('leadTime')}: ${po.leadTime}`);
  page.text(`${t('paymentTerms')}: ${po.paymentTerms}`);
  page.space(24);
  page.text(t('purchaseOrderNoSignature'), { size: 8, color: '#475569' });
  return page.finish();
}

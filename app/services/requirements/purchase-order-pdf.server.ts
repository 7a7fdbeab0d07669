import { PdfDocument } from '~/services/documents/pdf-document.server';
import type { PurchaseOrderView } from './purchase-orders.server';

/** The purchase order as a PDF: the same rows as its HTML page (both read the view of getPurchaseOrderFor). */
export async function purchaseOrderPdf(po: PurchaseOrderView): Promise<Buffer> {
  const page = new PdfDocument({ title: `Purchase order ${po.number}` });
  const { left, right, width } = page;
  const half = (width - 20) / 2;
  const figures = { x: right - 110, width: 110, align: 'right' as const };
  const labels = { x: left + width / 2, width: width / 2 - 120 };

  page.row([
    { text: 'PURCHASE ORDER', x: left, width: half, size: 18, bold: true },
    { text: `PO No. ${po.number}\nDate: ${po.date}`, x: right - half, width: half, align: 'right', bold: true },
  ]);
  page.text(`Against requirement ${po.requirement.reference}, quote version ${po.quoteVersion}`, { size: 9, color: '#475569' });
  page.space(8);
  const party = (title: string, p: PurchaseOrderView['buyer'], x: number) => ({ x, width: half, text: `${title}\n${p.name}\n${p.address}\nState: ${p.state}\nGSTIN: ${p.gstin || 'not given'}` });
  page.row([party('Buyer', po.buyer, left), party('Supplier', po.supplier, right - half)]);
  page.text(`Place of supply: ${po.placeOfSupply}`);
  page.rule();

  const cols = {
    description: { x: left, width: 150 },
    hsn: { x: left + 155, width: 55 },
    quantity: { x: left + 215, width: 80, align: 'right' as const },
    price: { x: left + 300, width: 70, align: 'right' as const },
    rate: { x: left + 375, width: 30, align: 'right' as const },
  };
  page.row([
    { ...cols.description, text: 'Description', bold: true },
    { ...cols.hsn, text: 'HSN', bold: true },
    { ...cols.quantity, text: 'Quantity', bold: true },
    { ...cols.price, text: 'Unit price', bold: true },
    { ...cols.rate, text: 'GST', bold: true },
    { ...figures, text: 'Amount', bold: true },
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
  total('Goods', po.line.goods);
  total('Freight', po.freight);
  total('Taxable value', po.taxable);
  for (const tax of po.taxes) total(tax.label, tax.amount);
  page.rule(labels.x);
  total('Total', po.total, true);
  page.space(6);
  page.text(`Amount in words: ${po.totalInWords}`);
  page.rule();
  page.text(`Delivery terms: ${po.deliveryTerms}`);
  page.text(`Lead time: ${po.leadTime}`);
  page.text(`Payment terms: ${po.paymentTerms}`);
  page.space(24);
  page.text('Issued through TradeSetu from the quote the buyer accepted. This is a computer-generated purchase order and needs no signature.', { size: 8, color: '#475569' });
  return page.finish();
}

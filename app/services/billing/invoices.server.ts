import { desc, eq } from 'drizzle-orm';
import { invoiceNumberPattern } from '~/domain/billing';
import { amountInWords, formatInr } from '~/domain/money';
import { stateByGstCode } from '~/domain/india-states';
import type { SessionUser } from '~/services/accounts/sessions.server';
import { db } from '~/services/db/client.server';
import { invoices } from '~/services/db/schema/billing';
import type { Invoice } from './activation.server';
import { activeMembership } from './activation.server';
import { NotFoundError } from '~/services/errors.server';
import { ordersForUser } from './orders.server';
import { A4, renderPdf, type PdfItem } from './pdf.server';

/**
 * An issued invoice as `viewer` may open it: the marketplace team opens any invoice the site
 * issued, a buyer only their own. Anybody else's is "not found", the same answer as a number that
 * was never issued, so invoice numbers cannot be probed.
 */
export async function getInvoiceFor(viewer: Pick<SessionUser, 'id' | 'role'>, number: string): Promise<Invoice> {
  // A number that cannot be one (NUL, a 5,000-character path) is not looked up at all.
  const [invoice] = invoiceNumberPattern.test(number) ? await db().select().from(invoices).where(eq(invoices.number, number)).limit(1) : [];
  if (!invoice || (viewer.role !== 'admin' && invoice.userId !== viewer.id)) {
    throw new NotFoundError(`There is no invoice ${number} in your account. Open your invoices from Billing.`);
  }
  return invoice;
}

/** The rows a tax invoice prints, shared by the HTML page and the PDF so they never disagree. */
export function invoiceView(invoice: Invoice) {
  const place = stateByGstCode(invoice.placeOfSupplyStateCode);
  const half = invoice.ratePercent / 2;
  const taxes: { label: string; paise: number }[] = [];
  if (invoice.igstPaise > 0) taxes.push({ label: `IGST @ ${invoice.ratePercent}%`, paise: invoice.igstPaise });
  if (invoice.cgstPaise > 0) taxes.push({ label: `CGST @ ${half}%`, paise: invoice.cgstPaise });
  if (invoice.sgstPaise > 0) taxes.push({ label: `SGST @ ${half}%`, paise: invoice.sgstPaise });
  if (invoice.utgstPaise > 0) taxes.push({ label: `UTGST @ ${half}%`, paise: invoice.utgstPaise });
  return {
    number: invoice.number,
    date: invoice.issuedAt.toLocaleDateString('en-IN', { day: '2-digit', month: 'short', year: 'numeric', timeZone: 'Asia/Kolkata' }),
    supplier: { name: invoice.supplierName, address: invoice.supplierAddress, gstin: invoice.supplierGstin },
    recipient: { name: invoice.recipientName, address: invoice.recipientAddress, gstin: invoice.recipientGstin },
    placeOfSupply: place ? `${place.name} (${place.gstCode})` : invoice.placeOfSupplyStateCode,
    sacCode: invoice.sacCode,
    description: invoice.description,
    taxable: formatInr(invoice.taxablePaise, { paise: 'always' }),
    taxes: taxes.map((t) => ({ label: t.label, amount: formatInr(t.paise, { paise: 'always' }) })),
    total: formatInr(invoice.totalPaise, { paise: 'always' }),
    totalInWords: amountInWords(invoice.totalPaise),
  };
}

export type InvoiceView = ReturnType<typeof invoiceView>;

export function invoicePdf(invoice: Invoice): Buffer {
  const view = invoiceView(invoice);
  const items: PdfItem[] = [];
  const left = 50;
  const right = A4.width - 50;
  let y = A4.height - 60;
  const text = (value: string, opts: { x?: number; size?: number; bold?: boolean; align?: 'left' | 'right' } = {}) =>
    items.push({ kind: 'text', x: opts.x ?? left, y, size: opts.size ?? 10, text: value, bold: opts.bold, align: opts.align });
  const rule = () => items.push({ kind: 'line', x1: left, y1: y, x2: right, y2: y });

  text('TAX INVOICE', { size: 18, bold: true });
  text(`Invoice No. ${view.number}`, { x: right, bold: true, align: 'right' });
  y -= 16;
  text(`Date: ${view.date}`, { x: right, align: 'right' });
  y -= 24;
  text(view.supplier.name, { bold: true, size: 12 });
  y -= 14;
  text(view.supplier.address);
  y -= 14;
  text(`GSTIN: ${view.supplier.gstin}`);
  y -= 24;
  rule();
  y -= 18;
  text('Bill to', { bold: true });
  y -= 14;
  text(view.recipient.name);
  y -= 14;
  text(view.recipient.address);
  y -= 14;
  text(view.recipient.gstin ? `GSTIN: ${view.recipient.gstin}` : 'GSTIN: Unregistered');
  y -= 14;
  text(`Place of supply: ${view.placeOfSupply}`);
  y -= 24;
  rule();
  y -= 18;
  text('Description', { bold: true });
  text('SAC', { x: 360, bold: true });
  text('Amount', { x: right, bold: true, align: 'right' });
  y -= 16;
  text(view.description, { size: 9 });
  text(view.sacCode, { x: 360 });
  y -= 20;
  text('Taxable value', { x: 300 });
  text(view.taxable, { x: right, align: 'right' });
  for (const tax of view.taxes) {
    y -= 16;
    text(tax.label, { x: 300 });
    text(tax.amount, { x: right, align: 'right' });
  }
  y -= 10;
  items.push({ kind: 'line', x1: 300, y1: y, x2: right, y2: y });
  y -= 16;
  text('Total', { x: 300, bold: true });
  text(view.total, { x: right, bold: true, align: 'right' });
  y -= 24;
  text(`Amount in words: ${view.totalInWords}`);
  y -= 40;
  text('This is a computer-generated invoice and needs no signature.', { size: 8 });
  return renderPdf(items, `Tax invoice ${view.number}`);
}

/** /account/billing: the plan in force, every order and every invoice of the user. */
export async function billingOverview(userId: number) {
  const [membership, orderRows, invoiceRows] = await Promise.all([
    activeMembership(db(), userId),
    ordersForUser(userId),
    db().select().from(invoices).where(eq(invoices.userId, userId)).orderBy(desc(invoices.issuedAt)),
  ]);
  return { membership, orders: orderRows, invoices: invoiceRows };
}

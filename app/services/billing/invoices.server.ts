import { desc, eq, or } from 'drizzle-orm';
import { invoiceNumberPattern } from '~/domain/billing';
import { staffAllows } from '~/domain/staff';
import { amountInHindiWords } from '~/domain/amount-in-words-hi';
import { amountInWords, formatInr } from '~/domain/money';
import { stateByGstCode } from '~/domain/india-states';
import type { SessionUser } from '~/services/accounts/sessions.server';
import { db } from '~/services/db/client.server';
import { invoices, orders } from '~/services/db/schema/billing';
import { companyAllowing } from '~/services/accounts/membership.server';
import type { Invoice } from './activation.server';
import { activeMembership } from './activation.server';
import { NotFoundError } from '~/services/errors.server';
import { ordersFor } from './orders.server';

/**
 * An issued invoice as `viewer` may open it: the marketplace team opens any invoice the site
 * issued, a buyer only their own. Anybody else's is "not found", the same answer as a number that
 * was never issued, so invoice numbers cannot be probed.
 */
export async function getInvoiceFor(viewer: Pick<SessionUser, 'id' | 'role'>, number: string): Promise<Invoice> {
  // A colleague whose role leaves out billing is told so in words; an owner opens the company's invoices too.
  const company = staffAllows(viewer.role, 'finance') ? null : await companyAllowing(viewer.id, 'manage_company');
  // A number that cannot be one (NUL, a 5,000-character path) is not looked up at all.
  const [row] = invoiceNumberPattern.test(number)
    ? await db().select({ invoice: invoices, companyId: orders.companyId }).from(invoices).innerJoin(orders, eq(orders.id, invoices.orderId)).where(eq(invoices.number, number)).limit(1)
    : [];
  const invoice = row?.invoice;
  const visible = staffAllows(viewer.role, 'finance') || invoice?.userId === viewer.id || (company !== null && row?.companyId === company.companyId);
  if (!invoice || !visible) {
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
    totalInWordsHi: amountInHindiWords(invoice.totalPaise),
  };
}


/**
 * /account/billing: the plan in force, every order and every invoice of the user, and for an owner
 * those of the company too. A colleague whose role leaves out billing is refused in words.
 */
export async function billingOverview(userId: number) {
  const company = await companyAllowing(userId, 'manage_company');
  const mine = company ? or(eq(orders.userId, userId), eq(orders.companyId, company.companyId)) : eq(orders.userId, userId);
  const [membership, orderRows, invoiceRows] = await Promise.all([
    activeMembership(db(), userId),
    ordersFor(mine),
    db().select({ invoice: invoices }).from(invoices).innerJoin(orders, eq(orders.id, invoices.orderId)).where(mine).orderBy(desc(invoices.issuedAt)).then((rows) => rows.map((r) => r.invoice)),
  ]);
  return { membership, orders: orderRows, invoices: invoiceRows };
}

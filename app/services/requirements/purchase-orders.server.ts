import { eq, sql } from 'drizzle-orm';
import { financialYearOf, placeOfSupplyFromGstin } from '~/domain/gst';
import { staffAllows } from '~/domain/staff';
import { stateByGstCode } from '~/domain/india-states';
import { amountInHindiWords } from '~/domain/amount-in-words-hi';
import { amountInWords, formatInr } from '~/domain/money';
import { formatGstRate } from '~/domain/product-tax';
import { deliveryTermsLabel, landedCost } from '~/domain/quote';
import { purchaseOrderNumber, purchaseOrderNumberPattern, taxLines } from '~/domain/requirement-decisions';
import type { SessionUser } from '~/services/accounts/sessions.server';
import { db, type Transaction } from '~/services/db/client.server';
import { companies } from '~/services/db/schema/companies';
import { purchaseOrders, quoteVersions, requirements, type PurchaseOrderParty } from '~/services/db/schema/requirements';
import { NotFoundError } from '~/services/errors.server';
import { companyAllowing } from '~/services/accounts/membership.server';

const addressOf = (c: { address: string; city: string; pin: string | null }) => [c.address, c.city, c.pin].filter(Boolean).join(', ');

/**
 * The next number of the financial year: the year's numbers are handed out one transaction at a
 * time (a transaction-scoped advisory lock), so two acceptances never share one and a rolled-back
 * acceptance gives its number back.
 */
async function nextNumber(tx: Transaction, now: Date): Promise<string> {
  const year = financialYearOf(now);
  const prefix = `PO-${year}-`;
  await tx.execute(sql`SELECT pg_advisory_xact_lock(hashtext(${`purchase-orders:${year}`}))`);
  const [row] = await tx
    .select({ last: sql<number>`coalesce(max(right(${purchaseOrders.number}, 6)::int), 0)::int` })
    .from(purchaseOrders)
    .where(sql`${purchaseOrders.number} LIKE ${`${prefix}%`}`);
  return purchaseOrderNumber(year, (row?.last ?? 0) + 1);
}

/**
 * Makes the purchase order of an accepted quote inside the acceptance's transaction, with both
 * parties frozen as they are now: the buyer with the GSTIN it confirmed on the requirement, the
 * supplier with its registered GSTIN and the GST state it quoted from.
 */
export async function createPurchaseOrder(
  tx: Transaction,
  input: { requirementId: number; buyerCompanyId: number; buyerGstin: string; supplierCompanyId: number; quoteVersionId: number; supplierStateCode: string },
  now = new Date(),
): Promise<string> {
  const party = async (companyId: number) => {
    const [row] = await tx.select({ name: companies.name, gstin: companies.gstin, address: companies.address, city: companies.city, pin: companies.pin, stateCode: companies.stateCode }).from(companies).where(eq(companies.id, companyId));
    if (!row) throw new Error(`company ${companyId} is gone`);
    return row;
  };
  const [buyer, supplier] = [await party(input.buyerCompanyId), await party(input.supplierCompanyId)];
  const buyerParty: PurchaseOrderParty = {
    companyId: input.buyerCompanyId,
    name: buyer.name,
    gstin: input.buyerGstin,
    address: addressOf(buyer),
    stateCode: placeOfSupplyFromGstin(input.buyerGstin) ?? buyer.stateCode ?? '',
  };
  const supplierParty: PurchaseOrderParty = { companyId: input.supplierCompanyId, name: supplier.name, gstin: supplier.gstin ?? '', address: addressOf(supplier), stateCode: input.supplierStateCode };
  const number = await nextNumber(tx, now);
  await tx.insert(purchaseOrders).values({ number, requirementId: input.requirementId, quoteVersionId: input.quoteVersionId, buyer: buyerParty, supplier: supplierParty, createdAt: now });
  return number;
}

const stateName = (code: string) => {
  const state = stateByGstCode(code);
  return state ? `${state.name} (${state.gstCode})` : code;
};

/**
 * A purchase order as `viewer` may open it: the buyer company and the supplier company of the
 * order, or the marketplace team. Anybody else gets "not found", the same answer as a number never
 * issued, so numbers cannot be probed.
 */
export async function getPurchaseOrderFor(viewer: Pick<SessionUser, 'id' | 'role'>, number: string) {
  const [row] = purchaseOrderNumberPattern.test(number)
    ? await db()
        .select({ po: purchaseOrders, version: quoteVersions, requirement: { reference: requirements.reference, title: requirements.title, unit: requirements.unit, deliveryPin: requirements.deliveryPin, deliveryStateCode: requirements.deliveryStateCode } })
        .from(purchaseOrders)
        .innerJoin(quoteVersions, eq(quoteVersions.id, purchaseOrders.quoteVersionId))
        .innerJoin(requirements, eq(requirements.id, purchaseOrders.requirementId))
        .where(eq(purchaseOrders.number, number))
        .limit(1)
    : [];
  if (!row) return notFound(number);
  const own = await companyAllowing(viewer.id, 'leads').catch(() => null);
  const side = own?.companyId === row.po.buyer.companyId ? 'buyer' : own?.companyId === row.po.supplier.companyId ? 'supplier' : null;
  if (!side && !staffAllows(viewer.role, 'finance')) return notFound(number);
  // Each party goes back to the requirement as it sees it; the marketplace team has no such page.
  const requirementHref = side === 'buyer' ? `/account/requirements/${row.requirement.reference}` : side === 'supplier' ? `/account/leads/requirements/${row.requirement.reference}` : null;
  return { ...purchaseOrderView(row), requirementHref };
}

function notFound(number: string): never {
  throw new NotFoundError(`There is no purchase order ${number} for your company. Open it from the requirement it was made for.`);
}

type PurchaseOrderRow = {
  po: typeof purchaseOrders.$inferSelect;
  version: typeof quoteVersions.$inferSelect;
  requirement: { reference: string; title: string; unit: string; deliveryPin: string; deliveryStateCode: string };
};

/** The rows a purchase order prints, shared by the HTML page and the PDF so they never disagree. */
function purchaseOrderView({ po, version, requirement }: PurchaseOrderRow) {
  const cost = landedCost(version, version.supplierStateCode, requirement.deliveryStateCode);
  const money = (paise: number) => formatInr(paise, { paise: 'always' });
  return {
    number: po.number,
    createdAt: po.createdAt.toISOString(),
    date: po.createdAt.toLocaleDateString('en-IN', { day: '2-digit', month: 'short', year: 'numeric', timeZone: 'Asia/Kolkata' }),
    requirement: { reference: requirement.reference, title: requirement.title },
    buyer: { ...po.buyer, state: stateName(po.buyer.stateCode) },
    supplier: { ...po.supplier, state: stateName(po.supplier.stateCode) },
    placeOfSupply: `${stateName(requirement.deliveryStateCode)}, delivery PIN ${requirement.deliveryPin}`,
    delivery: { stateCode: requirement.deliveryStateCode, pin: requirement.deliveryPin },
    line: {
      description: requirement.title,
      hsnCode: version.hsnCode,
      quantity: `${version.quantity.toLocaleString('en-IN')} ${requirement.unit}`,
      quantityValue: version.quantity,
      unit: requirement.unit,
      unitPrice: money(version.unitPricePaise),
      gstRate: formatGstRate(version.gstRateBp),
      goods: money(cost.goodsPaise),
    },
    freight: money(cost.freightPaise),
    taxable: money(cost.taxablePaise),
    taxes: taxLines(cost.gst).map((t) => ({ label: t.label, amount: money(t.paise) })),
    total: money(cost.landedPaise),
    totalInWords: amountInWords(cost.landedPaise),
    totalInWordsHi: amountInHindiWords(cost.landedPaise),
    deliveryTerms: deliveryTermsLabel(version.deliveryTerms),
    paymentTerms: version.paymentTerms,
    leadTime: `${version.leadTimeDays} days`,
    leadTimeDays: version.leadTimeDays,
    quoteVersion: version.version,
  };
}
export type PurchaseOrderView = ReturnType<typeof purchaseOrderView>;

import { formatIndianDay, formatIndianMoment } from '~/domain/india-time';
import { and, asc, eq } from 'drizzle-orm';
import { stateName as stateNameIn } from '~/content/state-names-hi';
import type { Locale } from '~/domain/locale';
import { knownHindiNames } from '~/domain/translate';
import { quantityText } from '~/domain/unit-names';
import { formatInr } from '~/domain/money';
import { formatGstRate } from '~/domain/product-tax';
import { bestOnEachLine, deliveryTermsLabel, landedCost, sortQuotes, type ComparisonSort } from '~/domain/quote';
import {
  declineReasonLabel,
  indianToday,
  isQuoteOpen,
  isRequirementLive,
  MATCH_STATE_NAMES,
  QUOTE_STATE_NAMES,
  quoteDeclineReasonLabel,
  REQUIREMENT_STATE_NAMES,
} from '~/domain/requirement';
import { gstSplitName, isQuoteValidOn, requirementTimeline, taxLines } from '~/domain/requirement-decisions';
import type { SessionUser } from '~/services/accounts/sessions.server';
import { db } from '~/services/db/client.server';
import { categories } from '~/services/db/schema/catalog';
import { companies } from '~/services/db/schema/companies';
import { threads } from '~/services/db/schema/conversations';
import { purchaseOrders, quotes, quoteVersions, requirementSuppliers, requirements } from '~/services/db/schema/requirements';
import { NotFoundError } from '~/services/errors.server';
import { answerRates } from './matching.server';
import { responseRecordOf } from '~/domain/response-record';
import { isMemberCompany } from '~/services/accounts/membership.server';
import { serverTranslator } from '~/services/i18n/catalog.server';

/**
 * The buyer's page of one requirement: what was asked, its life cycle with dates, the suppliers it
 * went to and why, and every quote side by side at landed cost with its GST split. Read-only; a
 * few indexed queries (the comparison of five quotes must render well under 100 ms). Dates,
 * states, units and lead times are written in the page's language (`locale`); texts the page
 * shows through useDomainText (states of the life cycle, "₹82.00 per kg") stay English here.
 */

const money = (paise: number) => formatInr(paise, { paise: 'always' });

/** The requirement of `reference` if the user's company posted it; anyone else's is "not found". */
async function ownRequirement(user: Pick<SessionUser, 'id'>, reference: string) {
  const [row] = await db()
    .select({ requirement: requirements })
    .from(requirements)
    .innerJoin(companies, eq(companies.id, requirements.buyerCompanyId))
    .where(and(eq(requirements.reference, reference), isMemberCompany(companies.id, user.id, 'leads')))
    .limit(1);
  if (!row) throw new NotFoundError(`There is no requirement ${reference} among your company's requirements.`);
  return row.requirement;
}

export async function buyerRequirementPage(user: Pick<SessionUser, 'id'>, reference: string, sort: ComparisonSort, locale: Locale = 'en', now = new Date()) {
  const day = (iso: string) => formatIndianDay(iso, locale);
  const moment = (date: Date) => formatIndianMoment(date, locale);
  const stateName = (code: string) => stateNameIn(code, locale);
  const units = serverTranslator(locale, 'units');
  const quotesText = serverTranslator(locale, 'buyer-quotes');
  const r = await ownRequirement(user, reference);
  const [supplierRows, quoteRows, versionRows, [po], categoryRows] = await Promise.all([
    db()
      .select({ row: requirementSuppliers, name: companies.name, slug: companies.slug, verified: companies.verified, thread: threads.reference })
      .from(requirementSuppliers)
      .innerJoin(companies, eq(companies.id, requirementSuppliers.supplierCompanyId))
      // The conversation with each supplier (opened by a trigger with the pair).
      .leftJoin(threads, and(eq(threads.requirementId, requirementSuppliers.requirementId), eq(threads.sellerCompanyId, requirementSuppliers.supplierCompanyId)))
      .where(eq(requirementSuppliers.requirementId, r.id))
      .orderBy(asc(requirementSuppliers.createdAt), asc(companies.name)),
    db().select({ quote: quotes, name: companies.name, slug: companies.slug }).from(quotes).innerJoin(companies, eq(companies.id, quotes.supplierCompanyId)).where(eq(quotes.requirementId, r.id)),
    db().select({ v: quoteVersions }).from(quoteVersions).innerJoin(quotes, eq(quotes.id, quoteVersions.quoteId)).where(eq(quotes.requirementId, r.id)).orderBy(asc(quoteVersions.version)),
    db().select({ number: purchaseOrders.number }).from(purchaseOrders).where(eq(purchaseOrders.requirementId, r.id)),
    // The category a match reason names ("Sells in Agriculture"), for its Hindi name on a Hindi page.
    db().select({ name: categories.name, nameHi: categories.nameHi }).from(categories).where(eq(categories.id, r.categoryId)),
  ]);
  const rates = await answerRates(supplierRows.map((s) => s.row.supplierCompanyId));
  const today = indianToday(now);

  const versionView = (v: typeof quoteVersions.$inferSelect) => {
    const cost = landedCost(v, v.supplierStateCode, r.deliveryStateCode);
    return {
      version: v.version,
      sentAt: moment(v.createdAt),
      unitPrice: money(v.unitPricePaise),
      quantity: quantityText(units, v.quantity, r.unit),
      priceBreaks: v.priceBreaks.map((b) => quotesText('priceBreakFrom', { price: money(b.pricePaise), quantity: quantityText(units, b.minQty, r.unit) })),
      goods: money(cost.goodsPaise),
      freight: money(cost.freightPaise),
      taxable: money(cost.taxablePaise),
      gstSplit: gstSplitName(cost.gst),
      taxes: taxLines(cost.gst).map((t) => ({ label: t.label, amount: money(t.paise) })),
      gstTotal: money(cost.gst.tax),
      landed: money(cost.landedPaise),
      perUnit: `${money(cost.perUnitPaise)} per ${r.unit}`,
      hsnCode: v.hsnCode,
      gstRate: formatGstRate(v.gstRateBp),
      deliveryTerms: deliveryTermsLabel(v.deliveryTerms),
      leadTime: units('leadDays', { count: v.leadTimeDays }),
      leadDays: v.leadTimeDays,
      paymentTerms: v.paymentTerms,
      validUntil: day(v.validUntil),
      validNow: isQuoteValidOn(v.validUntil, today),
      notes: v.notes,
      attachment: v.attachment ? { name: v.attachment.name, href: `/requirements/${r.reference}/quotes/${v.quoteId}/versions/${v.version}/attachment` } : null,
      supplierState: stateName(v.supplierStateCode),
      cost,
    };
  };

  const compared = quoteRows.flatMap(({ quote, name, slug }) => {
    const versions = versionRows.filter(({ v }) => v.quoteId === quote.id).map(({ v }) => versionView(v));
    const current = versions.find((v) => v.version === quote.currentVersion);
    if (!current) return [];
    const record = responseRecordOf(rates.get(quote.supplierCompanyId));
    const { cost, ...shown } = current;
    return [
      {
        quoteId: quote.id,
        state: quote.status,
        stateName: QUOTE_STATE_NAMES[quote.status],
        open: isQuoteOpen(quote.status),
        supplier: { name, slug },
        answerRate: record.replyShare,
        answerRateText: record.text,
        perUnitPaise: cost.perUnitPaise,
        landedPaise: cost.landedPaise,
        leadTimeDays: current.leadDays,
        current: shown,
        earlier: versions.filter((v) => v.version !== quote.currentVersion).reverse().map(({ cost: _cost, ...rest }) => rest),
        buyerNote: quote.buyerNote,
        declineReason: quote.buyerDeclineReason ? quoteDeclineReasonLabel(quote.buyerDeclineReason) : null,
      },
    ];
  });
  const best = bestOnEachLine(compared);
  const live = isRequirementLive(r.status);

  return {
    requirement: {
      reference: r.reference,
      title: r.title,
      status: r.status,
      statusName: REQUIREMENT_STATE_NAMES[r.status],
      live,
      quantity: quantityText(units, r.quantity, r.unit),
      unit: r.unit,
      targetPrice: r.targetPricePaise === null ? null : `${money(r.targetPricePaise)} per ${r.unit} (GST excluded)`,
      delivery: `PIN ${r.deliveryPin}, ${stateName(r.deliveryStateCode)}`,
      placeOfSupply: stateName(r.deliveryStateCode),
      neededBy: day(r.neededBy),
      details: r.details,
      buyerGstin: r.buyerGstin,
      closedReason: r.closedReason,
      knownNames: knownHindiNames(categoryRows),
      attachments: r.attachments.map((a) => ({ name: a.name, href: `/requirements/${r.reference}/attachments/${a.key}` })),
      expiresAt: moment(r.expiresAt),
    },
    timeline: requirementTimeline(r).map((step) => ({ state: step.state, label: step.label, at: moment(step.at) })),
    suppliers: supplierRows.map(({ row, name, slug, verified, thread }) => ({
      name,
      messagesHref: thread ? `/account/messages/${thread}` : null,
      slug,
      verified,
      source: row.source,
      // A supplier the buyer added reads "You added this supplier" on the page; its recorded reason says the same.
      reasons: row.reasons.filter((reason) => reason.kind !== 'buyer_added').map((reason) => reason.text),
      state: MATCH_STATE_NAMES[row.status],
      declined: row.declineReason ? [declineReasonLabel(row.declineReason), row.declineNote].filter(Boolean).join(': ') : null,
    })),
    quotes: sortQuotes(compared, sort).map(({ perUnitPaise: _p, landedPaise: _l, leadTimeDays: _d, ...q }) => ({
      ...q,
      best: { landed: best.landed.includes(q.quoteId), lead: best.lead.includes(q.quoteId), rating: best.rating.includes(q.quoteId) },
    })),
    sort,
    purchaseOrderNumber: po?.number ?? null,
  };
}

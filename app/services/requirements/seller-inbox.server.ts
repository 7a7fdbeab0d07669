import { and, asc, desc, eq, isNull, sql } from 'drizzle-orm';
import { stateByGstCode } from '~/domain/india-states';
import type { QuoteInput } from '~/domain/quote';
import { reasonsForSupplier, type MatchState, type RequirementState } from '~/domain/requirement';
import { db } from '~/services/db/client.server';
import { categories, subcategories } from '~/services/db/schema/catalog';
import { companies } from '~/services/db/schema/companies';
import { threads } from '~/services/db/schema/conversations';
import { purchaseOrders, quoteVersions, quotes, requirementSuppliers, requirements, type PrivateFile } from '~/services/db/schema/requirements';
import { NotFoundError } from '~/services/errors.server';
import { companyAllowing } from '~/services/accounts/membership.server';

/**
 * What a supplier sees of the requirements sent to it: its inbox and one requirement with only what
 * the buyer allowed (the buyer company's name only when the buyer said so; never its contact
 * details), the supplier's own quote with every version, and nothing of other suppliers.
 */

const NO_COMPANY = 'Your account has no company profile yet. Fill in the company profile on the Profile tab first.';
/** Requirements not sent to this supplier answer like pages that do not exist. */
export const NOT_SENT_TO_YOU = 'We could not find that requirement among those sent to your company.';

/** The company a signed-in user answers requirements for (a member whose role includes leads). */
export async function supplierCompanyOf(userId: number) {
  const membership = await companyAllowing(userId, 'leads');
  const [company] = membership
    ? await db()
        .select({ id: companies.id, name: companies.name, gstin: companies.gstin, stateCode: companies.stateCode, role: companies.role })
        .from(companies)
        .where(eq(companies.id, membership.companyId))
        .limit(1)
    : [];
  if (!company) throw new NotFoundError(NO_COMPANY);
  return company;
}

const stateName = (code: string) => stateByGstCode(code)?.name ?? code;

export interface InboxRow {
  reference: string;
  title: string;
  category: string;
  /** The category's Hindi name (issue 19), null where none is given. */
  categoryHi: string | null;
  quantity: number;
  unit: string;
  deliveryState: string;
  neededBy: string;
  state: MatchState;
  requirementState: RequirementState;
  receivedAt: string;
  unread: boolean;
}

/** The requirements sent to the user's company, newest first. */
export async function sellerInbox(userId: number, limit = 200): Promise<InboxRow[]> {
  const company = await supplierCompanyOf(userId);
  const rows = await db()
    .select({
      reference: requirements.reference,
      title: requirements.title,
      category: categories.name,
      categoryHi: categories.nameHi,
      quantity: requirements.quantity,
      unit: requirements.unit,
      deliveryStateCode: requirements.deliveryStateCode,
      neededBy: requirements.neededBy,
      state: requirementSuppliers.status,
      requirementState: requirements.status,
      receivedAt: requirementSuppliers.createdAt,
      seenAt: requirementSuppliers.seenAt,
    })
    .from(requirementSuppliers)
    .innerJoin(requirements, eq(requirements.id, requirementSuppliers.requirementId))
    .innerJoin(categories, eq(categories.id, requirements.categoryId))
    .where(eq(requirementSuppliers.supplierCompanyId, company.id))
    .orderBy(desc(requirementSuppliers.createdAt), desc(requirements.id))
    .limit(limit);
  return rows.map(({ deliveryStateCode, receivedAt, seenAt, ...row }) => ({ ...row, deliveryState: stateName(deliveryStateCode), receivedAt: receivedAt.toISOString(), unread: seenAt === null }));
}

/** One version of the supplier's own quote as the page shows it. */
export interface OwnQuoteVersion extends QuoteInput {
  version: number;
  attachment: Pick<PrivateFile, 'name' | 'contentType' | 'bytes'> | null;
  supplierStateCode: string;
  createdAt: string;
}

/**
 * Marks a requirement sent to the user's company seen (once; again changes nothing): the supplier's
 * "Mark read", by POST (issue 18: viewing it changes nothing). Quoting or declining marks it too.
 */
export async function markRequirementSeen(userId: number, reference: string): Promise<void> {
  const company = await supplierCompanyOf(userId);
  await db()
    .update(requirementSuppliers)
    .set({ seenAt: new Date() })
    .where(
      and(
        eq(requirementSuppliers.supplierCompanyId, company.id),
        isNull(requirementSuppliers.seenAt),
        sql`${requirementSuppliers.requirementId} = (SELECT ${requirements.id} FROM ${requirements} WHERE ${requirements.reference} = ${reference})`,
      ),
    );
}

/**
 * One requirement as the supplier it was sent to sees it (`unread` until marked or answered).
 * Anyone else gets NotFoundError, the same answer as for a reference that does not exist.
 */
export async function requirementForSupplier(userId: number, reference: string) {
  const company = await supplierCompanyOf(userId);
  const [row] = await db()
    .select({
      requirement: requirements,
      pair: requirementSuppliers,
      category: categories.name,
      categoryHi: categories.nameHi,
      subcategory: subcategories.name,
      subcategoryHi: subcategories.nameHi,
      buyerName: companies.name,
      thread: threads.reference,
    })
    .from(requirements)
    .innerJoin(requirementSuppliers, and(eq(requirementSuppliers.requirementId, requirements.id), eq(requirementSuppliers.supplierCompanyId, company.id)))
    // The conversation with the buyer about it (opened by a trigger with the pair).
    .leftJoin(threads, and(eq(threads.requirementId, requirements.id), eq(threads.sellerCompanyId, company.id)))
    .innerJoin(categories, eq(categories.id, requirements.categoryId))
    .leftJoin(subcategories, eq(subcategories.id, requirements.subcategoryId))
    .innerJoin(companies, eq(companies.id, requirements.buyerCompanyId))
    .where(eq(requirements.reference, reference))
    .limit(1);
  if (!row) throw new NotFoundError(NOT_SENT_TO_YOU);
  const { requirement: r, pair } = row;
  const [quote] = await db()
    .select()
    .from(quotes)
    .where(and(eq(quotes.requirementId, r.id), eq(quotes.supplierCompanyId, company.id)));
  const versions = quote ? await db().select().from(quoteVersions).where(eq(quoteVersions.quoteId, quote.id)).orderBy(asc(quoteVersions.version)) : [];
  const [order] = quote?.status === 'accepted' ? await db().select({ number: purchaseOrders.number }).from(purchaseOrders).where(eq(purchaseOrders.requirementId, r.id)) : [];
  const deliveryState = stateName(r.deliveryStateCode);
  const expired = r.expiresAt.getTime() <= Date.now();
  return {
    companyName: company.name,
    messagesHref: row.thread ? `/account/messages/${row.thread}` : null,
    requirement: {
      reference: r.reference,
      /** The buyer's name only when the buyer allowed it; never its email, phone or GSTIN. */
      buyer: r.showCompanyName ? row.buyerName : `A buyer in ${deliveryState}`,
      title: r.title,
      category: row.category,
      categoryHi: row.categoryHi,
      subcategory: row.subcategory,
      subcategoryHi: row.subcategoryHi,
      quantity: r.quantity,
      unit: r.unit,
      targetPricePaise: r.targetPricePaise,
      deliveryPin: r.deliveryPin,
      deliveryStateCode: r.deliveryStateCode,
      deliveryState,
      neededBy: r.neededBy,
      details: r.details,
      attachments: r.attachments.map((file) => ({ key: file.key, name: file.name, contentType: file.contentType, bytes: file.bytes })),
      state: expired && (r.status === 'open' || r.status === 'quoted') ? ('expired' as const) : r.status,
      postedAt: r.createdAt.toISOString(),
      expiresAt: r.expiresAt.toISOString(),
    },
    match: {
      unread: pair.seenAt === null,
      state: pair.status,
      reasons: reasonsForSupplier(pair.reasons),
      source: pair.source,
      declineReason: pair.declineReason,
      declineNote: pair.declineNote,
      respondedAt: pair.respondedAt?.toISOString() ?? null,
    },
    quote: quote
      ? {
          id: quote.id,
          state: quote.status,
          currentVersion: quote.currentVersion,
          buyerNote: quote.buyerNote,
          buyerDeclineReason: quote.buyerDeclineReason,
          versions: versions.map(
            (v): OwnQuoteVersion => ({
              version: v.version,
              unitPricePaise: v.unitPricePaise,
              quantity: v.quantity,
              priceBreaks: v.priceBreaks,
              hsnCode: v.hsnCode,
              gstRateBp: v.gstRateBp,
              freightPaise: v.freightPaise,
              deliveryTerms: v.deliveryTerms,
              leadTimeDays: v.leadTimeDays,
              paymentTerms: v.paymentTerms,
              validUntil: v.validUntil,
              notes: v.notes,
              attachment: v.attachment ? { name: v.attachment.name, contentType: v.attachment.contentType, bytes: v.attachment.bytes } : null,
              supplierStateCode: v.supplierStateCode,
              createdAt: v.createdAt.toISOString(),
            }),
          ),
        }
      : null,
    purchaseOrderNumber: order?.number ?? null,
  };
}

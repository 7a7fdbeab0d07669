import { and, asc, desc, eq, ilike, isNull, ne, sql } from 'drizzle-orm';
import { MAX_BUYER_ADDED_SUPPLIERS, isRequirementLive, type RequirementState } from '~/domain/requirement';
import { db, transaction } from '~/services/db/client.server';
import { companies } from '~/services/db/schema/companies';
import { quotes, requirements, requirementSuppliers, type PrivateFile } from '~/services/db/schema/requirements';
import { ConflictError, NotFoundError, ValidationError } from '~/services/errors.server';
import { notifyCompany } from '~/services/notifications/notify.server';
import { buyerCompanyOf } from '~/services/requirements/post-requirement.server';
import { hasMemberAllowing } from '~/services/accounts/membership.server';
import { requirementLeadCreated } from '~/services/conversations/lead-events.server';

/** One line of the buyer's list (/account/requirements). */
export interface BuyerRequirementRow {
  reference: string;
  title: string;
  quantity: number;
  unit: string;
  status: RequirementState;
  /** When it entered its present state (ISO). */
  stateSince: string;
  suppliers: number;
  quotes: number;
}

/** The requirements of the user's company, newest first (at most 200), with how many suppliers and quotes each has. */
export async function listBuyerRequirements(userId: number): Promise<{ hasCompany: boolean; rows: BuyerRequirementRow[] }> {
  const company = await buyerCompanyOf(userId);
  if (!company) return { hasCompany: false, rows: [] };
  const rows = await db()
    .select({
      reference: requirements.reference,
      title: requirements.title,
      quantity: requirements.quantity,
      unit: requirements.unit,
      status: requirements.status,
      createdAt: requirements.createdAt,
      firstQuoteAt: requirements.firstQuoteAt,
      acceptedAt: requirements.acceptedAt,
      closedAt: requirements.closedAt,
      expiredAt: requirements.expiredAt,
      // Qualified by hand: in a one-table select drizzle prints columns bare, so "id" here meant the
      // subquery's own quotes.id and the count was of quotes whose id equalled their requirement id.
      suppliers: sql<number>`(SELECT count(*)::int FROM ${requirementSuppliers} rs WHERE rs.requirement_id = ${requirements}.id)`,
      quotes: sql<number>`(SELECT count(*)::int FROM ${quotes} q WHERE q.requirement_id = ${requirements}.id AND q.status <> 'withdrawn')`,
    })
    .from(requirements)
    .where(eq(requirements.buyerCompanyId, company.id))
    .orderBy(desc(requirements.createdAt), desc(requirements.id))
    .limit(200);
  return {
    hasCompany: true,
    rows: rows.map((row) => {
      const since = { open: row.createdAt, quoted: row.firstQuoteAt, accepted: row.acceptedAt, closed: row.closedAt, expired: row.expiredAt }[row.status] ?? row.createdAt;
      return { reference: row.reference, title: row.title, quantity: row.quantity, unit: row.unit, status: row.status, stateSince: since.toISOString(), suppliers: row.suppliers, quotes: row.quotes };
    }),
  };
}

/** The user's own requirement by reference; another company's (or no such) reference is a 404. */
async function ownRequirement(userId: number, reference: string) {
  const company = await buyerCompanyOf(userId);
  if (!company) throw new NotFoundError(undefined);
  const [row] = await db()
    .select()
    .from(requirements)
    .where(and(eq(requirements.reference, reference), eq(requirements.buyerCompanyId, company.id)))
    .limit(1);
  if (!row) throw new NotFoundError(undefined);
  return { requirement: row, company };
}

export interface SupplierChoice {
  slug: string;
  name: string;
  city: string;
  verified: boolean;
}

/** The page "Add a supplier I found": the requirement, the suppliers already on it, and suppliers whose names match `query`. */
export async function addSupplierPage(userId: number, reference: string, query: string) {
  const { requirement, company } = await ownRequirement(userId, reference);
  const current = await db()
    .select({ name: companies.name, slug: companies.slug, source: requirementSuppliers.source })
    .from(requirementSuppliers)
    .innerJoin(companies, eq(companies.id, requirementSuppliers.supplierCompanyId))
    .where(eq(requirementSuppliers.requirementId, requirement.id))
    .orderBy(asc(companies.name));
  const words = query.trim().slice(0, 80);
  const found: SupplierChoice[] =
    words.length < 2
      ? []
      : await db()
          .select({ slug: companies.slug, name: companies.name, city: companies.city, verified: companies.verified })
          .from(companies)
          .where(and(ilike(companies.name, `%${words.replace(/[\\%_]/g, (c) => `\\${c}`)}%`), ne(companies.role, 'buyer'), ne(companies.id, company.id), hasMemberAllowing(companies.id, 'leads')))
          .orderBy(desc(companies.verified), asc(companies.name))
          .limit(10);
  const onIt = new Set(current.map((row) => row.slug));
  const added = current.filter((row) => row.source === 'buyer_added').length;
  return {
    requirement: { reference: requirement.reference, title: requirement.title, live: isRequirementLive(requirement.status) },
    current,
    found: found.filter((row) => !onIt.has(row.slug)),
    remaining: Math.max(0, MAX_BUYER_ADDED_SUPPLIERS - added),
  };
}

const SUPPLIER_FIELD = 'supplier';
const refuse = (message: string) => new ValidationError(message, { [SUPPLIER_FIELD]: [message] });

/**
 * Adds a supplier the buyer found to their requirement (source 'buyer_added'), and tells that
 * supplier. Not the buyer's own company, not a buyer-only company or one without a login to
 * answer, not one already on it, and at most MAX_BUYER_ADDED_SUPPLIERS of them; the requirement is
 * locked meanwhile, so two tabs cannot pass the limit together.
 */
export async function addBuyerSupplier(userId: number, reference: string, supplierSlug: string): Promise<{ name: string }> {
  const { requirement, company } = await ownRequirement(userId, reference);
  const slug = supplierSlug.trim().replace(/^.*\/suppliers\//, '').replace(/[/?#].*$/, '');
  if (slug === '') throw refuse('Enter the supplier’s page address or choose a supplier from the search');
  const [supplier] = await db().select({ id: companies.id, name: companies.name, role: companies.role, answerable: hasMemberAllowing(companies.id, 'leads').mapWith(Boolean) }).from(companies).where(and(eq(companies.slug, slug), isNull(companies.suspendedAt))).limit(1);
  if (!supplier) throw refuse('We found no supplier at that address. Search by name instead.');
  if (supplier.id === company.id) throw refuse('That is your own company.');
  if (supplier.role === 'buyer' || !supplier.answerable) throw refuse(`${supplier.name} does not sell on TradeSetu, so it cannot quote.`);
  return transaction(async (tx) => {
    const [locked] = await tx.select({ status: requirements.status }).from(requirements).where(eq(requirements.id, requirement.id)).for('update');
    if (!locked || !isRequirementLive(locked.status)) throw new ConflictError('This requirement is no longer open, so no supplier can be added.');
    const rows = await tx.select({ companyId: requirementSuppliers.supplierCompanyId, source: requirementSuppliers.source }).from(requirementSuppliers).where(eq(requirementSuppliers.requirementId, requirement.id));
    if (rows.some((row) => row.companyId === supplier.id)) throw refuse(`${supplier.name} already has this requirement.`);
    if (rows.filter((row) => row.source === 'buyer_added').length >= MAX_BUYER_ADDED_SUPPLIERS) throw refuse(`You have added ${MAX_BUYER_ADDED_SUPPLIERS} suppliers of your own, the most a requirement can have.`);
    await tx.insert(requirementSuppliers).values({ requirementId: requirement.id, supplierCompanyId: supplier.id, source: 'buyer_added', reasons: [{ kind: 'buyer_added', text: 'Added by you' }], score: 0 });
    await requirementLeadCreated(tx, requirement.id, supplier.id);
    await notifyCompany(tx, supplier.id, {
      kind: 'requirement_matched',
      title: `A buyer asked you to quote: ${requirement.title}`,
      body: `${requirement.quantity.toLocaleString('en-IN')} ${requirement.unit}, needed by ${requirement.neededBy}. Quote or decline from your requirements inbox.`,
      link: `/account/leads/requirements/${requirement.reference}`,
      dedupeKey: `requirement-matched:${requirement.reference}`,
    });
    return { name: supplier.name };
  });
}

/**
 * An attachment of a requirement, for the buyer company and the suppliers the requirement went to
 * only; anyone else (and an unknown file) gets a 404, so a reference tells nothing.
 */
export async function requirementAttachment(userId: number, reference: string, key: string): Promise<{ file: PrivateFile }> {
  const company = await buyerCompanyOf(userId);
  if (!company) throw new NotFoundError(undefined);
  const [row] = await db()
    .select({ id: requirements.id, buyerCompanyId: requirements.buyerCompanyId, attachments: requirements.attachments })
    .from(requirements)
    .where(eq(requirements.reference, reference))
    .limit(1);
  if (!row) throw new NotFoundError(undefined);
  if (row.buyerCompanyId !== company.id) {
    const [party] = await db()
      .select({ id: requirementSuppliers.supplierCompanyId })
      .from(requirementSuppliers)
      .where(and(eq(requirementSuppliers.requirementId, row.id), eq(requirementSuppliers.supplierCompanyId, company.id)))
      .limit(1);
    if (!party) throw new NotFoundError(undefined);
  }
  const file = row.attachments.find((attachment) => attachment.key === key);
  if (!file) throw new NotFoundError(undefined);
  return { file };
}

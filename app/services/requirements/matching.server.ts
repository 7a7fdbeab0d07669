import { and, eq, inArray, isNull, sql } from 'drizzle-orm';
import { responseRecordOf, type ResponseStats } from '~/domain/response-record';
import { config } from '~/config.server';
import { stateByGstCode } from '~/domain/india-states';
import type { MatchReason } from '~/domain/requirement';
import { db, type Transaction } from '~/services/db/client.server';
import { categories } from '~/services/db/schema/catalog';
import { companies } from '~/services/db/schema/companies';
import { requirementSuppliers, supplierRequirementPreferences, type requirements } from '~/services/db/schema/requirements';
import { searchProducts } from '~/services/search/search.server';
import { hasMemberAllowing } from '~/services/accounts/membership.server';
import { requirementLeadCreated } from '~/services/conversations/lead-events.server';
import { countResponseStats } from '~/services/conversations/response-record.server';
import { LEVEL_MATCH_REASONS } from '~/domain/verification-checks';

type Requirement = typeof requirements.$inferSelect;

/** A supplier the matcher would send a requirement to, with why. */
export interface SupplierMatch {
  companyId: number;
  score: number;
  reasons: MatchReason[];
}

/** How much each fact counts; a listing that matches the words counts most. */
const WEIGHT = { listing: 40, category: 20, delivery: 10, verified: 15, reliability: 15 } as const;
/** How many product hits and category sellers are considered before scoring. */
const SEARCH_HITS = 60;
const CATEGORY_SELLERS = 40;
interface Candidate {
  companyId: number;
  /** The best-ranked listing of this supplier that matched the requirement's words. */
  listingName?: string;
  listingRank?: number;
  inCategory: boolean;
}

/**
 * Words buyers write around what they need ("Need … in bulk", "regular monthly supply"), which no
 * listing contains: left in, they make every listing fail "all the words".
 */
const REQUEST_WORDS = new Set(['need', 'needed', 'needs', 'require', 'required', 'requirement', 'want', 'wanted', 'buy', 'buying', 'purchase', 'urgent', 'urgently', 'bulk', 'regular', 'monthly', 'weekly', 'supply', 'supplier', 'suppliers', 'quote', 'quotation', 'please', 'wholesale', 'looking']);

/** The requirement's title as a search: without the request words (the whole title if nothing else is left). */
export function searchTextOf(title: string): string {
  const kept = title.split(/\s+/).filter((word) => word && !REQUEST_WORDS.has(word.toLowerCase().replace(/[^\p{L}\p{N}]/gu, '')));
  return kept.length > 0 ? kept.join(' ') : title;
}

/**
 * Suppliers whose live listings match the requirement's words, through the search engine. Strict:
 * the words (or their corrected spelling) or nothing; "at least one word" or a name that merely
 * looks alike is too loose to tell a buyer that a supplier lists what they asked for, and each of
 * those fallbacks is one more pass over the catalogue.
 */
async function listingCandidates(requirement: Requirement, categorySlug: string): Promise<Map<string, { name: string; rank: number }>> {
  const found = await searchProducts({ q: searchTextOf(requirement.title), limit: SEARCH_HITS, strict: true, filters: { category: categorySlug, deliversTo: requirement.deliveryStateCode } });
  if (found.match === 'any-word' || found.match === 'similar-name') return new Map();
  const bySupplier = new Map<string, { name: string; rank: number }>();
  found.items.forEach((hit, rank) => {
    if (!bySupplier.has(hit.supplier.slug)) bySupplier.set(hit.supplier.slug, { name: hit.name, rank });
  });
  return bySupplier;
}

/** Suppliers with live listings in the category that deliver to the state (a sample, newest listings first). */
async function categorySellers(requirement: Requirement): Promise<number[]> {
  const scope = requirement.subcategoryId === null ? sql`p.category_id = ${requirement.categoryId}` : sql`p.subcategory_id = ${requirement.subcategoryId}`;
  const rows = await db().execute<{ company_id: number }>(sql`
    SELECT DISTINCT company_id FROM (
      SELECT p.company_id FROM products p
      WHERE ${scope} AND p.status = 'live' AND NOT p.supplier_suspended
        AND (p.delivery_states = '{}' OR ${requirement.deliveryStateCode} = ANY (p.delivery_states))
      LIMIT 2000
    ) sample LIMIT ${CATEGORY_SELLERS}`);
  return rows.rows.map((row) => Number(row.company_id));
}

/**
 * How reliably each supplier answers buyers: its response record (app/domain/response-record.ts),
 * counted now from its threads (inquiries and requirements) of the last 90 days, leaving out
 * `excludeRequirementId` when given (the requirement being matched does not count towards its
 * own score).
 */
export function answerRates(companyIds: number[], excludeRequirementId?: number): Promise<Map<number, ResponseStats>> {
  return countResponseStats(companyIds, { excludeRequirementId });
}

/** The reliability line a buyer reads, and its share of the weight (half for a supplier too new to have a record). */
export function reliabilityOf(stats: ResponseStats | undefined): { text: string; share: number } {
  const record = responseRecordOf(stats);
  return { text: record.text, share: record.replyShare ?? 0.5 };
}

/**
 * Chooses the suppliers a requirement goes to: at most REQUIREMENT_MATCH_LIMIT, scored on listings
 * that match its words (through the search engine, in its category, delivering to its state),
 * selling in its category, delivering there, a reviewed identity and how reliably they answer.
 * Never the buyer's own company, a buyer-only company, a company without a login to answer, or a
 * supplier whose preferences exclude the category or the state (or who paused requirements).
 * Reads only; `recordMatches` writes the choice.
 */
export async function findSupplierMatches(requirement: Requirement): Promise<SupplierMatch[]> {
  const [category] = await db().select({ slug: categories.slug, name: categories.name }).from(categories).where(eq(categories.id, requirement.categoryId));
  if (!category) return [];
  const [bySlug, inCategory] = await Promise.all([listingCandidates(requirement, category.slug), categorySellers(requirement)]);
  const slugs = [...bySlug.keys()];
  const rows = await db()
    .select({
      id: companies.id,
      slug: companies.slug,
      level: companies.verificationLevel,
      prefs: {
        categoryIds: supplierRequirementPreferences.categoryIds,
        stateCodes: supplierRequirementPreferences.stateCodes,
        paused: supplierRequirementPreferences.paused,
      },
    })
    .from(companies)
    .leftJoin(supplierRequirementPreferences, eq(supplierRequirementPreferences.companyId, companies.id))
    .where(
      and(
        slugs.length > 0 || inCategory.length > 0
          ? sql`(${slugs.length > 0 ? inArray(companies.slug, slugs) : sql`false`} OR ${inCategory.length > 0 ? inArray(companies.id, inCategory) : sql`false`})`
          : sql`false`,
        sql`${companies.id} <> ${requirement.buyerCompanyId}`,
        sql`${companies.role} <> 'buyer'`,
        // A suspended supplier is never matched (its listings are out of search already).
        isNull(companies.suspendedAt),
        hasMemberAllowing(companies.id, 'leads'),
      ),
    );
  const wanted = rows.filter(
    ({ prefs }) =>
      !prefs?.paused &&
      (prefs?.categoryIds == null || prefs.categoryIds.length === 0 || prefs.categoryIds.includes(requirement.categoryId)) &&
      (prefs?.stateCodes == null || prefs.stateCodes.length === 0 || prefs.stateCodes.includes(requirement.deliveryStateCode)),
  );
  const history = await answerRates(
    wanted.map((row) => row.id),
    requirement.id,
  );
  const stateName = stateByGstCode(requirement.deliveryStateCode)?.name ?? requirement.deliveryStateCode;
  const inCategorySet = new Set(inCategory);
  const scored = wanted.map((row): SupplierMatch & { candidate: Candidate } => {
    const listing = bySlug.get(row.slug);
    const candidate: Candidate = { companyId: row.id, listingName: listing?.name, listingRank: listing?.rank, inCategory: inCategorySet.has(row.id) || listing !== undefined };
    const reasons: MatchReason[] = [];
    let score = 0;
    if (listing) {
      score += Math.round(WEIGHT.listing * (1 - listing.rank / (2 * SEARCH_HITS)));
      reasons.push({ kind: 'listing', text: `Lists “${listing.name}”` });
    }
    if (candidate.inCategory) {
      score += WEIGHT.category;
      reasons.push({ kind: 'category', text: `Sells in ${category.name}` });
    }
    // Every candidate came from listings that deliver there (search filter or the category sample).
    score += WEIGHT.delivery;
    reasons.push({ kind: 'delivery', text: `Delivers to ${stateName}` });
    // What was checked, in words from the level (app/domain/verification-checks.ts); only reviewed documents add to the score.
    if (row.level !== 'none') {
      if (row.level === 'documents_reviewed') score += WEIGHT.verified;
      reasons.push({ kind: 'verified', text: LEVEL_MATCH_REASONS[row.level] });
    }
    const reliability = reliabilityOf(history.get(row.id));
    score += Math.round(WEIGHT.reliability * reliability.share);
    reasons.push({ kind: 'reliability', text: reliability.text });
    return { companyId: row.id, score, reasons, candidate };
  });
  return scored
    .sort((a, b) => b.score - a.score || (a.candidate.listingRank ?? SEARCH_HITS) - (b.candidate.listingRank ?? SEARCH_HITS) || a.companyId - b.companyId)
    .slice(0, config().REQUIREMENT_MATCH_LIMIT)
    .map(({ companyId, score, reasons }) => ({ companyId, score, reasons }));
}

/** Writes the chosen suppliers of a requirement (inside the transaction that posts it). */
export async function recordMatches(tx: Transaction, requirementId: number, matches: readonly SupplierMatch[]): Promise<void> {
  if (matches.length === 0) return;
  await tx
    .insert(requirementSuppliers)
    .values(matches.map((match) => ({ requirementId, supplierCompanyId: match.companyId, source: 'matched' as const, reasons: match.reasons, score: match.score })))
    .onConflictDoNothing();
  for (const match of matches) await requirementLeadCreated(tx, requirementId, match.companyId);
}

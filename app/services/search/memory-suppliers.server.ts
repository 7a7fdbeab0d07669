import type { EnterpriseType } from '~/domain/search';
import { compareBytes, decidedByLexemes, type DocumentView, documentView, matches, rankOperands, tsRank, type TsQueryNode } from './tsquery';

/*
 * The companies as the search page's suppliers strip ranks them, held in this process's memory
 * (docs/decisions/0040, session 6): each company's profile search document (companies.search_document)
 * and the columns the strip filters and orders by. PostgreSQL read and ranked up to 500 sellers'
 * profiles for every search (most of its time per search once the listings were ranked in memory);
 * now it only reads the few suppliers shown. memory-index-feed.server.ts fills it and follows the
 * companies' changes (companies.search_xid, company_removals; migration 0041).
 */

/** One company as the strip reads it. */
export interface SupplierProfile {
  id: number;
  /** Shown as a supplier at all: not a buyer, not suspended. */
  listed: boolean;
  verified: boolean;
  /** The name, for the order among equally ranked suppliers (byte order, as the SQL engine's `COLLATE "C"`). */
  name: string;
  stateCode: string | null;
  /** As the database's lower() makes it: the city filter compares lower-cased names. */
  cityLower: string;
  enterpriseType: EnterpriseType;
  /** companies.search_document as tsvector text ('' when it has none). */
  document: string;
}

/** The strip's filters, as the index checks them (a state by its code). */
export interface SupplierConditions {
  stateCode?: string;
  cityLower?: string;
  enterpriseType?: EnterpriseType;
  verified?: boolean;
}

interface HeldProfile extends Omit<SupplierProfile, 'document'> {
  view: DocumentView & { size: number };
  lexemes: string[];
}

export class SupplierProfiles {
  private readonly profiles = new Map<number, HeldProfile>();
  /** Lexeme → the companies whose profile has it. */
  private readonly byLexeme = new Map<string, Set<number>>();

  get size(): number {
    return this.profiles.size;
  }

  put(profile: SupplierProfile): void {
    this.remove(profile.id);
    const view = documentView(profile.document);
    const lexemes = profile.document === '' ? [] : [...new Set(view.lexemes)];
    const { document: _document, ...columns } = profile;
    this.profiles.set(profile.id, { ...columns, view, lexemes });
    for (const lexeme of lexemes) {
      let holders = this.byLexeme.get(lexeme);
      if (!holders) this.byLexeme.set(lexeme, (holders = new Set()));
      holders.add(profile.id);
    }
  }

  remove(id: number): void {
    const held = this.profiles.get(id);
    if (!held) return;
    for (const lexeme of held.lexemes) {
      const holders = this.byLexeme.get(lexeme);
      holders?.delete(id);
      if (holders?.size === 0) this.byLexeme.delete(lexeme);
    }
    this.profiles.delete(id);
  }

  /** The companies whose own profile matches `query` (`search_document @@ query`). */
  private matching(query: TsQueryNode): Iterable<number> {
    const narrowed = this.narrowed(query);
    // Lexemes alone (no phrase, no negation) decide a match: the narrowed set is the answer.
    if (narrowed && decidedByLexemes(query)) return narrowed;
    return [...(narrowed ?? this.profiles.keys())].filter((id) => matches(query, (this.profiles.get(id) as HeldProfile).view));
  }

  /** The companies whose profile has the lexemes `node` needs (a superset of its matches); null when lexemes cannot narrow it (a negation). */
  private narrowed(node: TsQueryNode): ReadonlySet<number> | null {
    switch (node.kind) {
      case 'lexeme': {
        if (!node.prefix) return this.byLexeme.get(node.lexeme) ?? NO_COMPANIES;
        const holders = new Set<number>();
        for (const [lexeme, ids] of this.byLexeme) if (lexeme.startsWith(node.lexeme)) for (const id of ids) holders.add(id);
        return holders;
      }
      case 'and':
      case 'phrase': {
        const left = this.narrowed(node.left);
        const right = this.narrowed(node.right);
        if (!left || !right) return left ?? right;
        const [small, large] = left.size <= right.size ? [left, right] : [right, left];
        return new Set([...small].filter((id) => large.has(id)));
      }
      case 'or': {
        const left = this.narrowed(node.left);
        const right = this.narrowed(node.right);
        return left && right ? new Set([...left, ...right]) : null;
      }
      case 'not':
        return null;
    }
  }

  /**
   * The suppliers strip: companies that sell one of `sellers` or whose profile matches `query`
   * (null: a search by similar name, no profile match), that are listed and meet the conditions,
   * best profile match first (`ts_rank`), then verified, then by name and id; the first `limit`
   * ids, and how many there are. As postgres-suppliers.server.ts's supplierQuery orders them.
   */
  rank(request: { query: TsQueryNode | null; sellers: ReadonlySet<number>; conditions: SupplierConditions; limit: number }): { ids: number[]; total: number } {
    const { query, sellers, conditions, limit } = request;
    const operands = query ? rankOperands(query) : [];
    // A profile with none of the query's lexemes ranks as any such profile does (most sellers' do).
    const holders = operands.some((operand) => operand.prefix) ? null : operands.map((operand) => this.byLexeme.get(operand.lexeme) ?? NO_COMPANIES);
    const withoutLexemes = query ? tsRank(query, operands, NO_LEXEMES, 1) : 0;
    const rankOf = (profile: HeldProfile): number => {
      if (!query || profile.view.size === 0) return 0;
      if (holders && !holders.some((ids) => ids.has(profile.id))) return withoutLexemes;
      return tsRank(query, operands, profile.view, profile.view.size);
    };
    // The best `limit` so far, best first: a strip shows a few of up to thousands of suppliers.
    const best: Ranked[] = [];
    let total = 0;
    const consider = (id: number) => {
      const profile = this.profiles.get(id);
      if (!profile || !profile.listed || !meets(profile, conditions)) return;
      total++;
      const entry = { profile, rank: rankOf(profile) };
      if (best.length === limit && !better(entry, best[limit - 1] as Ranked)) return;
      let at = best.length;
      while (at > 0 && better(entry, best[at - 1] as Ranked)) at--;
      best.splice(at, 0, entry);
      if (best.length > limit) best.pop();
    };
    for (const id of sellers) consider(id);
    if (query) for (const id of this.matching(query)) if (!sellers.has(id)) consider(id);
    return { ids: best.map((entry) => entry.profile.id), total };
  }
}

interface Ranked {
  profile: HeldProfile;
  rank: number;
}

/** A document with no lexeme (of size 1: an empty one ranks 0 whatever the query). */
const NO_LEXEMES: DocumentView = { find: () => -1, findPrefix: () => [], positions: () => [] };

const NO_COMPANIES: ReadonlySet<number> = new Set();

/** Whether `a` goes before `b` in the strip: higher rank, then verified, then name in byte order, then id. */
function better(a: Ranked, b: Ranked): boolean {
  if (a.rank !== b.rank) return a.rank > b.rank;
  if (a.profile.verified !== b.profile.verified) return a.profile.verified;
  const byName = compareBytes(a.profile.name, b.profile.name);
  return byName !== 0 ? byName < 0 : a.profile.id < b.profile.id;
}

function meets(profile: HeldProfile, conditions: SupplierConditions): boolean {
  return (
    (conditions.stateCode === undefined || profile.stateCode === conditions.stateCode) &&
    (conditions.cityLower === undefined || profile.cityLower === conditions.cityLower) &&
    (conditions.enterpriseType === undefined || profile.enterpriseType === conditions.enterpriseType) &&
    (!conditions.verified || profile.verified)
  );
}

import type { EnterpriseType } from '~/domain/search';
import { deleteId, insertId, lowerBound } from './posting-cursors';
import { compareBytes, decidedByLexemes, type DocumentView, matches, parseDocument, rankOperands, tsRank, type TsQueryNode } from './tsquery';

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

/**
 * A company as held: its columns, and its profile in one typed array (parsed objects were ~7 KB a
 * company): for n lexemes, their ids in tsvector order, then n + 1 offsets into what follows, then
 * the positions (lexeme k's from offset k up to offset k + 1).
 */
interface HeldProfile extends Omit<SupplierProfile, 'document'> {
  lexemeCount: number;
  packed: Int32Array;
}

export class SupplierProfiles {
  private readonly profiles = new Map<number, HeldProfile>();
  /** The same profiles by id (company ids are a sequence): the strip looks up hundreds per search. */
  private readonly byId: Array<HeldProfile | undefined> = [];
  /** Every lexeme seen, by id (held profiles name them by id). */
  private readonly lexemeIds = new Map<string, number>();
  private readonly lexemeTexts: string[] = [];
  /** By lexeme id, the companies whose profile has it: ascending ids, the first holderCounts[id] of them. */
  private readonly holders: Int32Array[] = [];
  private readonly holderCounts: number[] = [];

  get size(): number {
    return this.profiles.size;
  }

  put(profile: SupplierProfile): void {
    this.remove(profile.id);
    const entries = parseDocument(profile.document);
    const n = entries.length;
    const packed = new Int32Array(2 * n + 1 + entries.reduce((sum, entry) => sum + entry.positions.length, 0));
    let at = 2 * n + 1;
    entries.forEach((entry, k) => {
      packed[k] = this.lexemeId(entry.lexeme);
      packed[n + k] = at;
      packed.set(entry.positions, at);
      at += entry.positions.length;
    });
    packed[2 * n] = at;
    const { document: _document, ...columns } = profile;
    const held = { ...columns, lexemeCount: n, packed };
    this.profiles.set(profile.id, held);
    this.byId[profile.id] = held;
    for (let k = 0; k < n; k++) insertId(this.holders, this.holderCounts, packed[k] as number, profile.id);
  }

  private lexemeId(lexeme: string): number {
    let id = this.lexemeIds.get(lexeme);
    if (id === undefined) {
      id = this.lexemeTexts.length;
      this.lexemeTexts.push(lexeme);
      this.lexemeIds.set(lexeme, id);
      this.holders.push(new Int32Array(0));
      this.holderCounts.push(0);
    }
    return id;
  }

  remove(id: number): void {
    const held = this.profiles.get(id);
    if (!held) return;
    for (let k = 0; k < held.lexemeCount; k++) deleteId(this.holders, this.holderCounts, held.packed[k] as number, id);
    this.profiles.delete(id);
    this.byId[id] = undefined;
  }

  /** A company's profile as tsquery.ts reads documents. */
  private view(profile: HeldProfile): ProfileView {
    return new ProfileView(this.lexemeIds, this.lexemeTexts).bind(profile);
  }

  /** The companies whose own profile matches `query` (`search_document @@ query`), in no particular order (the strip's order is total). */
  private matching(query: TsQueryNode): ArrayLike<number> {
    const narrowed = this.narrowed(query);
    // Lexemes alone (no phrase, no negation) decide a match: the narrowed list is the answer.
    if (narrowed && decidedByLexemes(query)) return narrowed;
    return Array.from(narrowed ?? this.profiles.keys()).filter((id) => matches(query, this.view(this.profiles.get(id) as HeldProfile)));
  }

  /** The companies that have `lexeme` (ascending ids). */
  private holdersOf(lexeme: string): Int32Array {
    const id = this.lexemeIds.get(lexeme);
    return id === undefined ? NO_COMPANIES : this.holdersById(id);
  }

  private holdersById(id: number): Int32Array {
    return (this.holders[id] as Int32Array).subarray(0, this.holderCounts[id]);
  }

  /**
   * The companies whose profile has the lexemes `node` needs (a superset of its matches), ascending
   * ids; null when lexemes cannot narrow it (a negation). Merged as sorted lists: a common word is
   * in thousands of profiles, and building sets of them was a good part of the strip's time.
   */
  private narrowed(node: TsQueryNode): Int32Array | null {
    switch (node.kind) {
      case 'lexeme': {
        if (!node.prefix) return this.holdersOf(node.lexeme);
        let holders: Int32Array = NO_COMPANIES;
        for (const [lexeme, id] of this.lexemeIds) if (lexeme.startsWith(node.lexeme)) holders = union(holders, this.holdersById(id));
        return holders;
      }
      case 'and':
      case 'phrase': {
        const left = this.narrowed(node.left);
        const right = this.narrowed(node.right);
        if (!left || !right) return left ?? right;
        return intersection(left, right);
      }
      case 'or': {
        const left = this.narrowed(node.left);
        const right = this.narrowed(node.right);
        return left && right ? union(left, right) : null;
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
    // ts_rank of a profile that has none of the query's lexemes is the same for every such profile
    // (tsrank.c finds no entry: 0, or 1e-20 for an AND), so it is computed once, on an empty view;
    // most sellers' profiles are such. Prefix operands are looked up by tsRank itself.
    const plain = !operands.some((operand) => operand.prefix);
    const operandIds = operands.map((operand) => this.lexemeIds.get(operand.lexeme) ?? -1);
    const withoutLexemes = query ? tsRank(query, operands, NO_LEXEMES, 1) : 0;
    // One view, bound to each profile in turn: the strip ranks hundreds of profiles per search.
    const view = new ProfileView(this.lexemeIds, this.lexemeTexts);
    const rankOf = (profile: HeldProfile): number => {
      if (!query || profile.lexemeCount === 0) return 0;
      if (plain && !this.hasAny(profile.id, operandIds)) return withoutLexemes;
      return tsRank(query, operands, view.bind(profile), profile.lexemeCount);
    };
    // The best `limit` so far, best first: a strip shows a few of up to thousands of suppliers.
    const best: Ranked[] = [];
    let total = 0;
    const consider = (id: number) => {
      const profile = this.byId[id];
      if (!profile || !profile.listed || !meets(profile, conditions)) return;
      total++;
      const rank = rankOf(profile);
      const last = best[best.length - 1];
      if (best.length === limit && last && !better(rank, profile, last)) return;
      let at = best.length;
      while (at > 0 && better(rank, profile, best[at - 1] as Ranked)) at--;
      best.splice(at, 0, { profile, rank });
      if (best.length > limit) best.pop();
    };
    for (const id of sellers) consider(id);
    if (query) {
      const matching = this.matching(query);
      for (let k = 0; k < matching.length; k++) if (!sellers.has(matching[k] as number)) consider(matching[k] as number);
    }
    return { ids: best.map((entry) => entry.profile.id), total };
  }

  /** Whether the company's profile has one of these lexemes (by id): looked up in their holder lists, not by reading the profile. */
  private hasAny(companyId: number, lexemeIds: number[]): boolean {
    for (const lexeme of lexemeIds) {
      if (lexeme < 0) continue;
      const holders = this.holders[lexeme] as Int32Array;
      const n = this.holderCounts[lexeme] as number;
      const at = lowerBound(holders, n, companyId);
      if (at < n && holders[at] === companyId) return true;
    }
    return false;
  }
}

interface Ranked {
  profile: HeldProfile;
  rank: number;
}

/** A document with no lexeme (of size 1: an empty one ranks 0 whatever the query). */
const NO_LEXEMES: DocumentView = { find: () => -1, findPrefix: () => [], positions: () => [] };

const NO_COMPANIES = new Int32Array(0);

/** The ids in both ascending lists, ascending. */
function intersection(a: Int32Array, b: Int32Array): Int32Array {
  const out = new Int32Array(Math.min(a.length, b.length));
  let n = 0;
  for (let i = 0, j = 0; i < a.length && j < b.length; ) {
    const x = a[i] as number;
    const y = b[j] as number;
    if (x === y) {
      out[n++] = x;
      i++;
      j++;
    } else if (x < y) i++;
    else j++;
  }
  return out.subarray(0, n);
}

/** The ids in either ascending list, once each, ascending. */
function union(a: Int32Array, b: Int32Array): Int32Array {
  if (a.length === 0) return b;
  if (b.length === 0) return a;
  const out = new Int32Array(a.length + b.length);
  let n = 0;
  let i = 0;
  let j = 0;
  while (i < a.length || j < b.length) {
    const x = i < a.length ? (a[i] as number) : Number.MAX_SAFE_INTEGER;
    const y = j < b.length ? (b[j] as number) : Number.MAX_SAFE_INTEGER;
    out[n++] = x <= y ? x : y;
    if (x <= y) i++;
    if (y <= x) j++;
  }
  return out.subarray(0, n);
}

/** Whether a profile ranked `rank` goes before `b` in the strip: higher rank, then verified, then name in byte order, then id. */
function better(rank: number, profile: HeldProfile, b: Ranked): boolean {
  if (rank !== b.rank) return rank > b.rank;
  if (profile.verified !== b.profile.verified) return profile.verified;
  const byName = compareBytes(profile.name, b.profile.name);
  return byName !== 0 ? byName < 0 : profile.id < b.profile.id;
}

/** A held profile as tsquery.ts reads a document (bind it to a profile first). */
class ProfileView implements DocumentView {
  private profile: HeldProfile | null = null;
  constructor(
    private readonly ids: ReadonlyMap<string, number>,
    private readonly texts: readonly string[],
  ) {}

  bind(profile: HeldProfile): this {
    this.profile = profile;
    return this;
  }

  private get bound(): HeldProfile {
    if (!this.profile) throw new Error('ProfileView read before bind()');
    return this.profile;
  }

  find(lexeme: string): number {
    const wanted = this.ids.get(lexeme);
    const { packed, lexemeCount } = this.bound;
    for (let k = 0; k < lexemeCount; k++) if (packed[k] === wanted) return k;
    return -1;
  }

  findPrefix(prefix: string): number[] {
    const found: number[] = [];
    const { packed, lexemeCount } = this.bound;
    for (let k = 0; k < lexemeCount; k++) if ((this.texts[packed[k] as number] as string).startsWith(prefix)) found.push(k);
    return found;
  }

  positions(entry: number): Int32Array {
    const { packed, lexemeCount } = this.bound;
    return packed.subarray(packed[lexemeCount + entry], packed[lexemeCount + entry + 1]);
  }
}

function meets(profile: HeldProfile, conditions: SupplierConditions): boolean {
  return (
    (conditions.stateCode === undefined || profile.stateCode === conditions.stateCode) &&
    (conditions.cityLower === undefined || profile.cityLower === conditions.cityLower) &&
    (conditions.enterpriseType === undefined || profile.enterpriseType === conditions.enterpriseType) &&
    (!conditions.verified || profile.verified)
  );
}

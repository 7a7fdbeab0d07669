import { encoder, type ListingCondition, type SearchIndex } from './memory-index.server';
import { AllCursor, AnyCursor, type Cursor, NONE } from './posting-cursors';
import { decidedByLexemes, type DocumentView, matches, rankOperands, tsRank, type TsQueryNode } from './tsquery';

/*
 * A relevance search's candidates from the in-memory index (docs/decisions/0040): the listings the
 * SQL engine's rankCandidates would read, in the same order, scored by the same relevance(). The
 * postings narrow the listings down in id order; each listing found is then checked against the
 * whole query on its own document (phrases, a name match) and the search's filters.
 */

export interface CandidateRequest {
  query: TsQueryNode;
  /** Lexemes every match must also have (the filter tokens: 'st_27', 'vf_1', …). */
  tokens: string[];
  /** Null when the search has no such filter. */
  condition: ListingCondition | null;
  /** The typed query, for the name boosts. */
  typed: string;
  /** Lower case as the database's lower() makes it (its LC_CTYPE decides). */
  lower: (text: string) => string;
  /** How many matches of the document are ranked (COUNTED_MATCHES + 1). */
  documentMatches: number;
  /** When they did not all fit, how many name matches are looked at (NAME_CANDIDATES). */
  nameMatches: number;
}

export interface Candidates {
  /** The first `documentMatches` matches, ids ascending. */
  matched: number[];
  /**
   * How many listings match in all: counted one by one up to COUNT_LIMIT matches, past that
   * extrapolated from how far into the ids the count got (matches spread over the catalogue), and
   * then `exact` is false.
   */
  total: number;
  exact: boolean;
  /** Every candidate with its score: the matches, then name matches not among them. */
  scored: Array<{ id: number; score: number }>;
}

/** A cursor over the listings whose postings (all, or the names') could match `node`; null when postings cannot narrow it (a negation). */
function cursorFor(index: SearchIndex, node: TsQueryNode, names: boolean): Cursor | null {
  switch (node.kind) {
    case 'lexeme':
      return index.postingCursor(node.lexeme, node.prefix, names);
    case 'and':
    case 'phrase': {
      const left = cursorFor(index, node.left, names);
      const right = cursorFor(index, node.right, names);
      if (!left) return right;
      if (!right) return left;
      return new AllCursor([left, right]);
    }
    case 'or': {
      const left = cursorFor(index, node.left, names);
      const right = cursorFor(index, node.right, names);
      return left && right ? new AnyCursor([left, right]) : null;
    }
    case 'not':
      return null;
  }
}

/**
 * Matches counted one by one for the total: a broad word matches a fifth of the catalogue, and
 * counting all of them would cost more than the rest of the search (walking 10,000 was half of the
 * ranking's time). Past it the total is extrapolated, and shown rounded to two figures ("about
 * 34,000"). Fewer when each match must be checked on its document (a phrase).
 */
const COUNT_LIMIT = 3_000;
const COUNT_LIMIT_CHECKED = 1_000;

/**
 * The listings matching `query` and the tokens, in id order, that satisfy `condition`: the first
 * `documentMatches` of them and, when there are that many, the first `nameMatches` whose name
 * matches (some of them among the first: those are not scored twice), each scored as the SQL
 * engine's relevance() does. Null when postings cannot narrow the query (only a negation).
 */
export function findCandidates(index: SearchIndex, request: CandidateRequest): Candidates | null {
  const words = cursorFor(index, request.query, false);
  const names = cursorFor(index, request.query, true);
  if (!words || !names) return null;
  const view = new ListingView(index);
  const checkDocument = !decidedByLexemes(request.query);
  const { condition } = request;
  const operands = rankOperands(request.query);
  const typed = encoder.encode(request.lower(request.typed));
  const matched: number[] = [];
  const scored: Array<{ id: number; score: number }> = [];
  // relevance() in postgres-sql.server.ts: ts_rank, a boost for the query in or as the name, a
  // hundredth for a verified seller; added in the same order, as double precision.
  const score = (id: number) => {
    view.bind(id);
    return tsRank(request.query, operands, view, view.size) + index.nameBoost(id, typed) + (index.columns.sellerVerified(id) ? 0.01 : 0);
  };
  /** Reads matches in id order, handing the first `limit` to `found`, then counting on up to `countTo`; the last id read. */
  const walk = (cursor: Cursor, limit: number, byName: boolean, found: (id: number) => void, countTo = limit): { count: number; last: number } => {
    // Cursors only move forwards: each walk reads the tokens' lists afresh.
    const tokens = request.tokens.map((token) => index.postingCursor(token, false, false));
    const all = tokens.length > 0 ? new AllCursor([cursor, ...tokens]) : cursor;
    let count = 0;
    let id = all.seek(1);
    for (; id !== NONE && count < countTo; id = all.seek(id + 1)) {
      if (!index.has(id) || (condition && !condition(index.columns.facts(id)))) continue;
      if (checkDocument) {
        view.bind(id);
        if (!matches(request.query, view, byName ? index.nameEndOf(id) : undefined)) continue;
      }
      if (count < limit) found(id);
      count++;
    }
    return { count, last: id };
  };
  // One word and no filter: its posting list holds exactly the matches, so its length is the total.
  const { query } = request;
  const oneList = query.kind === 'lexeme' && !query.prefix && request.tokens.length === 0 && !condition ? index.postingCount(query.lexeme) : undefined;
  const counted = walk(
    words,
    request.documentMatches,
    false,
    (id) => {
      matched.push(id);
      scored.push({ id, score: score(id) });
    },
    Math.max(request.documentMatches, oneList !== undefined ? 0 : checkDocument ? COUNT_LIMIT_CHECKED : COUNT_LIMIT),
  );
  const exact = counted.last === NONE || oneList !== undefined;
  const total = counted.last === NONE ? counted.count : (oneList ?? Math.round((counted.count * index.highestId) / Math.max(1, counted.last)));
  if (matched.length >= request.documentMatches) {
    const already = new Set(matched);
    walk(names, request.nameMatches, true, (id) => {
      if (!already.has(id)) scored.push({ id, score: score(id) });
    });
  }
  return { matched, scored, total: Math.max(total, counted.count), exact };
}

/**
 * One listing's document as tsquery.ts reads it (bind it to a listing first). A search looks up the
 * same few lexemes in hundreds of documents: each is found by its id in the index (remembered for
 * the view's life), and the positions' offsets are summed only as far as an entry asked for.
 */
class ListingView implements DocumentView {
  private start = 0;
  private count = 0;
  /** offsets[k]: where entry k's positions start, known for k < summed. */
  private readonly offsets: number[] = [];
  private summed = 0;
  private readonly ids = new Map<string, number>();
  constructor(private readonly index: SearchIndex) {}

  get size(): number {
    return this.count;
  }

  bind(id: number): void {
    const { start, count, positionStart } = this.index.entriesOf(id);
    this.start = start;
    this.count = count;
    this.offsets[0] = positionStart;
    this.summed = 1;
  }

  find(lexeme: string): number {
    let wanted = this.ids.get(lexeme);
    if (wanted === undefined) this.ids.set(lexeme, (wanted = this.index.knownLexemeId(lexeme)));
    if (wanted < 0) return -1;
    for (let k = 0; k < this.count; k++) if (this.index.lexemeIdAt(this.start + k) === wanted) return k;
    return -1;
  }

  findPrefix(prefix: string): number[] {
    const found: number[] = [];
    for (let k = 0; k < this.count; k++) if (this.index.lexemeAt(this.start + k).startsWith(prefix)) found.push(k);
    return found;
  }

  positions(entry: number): Uint16Array {
    const { offsets } = this;
    for (; this.summed <= entry + 1; this.summed++) offsets[this.summed] = (offsets[this.summed - 1] as number) + this.index.positionCountAt(this.start + this.summed - 1);
    const from = offsets[entry] as number;
    return this.index.positionsAt(from, (offsets[entry + 1] as number) - from);
  }
}

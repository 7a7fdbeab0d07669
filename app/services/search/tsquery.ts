/*
 * PostgreSQL's full-text query semantics, in TypeScript, for the in-memory search index
 * (memory-index.server.ts; docs/decisions/0040-in-memory-search-index.md): a tsquery as
 * PostgreSQL prints it (`'cotton' & ( 'shirt' | 'ladi' <-> 'suit' )`), whether a document matches
 * it (`@@`), and `ts_rank(document, query)` with the default weights and normalisation 0, to the
 * same single-precision result, so that the index orders listings exactly as the SQL engine does.
 * The rank follows src/backend/utils/adt/tsrank.c (calc_rank, calc_rank_and, calc_rank_or): the
 * same operand order, the same float rounding (Math.fround where C stores a float).
 */

export type TsQueryNode =
  | { kind: 'lexeme'; lexeme: string; prefix: boolean }
  | { kind: 'and' | 'or'; left: TsQueryNode; right: TsQueryNode }
  | { kind: 'phrase'; distance: number; left: TsQueryNode; right: TsQueryNode }
  | { kind: 'not'; operand: TsQueryNode };

/**
 * A position as a tsvector stores it (WordEntryPos): the weight class in the top two bits (A = 3,
 * B = 2, C = 1, D = 0), the position (1–16383) in the low fourteen.
 */
export const positionOf = (entry: number) => entry & 0x3fff;
const weightOf = (entry: number) => entry >> 14;

/** The default weights of ts_rank for D, C, B, A, as the float4 values PostgreSQL uses. */
const WEIGHTS = [Math.fround(0.1), Math.fround(0.2), Math.fround(0.4), Math.fround(1.0)];
/** MAXENTRYPOS: a lexeme without positions ranks as if it stood at MAXENTRYPOS - 1, weight D. */
const MAX_ENTRY_POSITION = 1 << 14;
const NO_POSITIONS = [MAX_ENTRY_POSITION - 1];

/**
 * tsquery text as PostgreSQL prints it: quoted lexemes ('' escapes a quote), `:*` for a prefix,
 * `!`, `<->` / `<N>`, `&`, `|` and parentheses; operators bind in that order. Null for an empty
 * query (a query of stop words only).
 */
export function parseTsQuery(text: string): TsQueryNode | null {
  const tokens = text.match(/'(?:[^'\\]|''|\\.)*'(?::\*?[A-D]*)?|<\d+>|<->|[!&|()]/g) ?? [];
  if (tokens.length === 0) return null;
  let at = 0;
  const unary = (): TsQueryNode => {
    const token = tokens[at++];
    if (token === undefined) throw new Error(`tsquery ended early: ${text}`);
    if (token === '!') return { kind: 'not', operand: unary() };
    if (token === '(') {
      const inner = alternatives();
      if (tokens[at++] !== ')') throw new Error(`tsquery without a closing parenthesis: ${text}`);
      return inner;
    }
    const quoted = /^'((?:[^'\\]|''|\\.)*)'(?::(\*?)[A-D]*)?$/.exec(token);
    if (!quoted) throw new Error(`unexpected tsquery token ${token}: ${text}`);
    return { kind: 'lexeme', lexeme: (quoted[1] ?? '').replace(/''/g, "'").replace(/\\(.)/g, '$1'), prefix: quoted[2] === '*' };
  };
  const phrase = (): TsQueryNode => {
    let node = unary();
    for (let token = tokens[at]; token !== undefined && token.startsWith('<'); token = tokens[at]) {
      at++;
      node = { kind: 'phrase', distance: token === '<->' ? 1 : Number(token.slice(1, -1)), left: node, right: unary() };
    }
    return node;
  };
  const all = (): TsQueryNode => {
    let node = phrase();
    while (tokens[at] === '&') {
      at++;
      node = { kind: 'and', left: node, right: phrase() };
    }
    return node;
  };
  const alternatives = (): TsQueryNode => {
    let node = all();
    while (tokens[at] === '|') {
      at++;
      node = { kind: 'or', left: node, right: all() };
    }
    return node;
  };
  const root = alternatives();
  if (at !== tokens.length) throw new Error(`unexpected tsquery text after the query: ${text}`);
  return root;
}

/**
 * A document as the functions below read it: its lexemes in tsvector order (byte order), each with
 * its positions (WordEntryPos values, ascending; empty for a lexeme stored without positions).
 */
export interface DocumentView {
  /** Index of `lexeme` among the document's lexemes, or -1. */
  find(lexeme: string): number;
  /** Indexes of the lexemes starting with `prefix`, in tsvector order. */
  findPrefix(prefix: string): number[];
  positions(entry: number): ArrayLike<number>;
}

/**
 * Positions (ascending, without weights) where `node` matches, null when it does not match.
 * `until`: only positions up to it count (and lexemes without positions not at all).
 */
function matchPositions(node: TsQueryNode, document: DocumentView, until: number): number[] | null {
  switch (node.kind) {
    case 'lexeme': {
      const entries = node.prefix ? document.findPrefix(node.lexeme) : [document.find(node.lexeme)].filter((entry) => entry >= 0);
      const found: number[] = [];
      let any = false;
      for (const entry of entries) {
        const positions = document.positions(entry);
        if (positions.length === 0 && until === NO_LIMIT) any = true;
        for (let k = 0; k < positions.length; k++) {
          const position = positionOf(positions[k] as number);
          if (position <= until) found.push(position);
        }
      }
      if (found.length === 0) return any ? [] : null;
      if (entries.length > 1) found.sort((a, b) => a - b);
      return found;
    }
    case 'and':
    case 'or': {
      const left = matchPositions(node.left, document, until);
      if (node.kind === 'and' && left === null) return null;
      const right = matchPositions(node.right, document, until);
      if (node.kind === 'and' && right === null) return null;
      return left === null ? right : right === null ? left : [...new Set([...left, ...right])].sort((a, b) => a - b);
    }
    case 'not':
      return matchPositions(node.operand, document, until) === null ? [] : null;
    case 'phrase': {
      const left = matchPositions(node.left, document, until);
      if (left === null) return null;
      const right = matchPositions(node.right, document, until);
      if (right === null) return null;
      // A side without positions (a filter token) cannot be placed: PostgreSQL counts it a match.
      if (left.length === 0 || right.length === 0) return [];
      const starts = new Set(left);
      const ends = right.filter((position) => starts.has(position - node.distance));
      return ends.length > 0 ? ends : null;
    }
  }
}

const NO_LIMIT = Number.MAX_SAFE_INTEGER;

/**
 * Whether `document` matches `query` (`document @@ query`). `until`: only the positions up to it
 * count: a listing's document starts with its name's words, so the name's last position gives
 * `to_tsvector('english', name) @@ query`.
 */
export function matches(query: TsQueryNode, document: DocumentView, until = NO_LIMIT): boolean {
  return matchPositions(query, document, until) !== null;
}

/** The query's operands, each once, in byte order (SortAndUniqItems). */
/** Whether which lexemes a document has decides whether it matches `node` (posting lists alone can answer): no phrase (positions) and no negation in it. */
export function decidedByLexemes(node: TsQueryNode): boolean {
  if (node.kind === 'lexeme') return true;
  if (node.kind === 'and' || node.kind === 'or') return decidedByLexemes(node.left) && decidedByLexemes(node.right);
  return false;
}

export function rankOperands(query: TsQueryNode): Array<{ lexeme: string; prefix: boolean }> {
  const operands: Array<{ lexeme: string; prefix: boolean }> = [];
  const walk = (node: TsQueryNode) => {
    if (node.kind === 'lexeme') operands.push(node);
    else if (node.kind === 'not') walk(node.operand);
    else {
      walk(node.left);
      walk(node.right);
    }
  };
  walk(query);
  operands.sort((a, b) => compareBytes(a.lexeme, b.lexeme));
  return operands.filter((operand, index) => index === 0 || operands[index - 1]?.lexeme !== operand.lexeme);
}

/** Byte order of UTF-8 strings (memcmp, then length), as PostgreSQL orders lexemes. */
export function compareBytes(a: string, b: string): number {
  if (a === b) return 0;
  // UTF-16 code unit order equals code point order outside the surrogates.
  const n = Math.min(a.length, b.length);
  for (let k = 0; k < n; k++) {
    const x = a.codePointAt(k) as number;
    const y = b.codePointAt(k) as number;
    if (x !== y) return x < y ? -1 : 1;
    if (x > 0xffff) k++;
  }
  return a.length - b.length;
}

const NO_ENTRIES: number[] = [];

function entriesOf(document: DocumentView, operand: { lexeme: string; prefix: boolean }): number[] {
  if (operand.prefix) return document.findPrefix(operand.lexeme);
  const entry = document.find(operand.lexeme);
  return entry < 0 ? NO_ENTRIES : [entry];
}

const positionsOrDefault = (document: DocumentView, entry: number): ArrayLike<number> => {
  const positions = document.positions(entry);
  return positions.length === 0 ? NO_POSITIONS : positions;
};

function wordDistance(distance: number): number {
  if (distance > 100) return Math.fround(1e-30);
  return Math.fround(1.0 / (1.005 + 0.05 * Math.exp(Math.fround(distance) / 1.5 - 2)));
}

/** Distances past this weigh as little as each other (wordDistance: 1e-30). */
const FAR = 101;
/**
 * calc_rank_and's term for one pair of positions, by the two weight classes and the distance
 * (capped at FAR): sqrt(weight_a * weight_b * wordDistance), each step rounded as tsrank.c stores
 * it. Computed once here rather than for every pair of every ranked document (Math.exp and
 * Math.sqrt per pair were most of a search's ranking time).
 */
const PAIR_TERMS = (() => {
  const terms = new Float64Array(4 * 4 * (FAR + 1));
  for (let a = 0; a < 4; a++)
    for (let b = 0; b < 4; b++)
      for (let distance = 1; distance <= FAR; distance++) {
        const weight = Math.fround(Math.fround((WEIGHTS[a] as number) * (WEIGHTS[b] as number)) * wordDistance(distance));
        terms[(a * 4 + b) * (FAR + 1) + distance] = Math.fround(Math.sqrt(weight));
      }
  return terms;
})();

function rankOr(operands: Array<{ lexeme: string; prefix: boolean }>, document: DocumentView): number {
  let rank = 0;
  for (const operand of operands) {
    for (const entry of entriesOf(document, operand)) {
      const positions = positionsOrDefault(document, entry);
      let sum = 0;
      let maxWeight = -1;
      let maxAt = 0;
      for (let j = 0; j < positions.length; j++) {
        const weight = WEIGHTS[weightOf(positions[j] as number)] as number;
        sum = Math.fround(sum + Math.fround(weight / ((j + 1) * (j + 1))));
        if (weight > maxWeight) {
          maxWeight = weight;
          maxAt = j;
        }
      }
      const term = Math.fround(Math.fround(maxWeight + sum) - Math.fround(maxWeight / ((maxAt + 1) * (maxAt + 1))));
      rank = Math.fround(rank + term / 1.64493406685);
    }
  }
  return operands.length > 0 ? Math.fround(rank / operands.length) : rank;
}

function rankAnd(operands: Array<{ lexeme: string; prefix: boolean }>, document: DocumentView): number {
  if (operands.length < 2) return rankOr(operands, document);
  // For each operand, the positions of the last of its entries seen (PostgreSQL's pos[i]).
  const seen: Array<ArrayLike<number> | undefined> = [];
  const withoutPositions: boolean[] = [];
  let rank = -1;
  for (let i = 0; i < operands.length; i++) {
    for (const entry of entriesOf(document, operands[i] as { lexeme: string; prefix: boolean })) {
      const own = document.positions(entry);
      const ownless = own.length === 0;
      const positions = ownless ? NO_POSITIONS : own;
      seen[i] = positions;
      withoutPositions[i] = ownless;
      for (let k = 0; k < i; k++) {
        const other = seen[k];
        if (!other) continue;
        for (let l = 0; l < positions.length; l++) {
          for (let p = 0; p < other.length; p++) {
            const a = positions[l] as number;
            const b = other[p] as number;
            let distance = Math.abs(positionOf(a) - positionOf(b));
            if (distance === 0 && !ownless && !withoutPositions[k]) continue;
            if (distance === 0 || distance > FAR) distance = FAR;
            const current = PAIR_TERMS[(weightOf(a) * 4 + weightOf(b)) * (FAR + 1) + distance] as number;
            rank = rank < 0 ? current : Math.fround(1.0 - (1.0 - rank) * (1.0 - current));
          }
        }
      }
    }
  }
  return rank;
}

/**
 * `ts_rank(document, query)`: default weights, normalisation 0. `operands`: rankOperands(query),
 * computed once per query. A float4 value, as a JavaScript number.
 */
export function tsRank(query: TsQueryNode, operands: Array<{ lexeme: string; prefix: boolean }>, document: DocumentView, documentSize: number): number {
  if (documentSize === 0) return 0;
  const rank = query.kind === 'and' || query.kind === 'phrase' ? rankAnd(operands, document) : rankOr(operands, document);
  return rank < 0 ? Math.fround(1e-20) : rank;
}

const WEIGHT_LETTER: Record<string, number> = { A: 3, B: 2, C: 1, D: 0 };

/**
 * tsvector text (`'cotton':1A,7B 'st_27' 'x''y':3`) as lexemes in its order, each with its positions
 * as WordEntryPos values (weight << 14 | position); none for a lexeme stored without positions.
 */
export function parseDocument(text: string): Array<{ lexeme: string; positions: number[] }> {
  const entries: Array<{ lexeme: string; positions: number[] }> = [];
  for (const match of text.matchAll(/'((?:[^'\\]|''|\\.)*)'(?::([\dA-D,]+))?/g)) {
    const positions: number[] = [];
    if (match[2])
      for (const part of match[2].split(',')) {
        const letter = part.at(-1) as string;
        const weight = letter >= 'A' && letter <= 'D' ? (WEIGHT_LETTER[letter] as number) : 0;
        positions.push((weight << 14) | Number.parseInt(part, 10));
      }
    entries.push({ lexeme: (match[1] as string).replace(/''/g, "'").replace(/\\(.)/g, '$1'), positions });
  }
  return entries;
}

/** A document view over tsvector text, as the index gives one (for tests and tools comparing with PostgreSQL). */
export function documentView(text: string): DocumentView & { size: number } {
  const entries = parseDocument(text);
  return {
    size: entries.length,
    find: (lexeme) => entries.findIndex((entry) => entry.lexeme === lexeme),
    findPrefix: (prefix) => entries.flatMap((entry, index) => (entry.lexeme.startsWith(prefix) ? [index] : [])),
    positions: (entry) => entries[entry]?.positions ?? [],
  };
}

import { grown, ListingColumns, type ListingColumnValues } from './memory-listing-columns.server';
import { AnyCursor, type Cursor, deleteId, EMPTY, insertId, ListCursor, lowerBound, lowerBoundString } from './posting-cursors';
import { NameCatalogue } from './memory-similar-names.server';
import { SupplierProfiles } from './memory-suppliers.server';
import { compareBytes, parseDocument, positionOf } from './tsquery';

/*
 * Every live listing's search document held in this process's memory (docs/decisions/0040): a
 * posting list per lexeme (sorted listing ids, for finding matches in id order), one per lexeme of
 * the listings' names (weight A), and each listing's document with positions and weights (for
 * checking phrases and computing ts_rank exactly), plus the columns the search filters read. The
 * data lives in typed arrays (outside V8's heap); a listing that changes is written again at the
 * end and the space it held is reclaimed when a quarter of the arrays is waste.
 *
 * It answers the expensive part of a relevance search (rankCandidates in postgres-engine.server.ts):
 * which listings match, in id order, up to a bound, and how each scores. It knows nothing of
 * PostgreSQL; memory-index-feed.server.ts fills and refreshes it.
 */

export type { ListingCondition } from './memory-listing-columns.server';

/** A listing as the index is given it: its document, name and the columns filters read. */
export interface IndexedListing extends ListingColumnValues {
  /** The name as typed (the similar-name pass lists spellings: memory-similar-names.server.ts). */
  name: string;
  /** The name as the database's lower() gives it (for relevance's name boosts). */
  nameLower: string;
  /** The search document as tsvector text: `'cotton':1A,7B 'st_27'`. */
  document: string;
  /**
   * The last position of the name's words in the document (`to_tsvector('english', name)`'s
   * highest position): the document starts with them, then the Hindi name's keys, also weight A.
   */
  nameEnd: number;
}

export const encoder = new TextEncoder();
const decoder = new TextDecoder();

export class SearchIndex {
  private readonly lexemeIds = new Map<string, number>();
  private readonly lexemes: string[] = [];
  private sortedLexemes: string[] | null = null;
  private readonly postings: Int32Array[] = [];
  private readonly postingCounts: number[] = [];
  private readonly namePostings: Int32Array[] = [];
  private readonly nameCounts: number[] = [];

  // Per listing id.
  private live = new Uint8Array(0);
  private entryStart = new Int32Array(0);
  private entryCount = new Uint16Array(0);
  private positionStart = new Int32Array(0);
  private nameStart = new Int32Array(0);
  private nameLength = new Int32Array(0);
  private nameEnd = new Uint16Array(0);
  /** What filters and facets read of each listing. */
  readonly columns = new ListingColumns();
  /** The listings by name, for the similar-name pass. */
  readonly similarNames = new NameCatalogue();
  /** The companies' profiles, for the suppliers strip. */
  readonly suppliers = new SupplierProfiles();

  // Shared, appended to.
  private entryLexeme = new Int32Array(0);
  private entryPositions = new Uint16Array(0);
  private entriesUsed = 0;
  private positions = new Uint16Array(0);
  private positionsUsed = 0;
  private names = new Uint8Array(0);
  private namesUsed = 0;
  private wasted = 0;
  private listings = 0;
  private highest = 0;

  get size(): number {
    return this.listings;
  }

  /** The highest listing id held (or once held). */
  get highestId(): number {
    return this.highest;
  }

  /** Typed-array bytes held (for the benchmark and the health page). */
  get bytes(): number {
    let total = 0;
    for (const array of [this.live, this.entryStart, this.entryCount, this.positionStart, this.nameStart, this.nameLength, this.nameEnd, this.entryLexeme, this.entryPositions, this.positions, this.names])
      total += array.byteLength;
    total += this.columns.bytes + this.similarNames.bytes;
    for (const list of this.postings) total += list.byteLength;
    for (const list of this.namePostings) total += list.byteLength;
    return total;
  }

  private lexemeId(lexeme: string): number {
    let id = this.lexemeIds.get(lexeme);
    if (id === undefined) {
      id = this.lexemes.length;
      this.lexemeIds.set(lexeme, id);
      this.lexemes.push(lexeme);
      this.postings.push(new Int32Array(4));
      this.postingCounts.push(0);
      this.namePostings.push(new Int32Array(0));
      this.nameCounts.push(0);
      this.sortedLexemes = null;
    }
    return id;
  }

  private ensureListing(id: number): void {
    if (id < this.live.length) return;
    const length = Math.max(id + 1, Math.ceil(this.live.length * 1.5), 1024);
    this.live = grown(this.live, length);
    this.entryStart = grown(this.entryStart, length);
    this.entryCount = grown(this.entryCount, length);
    this.positionStart = grown(this.positionStart, length);
    this.nameStart = grown(this.nameStart, length);
    this.nameLength = grown(this.nameLength, length);
    this.nameEnd = grown(this.nameEnd, length);
    this.columns.ensure(length);
  }

  /** Adds a listing, or replaces the one with its id. */
  put(listing: IndexedListing): void {
    const { id } = listing;
    this.ensureListing(id);
    const parsed = parseDocument(listing.document);
    const oldLexemes = this.live[id] ? this.lexemesOf(id) : null;
    if (oldLexemes) this.wasted += (this.entryCount[id] as number) + 1;
    else this.listings++;
    const newLexemes: number[] = [];
    const nameLexemes = new Set<number>();
    this.entryLexeme = grown(this.entryLexeme, this.entriesUsed + parsed.length);
    const positionTotal = parsed.reduce((sum, entry) => sum + entry.positions.length, 0);
    this.entryPositions = grown(this.entryPositions, this.entriesUsed + parsed.length);
    this.positions = grown(this.positions, this.positionsUsed + positionTotal);
    this.entryStart[id] = this.entriesUsed;
    this.entryCount[id] = parsed.length;
    this.positionStart[id] = this.positionsUsed;
    for (const entry of parsed) {
      const lexeme = this.lexemeId(entry.lexeme);
      newLexemes.push(lexeme);
      this.entryLexeme[this.entriesUsed] = lexeme;
      this.entryPositions[this.entriesUsed++] = entry.positions.length;
      for (const position of entry.positions) {
        this.positions[this.positionsUsed++] = position;
        if (positionOf(position) <= listing.nameEnd) nameLexemes.add(lexeme);
      }
    }
    const oldNames = oldLexemes ? new Set(oldLexemes.filter((lexeme) => this.hasName(lexeme, id))) : new Set<number>();
    if (oldLexemes) {
      const kept = new Set(newLexemes);
      for (const lexeme of oldLexemes) if (!kept.has(lexeme)) deleteId(this.postings, this.postingCounts, lexeme, id);
      for (const lexeme of oldNames) if (!nameLexemes.has(lexeme)) deleteId(this.namePostings, this.nameCounts, lexeme, id);
    }
    const had = new Set(oldLexemes ?? []);
    for (const lexeme of newLexemes) if (!had.has(lexeme)) insertId(this.postings, this.postingCounts, lexeme, id);
    for (const lexeme of nameLexemes) if (!oldNames.has(lexeme)) insertId(this.namePostings, this.nameCounts, lexeme, id);

    const nameBytes = encoder.encode(listing.nameLower);
    this.names = grown(this.names, this.namesUsed + nameBytes.length);
    this.names.set(nameBytes, this.namesUsed);
    this.nameStart[id] = this.namesUsed;
    this.nameLength[id] = nameBytes.length;
    this.namesUsed += nameBytes.length;

    this.live[id] = 1;
    if (id > this.highest) this.highest = id;
    this.nameEnd[id] = listing.nameEnd;
    this.columns.set(listing);
    this.similarNames.put(id, listing.name, listing.nameLower);
    this.compactIfWasteful();
  }

  /** Takes a listing out (no longer live, or deleted); nothing when it is not held. */
  remove(id: number): void {
    if (id >= this.live.length || !this.live[id]) return;
    for (const lexeme of this.lexemesOf(id)) {
      deleteId(this.postings, this.postingCounts, lexeme, id);
      if (this.hasName(lexeme, id)) deleteId(this.namePostings, this.nameCounts, lexeme, id);
    }
    this.wasted += (this.entryCount[id] as number) + 1;
    this.live[id] = 0;
    this.similarNames.remove(id);
    this.listings--;
    this.compactIfWasteful();
  }

  has(id: number): boolean {
    return id < this.live.length && this.live[id] === 1;
  }

  private lexemesOf(id: number): number[] {
    const start = this.entryStart[id] as number;
    return Array.from(this.entryLexeme.subarray(start, start + (this.entryCount[id] as number)));
  }

  private hasName(lexeme: number, id: number): boolean {
    const list = this.namePostings[lexeme] as Int32Array;
    const at = lowerBound(list, this.nameCounts[lexeme] as number, id);
    return at < (this.nameCounts[lexeme] as number) && list[at] === id;
  }

  private compactIfWasteful(): void {
    if (this.wasted >= 100_000 && this.wasted * 4 >= this.entriesUsed) this.compact();
  }

  /** Gives back the room arrays grew into while loading (the feed calls it once the load is done). */
  trim(): void {
    this.compact();
    for (const lists of [this.postings, this.namePostings]) {
      const counts = lists === this.postings ? this.postingCounts : this.nameCounts;
      for (let lexeme = 0; lexeme < lists.length; lexeme++) lists[lexeme] = (lists[lexeme] as Int32Array).slice(0, counts[lexeme]);
    }
  }

  /** Rewrites the shared arrays without the space replaced or removed listings held. */
  private compact(): void {
    const positionCountOf = (id: number) => {
      const start = this.entryStart[id] as number;
      let count = 0;
      for (let k = 0; k < (this.entryCount[id] as number); k++) count += this.entryPositions[start + k] as number;
      return count;
    };
    let entryTotal = 0;
    let positionTotal = 0;
    let nameTotal = 0;
    for (let id = 0; id < this.live.length; id++) {
      if (!this.live[id]) continue;
      entryTotal += this.entryCount[id] as number;
      positionTotal += positionCountOf(id);
      nameTotal += this.nameLength[id] as number;
    }
    const entryLexeme = new Int32Array(entryTotal);
    const entryPositions = new Uint16Array(entryTotal);
    const positions = new Uint16Array(positionTotal);
    const names = new Uint8Array(nameTotal);
    let entries = 0;
    let used = 0;
    let nameBytes = 0;
    for (let id = 0; id < this.live.length; id++) {
      if (!this.live[id]) continue;
      const start = this.entryStart[id] as number;
      const count = this.entryCount[id] as number;
      const positionCount = positionCountOf(id);
      entryLexeme.set(this.entryLexeme.subarray(start, start + count), entries);
      entryPositions.set(this.entryPositions.subarray(start, start + count), entries);
      positions.set(this.positions.subarray(this.positionStart[id], (this.positionStart[id] as number) + positionCount), used);
      names.set(this.names.subarray(this.nameStart[id], (this.nameStart[id] as number) + (this.nameLength[id] as number)), nameBytes);
      this.entryStart[id] = entries;
      this.positionStart[id] = used;
      this.nameStart[id] = nameBytes;
      entries += count;
      used += positionCount;
      nameBytes += this.nameLength[id] as number;
    }
    this.entryLexeme = entryLexeme;
    this.entryPositions = entryPositions;
    this.positions = positions;
    this.names = names;
    this.entriesUsed = entries;
    this.positionsUsed = used;
    this.namesUsed = nameBytes;
    this.wasted = 0;
  }

  /** The lower-cased name (tests, tools). */
  name(id: number): string {
    const start = this.nameStart[id] as number;
    return decoder.decode(this.names.subarray(start, start + (this.nameLength[id] as number)));
  }

  /**
   * relevance()'s name boost for a query given as the UTF-8 bytes of its lower case: 1 when it is
   * the lower-cased name, 0.5 when the name contains it, else 0 (compared as bytes: no string is made).
   */
  nameBoost(id: number, query: Uint8Array): number {
    const start = this.nameStart[id] as number;
    const length = this.nameLength[id] as number;
    const { names } = this;
    const n = query.length;
    if (n === 0) return length === 0 ? 1 : 0.5;
    for (let from = start; from + n <= start + length; from++) {
      let k = 0;
      while (k < n && names[from + k] === query[k]) k++;
      if (k === n) return from === start && n === length ? 1 : 0.5;
    }
    return 0;
  }

  private sorted(): string[] {
    this.sortedLexemes ??= [...this.lexemes].sort(compareBytes);
    return this.sortedLexemes;
  }

  /** A cursor over the listings whose postings (all, or only the names') have `lexeme`, or every lexeme starting with it. */
  postingCursor(lexeme: string, prefix: boolean, names: boolean): Cursor {
    const lists = names ? this.namePostings : this.postings;
    const counts = names ? this.nameCounts : this.postingCounts;
    const leaf = (id: number | undefined) => (id !== undefined && (counts[id] as number) > 0 ? new ListCursor(lists[id] as Int32Array, counts[id] as number) : EMPTY);
    if (!prefix) return leaf(this.lexemeIds.get(lexeme));
    const sorted = this.sorted();
    const parts: Cursor[] = [];
    for (let at = lowerBoundString(sorted, lexeme); at < sorted.length && (sorted[at] as string).startsWith(lexeme); at++) parts.push(leaf(this.lexemeIds.get(sorted[at] as string)));
    return parts.length === 0 ? EMPTY : new AnyCursor(parts);
  }

  /** How many held listings have `lexeme` in their document. */
  postingCount(lexeme: string): number {
    const id = this.lexemeIds.get(lexeme);
    return id === undefined ? 0 : (this.postingCounts[id] as number);
  }

  /** The last position of the listing's name in its document. */
  nameEndOf(id: number): number {
    return this.nameEnd[id] as number;
  }

  /** For the candidates' view of one listing's document (memory-candidates.server.ts). */
  entriesOf(id: number): { start: number; count: number; positionStart: number } {
    return { start: this.entryStart[id] as number, count: this.entryCount[id] as number, positionStart: this.positionStart[id] as number };
  }
  lexemeAt(entry: number): string {
    return this.lexemes[this.entryLexeme[entry] as number] as string;
  }
  /** A lexeme's id in the index, -1 when no listing has it; entries name lexemes by id (lexemeIdAt). */
  knownLexemeId(lexeme: string): number {
    return this.lexemeIds.get(lexeme) ?? -1;
  }
  lexemeIdAt(entry: number): number {
    return this.entryLexeme[entry] as number;
  }
  positionCountAt(entry: number): number {
    return this.entryPositions[entry] as number;
  }
  positionsAt(start: number, count: number): Uint16Array {
    return this.positions.subarray(start, start + count);
  }
}

import { grown } from './memory-listing-columns.server';
import { deleteId, insertId } from './posting-cursors';
import { compareBytes } from './tsquery';
import { SIMILARITY_THRESHOLD, similarityOf, trigramsOf } from './trigrams';

/*
 * The names of the listings in the in-memory search index (memory-index.server.ts), for the
 * similar-name pass of a search whose words found nothing ("het gun", "tomatoseeds"): what
 * product_names and its trigram index (migration 0005) answer in PostgreSQL. Listings are grouped
 * by lower-cased name; each group knows its listings (ids ascending), its spellings as typed with
 * how many listings use each, and its trigrams, and each trigram knows the groups that have it.
 */

/** A lower-cased name close to the query, with its similarity(). */
export interface SimilarName {
  group: number;
  similarity: number;
}

export class NameCatalogue {
  private readonly groupIds = new Map<string, number>();
  private readonly trigramCounts: number[] = [];
  /** Per group: its spellings as typed, and how many held listings use each. */
  private readonly spellings: string[][] = [];
  private readonly spellingCounts: number[][] = [];
  private readonly members: Int32Array[] = [];
  private readonly memberCounts: number[] = [];
  /** Per trigram: the groups that have it, ascending (typed arrays: outside V8's heap). */
  private readonly trigramIds = new Map<string, number>();
  private readonly trigramGroups: Int32Array[] = [];
  private readonly trigramGroupCounts: number[] = [];
  /** Per listing id: its group + 1 (0: not held) and the spelling it uses. */
  private groupOf = new Int32Array(0);
  private spellingOf = new Int32Array(0);
  /** Scratch: trigrams each group shares with the query being compared. */
  private shared = new Int32Array(0);

  get bytes(): number {
    let total = this.groupOf.byteLength + this.spellingOf.byteLength;
    for (const list of [...this.members, ...this.trigramGroups]) total += list.byteLength;
    return total;
  }

  private groupFor(lowered: string): number {
    let group = this.groupIds.get(lowered);
    if (group === undefined) {
      group = this.members.length;
      this.groupIds.set(lowered, group);
      const trigrams = trigramsOf(lowered);
      this.trigramCounts.push(trigrams.length);
      this.spellings.push([]);
      this.spellingCounts.push([]);
      this.members.push(new Int32Array(0));
      this.memberCounts.push(0);
      for (const trigram of trigrams) {
        let id = this.trigramIds.get(trigram);
        if (id === undefined) {
          id = this.trigramGroups.length;
          this.trigramIds.set(trigram, id);
          this.trigramGroups.push(new Int32Array(0));
          this.trigramGroupCounts.push(0);
        }
        insertId(this.trigramGroups, this.trigramGroupCounts, id, group);
      }
    }
    return group;
  }

  /** Listing `id` is held under `name` (as typed) and `lowered` (the database's lower() of it). */
  put(id: number, name: string, lowered: string): void {
    this.groupOf = grown(this.groupOf, id + 1);
    this.spellingOf = grown(this.spellingOf, id + 1);
    const group = this.groupFor(lowered);
    const spellings = this.spellings[group] as string[];
    let spelling = spellings.indexOf(name);
    if ((this.groupOf[id] as number) === group + 1 && this.spellingOf[id] === spelling) return;
    this.remove(id);
    if (spelling < 0) {
      spelling = spellings.length;
      spellings.push(name);
      (this.spellingCounts[group] as number[]).push(0);
    }
    const counts = this.spellingCounts[group] as number[];
    counts[spelling] = (counts[spelling] as number) + 1;
    insertId(this.members, this.memberCounts, group, id);
    this.groupOf[id] = group + 1;
    this.spellingOf[id] = spelling;
  }

  remove(id: number): void {
    const group = (this.groupOf[id] ?? 0) - 1;
    if (group < 0) return;
    const counts = this.spellingCounts[group] as number[];
    const spelling = this.spellingOf[id] as number;
    counts[spelling] = (counts[spelling] as number) - 1;
    deleteId(this.members, this.memberCounts, group, id);
    this.groupOf[id] = 0;
  }

  /**
   * The lower-cased names of PostgreSQL's `SELECT lower(n.name) FROM product_names n WHERE
   * lower(n.name) % lower(q) ORDER BY similarity(lower(n.name), lower(q)) DESC, n.name COLLATE "C"
   * LIMIT limit`, as groups (each once, in that order) with their similarity.
   */
  closest(lowered: string, limit: number): SimilarName[] {
    const query = trigramsOf(lowered);
    if (query.length === 0) return [];
    if (this.shared.length < this.members.length) this.shared = new Int32Array(this.members.length);
    const { shared } = this;
    const touched: number[] = [];
    for (const trigram of query) {
      const id = this.trigramIds.get(trigram);
      if (id === undefined) continue;
      const groups = this.trigramGroups[id] as Int32Array;
      for (let k = 0; k < (this.trigramGroupCounts[id] as number); k++) {
        const group = groups[k] as number;
        if ((shared[group] as number)++ === 0) touched.push(group);
      }
    }
    const rows: Array<{ group: number; similarity: number; spelling: string }> = [];
    for (const group of touched) {
      const similarity = similarityOf(shared[group] as number, query.length, this.trigramCounts[group] as number);
      shared[group] = 0;
      if (similarity < SIMILARITY_THRESHOLD || this.memberCounts[group] === 0) continue;
      const counts = this.spellingCounts[group] as number[];
      (this.spellings[group] as string[]).forEach((spelling, k) => {
        if ((counts[k] as number) > 0) rows.push({ group, similarity, spelling });
      });
    }
    rows.sort((a, b) => b.similarity - a.similarity || compareBytes(a.spelling, b.spelling));
    const found: SimilarName[] = [];
    for (const row of rows.slice(0, limit)) if (!found.some((name) => name.group === row.group)) found.push({ group: row.group, similarity: row.similarity });
    return found;
  }

  /** The held listings named as `group`, ids ascending. */
  membersOf(group: number): Int32Array {
    return (this.members[group] as Int32Array).subarray(0, this.memberCounts[group]);
  }
}

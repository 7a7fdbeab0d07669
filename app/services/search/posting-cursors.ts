import { compareBytes } from './tsquery';

/*
 * Sorted id lists read forwards, for the in-memory search index (memory-index.server.ts): a
 * posting list, the union of several (alternatives, prefixes), the intersection of several (every
 * word, the filter tokens), each answering "the first id at or after this one".
 */

export const NONE = Number.MAX_SAFE_INTEGER;

/** An ascending id set, read forwards: `seek(target)` is its first id ≥ target, or NONE. */
export interface Cursor {
  seek(target: number): number;
}

export class ListCursor implements Cursor {
  private at = 0;
  constructor(
    private readonly ids: Int32Array,
    private readonly n: number,
  ) {}
  seek(target: number): number {
    const { ids, n } = this;
    let low = this.at;
    if (low >= n) return NONE;
    if ((ids[low] as number) >= target) return ids[low] as number;
    // Gallop, then binary search.
    let step = 1;
    let high = low + 1;
    while (high < n && (ids[high] as number) < target) {
      low = high;
      step *= 2;
      high = low + step;
    }
    if (high > n) high = n;
    while (low < high) {
      const middle = (low + high) >> 1;
      if ((ids[middle] as number) < target) low = middle + 1;
      else high = middle;
    }
    this.at = low;
    return low < n ? (ids[low] as number) : NONE;
  }
}

export class AnyCursor implements Cursor {
  constructor(private readonly parts: Cursor[]) {}
  seek(target: number): number {
    let least = NONE;
    for (const part of this.parts) {
      const id = part.seek(target);
      if (id < least) least = id;
    }
    return least;
  }
}

export class AllCursor implements Cursor {
  constructor(private readonly parts: Cursor[]) {}
  seek(target: number): number {
    let candidate = target;
    for (;;) {
      let agreed = true;
      for (const part of this.parts) {
        const id = part.seek(candidate);
        if (id === NONE) return NONE;
        if (id !== candidate) {
          candidate = id;
          agreed = false;
        }
      }
      if (agreed) return candidate;
    }
  }
}

export const EMPTY: Cursor = { seek: () => NONE };

export function lowerBound(list: Int32Array, n: number, id: number): number {
  let low = 0;
  let high = n;
  while (low < high) {
    const middle = (low + high) >> 1;
    if ((list[middle] as number) < id) low = middle + 1;
    else high = middle;
  }
  return low;
}

/** Adds `id` to the ascending list `lists[key]` (its first `counts[key]` ids), growing it when full; nothing when it is there. */
export function insertId(lists: Int32Array[], counts: number[], key: number, id: number): void {
  const n = counts[key] as number;
  let list = lists[key] as Int32Array;
  if (n === list.length) {
    const next = new Int32Array(Math.max(n + 1, Math.ceil(n * 1.5), 4));
    next.set(list);
    lists[key] = list = next;
  }
  // Loading goes in id order: appending is the common case.
  if (n === 0 || (list[n - 1] as number) < id) list[n] = id;
  else {
    const at = lowerBound(list, n, id);
    if (list[at] === id) return;
    list.copyWithin(at + 1, at, n);
    list[at] = id;
  }
  counts[key] = n + 1;
}

/** Takes `id` out of the ascending list `lists[key]`; nothing when it is not there. */
export function deleteId(lists: Int32Array[], counts: number[], key: number, id: number): void {
  const n = counts[key] as number;
  const list = lists[key] as Int32Array;
  const at = lowerBound(list, n, id);
  if (at >= n || list[at] !== id) return;
  list.copyWithin(at, at + 1, n);
  counts[key] = n - 1;
}

export function lowerBoundString(list: string[], value: string): number {
  let low = 0;
  let high = list.length;
  while (low < high) {
    const middle = (low + high) >> 1;
    if (compareBytes(list[middle] as string, value) < 0) low = middle + 1;
    else high = middle;
  }
  return low;
}

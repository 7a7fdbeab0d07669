/** Pure rules behind the home-page carousels and strips (SPEC.md section 9), unit-tested. */

/** Categories per carousel page: 4 below 640 px, 8 from 640, 12 from 768, 16 from 1024 (Tailwind's sm/md/lg). */
export function categoriesPerPage(width: number): number {
  if (width >= 1024) return 16;
  if (width >= 768) return 12;
  if (width >= 640) return 8;
  return 4;
}

export function pageCount(items: number, perPage: number): number {
  return Math.max(1, Math.ceil(items / perPage));
}

/** Index after moving `step` places through `length` items, wrapping at both ends. */
export function wrapIndex(index: number, step: number, length: number): number {
  return (((index + step) % length) + length) % length;
}

const STATE_STRIP_SPEED = 0.5;
export const STATE_TILE_WIDTH = 140;

/** The state strip's next offset: 0.5 px per frame, wrapping after 140 px per state. */
export function nextStripOffset(offset: number, stateCount: number): number {
  const loop = STATE_TILE_WIDTH * stateCount;
  const next = offset + STATE_STRIP_SPEED;
  return next >= loop ? next - loop : next;
}

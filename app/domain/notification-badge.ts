// Apart from app/domain/notification.ts (its forms' zod schemas): the site header shows the badge
// on every page, and zod stays out of the first-load JavaScript (bench/RESULTS.md).

/** The header counts unread notifications up to this many and then says "99+". */
export const UNREAD_COUNT_CAP = 100;

/** The header's badge text: "3", or "99+" from the cap. */
export function unreadBadge(count: number): string {
  return count >= UNREAD_COUNT_CAP ? `${UNREAD_COUNT_CAP - 1}+` : String(count);
}

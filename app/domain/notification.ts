import { z } from 'zod';

/** How many notifications one page of /account/notifications lists. */
export const NOTIFICATIONS_PER_PAGE = 20;
/** The header counts unread notifications up to this many and then says "99+". */
export const UNREAD_COUNT_CAP = 100;

/** The header's badge text: "3", or "99+" from the cap. */
export function unreadBadge(count: number): string {
  return count >= UNREAD_COUNT_CAP ? `${UNREAD_COUNT_CAP - 1}+` : String(count);
}

/**
 * A notification's link is a path inside the site. Anything else (an absolute or protocol-relative
 * URL, a backslash trick) is refused, so opening a notification can never send a user elsewhere.
 */
export function safeNotificationLink(link: string): string {
  return /^\/(?![/\\])[^\s\\]*$/.test(link) ? link : '/account/notifications';
}

const gone = 'This notification is not in your list any more. Reload the page.';

/** The buttons of /account/notifications: open one (marks it read, then goes to its link), or mark all read. */
export const notificationActionSchema = z.discriminatedUnion(
  'intent',
  [
    z.object({ intent: z.literal('open'), notificationId: z.coerce.number({ error: gone }).int(gone).positive(gone) }),
    z.object({ intent: z.literal('read-all') }),
  ],
  { error: 'This form was not understood. Reload the page and try again.' },
);

/** Channels outside the site; in the site every notification is always shown. */
export const DELIVERY_CHANNELS = ['email', 'sms', 'whatsapp'] as const;
export type DeliveryChannel = (typeof DELIVERY_CHANNELS)[number];
/** Right away, gathered in one email a day, or not at all. */
export const DELIVERY_MODES = ['immediate', 'digest', 'off'] as const;
export type DeliveryMode = (typeof DELIVERY_MODES)[number];

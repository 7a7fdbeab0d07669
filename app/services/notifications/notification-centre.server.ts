import { and, desc, eq, isNull, sql } from 'drizzle-orm';
import type { Locale } from '~/domain/locale';
import { NOTIFICATIONS_PER_PAGE, safeNotificationLink } from '~/domain/notification';
import { UNREAD_COUNT_CAP } from '~/domain/notification-badge';
import { db } from '~/services/db/client.server';
import { notifications } from '~/services/db/schema/requirements';
import { NotFoundError } from '~/services/errors.server';
import { serverDomainText } from '~/services/i18n/catalog.server';

/** The furthest page a list goes to (20 a page: the 2,000 newest notifications). */
const MAX_PAGE = 100;

/**
 * Unread notifications of a user for the header, counted up to UNREAD_COUNT_CAP: one query that
 * reads only the partial index notifications_unread_idx (user_id, created_at WHERE read_at IS NULL),
 * so it costs the same for a user with three notifications and for one with thousands.
 */
export async function unreadNotificationCount(userId: number): Promise<number> {
  const result = await db().execute<{ n: number }>(sql`
    SELECT count(*)::int AS n FROM (
      SELECT 1 FROM notifications WHERE user_id = ${userId} AND read_at IS NULL LIMIT ${UNREAD_COUNT_CAP}
    ) unread`);
  return Number(result.rows[0]?.n ?? 0);
}

export interface NotificationItem {
  id: number;
  kind: string;
  title: string;
  body: string;
  link: string;
  createdAt: Date;
  unread: boolean;
}

/**
 * One page of a user's notifications, newest first, with whether older and newer pages exist.
 * Titles and bodies are stored as the services wrote them, in English; they are shown in the
 * reader's language through the `errors` lookup (app/content/messages/errors/docs.ts), so old rows
 * read in Hindi too, and a text without an entry (or one quoting a person's words) stays as written.
 */
export async function listNotifications(userId: number, requestedPage: number, locale: Locale = 'en') {
  const inLanguage = serverDomainText(locale);
  const page = Number.isInteger(requestedPage) ? Math.min(Math.max(requestedPage, 1), MAX_PAGE) : 1;
  const rows = await db()
    .select({
      id: notifications.id,
      kind: notifications.kind,
      title: notifications.title,
      body: notifications.body,
      link: notifications.link,
      createdAt: notifications.createdAt,
      readAt: notifications.readAt,
    })
    .from(notifications)
    .where(eq(notifications.userId, userId))
    .orderBy(desc(notifications.createdAt), desc(notifications.id))
    .limit(NOTIFICATIONS_PER_PAGE + 1)
    .offset((page - 1) * NOTIFICATIONS_PER_PAGE);
  const items: NotificationItem[] = rows
    .slice(0, NOTIFICATIONS_PER_PAGE)
    .map(({ readAt, link, title, body, ...row }) => ({ ...row, title: inLanguage(title), body: body ? inLanguage(body) : body, link: safeNotificationLink(link), unread: readAt === null }));
  return { page, items, hasOlder: rows.length > NOTIFICATIONS_PER_PAGE && page < MAX_PAGE, hasNewer: page > 1 };
}

/**
 * Marks one of the user's notifications read and answers where it leads. Another user's (or an
 * unknown) notification is "not found", never told apart. Opening a read one again is harmless.
 */
export async function openNotification(userId: number, notificationId: number): Promise<string> {
  const [row] = await db()
    .update(notifications)
    .set({ readAt: sql`coalesce(${notifications.readAt}, now())` })
    .where(and(eq(notifications.id, notificationId), eq(notifications.userId, userId)))
    .returning({ link: notifications.link });
  if (!row) throw new NotFoundError('This notification is not in your list any more.');
  return safeNotificationLink(row.link);
}

/** Marks every unread notification of the user read; answers how many were. */
export async function markAllNotificationsRead(userId: number): Promise<number> {
  const rows = await db()
    .update(notifications)
    .set({ readAt: sql`now()` })
    .where(and(eq(notifications.userId, userId), isNull(notifications.readAt)))
    .returning({ id: notifications.id });
  return rows.length;
}

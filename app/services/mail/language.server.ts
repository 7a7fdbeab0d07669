import { eq } from 'drizzle-orm';
import { localisedHref, type Locale } from '~/domain/locale';
import { db, type Transaction } from '~/services/db/client.server';
import { users } from '~/services/db/schema/accounts';

/**
 * The language of a member's emails: the one kept on the account (users.locale, set when they
 * choose a language). An address without an account gets English; a caller that knows the page a
 * visitor used passes that page's language instead.
 */
export async function emailLocaleOf(who: { id: number } | { email: string }, executor: Transaction | ReturnType<typeof db> = db()): Promise<Locale> {
  const [row] = await executor
    .select({ locale: users.locale })
    .from(users)
    .where('id' in who ? eq(users.id, who.id) : eq(users.email, who.email.trim().toLowerCase()))
    .limit(1);
  return row?.locale ?? 'en';
}

/** An absolute link to a page of the site, in the recipient's language (/hi/… for Hindi). */
export function pageLinkIn(locale: Locale, origin: string, path: string): string {
  return `${origin}${localisedHref(path, locale)}`;
}

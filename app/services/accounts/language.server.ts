import { eq } from 'drizzle-orm';
import { LANGUAGE_COOKIE, type Locale } from '~/domain/locale';
import { db } from '~/services/db/client.server';
import { users } from '~/services/db/schema/accounts';
import { secureAttribute } from './sessions.server';

const A_YEAR = 365 * 24 * 60 * 60;

/** Keeps a member's language choice on the account: logins land in it, emails are written in it. */
export async function rememberLocale(userId: number, locale: Locale): Promise<void> {
  await db().update(users).set({ locale }).where(eq(users.id, userId));
}

/** The language remembered on a member's account ('en' until they choose). */
export async function rememberedLocale(userId: number): Promise<Locale> {
  const [row] = await db().select({ locale: users.locale }).from(users).where(eq(users.id, userId)).limit(1);
  return row?.locale ?? 'en';
}

/** The cookie that keeps a visitor's choice in this browser (it stops the Hindi suggestion too). */
export function languageCookie(request: Request, locale: Locale): string {
  return `${LANGUAGE_COOKIE}=${locale}; Path=/; SameSite=Lax; Max-Age=${A_YEAR}${secureAttribute(request)}`;
}

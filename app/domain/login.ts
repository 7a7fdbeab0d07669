import { z } from 'zod';
import { emailSchema } from '~/domain/registration';
import type { Locale } from '~/domain/locale';
import { safeRedirectPath } from '~/domain/urls';

/**
 * The login form, on /login and in the header's modal (which posts to /login): one schema for the
 * browser and the action. SPEC.md asks only that both fields are filled; a wrong pair is answered
 * by the service with one message for either mistake.
 */
export const LoginSchema = z.object({
  email: emailSchema,
  password: z.string({ error: 'Enter your password' }).min(1, 'Enter your password').max(128, 'A password can be at most 128 characters'),
  redirectTo: z
    .string()
    .optional()
    .transform((target) => safeRedirectPath(target)),
});

/**
 * The language a member lands in after logging in (issue 19). On an English page (the root, where
 * nobody has to choose anything) the language remembered on the account wins: a member who
 * switched to Hindi logs in from /login, or the header's modal, and reads on in Hindi. On a /hi
 * page the visitor is reading Hindi right now, and that present choice wins over an older 'en' on
 * the account: they stay in Hindi (the account's choice is not changed; only the switch does that).
 */
export function landingLocale(pageLocale: Locale, accountLocale: Locale): Locale {
  return pageLocale === 'hi' ? 'hi' : accountLocale;
}

/**
 * Where a submitted registration sends the browser, new address or not (issue 18, finding 8b):
 * the login page, which asks to confirm the address from the inbox and to log in, then goes on to
 * `target`.
 */
export function registeredLoginPath(target: string | null | undefined): string {
  const next = safeRedirectPath(target);
  return `/login?registered=1${next === '/account' ? '' : `&redirectTo=${encodeURIComponent(next)}`}`;
}

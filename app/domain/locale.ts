/**
 * The site's languages and where each lives (issue 19): English at the root, Hindi under /hi with
 * the same paths after the prefix. One place decides which paths are pages (and so have a Hindi
 * twin) and which are files, images, feeds and APIs that exist once, whatever the language.
 */

export const LOCALES = ['en', 'hi'] as const;
export type Locale = (typeof LOCALES)[number];
/** The URL prefix of the Hindi pages; React Router's route table uses it as an optional segment. */
const HINDI_PREFIX = '/hi';

/** `<html lang>` and hreflang codes: both languages as used in India. */
export const LANGUAGE_TAGS: Record<Locale, string> = { en: 'en-IN', hi: 'hi-IN' };

/** Each language's own name, as the language switch shows it (always in that language). */
export const LANGUAGE_NAMES: Record<Locale, string> = { en: 'English', hi: 'हिन्दी' };

/** The cookie that keeps a visitor's chosen language (a member's choice is kept on the account too). */
export const LANGUAGE_COOKIE = 'ts_lang';

export function isLocale(value: unknown): value is Locale {
  return typeof value === 'string' && (LOCALES as readonly string[]).includes(value);
}

/** Paths that are not pages: one copy serves both languages, so they never take the prefix. */
const UNLOCALISED = [
  /^\/images\//,
  /^\/uploads\//,
  /^\/api\//,
  /^\/admin(\/|$)/,
  /^\/webhooks\//,
  /^\/i18n\//,
  /^\/assets\//,
  /^\/dev\//,
  /^\/menu\/tiles$/,
  /^\/search\/suggest$/,
  /^\/sitemap/,
  /^\/sitemaps\//,
  /^\/robots\.txt$/,
  /^\/favicon/,
  /^\/healthz$/,
  /^\/readyz$/,
  /^\/language$/,
  /^\/account\/products\/(autosave|spec-names)$/,
  /^\/account\/messages\/[^/]+\/(events|read|files)(\/|$)/,
  /^\/account\/verification\/documents\//,
  /^\/requirements\/[^/]+\/(attachments|quotes)\//,
  // Downloads: CSV, spreadsheets, ZIPs and PDFs.
  /\.(csv|xlsx|zip|pdf|json|xml|svg|webp|png|jpe?g|txt)$/,
];

/** Whether a site path (no query) is a page that exists in both languages. */
export function isLocalisedPath(pathname: string): boolean {
  return pathname.startsWith('/') && !pathname.startsWith('//') && !UNLOCALISED.some((pattern) => pattern.test(pathname));
}

/** The language a path is in: /hi and /hi/… are Hindi, everything else English. */
export function localeOfPath(pathname: string): Locale {
  return pathname === HINDI_PREFIX || pathname.startsWith(`${HINDI_PREFIX}/`) || pathname === `${HINDI_PREFIX}.data` ? 'hi' : 'en';
}

/** The path without its language prefix ("/hi/search" → "/search", "/hi" → "/"). */
export function pathWithoutLocale(pathname: string): string {
  if (localeOfPath(pathname) === 'en') return pathname;
  const rest = pathname.slice(HINDI_PREFIX.length);
  if (rest === '') return '/';
  // React Router asks for the home page's data as /_root.data (and so for /hi's as /hi.data).
  return rest === '.data' ? '/_root.data' : rest;
}

/**
 * A same-origin href ("/search?q=atta#top") in the given language. Anything else (another site,
 * mailto:, a fragment, a file or an API path) comes back unchanged, as does a path already in
 * that language.
 */
export function localisedHref(href: string, locale: Locale): string {
  if (!href.startsWith('/') || href.startsWith('//')) return href;
  const cut = href.search(/[?#]/);
  const pathname = cut === -1 ? href : href.slice(0, cut);
  const rest = cut === -1 ? '' : href.slice(cut);
  const bare = pathWithoutLocale(pathname);
  if (!isLocalisedPath(bare)) return href;
  if (locale === 'en') return `${bare}${rest}`;
  return `${bare === '/' ? HINDI_PREFIX : `${HINDI_PREFIX}${bare}`}${rest}`;
}

/**
 * The language a browser asks for first among ours, from an Accept-Language header
 * ("hi-IN,hi;q=0.9,en;q=0.8" → hi), or null when it names neither.
 */
export function preferredLocale(acceptLanguage: string | null | undefined): Locale | null {
  if (!acceptLanguage) return null;
  const ranked = acceptLanguage
    .slice(0, 512)
    .split(',')
    .map((part, index) => {
      const [tag = '', ...params] = part.trim().split(';');
      const q = params.map((p) => p.trim()).find((p) => p.startsWith('q='));
      const weight = q ? Number(q.slice(2)) : 1;
      return { language: tag.toLowerCase().split('-')[0] ?? '', weight: Number.isFinite(weight) ? weight : 0, index };
    })
    .filter((entry) => entry.weight > 0 && isLocale(entry.language))
    .sort((a, b) => b.weight - a.weight || a.index - b.index);
  const first = ranked[0]?.language;
  return isLocale(first) ? first : null;
}

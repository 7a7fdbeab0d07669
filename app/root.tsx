import { data, isRouteErrorResponse, Links, Meta, Outlet, Scripts, ScrollRestoration, useLocation, useMatches, useRouteError, useRouteLoaderData } from 'react-router';
import type { Route } from './+types/root';
import { ChatWidget } from '~/components/chat/chat-widget';
import { RichText, TranslationsScript, useDomainText, useLocale, useLocalisedHref, useT } from '~/components/i18n/context';
import { HindiSuggestion } from '~/components/i18n/language-switch';
import { useNonce } from '~/components/nonce';
import { useMarkHydrated, useRequestId } from '~/components/request-id';
import { SearchBox } from '~/components/search-box';
import { SiteFooter } from '~/components/site-footer';
import { SiteHeader } from '~/components/site-header';
import { SiteStylesheet } from '~/components/site-stylesheet';
import { publicConfig, type PublicConfig } from '~/config.server';
import { isLocalisedPath, LANGUAGE_TAGS, localisedHref, pathWithoutLocale } from '~/domain/locale';
import type { HeaderUser } from '~/domain/navigation';
import { membershipOf } from '~/services/accounts/membership.server';
import { getUser } from '~/services/accounts/sessions.server';
import { loadSiteNavigation } from '~/services/catalog/site-navigation.server';
import { suggestedLocale } from '~/services/i18n/request.server';
import { siteOrigin } from '~/services/seo/site-url.server';
import { unreadNotificationCount } from '~/services/notifications/notification-centre.server';

export async function loader({ request }: Route.LoaderArgs) {
  const [navigation, sessionUser] = await Promise.all([loadSiteNavigation(), getUser(request)]);
  // Only a signed-in page (never cached, see below) pays for the count: one read of a partial index.
  const [unreadNotifications, membership] = sessionUser ? await Promise.all([unreadNotificationCount(sessionUser.id), membershipOf(sessionUser.id)]) : [0, null];
  const user: HeaderUser | null = sessionUser ? { name: sessionUser.name, role: sessionUser.role, teamRole: membership?.role ?? null, unreadNotifications } : null;
  // Every page now carries the signed-in user's header, so a shared cache must never keep a
  // signed-in page, and must tell visitors' pages apart from members' by the session cookie.
  // A visitor's English page may offer Hindi (from Accept-Language), so caches key on that too.
  const headers: HeadersInit = user ? { 'Cache-Control': 'private, no-store', Vary: 'Cookie' } : { Vary: 'Cookie, Accept-Language' };
  return data({ site: publicConfig(), navigation, user, origin: siteOrigin(request), suggestHindi: suggestedLocale(request) === 'hi' }, { headers });
}

/**
 * Routes without their own `headers` inherit these (React Router uses the deepest route's), so the
 * root's caching rule above reaches every page; a route that exports `headers` must keep it.
 */
export const headers: Route.HeadersFunction = ({ loaderHeaders, errorHeaders }) => errorHeaders ?? loaderHeaders;

/** The site-wide public settings (name, footer identity) loaded by the root route. */
export function useSite(): PublicConfig | undefined {
  return useRouteLoaderData<typeof loader>('root')?.site;
}

/**
 * Per-route layout switches, set with `export const handle = { … } satisfies LayoutHandle` in a
 * route module:
 * - `hideChat`: no chat widget on this route (SPEC.md: every route except /register).
 * - `heroSearch`: the page has its own hero search box, so the navbar search waits until the
 *   visitor scrolls past 50 px.
 * - `hideFooter`: the page renders its own footer (e.g. /subscription).
 */
export interface LayoutHandle {
  hideChat?: boolean;
  heroSearch?: boolean;
  hideFooter?: boolean;
}

function useLayoutFlags() {
  const matches = useMatches();
  const flag = (name: keyof LayoutHandle) => matches.some((match) => (match.handle as LayoutHandle | undefined)?.[name] === true);
  return { hideChat: flag('hideChat'), heroSearch: flag('heroSearch'), hideFooter: flag('hideFooter') };
}

/**
 * The page's other-language twin for search engines (issue 19): hreflang for both languages and
 * x-default (English), from the canonical origin. Files and APIs have no twin.
 */
function LanguageAlternates() {
  const origin = useRouteLoaderData<typeof loader>('root')?.origin;
  const { pathname, search } = useLocation();
  const bare = pathWithoutLocale(pathname);
  if (!origin || !isLocalisedPath(bare)) return null;
  const english = `${origin}${localisedHref(bare, 'en')}${search}`;
  return (
    <>
      <link rel="alternate" hrefLang={LANGUAGE_TAGS.en} href={english} />
      <link rel="alternate" hrefLang={LANGUAGE_TAGS.hi} href={`${origin}${localisedHref(bare, 'hi')}${search}`} />
      <link rel="alternate" hrefLang="x-default" href={english} />
    </>
  );
}

export function Layout({ children }: { children: React.ReactNode }) {
  const nonce = useNonce();
  const requestId = useRequestId();
  const locale = useLocale();
  useMarkHydrated();
  return (
    <html lang={LANGUAGE_TAGS[locale]}>
      <head>
        <meta charSet="utf-8" />
        <meta name="viewport" content="width=device-width, initial-scale=1" />
        <meta name="theme-color" content="#1e3a8a" />
        {requestId ? <meta name="request-id" content={requestId} /> : null}
        <link rel="icon" href="/favicon.svg" type="image/svg+xml" />
        {/* With a precedence React writes the styles ahead of everything else in <head>. */}
        <SiteStylesheet />
        <Meta />
        <Links />
        <LanguageAlternates />
      </head>
      <body className="flex min-h-screen flex-col bg-white font-sans text-slate-900 antialiased">
        {children}
        <ScrollRestoration nonce={nonce} />
        <Scripts nonce={nonce} />
        {/* Last, so it lists every message namespace the page above used. */}
        <TranslationsScript />
      </body>
    </html>
  );
}

function Shell({ children }: { children: React.ReactNode }) {
  const data = useRouteLoaderData<typeof loader>('root');
  const { hideChat, heroSearch, hideFooter } = useLayoutFlags();
  if (!data) return <>{children}</>;
  return (
    <>
      {data.suggestHindi ? <HindiSuggestion /> : null}
      <SiteHeader siteName={data.site.siteName} navigation={data.navigation} user={data.user} hasHeroSearch={heroSearch} />
      <div id="main" className="flex-1">
        {children}
      </div>
      {hideFooter ? null : <SiteFooter site={data.site} />}
      {hideChat ? null : <ChatWidget />}
    </>
  );
}

export default function App() {
  return (
    <Shell>
      <Outlet />
    </Shell>
  );
}

export function ErrorBoundary() {
  const error = useRouteError();
  const requestId = useRequestId();
  const t = useT('common');
  const domainText = useDomainText();
  const href = useLocalisedHref();
  const status = isRouteErrorResponse(error) ? error.status : 500;
  // A refusal the visitor can act on (4xx) says what to do; a failure on our side carries the
  // reference that finds its log line.
  const serverFault = status >= 500;
  const title = t(errorTitleKey(status));
  const detail = isRouteErrorResponse(error) && typeof error.data === 'string' && error.data ? domainText(error.data) : t(status === 404 ? 'errorNotFoundDetail' : 'errorServerDetail');
  return (
    <Shell>
      <main className="mx-auto max-w-xl px-4 py-16 text-center">
        <title>{title}</title>
        <p className="text-6xl font-extrabold text-brand-100" aria-hidden="true">
          {status}
        </p>
        <h1 className="mt-2 text-2xl font-bold text-brand-700">{title}</h1>
        <p className="mt-3 text-slate-700">{detail}</p>
        {serverFault && requestId ? (
          <p className="mt-3 text-sm text-slate-600">
            <RichText text={t('errorReference', { reference: requestId })} parts={[<code key="reference" className="font-mono text-slate-900" />]} />
          </p>
        ) : null}
        {status === 404 ? (
          <div className="mx-auto mt-6 max-w-md">
            <SearchBox label={t('searchTheMarketplace')} />
          </div>
        ) : null}
        <div className="mt-6 flex flex-wrap justify-center gap-3">
          <a className="btn-primary" href={href('/')}>
            {t('goHome')}
          </a>
          <a className="btn-outline" href={href('/subscription')}>
            {t('seePlans')}
          </a>
          <a className="btn-outline" href={href('/contact')}>
            {t('contactUs')}
          </a>
        </div>
      </main>
    </Shell>
  );
}

function errorTitleKey(status: number) {
  if (status === 404) return 'errorNotFoundTitle' as const;
  if (status === 401 || status === 403) return 'errorForbiddenTitle' as const;
  if (status === 429) return 'errorTooManyTitle' as const;
  if (status < 500) return 'errorRefusedTitle' as const;
  return 'errorServerTitle' as const;
}

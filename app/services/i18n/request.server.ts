import { redirect } from 'react-router';
import type { Namespace } from '~/content/messages';
import { LANGUAGE_COOKIE, isLocale, localeOfPath, localisedHref, preferredLocale, type Locale } from '~/domain/locale';
import type { Translate } from '~/domain/translate';
import { serverTranslator } from './catalog.server';

/** The language of the page a request is for (its path: /hi/… is Hindi, a .data request too). */
export function localeOf(request: Request): Locale {
  return localeOfPath(new URL(request.url).pathname);
}

/** A namespace's messages in the language of the page a request is for. */
export function requestTranslator<N extends Namespace>(request: Request, ns: N): Translate<N> {
  return serverTranslator(localeOf(request), ns);
}

/**
 * React Router's redirect to one of our pages, in the language of the page the request came from:
 * an action on /hi/… sends the browser on to the Hindi page. Every route redirects through this.
 */
export function localisedRedirect(request: Request, to: string, init?: number | ResponseInit): Response {
  return redirect(localisedHref(to, localeOf(request)), init);
}

/** The language a visitor chose with the switch (a cookie), if any. */
function chosenLocale(request: Request): Locale | null {
  const cookie = request.headers.get('Cookie') ?? '';
  const value = new RegExp(`(?:^|;\\s*)${LANGUAGE_COOKIE}=([a-z]{2})(?:;|$)`).exec(cookie)?.[1];
  return isLocale(value) ? value : null;
}

/**
 * Whether an English page should offer Hindi: the browser asks for Hindi first and the visitor has
 * not chosen a language. Only an offer: nothing is ever redirected on its own.
 */
export function suggestedLocale(request: Request): Locale | null {
  if (localeOf(request) !== 'en' || chosenLocale(request)) return null;
  return preferredLocale(request.headers.get('Accept-Language')) === 'hi' ? 'hi' : null;
}

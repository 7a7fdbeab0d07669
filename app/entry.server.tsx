import { createReadableStreamFromReadable } from '@react-router/node';
import { isbot } from 'isbot';
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { PassThrough } from 'node:stream';
import type { RenderToPipeableStreamOptions } from 'react-dom/server';
import { renderToPipeableStream } from 'react-dom/server';
import type { AppLoadContext, EntryContext, HandleErrorFunction } from 'react-router';
import { isRouteErrorResponse, ServerRouter } from 'react-router';
import { TranslationsProvider } from '~/components/i18n/context';
import { PageTranslations } from '~/components/i18n/translations';
import { NonceProvider } from '~/components/nonce';
import { RequestIdProvider } from '~/components/request-id';
import { siteStylesheetHref, StylesheetTextProvider } from '~/components/site-stylesheet';
import { deferPageScripts } from '~/services/http/after-paint-scripts.server';
import { compiledNamespace, serverFormatter } from '~/services/i18n/catalog.server';
import { localeOf } from '~/services/i18n/request.server';
import { logger } from '~/services/logging/logger.server';
// Registers the webhooks' lead-event listener in the module graph the routes run in (the server's
// job worker imports its own copy for the delivery job; see docs/api.md).
import '~/services/integrations/webhooks.server';

export const streamTimeout = 5_000;

let stylesheetText: string | undefined;

/** The built stylesheet's text, read once (the server serves build/client, see server/http-app.ts). */
function siteStylesheetText(): string {
  if (import.meta.env.DEV) return '';
  stylesheetText ??= readFileSync(path.resolve('build/client', siteStylesheetHref.replace(/^\//, '')), 'utf8');
  return stylesheetText;
}

/** The page's language (its path) with every namespace at hand; the page records those it used. */
function pageTranslations(request: Request): PageTranslations {
  const locale = localeOf(request);
  return new PageTranslations(locale, { now: (ns) => compiledNamespace(locale, ns), formatter: serverFormatter(locale) });
}

/**
 * The default React Router entry, plus the per-request CSP nonce (set by server/http-app.ts) so
 * every script React Router emits is allowed by the Content-Security-Policy.
 */
export default function handleRequest(
  request: Request,
  responseStatusCode: number,
  responseHeaders: Headers,
  routerContext: EntryContext,
  loadContext: AppLoadContext,
) {
  if (request.method.toUpperCase() === 'HEAD') {
    return new Response(null, { status: responseStatusCode, headers: responseHeaders });
  }
  const nonce = loadContext.cspNonce;

  return new Promise((resolve, reject) => {
    let shellRendered = false;
    const userAgent = request.headers.get('user-agent');
    const readyOption: keyof RenderToPipeableStreamOptions =
      (userAgent && isbot(userAgent)) || routerContext.isSpaMode ? 'onAllReady' : 'onShellReady';
    let timeoutId: ReturnType<typeof setTimeout> | undefined = setTimeout(() => abort(), streamTimeout + 1000);

    const { pipe, abort } = renderToPipeableStream(
      <NonceProvider value={nonce}>
        <RequestIdProvider value={loadContext.requestId}>
          <StylesheetTextProvider value={siteStylesheetText()}>
            <TranslationsProvider translations={pageTranslations(request)}>
              <ServerRouter context={routerContext} url={request.url} nonce={nonce} />
            </TranslationsProvider>
          </StylesheetTextProvider>
        </RequestIdProvider>
      </NonceProvider>,
      {
        nonce,
        [readyOption]() {
          shellRendered = true;
          const body = new PassThrough({
            final(callback) {
              clearTimeout(timeoutId);
              timeoutId = undefined;
              callback();
            },
          });
          responseHeaders.set('Content-Type', 'text/html; charset=utf-8');
          const page = deferPageScripts(nonce);
          page.pipe(body);
          pipe(page);
          resolve(new Response(createReadableStreamFromReadable(body), { headers: responseHeaders, status: responseStatusCode }));
        },
        onShellError(error: unknown) {
          reject(error instanceof Error ? error : new Error(String(error)));
        },
        onError(error: unknown) {
          responseStatusCode = 500;
          // Before the shell, the error reaches React Router's handleError below; log it once.
          if (shellRendered) logger.error({ err: error }, 'page rendering failed');
        },
      },
    );
  });
}

/**
 * Unexpected errors from loaders, actions and rendering, logged once as one JSON line (the stack is
 * a field) with the request id; the visitor gets the root error boundary with that id. An aborted
 * request (the visitor went away) is not an error.
 */
export const handleError: HandleErrorFunction = (error, { request }) => {
  if (request.signal.aborted) return;
  const path = new URL(request.url).pathname;
  // React Router's own refusals (a POST to a page without a form: 405) are the client's mistake,
  // worth one line without a stack.
  if (isRouteErrorResponse(error)) {
    logger.warn({ method: request.method, path, status: error.status }, error.statusText || 'request refused');
    return;
  }
  logger.error({ err: error, method: request.method, path }, 'unexpected error');
};

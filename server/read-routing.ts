import type { NextFunction, Request, Response } from 'express';
import { config } from '../app/config.server';
import { replicasConfigured, runWithReadContext, wroteAtFromCookie, wroteCookie } from '../app/services/db/replicas.server';

const READ_METHODS = new Set(['GET', 'HEAD', 'OPTIONS']);

/**
 * Read-your-writes for the read replicas (docs/decisions/0037): a request that may write (any
 * method but GET, HEAD, OPTIONS) reads from the primary, and its answer carries a cookie with the
 * time it was sent, after the request's writes committed; the visitor's next requests read from a
 * replica only once it has replayed past that time (app/services/db/replicas.server.ts). Without
 * replicas this does nothing.
 */
export function routeReads(req: Request, res: Response, next: NextFunction): void {
  if (!replicasConfigured()) return next();
  const pinned = !READ_METHODS.has(req.method);
  if (pinned) setCookieWithHeaders(res, config().SITE_URL?.startsWith('https://') === true || req.secure);
  runWithReadContext({ pinned, wroteAt: wroteAtFromCookie(req.headers.cookie, Date.now()) }, next);
}

/**
 * The cookie is made when the headers go out, so its time comes after everything the action
 * wrote: Node writes the head through `writeHead`, also when a body write or `end` sends it.
 */
function setCookieWithHeaders(res: Response, secure: boolean): void {
  const writeHead = res.writeHead.bind(res);
  res.writeHead = ((...args: Parameters<Response['writeHead']>) => {
    if (!res.headersSent) res.appendHeader('Set-Cookie', wroteCookie(Date.now(), secure));
    return writeHead(...args);
  }) as Response['writeHead'];
}

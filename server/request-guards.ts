import type { NextFunction, Request, Response } from 'express';
import { bodyLimitFor, sizeInWords } from '../app/services/http/body-limits.server';

// Refusals at the protocol level, before React Router: requests that name no page of this site
// the way HTTP needs (no Host, a method we do not implement, a target that is not a path) and
// bodies past their route's limit. Each is the client's mistake: a 4xx with a plain message, and
// the access log's one line.

/**
 * Methods this site answers. Anything else Node's parser lets through (TRACE, TRACK, WebDAV's
 * PROPFIND …) gets 405 with Allow: the method is known and not allowed on any page here. (501
 * would be as correct, but a 5xx says "our fault" to monitoring and to the fuzzer.)
 */
const METHODS = new Set(['GET', 'HEAD', 'POST', 'PUT', 'PATCH', 'DELETE', 'OPTIONS']);

export function rejectUnknownMethods(req: Request, res: Response, next: NextFunction): void {
  if (METHODS.has(req.method)) return next();
  res.setHeader('Allow', 'GET, HEAD, POST');
  res.status(405).type('text/plain').send(`The ${req.method.slice(0, 20)} method is not supported here. Use GET to read a page or POST to send a form.`);
}

/**
 * HTTP/1.0 allows a request without Host, and without one no address can be built for it. An
 * absolute URL as the target (`GET http://evil.example/ HTTP/1.1`, meant for proxies) is answered
 * as the path it names on this site; Host stays ours.
 */
export function normaliseTarget(req: Request, res: Response, next: NextFunction): void {
  if (!req.headers.host) {
    res.status(400).type('text/plain').send('This request has no Host header. Send it with the address of this site.');
    return;
  }
  if (req.url.startsWith('/')) return next();
  if (req.method === 'OPTIONS' && req.url === '*') return next();
  let target: URL | undefined;
  try {
    target = new URL(req.url);
  } catch {
    target = undefined;
  }
  if (!target || !/^https?:$/.test(target.protocol)) {
    res.status(400).type('text/plain').send('This request names no page of this site. Ask for a path such as /search.');
    return;
  }
  req.url = `${target.pathname}${target.search}`;
  req.originalUrl = req.url;
  next();
}

/**
 * Every body is limited before it is read, by its route (app/services/http/body-limits.server.ts).
 * A declared length past the limit is refused at once on JSON routes; form routes get the request
 * without reading it and refuse it on the form, where the visitor sees why. A streamed body is
 * counted as the parser hands it over: past the limit the stream ends (the readers, which count
 * too, then refuse it), nothing more is read from the socket, and the connection closes after the
 * answer.
 */
export function limitRequestBodies(req: Request, res: Response, next: NextFunction): void {
  const limit = bodyLimitFor(req.path);
  const declared = Number(req.headers['content-length'] ?? 0);
  const tooLarge = Number.isFinite(declared) && declared > limit.bytes;
  capStream(req, res, limit.bytes, tooLarge);
  closeAfterUnreadBodies(req, res);
  if (tooLarge && limit.kind === 'json') {
    res.status(413).json({ error: `The request body is too large: this address accepts at most ${sizeInWords(limit.bytes)}.`, fieldErrors: {} });
    return;
  }
  next();
}

/**
 * A route may answer without reading the body at all (a 405, a redirect, a refusal by rate limit).
 * Node would then read and drop the rest of it to keep the connection, for as long as the client
 * sends: instead such an answer closes the connection, after the same short linger.
 */
function closeAfterUnreadBodies(req: Request, res: Response): void {
  const writeHead = res.writeHead.bind(res) as (...args: unknown[]) => Response;
  res.writeHead = ((...args: unknown[]) => {
    if (!req.complete && !res.headersSent) {
      res.setHeader('Connection', 'close');
      lingerBeforeClosing(req.socket);
    }
    return writeHead(...args);
  }) as Response['writeHead'];
}

/** After refusing a body: how long, and how much more of it, is read and dropped before the connection closes. */
const LINGER_MS = 2_000;
const LINGER_BYTES = 4 * 1024 * 1024;

function capStream(req: Request, res: Response, limit: number, refused: boolean): void {
  const push = req.push.bind(req);
  let received = 0;
  let dropped = 0;
  let ended = false;
  // Ending the stream early must not count as an aborted request, which would destroy the socket
  // (and the 413 with it) as soon as the reader has seen the end.
  const endEarly = () => {
    req.complete = true;
    push(null);
  };
  const stop = () => {
    ended = true;
    if (!res.headersSent) res.setHeader('Connection', 'close');
    lingerBeforeClosing(req.socket);
  };
  if (refused) {
    // Its route refuses it by the declared length; a reader that asks anyway gets no bytes.
    stop();
    endEarly();
  }
  // The HTTP parser hands each piece of the body to push().
  req.push = (chunk: unknown, encoding?: BufferEncoding) => {
    if (ended) {
      // Dropped unread. Until the answer has gone the socket stays paused (false); after it, a
      // client that goes on sending for long is cut off.
      dropped += chunk === null ? 0 : (chunk as Buffer).length;
      if (dropped > LINGER_BYTES) req.socket.destroy();
      return res.writableFinished;
    }
    if (chunk === null) return push(null);
    received += (chunk as Buffer).length;
    if (received <= limit) return push(chunk, encoding);
    // One piece past the limit reaches the reader, so it knows the body was too large, then the end.
    stop();
    push(chunk, encoding);
    endEarly();
    return false;
  };
}

/**
 * Closing a connection while the client is still sending makes the kernel answer with a reset,
 * and a reset throws away the 413 the client has not read yet. So, as web servers do ("lingering
 * close"), the answer is sent and our side closed first, the rest is read and dropped for a
 * moment, and only then is the connection destroyed.
 */
function lingerBeforeClosing(socket: Request['socket']): void {
  // Node's server calls destroySoon() once an answer with `Connection: close` has been written.
  socket.destroySoon = () => {
    socket.end();
    socket.resume();
    // Once the answer is out Node dumps the rest of the body straight from the socket (push() is
    // no longer called), so what is dropped is counted on the socket itself.
    const readBefore = socket.bytesRead;
    const watch = setInterval(() => {
      if (socket.bytesRead - readBefore > LINGER_BYTES) socket.destroy();
    }, 5);
    const timer = setTimeout(() => socket.destroy(), LINGER_MS);
    timer.unref();
    watch.unref();
    socket.once('close', () => {
      clearTimeout(timer);
      clearInterval(watch);
    });
  };
}

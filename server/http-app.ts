import { createRequestHandler } from '@react-router/express';
import compression from 'compression';
import express, { type NextFunction, type Request, type Response } from 'express';
import { randomBytes, randomUUID } from 'node:crypto';
import path from 'node:path';
import type { ServerBuild } from 'react-router';
import { config } from '../app/config.server';
import { checkReadiness } from '../app/services/health/readiness.server';
import { runWithRequestScratch } from '../app/services/http/request-scratch.server';
import { runWithRequestContext, type Logger } from '../app/services/logging/logger.server';
import { routeReads } from './read-routing';
import { routeMatcher } from './route-matcher';
import { limitRequestBodies, normaliseTarget, rejectUnknownMethods } from './request-guards';

interface HttpAppOptions {
  /**
   * The built app, or in development a function that loads the current one. React Router derives
   * its route tables from a build object once, but from a function on every request, so
   * production must pass the object (that derivation was ~8% of each request's CPU).
   */
  build: ServerBuild | (() => Promise<ServerBuild>);
  mode: 'development' | 'production' | 'test';
  log: Logger;
  /** Vite's dev middleware in development; static files from build/client otherwise. */
  assets?: express.RequestHandler;
  /**
   * Where the process is (server/index.ts): starting (waiting for migrations, MIGRATE_ON_START=false),
   * serving, or draining after SIGTERM. /readyz is 200 only while serving.
   */
  phase: () => ProcessPhase;
}

export type ProcessPhase = 'starting' | 'serving' | 'draining';

/** The probes of load balancers and orchestrators: a 200 is logged at debug, anything else as usual. */
const PROBES = new Set(['/healthz', '/readyz']);

const REQUEST_ID = /^[A-Za-z0-9._-]{1,64}$/;

/** The Express application: headers, logs, CSRF origin check, health, assets, then React Router. */
export function createHttpApp({ build, mode, log, assets, phase }: HttpAppOptions): express.Express {
  const app = express();
  app.disable('x-powered-by');
  app.set('trust proxy', config().TRUST_PROXY);

  const routes = routeMatcher(build);
  app.use((req, res, next) => {
    const incoming = req.get('x-request-id');
    const requestId = incoming && REQUEST_ID.test(incoming) ? incoming : randomUUID();
    res.locals.requestId = requestId;
    res.locals.cspNonce = randomBytes(16).toString('base64');
    res.setHeader('X-Request-Id', requestId);
    closeConnectionWhenDraining(res, phase);
    const started = process.hrtime.bigint();
    res.on('finish', () => {
      // One access line per request. The query string is left out: it can carry reset tokens.
      // A balancer probes every process every few seconds: its healthy answers would bury the rest.
      const path = req.path;
      const level = PROBES.has(path) && res.statusCode === 200 ? 'debug' : 'info';
      log[level](
        { requestId, method: req.method, route: (res.locals.route as string | undefined) ?? routes.pattern(path), path, status: res.statusCode, ms: Number((process.hrtime.bigint() - started) / 1000n) / 1000 },
        'request',
      );
    });
    // Everything this request runs, awaited or not, logs with its id; its uploaded files go when it ends.
    runWithRequestContext(requestId, () => runWithRequestScratch(res, next));
  });

  app.use((_req, res, next) => {
    setSecurityHeaders(res, mode);
    next();
  });

  app.use(normaliseTarget);
  app.use(rejectUnknownMethods);
  app.use(limitRequestBodies);
  app.use(compression());
  app.use(rejectMalformedAddresses);

  // Liveness: the process runs and answers. No database, so a database outage does not get every
  // process restarted; the balancer asks /readyz instead (docs/deploy.md).
  app.get('/healthz', (_req, res) => {
    res.locals.route = '/healthz';
    res.setHeader('Cache-Control', 'no-store');
    const current = phase();
    res.status(current === 'draining' ? 503 : 200).json({ status: current === 'draining' ? 'shutting down' : 'ok', phase: current, uptimeSeconds: Math.round(process.uptime()) });
  });

  // Readiness: send this process requests? Every dependency check passes and start-up is done.
  let wasReady: boolean | undefined;
  app.get('/readyz', async (_req, res) => {
    res.locals.route = '/readyz';
    res.setHeader('Cache-Control', 'no-store');
    if (phase() === 'draining') {
      res.status(503).json({ status: 'shutting down', failed: ['shutdown'] });
      return;
    }
    const { ready: checksPass, checks } = await checkReadiness();
    const failed = Object.keys(checks).filter((name) => !checks[name]?.ok);
    const current = phase();
    if (current !== 'serving') failed.push(current === 'starting' ? 'start-up' : 'shutdown');
    const ready = checksPass && current === 'serving';
    // One line when readiness changes, not one per probe.
    if (ready !== wasReady) {
      if (ready) log.info('ready: every readiness check passes');
      else log.warn({ failed, checks }, 'not ready');
      wasReady = ready;
    }
    res.status(ready ? 200 : 503).json({ status: ready ? 'ready' : 'not ready', failed, checks });
  });

  app.use(rejectCrossOriginWrites);

  if (assets) {
    app.use(assets);
  } else {
    const client = path.resolve('build/client');
    const markStatic = (res: Response) => {
      res.locals.route = 'static file';
    };
    app.use('/assets', express.static(path.join(client, 'assets'), { immutable: true, maxAge: '1y', index: false, setHeaders: markStatic }));
    app.use(express.static(client, { maxAge: '1h', index: false, setHeaders: markStatic }));
  }

  // A write to a page without a form: React Router would answer it as an unexpected error.
  app.use((req, res, next) => {
    if (SAFE_METHODS.has(req.method) || routes.writable(req.path, req.url.slice(req.path.length))) return next();
    res.setHeader('Allow', 'GET, HEAD');
    res.status(405).type('text/plain').send(`This page does not accept ${req.method} requests: it has no form, so the method is not allowed here. Open it with GET instead.`);
  });

  app.all(
    '/{*splat}',
    routeReads,
    createRequestHandler({
      build,
      mode,
      getLoadContext: (req, res) => ({
        cspNonce: res.locals.cspNonce as string,
        requestId: res.locals.requestId as string,
        clientIp: req.ip ?? 'unknown',
      }),
    }),
  );

  app.use((error: unknown, req: Request, res: Response, _next: NextFunction) => {
    // Express refuses some requests itself (a malformed body, a method it cannot route): those are
    // the client's mistakes, logged as one line without a stack; anything else is ours.
    const status = clientErrorStatus(error);
    if (status) {
      log.warn({ requestId: res.locals.requestId, path: req.path, status, reason: error instanceof Error ? error.message : String(error) }, 'request refused');
      if (!res.headersSent) res.status(status).type('text/plain').send('This request could not be understood. Check the address or form and try again.');
      return;
    }
    log.error({ requestId: res.locals.requestId, path: req.path, err: error }, 'unhandled error');
    if (!res.headersSent) res.status(500).type('text/plain').send(`Something went wrong on our side. Please try again; if it keeps happening, contact us and quote this reference: ${res.locals.requestId}`);
  });

  return app;
}

/**
 * Once draining starts, every answer whose head is not yet written, including those of requests
 * already in flight, says `Connection: close` and ends its keep-alive connection, so the server can
 * close when they are done instead of waiting for idle clients.
 */
function closeConnectionWhenDraining(res: Response, phase: () => ProcessPhase): void {
  const writeHead = res.writeHead.bind(res);
  res.writeHead = ((...args: Parameters<Response['writeHead']>) => {
    if (phase() === 'draining' && !res.headersSent) res.setHeader('Connection', 'close');
    return writeHead(...args);
  }) as Response['writeHead'];
}

function setSecurityHeaders(res: Response, mode: HttpAppOptions['mode']): void {
  const nonce = res.locals.cspNonce as string;
  const dev = mode === 'development';
  const csp = [
    "default-src 'self'",
    // Vite's dev client injects inline module scripts and talks over a websocket.
    dev ? "script-src 'self' 'unsafe-inline'" : `script-src 'self' 'nonce-${nonce}' 'strict-dynamic'`,
    "style-src 'self' 'unsafe-inline'",
    "img-src 'self' data: blob:",
    "font-src 'self'",
    dev ? "connect-src 'self' ws: wss:" : "connect-src 'self'",
    "object-src 'none'",
    "base-uri 'self'",
    "form-action 'self'",
    "frame-ancestors 'none'",
    // Razorpay Checkout (issue 7) opens its payment form in a frame from these origins.
    'frame-src https://api.razorpay.com https://checkout.razorpay.com',
  ].join('; ');
  res.setHeader('Content-Security-Policy', csp);
  res.setHeader('X-Content-Type-Options', 'nosniff');
  res.setHeader('X-Frame-Options', 'DENY');
  res.setHeader('Referrer-Policy', 'strict-origin-when-cross-origin');
  res.setHeader('Cross-Origin-Opener-Policy', 'same-origin');
  res.setHeader('Permissions-Policy', 'camera=(), microphone=(), geolocation=(), payment=()');
  if (mode === 'production') res.setHeader('Strict-Transport-Security', 'max-age=31536000; includeSubDomains');
}

/**
 * An address whose path or query does not decode to UTF-8, or carries a NUL character, can name
 * nothing on this site; PostgreSQL refuses such text, so answer 400 here instead of failing deeper.
 */
function rejectMalformedAddresses(req: Request, res: Response, next: NextFunction): void {
  let address: string;
  try {
    address = decodeURIComponent(req.originalUrl);
  } catch {
    address = '\u0000';
  }
  if (address.includes('\u0000')) {
    res.status(400).type('text/plain').send('This address is not valid. Check the link, or search from the home page.');
    return;
  }
  next();
}

const SAFE_METHODS = new Set(['GET', 'HEAD', 'OPTIONS']);

/**
 * CSRF defence (DESIGN.md): a state-changing request from a browser must come from our own origin.
 * Webhooks from payment providers are signed instead and are exempt.
 * So is the one-click unsubscribe (RFC 8058): a mail client POSTs "List-Unsubscribe=One-Click" to
 * the link from its own origin (or from a webmail's). The signed token in the path is the
 * authority there, not a session cookie, and all it can do is turn notifications off. Its Origin
 * header is dropped too, as it means nothing to that route, so that React Router's own
 * same-origin check on actions lets the POST through.
 */
const ONE_CLICK_UNSUBSCRIBE = /^(\/hi)?\/unsubscribe\/[A-Za-z0-9_-]+\.[A-Za-z0-9_-]+$/;

function rejectCrossOriginWrites(req: Request, res: Response, next: NextFunction): void {
  if (SAFE_METHODS.has(req.method) || req.path.startsWith('/webhooks/')) return next();
  if (req.method === 'POST' && ONE_CLICK_UNSUBSCRIBE.test(req.path)) {
    delete req.headers.origin;
    return next();
  }
  const origin = req.get('origin');
  const fetchSite = req.get('sec-fetch-site');
  const expected = `${req.protocol}://${req.get('host')}`;
  const crossOrigin = origin ? origin !== expected : fetchSite === 'cross-site';
  if (crossOrigin) {
    res.status(403).type('text/plain').send('This form was sent from another website, so it was refused. Please submit it again from this site.');
    return;
  }
  next();
}


function clientErrorStatus(error: unknown): number | undefined {
  const status = typeof error === 'object' && error !== null ? ((error as { status?: unknown; statusCode?: unknown }).status ?? (error as { statusCode?: unknown }).statusCode) : undefined;
  return typeof status === 'number' && status >= 400 && status < 500 ? status : undefined;
}

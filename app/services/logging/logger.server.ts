import { AsyncLocalStorage } from 'node:async_hooks';
import { format } from 'node:util';
import pino, { type DestinationStream, type Logger, type LoggerOptions } from 'pino';

/**
 * The one logger: JSON lines through pino. Every line written while a request is being served
 * carries that request's id (from `runWithRequestContext`), an error's stack is the `err.stack`
 * field of its line (never extra lines), and secrets are censored by key wherever they appear in
 * the logged fields. Code logs through `logger`; the process entry sets its level at boot.
 */
export type { Logger } from 'pino';
export type LogLevel = 'debug' | 'info' | 'warn' | 'error' | 'silent';

const SHARED_KEY = Symbol.for('tradesetu.logging');

interface RequestContext {
  requestId: string;
}

/**
 * The process entry (server/) and the built app (build/server) each load their own copy of this
 * module, so the request context and the logger live on globalThis: both copies must share one
 * store, or app code would log without the request id and at the wrong level.
 */
interface SharedLogging {
  requestContext: AsyncLocalStorage<RequestContext>;
  logger?: Logger;
}
const shared: SharedLogging = ((globalThis as { [SHARED_KEY]?: SharedLogging })[SHARED_KEY] ??= { requestContext: new AsyncLocalStorage<RequestContext>() });
const requestContext = shared.requestContext;

/** Runs `work` (and everything it awaits) as part of one request, so its log lines carry the id. */
export function runWithRequestContext<T>(requestId: string, work: () => T): T {
  return requestContext.run({ requestId }, work);
}

function currentRequestId(): string | undefined {
  return requestContext.getStore()?.requestId;
}

/** Field names whose values never reach a log, at the top level or one or two objects deep. */
const SECRET_KEYS = ['password', 'newPassword', 'currentPassword', 'confirmPassword', 'token', 'resetToken', 'resetUrl', 'resetLink', 'verifyUrl', 'otp', 'secret', 'apiKey', 'authorization', 'cookie', 'set-cookie'];
const REDACT_PATHS = SECRET_KEYS.flatMap((key) => {
  const safe = /^[A-Za-z_$][\w$]*$/.test(key) ? key : `["${key}"]`;
  const join = (prefix: string) => (safe.startsWith('[') ? `${prefix}${safe}` : `${prefix}.${safe}`);
  return [safe, join('*'), join('*.*')];
});

/** Options shared by the app's logger and by tests that capture its output. */
function loggerOptions(level: LogLevel): LoggerOptions {
  return {
    level,
    base: undefined,
    messageKey: 'msg',
    timestamp: pino.stdTimeFunctions.isoTime,
    formatters: { level: (label) => ({ level: label }) },
    serializers: { err: pino.stdSerializers.err, error: pino.stdSerializers.err },
    redact: { paths: REDACT_PATHS, censor: '[redacted]' },
    mixin: () => {
      const requestId = currentRequestId();
      return requestId ? { requestId } : {};
    },
  };
}

export function createLogger(level: LogLevel, destination?: DestinationStream): Logger {
  return destination ? pino(loggerOptions(level), destination) : pino(loggerOptions(level));
}

/** The application's logger. `info` until the process entry applies the configured level. */
export const logger: Logger = (shared.logger ??= createLogger('info'));

export function setLogLevel(level: LogLevel): void {
  logger.level = level;
}

/**
 * Libraries that print with console.* (React Router's warnings, for one) would put plain text
 * between the JSON lines; the process entry sends those through the logger instead.
 */
export function routeConsoleToLogger(): void {
  // eslint-disable-next-line no-console -- replacing console.log, not printing with it
  console.log = (...args: unknown[]) => logger.info(format(...args));
  console.info = (...args: unknown[]) => logger.info(format(...args));
  console.warn = (...args: unknown[]) => logger.warn(format(...args));
  console.error = (...args: unknown[]) => logger.error(format(...args));
}

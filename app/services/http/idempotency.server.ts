import { createHash, randomBytes } from 'node:crypto';
import { and, eq, sql } from 'drizzle-orm';
import { data, redirect } from 'react-router';
import { db, inOneTransaction } from '~/services/db/client.server';
import { idempotencyKeys } from '~/services/db/schema/idempotency';
import { ConflictError, ValidationError } from '~/services/errors.server';
import { logger } from '~/services/logging/logger.server';

/**
 * Idempotency keys for every create a client can retry (docs/decisions/0029-idempotency-keys.md).
 * A server-rendered form carries a random key in the hidden field `idempotencyKey`, made when the
 * page was rendered (so a double click or a browser's resend repeats it, without JavaScript); an
 * API client may send the `Idempotency-Key` header instead. The first answer to a key is stored in
 * the same transaction as everything the request wrote, so either both are committed or neither:
 * a retry after a lost answer, a crash or a concurrent duplicate gets the first answer and creates
 * nothing. The same key with other data is refused (422). Keys live 24 hours (housekeeping).
 */

const IDEMPOTENCY_FIELD = 'idempotencyKey';
const KEY_PATTERN = /^[A-Za-z0-9_-]{8,128}$/;
/** The text forms' own limit (body.server.ts readTextForm); a larger body is refused by the route. */
const MAX_COPY_BYTES = 1024 * 1024;
const FINGERPRINT_EXCLUDED = new Set([IDEMPOTENCY_FIELD]);

/** Hours a key is remembered; the housekeeping job deletes older ones. */
const IDEMPOTENCY_KEY_HOURS = 24;

/** Housekeeping: forgets keys older than 24 hours (a retry after that creates anew). */
export async function pruneIdempotencyKeys(): Promise<{ deleted: number }> {
  const result = await db().execute(sql`DELETE FROM idempotency_keys WHERE created_at < now() - make_interval(hours => ${IDEMPOTENCY_KEY_HOURS})`);
  return { deleted: result.rowCount ?? 0 };
}

/** 422: the key was already used for a request with other data. */
class IdempotencyKeyReusedError extends ValidationError {
  override get status(): number {
    return 422;
  }
}

/** A fresh key for a form being rendered (the checkout's since issue 7, now every create's). */
export function newIdempotencyKey(): string {
  return randomBytes(18).toString('base64url');
}

/** Who a key belongs to: a signed-in user, else the anonymous client's address. */
export function idempotencyScope(user: { id: number } | null | undefined, clientIp: string): string {
  return user ? `user:${user.id}` : `ip:${clientIp}`;
}

interface StoredAnswer {
  status: number;
  location: string | null;
  body: { as: 'data' | 'json'; value: unknown } | null;
}

/** A hash of what was sent (the path and every field but the key; files by their bytes), so a key cannot be reused for other data. */
async function fingerprintOf(request: Request, form: FormData, secretFields: readonly string[] = []): Promise<string> {
  const url = new URL(request.url);
  const entries: [string, string][] = [];
  for (const [name, value] of form) {
    if (FINGERPRINT_EXCLUDED.has(name) || secretFields.includes(name)) continue;
    if (typeof value === 'string') entries.push([name, value]);
    else entries.push([name, `file:${value.name}:${value.size}:${createHash('sha256').update(new Uint8Array(await value.arrayBuffer())).digest('hex')}`]);
  }
  entries.sort(([a, x], [b, y]) => (a === b ? (x < y ? -1 : x > y ? 1 : 0) : a < b ? -1 : 1));
  return createHash('sha256').update(JSON.stringify([request.method, url.pathname, entries])).digest('base64url');
}

/**
 * Reads a copy of a text form for its key and fingerprint, leaving the request to the route. Not
 * readTextForm: a tee'd branch's cancel waits for the other branch, so a body over the limit is
 * dropped here without waiting, and the route then refuses it as it always has.
 */
async function readCopy(request: Request): Promise<FormData | undefined> {
  if (Number(request.headers.get('content-length') ?? '0') > MAX_COPY_BYTES) return undefined;
  const copy = request.clone();
  if (!copy.body) return new FormData();
  const reader = copy.body.getReader();
  const chunks: Uint8Array[] = [];
  let total = 0;
  for (;;) {
    const { done, value } = await reader.read();
    if (done) break;
    total += value.length;
    if (total > MAX_COPY_BYTES) {
      void reader.cancel();
      return undefined;
    }
    chunks.push(value);
  }
  try {
    return await new Response(Buffer.concat(chunks), { headers: { 'Content-Type': request.headers.get('content-type') ?? '' } }).formData();
  } catch {
    return undefined;
  }
}

function isDataWithInit(value: unknown): value is { type: 'DataWithResponseInit'; data: unknown; init: ResponseInit | null } {
  return typeof value === 'object' && value !== null && (value as { type?: unknown }).type === 'DataWithResponseInit';
}

/** What of an answer is kept for a retry: success and redirects only; a refusal (4xx, 5xx) is not the answer to remember. */
async function storable(outcome: unknown): Promise<StoredAnswer | undefined> {
  if (outcome instanceof Response) {
    if (outcome.status >= 300 && outcome.status < 400) return { status: outcome.status, location: outcome.headers.get('location'), body: null };
    if (outcome.status >= 300) return undefined;
    const json: unknown = await outcome.clone().json().catch(() => null);
    return { status: outcome.status, location: null, body: { as: 'json', value: json } };
  }
  if (isDataWithInit(outcome)) {
    const status = outcome.init?.status ?? 200;
    return status < 300 ? { status, location: null, body: { as: 'data', value: outcome.data } } : undefined;
  }
  return { status: 200, location: null, body: { as: 'data', value: outcome ?? null } };
}

function replay(stored: StoredAnswer): unknown {
  if (stored.location) return redirect(stored.location, stored.status);
  if (stored.body?.as === 'json') return Response.json(stored.body.value, { status: stored.status });
  return data(stored.body?.value ?? null, { status: stored.status });
}

interface IdempotentOptions<T> {
  /** `idempotencyScope(user, clientIp)`. */
  scope: string;
  /** Which create this is, e.g. 'inquiry'. */
  route: string;
  /** The form when the route has already read it (uploads); otherwise a copy of the request is read. */
  form?: FormData;
  /** Fields left out of the fingerprint (passwords: a fast hash over them must not be stored). */
  secretFields?: string[];
  /**
   * Runs instead of replaying the stored answer when the same data comes again. Registration uses
   * it to sign the same browser in again (the stored redirect cannot carry a session cookie); it
   * must create nothing new itself.
   */
  onRepeat?: () => Promise<T>;
}

/**
 * Runs `work` (the route's create: its own reading and answering unchanged) at most once per
 * idempotency key. Without a key it simply runs. The answer given to a retry is the first one:
 * the same redirect, or the same data (dates come back as strings, headers such as cookies not at all).
 */
export async function idempotent<T>(request: Request, options: IdempotentOptions<T>, work: () => Promise<T>): Promise<T> {
  const headerKey = request.headers.get('idempotency-key');
  if (headerKey !== null && !KEY_PATTERN.test(headerKey)) throw new ValidationError('The Idempotency-Key header must be 8 to 128 letters, digits, "-" or "_".');
  // An unreadable body is refused by `work` itself, as it would be without a key.
  const form = options.form ?? (await readCopy(request));
  if (!form) return work();
  const formKey = form.get(IDEMPOTENCY_FIELD);
  // A malformed key in a form is the form's own schema to answer (beside the form, not here).
  const key = headerKey ?? (typeof formKey === 'string' && KEY_PATTERN.test(formKey) ? formKey : null);
  if (key === null) return work();
  const fingerprint = await fingerprintOf(request, form, options.secretFields);
  const where = and(eq(idempotencyKeys.scope, options.scope), eq(idempotencyKeys.route, options.route), eq(idempotencyKeys.key, key));

  return inOneTransaction(async (tx) => {
    // A key older than 24 hours is forgotten even before the housekeeping job deletes it.
    await tx.delete(idempotencyKeys).where(and(where, sql`${idempotencyKeys.createdAt} < now() - make_interval(hours => ${IDEMPOTENCY_KEY_HOURS})`));
    // A concurrent request with the same key waits here until the first one commits or rolls back.
    const claimed = await tx.insert(idempotencyKeys).values({ scope: options.scope, route: options.route, key, fingerprint, status: 0 }).onConflictDoNothing().returning({ id: idempotencyKeys.id });
    if (claimed.length === 0) {
      const [stored] = await tx.select().from(idempotencyKeys).where(where).limit(1);
      if (!stored) throw new ConflictError('This request is being handled right now. Wait a moment and reload the page.');
      if (stored.fingerprint !== fingerprint) {
        logger.info({ route: options.route }, 'idempotency key reused with other data');
        throw new IdempotencyKeyReusedError('This form was already sent with other details. Reload the page to start a new one, then send it again.');
      }
      logger.info({ route: options.route, status: stored.status }, 'idempotency key repeated: the first answer is given again');
      if (options.onRepeat) return options.onRepeat();
      return replay({ status: stored.status, location: stored.location, body: stored.body as StoredAnswer['body'] }) as T;
    }
    const outcome = await work();
    const answer = await storable(outcome);
    if (answer) await tx.update(idempotencyKeys).set({ status: answer.status, location: answer.location, body: answer.body }).where(where);
    // A refusal is not remembered: the same key may be sent again once the form is corrected.
    else await tx.delete(idempotencyKeys).where(where);
    return outcome;
  });
}

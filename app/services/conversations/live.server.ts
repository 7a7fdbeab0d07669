import pg from 'pg';
import { THREAD_CHANNEL } from '~/services/conversations/threads.server';
import { databaseUrl } from '~/services/db/client.server';
import { logger } from '~/services/logging/logger.server';

/**
 * Live updates of threads: one PostgreSQL connection per process LISTENs on THREAD_CHANNEL
 * (postMessage notifies it with the thread id when its transaction commits) and wakes, in memory,
 * whoever has that thread open (the event stream of each open page). A subscriber is only told
 * "something new in thread N"; it reads what it has not sent yet itself, so a lost notification or
 * a reconnection costs a query, never a message. 500 open pages cost 500 callbacks in a map and one
 * database connection, not 500.
 */

type Wake = () => void;

interface Hub {
  subscribers: Map<number, Set<Wake>>;
  client: pg.Client | undefined;
  connecting: Promise<void> | undefined;
  url: string | undefined;
  retryTimer: NodeJS.Timeout | undefined;
  closed: boolean;
  /** Streams to end at shutdown, so the HTTP server can close. */
  closers: Set<() => void>;
}

// Kept on globalThis: the server and the app build are two module graphs, and one process should hold one connection.
const holder = globalThis as typeof globalThis & { __tradesetuThreadHub?: Hub };

function hub(): Hub {
  holder.__tradesetuThreadHub ??= { subscribers: new Map(), client: undefined, connecting: undefined, url: undefined, retryTimer: undefined, closed: false, closers: new Set() };
  return holder.__tradesetuThreadHub;
}

function wakeAll(state: Hub): void {
  for (const set of state.subscribers.values()) for (const wake of set) wake();
}

async function connect(state: Hub): Promise<void> {
  const url = databaseUrl();
  const client = new pg.Client({ connectionString: url });
  client.on('notification', (message) => {
    const threadId = Number(message.payload);
    for (const wake of state.subscribers.get(threadId) ?? []) wake();
  });
  client.on('error', (err) => {
    logger.warn({ err }, 'live updates: the LISTEN connection failed; reconnecting');
    dropClient(state, client);
  });
  client.on('end', () => dropClient(state, client));
  await client.connect();
  await client.query(`LISTEN ${THREAD_CHANNEL}`);
  state.client = client;
  state.url = url;
  // Anything posted while we were not listening is found by the subscribers' own catch-up query.
  wakeAll(state);
}

function dropClient(state: Hub, client: pg.Client): void {
  if (state.client !== client) return;
  state.client = undefined;
  void client.end().catch(() => undefined);
  if (!state.closed && state.subscribers.size > 0 && !state.retryTimer) {
    state.retryTimer = setTimeout(() => {
      state.retryTimer = undefined;
      void ensureListening(state);
    }, 1000);
    state.retryTimer.unref();
  }
}

async function ensureListening(state: Hub): Promise<void> {
  if (state.closed) return;
  // Tests switch databases; a listener on the old one would hear nothing.
  if (state.client && state.url !== databaseUrl()) dropClient(state, state.client);
  if (state.client) return;
  state.connecting ??= connect(state)
    .catch((err: unknown) => {
      logger.warn({ err }, 'live updates: could not LISTEN; retrying in a second');
      if (!state.retryTimer) {
        state.retryTimer = setTimeout(() => {
          state.retryTimer = undefined;
          void ensureListening(state);
        }, 1000);
        state.retryTimer.unref();
      }
    })
    .finally(() => {
      state.connecting = undefined;
    });
  await state.connecting;
}

/**
 * Calls `wake` whenever thread `threadId` may have a new message (and once the listener is
 * connected). Resolves once listening, so nothing committed after it is missed. Returns the
 * function that unsubscribes; the connection closes when the last subscriber leaves.
 */
export async function subscribeToThread(threadId: number, wake: Wake): Promise<() => void> {
  const state = hub();
  state.closed = false;
  let set = state.subscribers.get(threadId);
  if (!set) state.subscribers.set(threadId, (set = new Set()));
  set.add(wake);
  await ensureListening(state);
  return () => {
    const current = state.subscribers.get(threadId);
    current?.delete(wake);
    if (current?.size === 0) state.subscribers.delete(threadId);
    if (state.subscribers.size === 0 && state.client) {
      const client = state.client;
      state.client = undefined;
      void client.end().catch(() => undefined);
    }
  };
}

/** How many pages are listening (for the benchmark and tests). */
export function liveSubscriberCount(): number {
  let count = 0;
  for (const set of hub().subscribers.values()) count += set.size;
  return count;
}

/** Registers a stream to end when the process shuts down (an open page would otherwise hold the server open). */
export function endAtShutdown(close: () => void): () => void {
  const state = hub();
  state.closers.add(close);
  return () => state.closers.delete(close);
}

/**
 * Ends every open stream and the LISTEN connection: the server calls it at shutdown before closing
 * the HTTP server, which would otherwise wait for open pages until its time limit.
 */
export function closeLiveUpdates(): void {
  const state = hub();
  state.closed = true;
  for (const close of state.closers) close();
  state.closers.clear();
  if (state.retryTimer) clearTimeout(state.retryTimer);
  state.retryTimer = undefined;
  if (state.client) void state.client.end().catch(() => undefined);
  state.client = undefined;
}

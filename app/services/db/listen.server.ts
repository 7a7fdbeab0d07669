import pg from 'pg';
import { directDatabaseUrl } from '~/services/db/client.server';
import { logger } from '~/services/logging/logger.server';

/**
 * One PostgreSQL connection per process that LISTENs on every channel the process cares about
 * (live thread updates, catalogue changes), on DATABASE_DIRECT_URL: LISTEN needs a session of its
 * own, which a pooler in transaction mode does not give. A NOTIFY sent inside a transaction reaches
 * every listening process when, and only if, that transaction commits.
 *
 * A notification sent while the connection is down is lost for good, so a subscriber is told when
 * that may have happened: `lost()` when the connection drops and at each failed attempt to get it
 * back (once a second), `listening()` each time LISTEN is in place again. The connection opens with
 * the first subscriber and closes with the last.
 */
export interface ChannelListener {
  /** A notification on the channel, with its payload. */
  notified(payload: string): void;
  /** LISTEN is in place (again): whatever was sent before this may have been missed. */
  listening?(): void;
  /** The connection is down; called again at every failed attempt to reconnect. */
  lost?(): void;
}

const RETRY_MS = 1000;
/** How the connection shows in pg_stat_activity (and how a test finds it to cut it). */
export const LISTEN_APPLICATION_NAME = 'tradesetu-listen';

interface Hub {
  channels: Map<string, Set<ChannelListener>>;
  client: pg.Client | undefined;
  /** The channels `client` LISTENs on. */
  listened: Set<string>;
  connecting: Promise<void> | undefined;
  url: string | undefined;
  retryTimer: NodeJS.Timeout | undefined;
  closed: boolean;
}

// Kept on globalThis: the server and the app build are two module graphs, and one process should hold one connection.
const holder = globalThis as typeof globalThis & { __tradesetuListenHub?: Hub };

function hub(): Hub {
  holder.__tradesetuListenHub ??= { channels: new Map(), client: undefined, listened: new Set(), connecting: undefined, url: undefined, retryTimer: undefined, closed: false };
  return holder.__tradesetuListenHub;
}

const everyListener = (state: Hub) => [...state.channels.values()].flatMap((set) => [...set]);

function assertChannel(channel: string): void {
  // LISTEN takes an identifier, not a parameter: only plain names are ever put in the statement.
  if (!/^[a-z_][a-z0-9_]{0,62}$/.test(channel)) throw new Error(`not a channel name: ${channel}`);
}

async function connect(state: Hub): Promise<void> {
  const url = directDatabaseUrl();
  const client = new pg.Client({ connectionString: url, application_name: LISTEN_APPLICATION_NAME });
  client.on('notification', (message) => {
    for (const listener of state.channels.get(message.channel) ?? []) listener.notified(message.payload ?? '');
  });
  client.on('error', (err) => {
    logger.warn({ err }, 'LISTEN connection failed; reconnecting');
    dropClient(state, client);
  });
  client.on('end', () => dropClient(state, client));
  const listened = new Set<string>();
  try {
    await client.connect();
    for (const channel of state.channels.keys()) {
      await client.query(`LISTEN ${channel}`);
      listened.add(channel);
    }
  } catch (error) {
    void client.end().catch(() => undefined);
    throw error;
  }
  if (state.closed) {
    void client.end().catch(() => undefined);
    return;
  }
  state.client = client;
  state.listened = listened;
  state.url = url;
  for (const listener of everyListener(state)) listener.listening?.();
}

/** LISTENs on the channels subscribed since `client` last did (a channel may be added while it connects). */
async function listenToEveryChannel(state: Hub, client: pg.Client): Promise<void> {
  for (const channel of state.channels.keys()) {
    if (state.listened.has(channel)) continue;
    state.listened.add(channel);
    await client.query(`LISTEN ${channel}`);
  }
}

function scheduleRetry(state: Hub): void {
  if (state.closed || state.channels.size === 0 || state.retryTimer) return;
  state.retryTimer = setTimeout(() => {
    state.retryTimer = undefined;
    void ensureListening(state);
  }, RETRY_MS);
  state.retryTimer.unref();
}

function dropClient(state: Hub, client: pg.Client): void {
  if (state.client !== client) return;
  state.client = undefined;
  void client.end().catch(() => undefined);
  if (state.closed) return;
  for (const listener of everyListener(state)) listener.lost?.();
  scheduleRetry(state);
}

async function ensureListening(state: Hub): Promise<void> {
  if (state.closed || state.channels.size === 0) return;
  // Tests switch databases; a listener on the old one would hear nothing.
  if (state.client && state.url !== directDatabaseUrl()) dropClient(state, state.client);
  if (state.client) return;
  state.connecting ??= connect(state)
    .catch((err: unknown) => {
      logger.warn({ err }, 'could not LISTEN; retrying in a second');
      for (const listener of everyListener(state)) listener.lost?.();
      scheduleRetry(state);
    })
    .finally(() => {
      state.connecting = undefined;
    });
  await state.connecting;
}

/**
 * Subscribes `listener` to `channel`. Resolves once LISTEN is in place (or, when the database cannot
 * be reached, once the first attempt failed: retries follow), so nothing committed after it is
 * missed. Returns the function that unsubscribes.
 */
export async function listen(channel: string, listener: ChannelListener): Promise<() => void> {
  assertChannel(channel);
  const state = hub();
  state.closed = false;
  let set = state.channels.get(channel);
  if (!set) state.channels.set(channel, (set = new Set()));
  set.add(listener);
  await ensureListening(state);
  // A connection made before this channel was subscribed listens to it from now on; should that
  // fail, the connection is broken and its 'error' handler reconnects with every channel.
  if (state.client) await listenToEveryChannel(state, state.client).catch(() => undefined);
  return () => unlisten(state, channel, listener);
}

function unlisten(state: Hub, channel: string, listener: ChannelListener): void {
  const set = state.channels.get(channel);
  if (!set?.delete(listener) || set.size > 0) return;
  state.channels.delete(channel);
  const client = state.client;
  if (!client) return;
  if (state.channels.size > 0) {
    state.listened.delete(channel);
    void client.query(`UNLISTEN ${channel}`).catch(() => undefined);
    return;
  }
  state.client = undefined;
  void client.end().catch(() => undefined);
}

/** Whether this process's LISTEN connection is up (for tests and health reporting). */
export function isListening(): boolean {
  return hub().client !== undefined;
}

/** Closes the LISTEN connection for good (shutdown, before the database closes); subscribers are kept but hear nothing more. */
export async function closeListening(): Promise<void> {
  const state = hub();
  state.closed = true;
  if (state.retryTimer) clearTimeout(state.retryTimer);
  state.retryTimer = undefined;
  const client = state.client;
  state.client = undefined;
  await client?.end().catch(() => undefined);
}

import { THREAD_CHANNEL } from '~/services/conversations/threads.server';
import { listen } from '~/services/db/listen.server';

/**
 * Live updates of threads: the process's one LISTEN connection (db/listen.server.ts) hears
 * THREAD_CHANNEL (postMessage notifies it with the thread id when its transaction commits) and
 * wakes, in memory, whoever has that thread open (the event stream of each open page). A subscriber
 * is only told "something new in thread N"; it reads what it has not sent yet itself, so a lost
 * notification or a reconnection costs a query, never a message. 500 open pages cost 500 callbacks
 * in a map and one database connection, not 500.
 */

type Wake = () => void;

interface Hub {
  subscribers: Map<number, Set<Wake>>;
  /** The subscription to THREAD_CHANNEL while any page is open. */
  listening: Promise<() => void> | undefined;
  /** Streams to end at shutdown, so the HTTP server can close. */
  closers: Set<() => void>;
}

// Kept on globalThis: the server and the app build are two module graphs, and one process should hold one map.
const holder = globalThis as typeof globalThis & { __tradesetuThreadHub?: Hub };

function hub(): Hub {
  holder.__tradesetuThreadHub ??= { subscribers: new Map(), listening: undefined, closers: new Set() };
  return holder.__tradesetuThreadHub;
}

function wakeAll(state: Hub): void {
  for (const set of state.subscribers.values()) for (const wake of set) wake();
}

/**
 * Calls `wake` whenever thread `threadId` may have a new message (and whenever LISTEN starts again
 * after a break). Resolves once listening, so nothing committed after it is missed. Returns the
 * function that unsubscribes; the channel is let go when the last subscriber leaves.
 */
export async function subscribeToThread(threadId: number, wake: Wake): Promise<() => void> {
  const state = hub();
  let set = state.subscribers.get(threadId);
  if (!set) state.subscribers.set(threadId, (set = new Set()));
  set.add(wake);
  state.listening ??= listen(THREAD_CHANNEL, {
    notified: (payload) => {
      for (const wakeThread of state.subscribers.get(Number(payload)) ?? []) wakeThread();
    },
    // Anything posted while we were not listening is found by the subscribers' own catch-up query.
    listening: () => wakeAll(state),
  });
  const listening = state.listening;
  await listening;
  return () => {
    const current = state.subscribers.get(threadId);
    current?.delete(wake);
    if (current?.size === 0) state.subscribers.delete(threadId);
    if (state.subscribers.size === 0 && state.listening === listening) {
      state.listening = undefined;
      void listening.then((unlisten) => unlisten());
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
 * Ends every open stream: the server calls it at shutdown before closing the HTTP server, which
 * would otherwise wait for open pages until its time limit (the LISTEN connection closes with the
 * database, `closeListening`).
 */
export function closeLiveUpdates(): void {
  const state = hub();
  for (const close of state.closers) close();
  state.closers.clear();
}

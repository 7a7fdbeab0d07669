import { endAtShutdown, subscribeToThread } from '~/services/conversations/live.server';
import { messagesAfter, threadParties } from '~/services/conversations/thread-pages.server';
import { threadFor } from '~/services/conversations/threads.server';
import { AppError } from '~/services/errors.server';
import { logger } from '~/services/logging/logger.server';

/** A comment line every so often keeps proxies and the browser from closing an idle stream. */
const HEARTBEAT_MS = 25_000;

/**
 * The server-sent events of one thread for one reader: every message after `afterId` (the browser
 * sends the last id it has as Last-Event-ID when it reconnects), then each new one as it is posted.
 * Access is checked when the stream opens and again before each batch, so a member removed from the
 * company stops hearing at once. The stream ends when the browser goes (`signal`) or the server stops.
 */
export async function threadEventStream(userId: number, reference: string, afterId: number, signal: AbortSignal): Promise<ReadableStream<Uint8Array>> {
  const access = await threadFor(userId, reference);
  // Names do not change while a page is open; asked once, not for every batch.
  const parties = await threadParties(access);
  const encoder = new TextEncoder();
  let controller: ReadableStreamDefaultController<Uint8Array> | undefined;
  let last = afterId;
  let running = false;
  let again = false;
  let finished = false;

  const send = (text: string) => {
    if (!finished && controller) controller.enqueue(encoder.encode(text));
  };
  // One batch at a time; a wake during a batch runs one more afterwards. Nothing is read before the
  // stream exists, so `last` only moves past what was really sent.
  const flush = async () => {
    if (!controller || finished) return;
    if (running) {
      again = true;
      return;
    }
    running = true;
    try {
      do {
        again = false;
        const current = await threadFor(userId, reference);
        const messages = await messagesAfter(current, last, parties);
        for (const message of messages) {
          send(`id: ${message.id}\nevent: message\ndata: ${JSON.stringify(message)}\n\n`);
          last = message.id;
        }
        if (messages.length > 0) again = true;
      } while (again && !finished);
    } catch (error) {
      if (!(error instanceof AppError)) logger.warn({ err: error, thread: reference }, 'live updates: a stream failed');
      finish();
    } finally {
      running = false;
    }
  };
  // Listening before the stream is handed out: nothing committed from here on can be missed.
  const unsubscribe = await subscribeToThread(access.thread.id, () => void flush());
  const heartbeat = setInterval(() => send(': still here\n\n'), HEARTBEAT_MS);
  heartbeat.unref();
  const forget = endAtShutdown(() => finish());
  const onAbort = () => finish();
  signal.addEventListener('abort', onAbort, { once: true });
  function cleanup() {
    clearInterval(heartbeat);
    unsubscribe();
    forget();
    signal.removeEventListener('abort', onAbort);
  }
  function finish() {
    if (finished) return;
    finished = true;
    cleanup();
    try {
      controller?.close();
    } catch {
      // Already closed by the browser going away.
    }
  }

  const stream = new ReadableStream<Uint8Array>({
    start(created) {
      controller = created;
      send('retry: 3000\n\n');
      void flush();
    },
    cancel() {
      if (finished) return;
      finished = true;
      cleanup();
    },
  });
  if (signal.aborted) finish();
  return stream;
}

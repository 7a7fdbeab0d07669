import { endAtShutdown, subscribeToThread } from '~/services/conversations/live.server';
import { messagesAfter } from '~/services/conversations/thread-pages.server';
import { threadFor } from '~/services/conversations/threads.server';
import { AppError } from '~/services/errors.server';
import { logger } from '~/services/logging/logger.server';

/** A comment line every so often keeps proxies and the browser from closing an idle stream. */
export const HEARTBEAT_MS = 25_000;

/**
 * The server-sent events of one thread for one reader: every message after `afterId` (the browser
 * sends the last id it has as Last-Event-ID when it reconnects), then each new one as it is posted.
 * Access is checked when the stream opens and again before each batch, so a member removed from the
 * company stops hearing at once. The stream ends when the browser goes (`signal`) or the server stops.
 */
export async function threadEventStream(userId: number, reference: string, afterId: number, signal: AbortSignal): Promise<ReadableStream<Uint8Array>> {
  const access = await threadFor(userId, reference);
  const encoder = new TextEncoder();
  let last = afterId;
  let running = false;
  let again = false;
  let finished = false;
  let cleanup = () => {};

  return new ReadableStream<Uint8Array>({
    async start(controller) {
      const send = (text: string) => {
        if (!finished) controller.enqueue(encoder.encode(text));
      };
      const finish = () => {
        if (finished) return;
        finished = true;
        cleanup();
        try {
          controller.close();
        } catch {
          // Already closed by the browser going away.
        }
      };
      // One batch at a time; a wake during a batch runs one more afterwards.
      const flush = async () => {
        if (running) {
          again = true;
          return;
        }
        running = true;
        try {
          do {
            again = false;
            const current = await threadFor(userId, reference);
            const messages = await messagesAfter(current, userId, last);
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
      send('retry: 3000\n\n');
      const heartbeat = setInterval(() => send(': still here\n\n'), HEARTBEAT_MS);
      heartbeat.unref();
      const unsubscribe = await subscribeToThread(access.thread.id, () => void flush());
      const forget = endAtShutdown(finish);
      const onAbort = () => finish();
      signal.addEventListener('abort', onAbort, { once: true });
      cleanup = () => {
        clearInterval(heartbeat);
        unsubscribe();
        forget();
        signal.removeEventListener('abort', onAbort);
      };
      if (signal.aborted) return finish();
      await flush();
    },
    cancel() {
      finished = true;
      cleanup();
    },
  });
}

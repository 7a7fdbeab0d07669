import type { Route } from './+types/api.chat.messages';
import { ChatSendSchema } from '~/domain/chat-schemas';
import { answerChat } from '~/services/chat/chat.server';
import { limitChat, readChatBody } from '~/services/chat/http.server';
import { withJsonAppErrors } from '~/services/http/route-errors.server';
import { logger } from '~/services/logging/logger.server';

/**
 * POST /api/chat/messages: answers the last user message as a chunked UTF-8 text stream, piece by
 * piece as the provider sends it. A failure before the first piece is a JSON error (the route
 * boundary's shape); a failure after it aborts the stream, and the widget shows the spec's failure
 * message either way.
 */
export const action = withJsonAppErrors(async ({ request, context }: Route.ActionArgs) => {
  await limitChat('message', context.clientIp);
  const pieces = answerChat(await readChatBody(request, ChatSendSchema), request.signal);
  const first = await pieces.next();

  const encoder = new TextEncoder();
  const stream = new ReadableStream<Uint8Array>({
    start(controller) {
      if (!first.done) controller.enqueue(encoder.encode(first.value));
    },
    async pull(controller) {
      if (first.done) return controller.close();
      try {
        const next = await pieces.next();
        if (next.done) controller.close();
        else controller.enqueue(encoder.encode(next.value));
      } catch (error) {
        // The status line has gone out: all that is left is to end the stream and say why in the log.
        logger.error({ err: error }, 'chat answer failed while streaming');
        controller.error(error);
      }
    },
    async cancel() {
      await pieces.return(undefined);
    },
  });
  return new Response(stream, {
    headers: {
      'Content-Type': 'text/plain; charset=utf-8',
      // no-transform keeps the compression middleware from buffering the pieces.
      'Cache-Control': 'no-store, no-transform',
      'X-Content-Type-Options': 'nosniff',
    },
  });
});

import type { Route } from './+types/api.chat.messages';
import { CHAT_TEXTS } from '~/domain/chat';
import { ChatSendSchema } from '~/domain/chat-schemas';
import { answerChat } from '~/services/chat/chat.server';
import { ChatConversationNotFoundError } from '~/services/chat/conversations.server';
import { chatError, chatLog, limitChat, parseChatBody } from '~/services/chat/http.server';

/**
 * POST /api/chat/messages: answers the last user message as a chunked UTF-8 text stream, piece by
 * piece as the provider sends it. A failure before the first piece is a JSON error; a failure
 * after it aborts the stream, and the widget shows the spec's failure message either way.
 */
export async function action({ request, context }: Route.ActionArgs) {
  const limited = await limitChat('message', context.clientIp);
  if (limited) return limited;
  const body = await parseChatBody(request, ChatSendSchema);
  if (!body.ok) return body.response;

  const log = { warn: (msg: string, fields: Record<string, unknown>) => chatLog('warn', msg, { requestId: context.requestId, ...fields }) };
  const pieces = answerChat(body.value, log, request.signal);
  let first: IteratorResult<string>;
  try {
    first = await pieces.next();
  } catch (error) {
    if (error instanceof ChatConversationNotFoundError) return chatError(404, error.message);
    chatLog('error', 'chat answer failed', { requestId: context.requestId, error: describe(error) });
    return chatError(502, CHAT_TEXTS.failure);
  }

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
        chatLog('error', 'chat answer failed while streaming', { requestId: context.requestId, error: describe(error) });
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
}

function describe(error: unknown): string {
  return error instanceof Error ? `${error.name}: ${error.message}` : String(error);
}

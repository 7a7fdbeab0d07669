import type { Route } from './+types/api.chat.transcript';
import { ChatTranscriptSchema } from '~/domain/chat-schemas';
import { ChatConversationNotFoundError, saveTranscript } from '~/services/chat/conversations.server';
import { chatError, limitChat, parseChatBody } from '~/services/chat/http.server';

/** POST /api/chat/transcript: keeps the lead's transcript complete (quick replies, session end). */
export async function action({ request, context }: Route.ActionArgs) {
  const limited = await limitChat('transcript', context.clientIp);
  if (limited) return limited;
  const body = await parseChatBody(request, ChatTranscriptSchema);
  if (!body.ok) return body.response;
  try {
    await saveTranscript(body.value.conversationId, body.value.messages);
  } catch (error) {
    if (error instanceof ChatConversationNotFoundError) return chatError(404, error.message);
    throw error;
  }
  return new Response(null, { status: 204 });
}

import type { Route } from './+types/api.chat.transcript';
import { ChatTranscriptSchema } from '~/domain/chat-schemas';
import { saveTranscript } from '~/services/chat/conversations.server';
import { limitChat, readChatBody } from '~/services/chat/http.server';
import { withJsonAppErrors } from '~/services/http/route-errors.server';

/** POST /api/chat/transcript: keeps the lead's transcript complete (quick replies, session end). */
export const action = withJsonAppErrors(async ({ request, context }: Route.ActionArgs) => {
  await limitChat('transcript', context.clientIp);
  const { conversationId, messages } = await readChatBody(request, ChatTranscriptSchema);
  await saveTranscript(conversationId, messages);
  return new Response(null, { status: 204 });
});

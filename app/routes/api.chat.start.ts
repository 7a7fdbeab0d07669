import type { Route } from './+types/api.chat.start';
import { ChatStartSchema } from '~/domain/chat-schemas';
import { config } from '~/config.server';
import { startConversation } from '~/services/chat/conversations.server';
import { limitChat, parseChatBody } from '~/services/chat/http.server';

/** POST /api/chat/start: saves the pre-chat details as a lead and returns the greeting. */
export async function action({ request, context }: Route.ActionArgs) {
  const limited = await limitChat('start', context.clientIp);
  if (limited) return limited;
  const body = await parseChatBody(request, ChatStartSchema);
  if (!body.ok) return body.response;
  const started = await startConversation(body.value, config().SITE_NAME);
  return Response.json(started, { status: 201, headers: { 'Cache-Control': 'no-store' } });
}

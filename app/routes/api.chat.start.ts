import type { Route } from './+types/api.chat.start';
import { ChatStartSchema } from '~/domain/chat-schemas';
import { config } from '~/config.server';
import { startConversation } from '~/services/chat/conversations.server';
import { limitChat, readChatBody } from '~/services/chat/http.server';
import { withJsonAppErrors } from '~/services/http/route-errors.server';

/** POST /api/chat/start: saves the pre-chat details as a lead and returns the greeting. */
export const action = withJsonAppErrors(async ({ request, context }: Route.ActionArgs) => {
  await limitChat('start', context.clientIp);
  const started = await startConversation(await readChatBody(request, ChatStartSchema), config().SITE_NAME);
  return Response.json(started, { status: 201, headers: { 'Cache-Control': 'no-store' } });
});

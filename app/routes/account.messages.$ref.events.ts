import type { Route } from './+types/account.messages.$ref.events';
import { requireUser } from '~/services/accounts/sessions.server';
import { threadEventStream } from '~/services/conversations/thread-events.server';
import { withAppErrors } from '~/services/http/route-errors.server';

// New messages of one thread as server-sent events, for its two parties only (404 for anyone else).
export const loader = withAppErrors(async ({ request, params }: Route.LoaderArgs) => {
  const user = await requireUser(request);
  // EventSource sends the last id it received when it reconnects; the first connection says where the page ends.
  const from = request.headers.get('last-event-id') ?? new URL(request.url).searchParams.get('after') ?? '0';
  const after = /^\d{1,15}$/.test(from) ? Number(from) : 0;
  const stream = await threadEventStream(user.id, params.ref, after, request.signal);
  return new Response(stream, {
    headers: {
      'Content-Type': 'text/event-stream; charset=utf-8',
      // no-transform keeps the compression middleware from holding events back in its buffer.
      'Cache-Control': 'no-store, no-transform',
      'X-Accel-Buffering': 'no',
    },
  });
});

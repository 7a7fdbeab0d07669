import type { Route } from './+types/webhooks.razorpay';
import { handleRazorpayWebhook } from '~/services/billing/razorpay.server';
import { readBodyText } from '~/services/http/body.server';
import { withJsonAppErrors } from '~/services/http/route-errors.server';

// Razorpay calls this server-to-server; it is exempt from the Origin check and trusted only
// through the signature over the raw body. Any refusal answers non-2xx, so Razorpay retries.
export const action = withJsonAppErrors(async ({ request }: Route.ActionArgs) => {
  const rawBody = await readBodyText(request);
  const outcome = await handleRazorpayWebhook(rawBody, request.headers.get('x-razorpay-signature') ?? '', request.headers.get('x-razorpay-event-id') ?? '');
  return Response.json({ status: outcome });
});

export const loader = withJsonAppErrors(() => Promise.resolve(new Response('Razorpay webhooks are delivered by POST.', { status: 405, headers: { allow: 'POST' } })));

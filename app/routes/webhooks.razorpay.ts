import type { Route } from './+types/webhooks.razorpay';
import { BillingError } from '~/services/billing/errors.server';
import { handleRazorpayWebhook } from '~/services/billing/razorpay.server';

// Razorpay calls this server-to-server; it is exempt from the Origin check and trusted only
// through the signature over the raw body.
export async function action({ request }: Route.ActionArgs) {
  const rawBody = await request.text();
  try {
    const outcome = await handleRazorpayWebhook(rawBody, request.headers.get('x-razorpay-signature') ?? '', request.headers.get('x-razorpay-event-id') ?? '');
    return Response.json({ status: outcome });
  } catch (error) {
    if (error instanceof BillingError) return Response.json({ error: error.message }, { status: error.status });
    throw error;
  }
}

export function loader() {
  return new Response('Razorpay webhooks are delivered by POST.', { status: 405, headers: { allow: 'POST' } });
}

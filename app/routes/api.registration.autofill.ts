import type { Route } from './+types/api.registration.autofill';
import { AutofillRequestSchema } from '~/domain/autofill';
import { suggestProducts } from '~/services/accounts/autofill.server';
import { readJsonBody } from '~/services/http/json-body.server';
import { withJsonAppErrors } from '~/services/http/route-errors.server';
import { enforceRateLimit } from '~/services/security/rate-limit.server';

/** Each press asks the AI provider once, which costs money: 20 presses per visitor in 10 minutes. */
const LIMIT = 20;
const WINDOW_SECONDS = 600;

/** POST /api/registration/autofill: up to five product suggestions for step 3 of registration. */
export const action = withJsonAppErrors(async ({ request, context }: Route.ActionArgs) => {
  await enforceRateLimit(`registration-autofill:ip:${context.clientIp}`, LIMIT, WINDOW_SECONDS, (_wait, seconds) => `Too many suggestions asked for. Please wait ${seconds} seconds and try again.`);
  const input = await readJsonBody(request, AutofillRequestSchema, { invalidMessage: (fieldErrors) => Object.values(fieldErrors).flat()[0] ?? 'The request body was not valid.' });
  const answer = await suggestProducts(input, request.signal);
  return Response.json(answer, { headers: { 'Cache-Control': 'no-store' } });
});

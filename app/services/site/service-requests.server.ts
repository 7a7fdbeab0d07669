import { parseWithZod } from '@conform-to/zod/v4';
import { ServiceRequestSchema, type ServiceRequestInput } from '~/domain/service-request';
import { db } from '~/services/db/client.server';
import { serviceRequests } from '~/services/db/schema/leads';
import { consumeRateLimit } from '~/services/security/rate-limit.server';
import { readTextForm } from '~/services/http/body.server';

export class ServiceRequestError extends Error {
  override name = 'ServiceRequestError';
  constructor(
    readonly code: 'rate_limited',
    message: string,
  ) {
    super(message);
  }
}

/** Saves a service request (or a contact message, slug 'contact'); at most 5 per IP per 10 minutes. */
export async function createServiceRequest(serviceSlug: string, input: ServiceRequestInput, clientIp: string, userId?: number) {
  const limit = await consumeRateLimit(`service-request:ip:${clientIp}`, 5, 600);
  if (!limit.allowed) {
    throw new ServiceRequestError('rate_limited', `Too many requests from your network. Please try again in ${Math.ceil(limit.retryAfterSeconds / 60)} minutes.`);
  }
  const [row] = await db()
    .insert(serviceRequests)
    .values({ serviceSlug, ...input, userId })
    .returning({ id: serviceRequests.id });
  return { id: row?.id ?? 0 };
}

/**
 * The shared action of the service pages and /contact: parse with the form's schema, save, and
 * answer in Conform's one result shape (field errors beside fields, form errors on top).
 */
export async function handleRequestAction(request: Request, clientIp: string, serviceSlug: string) {
  const submission = parseWithZod(await readTextForm(request), { schema: ServiceRequestSchema });
  if (submission.status !== 'success') return { result: submission.reply(), sent: false, status: 400 };
  try {
    await createServiceRequest(serviceSlug, submission.value, clientIp);
  } catch (error) {
    if (error instanceof ServiceRequestError) return { result: submission.reply({ formErrors: [error.message] }), sent: false, status: 429 };
    throw error;
  }
  return { result: submission.reply({ resetForm: true }), sent: true, status: 200 };
}

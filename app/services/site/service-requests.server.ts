import type { ServiceRequestInput } from '~/domain/service-request';
import { db } from '~/services/db/client.server';
import { serviceRequests } from '~/services/db/schema/leads';
import { enforceRateLimit } from '~/services/security/rate-limit.server';

/** Saves a service request (or a contact message, slug 'contact'); at most 5 per IP per 10 minutes. */
export async function createServiceRequest(serviceSlug: string, input: ServiceRequestInput, clientIp: string, userId?: number) {
  await enforceRateLimit(`service-request:ip:${clientIp}`, 5, 600, (wait) => `Too many requests from your network. Please try again in ${wait}.`);
  const [row] = await db()
    .insert(serviceRequests)
    .values({ serviceSlug, ...input, userId })
    .returning({ id: serviceRequests.id });
  return { id: row?.id ?? 0 };
}

import { and, eq } from 'drizzle-orm';
import type { Transaction } from '~/services/db/client.server';
import { threads } from '~/services/db/schema/conversations';

/**
 * What happened to a seller's lead, told in the transaction that made it happen: a new lead (an
 * inquiry, or a requirement sent to the supplier) or a new message in its thread. Integrations
 * (the seller's webhooks) hear of it from here; the caller does not need to know who listens.
 */
export type LeadEvent = { kind: 'lead.created'; threadId: number } | { kind: 'message.created'; threadId: number; messageId: number };

type Listener = (tx: Transaction, event: LeadEvent) => Promise<void>;
const listeners: Listener[] = [];

/** Registers a listener (once, at module load of the integration that listens). */
export function onLeadEvent(listener: Listener): void {
  listeners.push(listener);
}

export async function leadEvent(tx: Transaction, event: LeadEvent): Promise<void> {
  for (const listener of listeners) await listener(tx, event);
}

/** The thread a requirement pair opened (by trigger), to tell of it as a new lead. */
export async function requirementLeadCreated(tx: Transaction, requirementId: number, sellerCompanyId: number): Promise<void> {
  const [thread] = await tx
    .select({ id: threads.id })
    .from(threads)
    .where(and(eq(threads.requirementId, requirementId), eq(threads.sellerCompanyId, sellerCompanyId)))
    .limit(1);
  if (thread) await leadEvent(tx, { kind: 'lead.created', threadId: thread.id });
}

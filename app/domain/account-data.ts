import { z } from 'zod';

/**
 * A member's rights over their data (DPDP Act 2023, s.11–12; docs/decisions/0031): a download of
 * everything held about them, and deletion after a grace period in which they can change their mind.
 */

/** How a deleted account is shown to everyone who still sees its messages, reviews or notes. */
export const DELETED_USER_NAME = 'a deleted user';

/**
 * The email a deleted account keeps: unique per account (users.email is unique) and under the
 * reserved `.invalid` domain (RFC 2606), so nothing is ever sent to it and the real address is free
 * for a new registration.
 */
export const deletedUserEmail = (userId: number) => `deleted-user-${userId}@deleted.invalid`;

export const RequestDeletionSchema = z.object({
  intent: z.literal('request-deletion'),
  password: z.string({ error: 'Enter your password to confirm' }).min(1, 'Enter your password to confirm').max(128, 'A password can be at most 128 characters'),
  confirm: z.literal('yes', { error: 'Tick the box to confirm that you want your account deleted' }),
});

const CancelDeletionSchema = z.object({ intent: z.literal('cancel-deletion') });

export const AccountDataActionSchema = z.discriminatedUnion('intent', [RequestDeletionSchema, CancelDeletionSchema]);

/** "25 November 2026", in India's time, for the page and the emails. */
export function deletionDate(at: Date): string {
  return new Intl.DateTimeFormat('en-IN', { day: 'numeric', month: 'long', year: 'numeric', timeZone: 'Asia/Kolkata' }).format(at);
}

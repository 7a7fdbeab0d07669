import { z } from 'zod';
import { emailSchema } from '~/domain/registration';
import { ENTERPRISE_TYPES } from '~/domain/search';
import { STAFF_ROLES, USER_ROLES } from '~/domain/staff';
import { VERIFICATION_LEVELS } from '~/domain/verification';

/**
 * The admin console's companies, users and staff (issue 17): the search filters read from the URL,
 * the suspension form and the staff forms, one schema each for the browser and the action.
 */

export const ADMIN_PAGE_SIZE = 50;

const pageParam = z.coerce.number().int().min(1).max(10_000).catch(1);
const query = z.string().trim().max(100).catch('');
/** A filter: one of `values`, or nothing (an empty or unknown value shows every row). */
const optionalEnum = <T extends readonly [string, ...string[]]>(values: T) => z.enum(values).optional().catch(undefined);

export const COMPANY_ROLE_FILTERS = ['seller', 'buyer', 'both'] as const;
const SUSPENDED_FILTERS = ['yes', 'no'] as const;

/** /admin/companies?q=…&role=…&level=…&state=…&suspended=…&type=…&page=… — anything unknown is ignored. */
export const CompanySearchSchema = z.object({
  q: query,
  role: optionalEnum(COMPANY_ROLE_FILTERS),
  level: optionalEnum(VERIFICATION_LEVELS),
  state: z
    .string()
    .regex(/^\d{2}$/)
    .optional()
    .catch(undefined),
  suspended: optionalEnum(SUSPENDED_FILTERS),
  type: optionalEnum(ENTERPRISE_TYPES),
  page: pageParam,
});
export type CompanySearch = z.infer<typeof CompanySearchSchema>;

/** /admin/users?q=…&role=…&suspended=…&page=… */
export const UserSearchSchema = z.object({
  q: query,
  role: optionalEnum(USER_ROLES),
  suspended: optionalEnum(SUSPENDED_FILTERS),
  page: pageParam,
});
export type UserSearch = z.infer<typeof UserSearchSchema>;

/** Suspending or restoring a company or a user: always with a reason the account is told. */
export const SuspensionSchema = z.object({
  intent: z.enum(['suspend', 'restore'], { error: 'Choose suspend or restore' }),
  reason: z
    .string({ error: 'Give the reason; the account is told it' })
    .trim()
    .min(5, 'Write at least 5 characters: the account is told this reason')
    .max(500, 'Keep the reason within 500 characters'),
});
export type SuspensionInput = z.infer<typeof SuspensionSchema>;

/** What a suspended login reads on the login form (only after the right password). */
export function suspendedLoginMessage(reason: string | null, supportEmail: string): string {
  const why = reason?.trim() ? reason.trim().replace(/[.\s]+$/, '') : 'no reason was recorded';
  return `This account is suspended: ${why}. If you think this is a mistake, write to ${supportEmail}.`;
}

/** An administrator changes a login's role: a member of the public or a staff role. */
export const StaffRoleSchema = z.object({
  role: z.enum(USER_ROLES, { error: 'Choose a role' }),
});

/** An administrator invites a new staff member (or promotes an existing member after confirming). */
export const StaffInviteSchema = z.object({
  email: emailSchema,
  name: z.string({ error: 'Enter their name' }).trim().min(2, 'Enter their name').max(100, 'Keep the name within 100 characters'),
  role: z.enum(STAFF_ROLES, { error: 'Choose a staff role' }),
  /** Set when the administrator confirmed promoting an existing member. */
  promote: z
    .literal('yes')
    .optional()
    .transform((value) => value === 'yes'),
});
export type StaffInviteInput = z.infer<typeof StaffInviteSchema>;

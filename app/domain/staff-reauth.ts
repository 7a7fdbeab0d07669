import { z } from 'zod';
import { safeRedirectPath } from './urls';

// Apart from app/domain/staff.ts, which the site header reads on every page: zod stays out of the
// first-load JavaScript (bench/RESULTS.md, first-load JavaScript).

/** The staff re-confirmation form (/admin/confirm-password) before a sensitive action. */
export const ConfirmPasswordSchema = z.object({
  password: z.string({ error: 'Enter your password' }).min(1, 'Enter your password').max(128, 'A password can be at most 128 characters'),
  redirectTo: z
    .string()
    .optional()
    .transform((target) => safeRedirectPath(target, '/admin')),
});

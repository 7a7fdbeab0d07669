import { z } from 'zod';
import { emailSchema, passwordSchema } from '~/domain/registration';
import { TEAM_ROLES } from '~/domain/team';

/**
 * The team page's forms and the invitation page's, one schema each for the browser and the action
 * (app/routes/account.team.tsx, app/routes/invitations.$token.tsx).
 */

/** How many invitations a company may have waiting at once. */
export const MAX_PENDING_INVITATIONS = 20;

const roleSchema = z.enum(TEAM_ROLES, { error: 'Choose a role: owner, catalogue or sales' });
const unknownForm = 'This form was not understood. Reload the page and try again.';
const gone = 'That member or invitation is no longer there. Reload the page.';
const idSchema = z.coerce.number({ error: gone }).int(gone).positive(gone);

/** "Invite a colleague": their email (lower-cased) and the role they will have. */
export const InviteSchema = z.object({
  intent: z.literal('invite'),
  email: emailSchema,
  role: roleSchema,
});

/** Every form on /account/team, told apart by the button's intent. */
export const TeamActionSchema = z.discriminatedUnion(
  'intent',
  [
    InviteSchema,
    z.object({ intent: z.literal('withdraw'), invitationId: idSchema }),
    z.object({ intent: z.literal('change-role'), userId: idSchema, role: roleSchema }),
    z.object({ intent: z.literal('remove'), userId: idSchema, confirm: z.literal('yes', { error: 'Tick the box to confirm the removal' }) }),
  ],
  { error: unknownForm },
);

/** The refusal beside the invitation form's consent box. */
export const INVITATION_CONSENT_REQUIRED = 'Tick this box to agree to the use of your data described in the privacy notice; we cannot create a login without it.';

/** Joining with a new login from an invitation: the email is the invited one and cannot be changed. */
export const InvitationSignupSchema = z
  .object({
    intent: z.literal('create-login'),
    name: z
      .string({ error: 'Enter your name' })
      .trim()
      .min(1, 'Enter your name')
      .max(100, 'A name can be at most 100 characters'),
    password: passwordSchema,
    confirmPassword: z.string({ error: 'Type the password again' }),
    // The privacy notice's consent, as at registration (DPDP Act 2023 s.6): unticked until ticked.
    consent: z.literal('on', { error: INVITATION_CONSENT_REQUIRED }),
  })
  .refine((value) => value.password === value.confirmPassword, {
    path: ['confirmPassword'],
    message: 'The two passwords are different; type the same password twice',
  });

/** The invitation page's two forms: a new login, or joining with the login already signed in. */
export const InvitationActionSchema = z.discriminatedUnion('intent', [InvitationSignupSchema, z.object({ intent: z.literal('join') })], { error: unknownForm });

/** What the invitation page says about an invitation that cannot be accepted. */
export type InvitationProblem = 'expired' | 'withdrawn' | 'used' | 'unknown';

export const INVITATION_PROBLEMS: Record<InvitationProblem, string> = {
  expired: 'This invitation has expired. Ask the colleague who invited you to send a new one.',
  withdrawn: 'This invitation was withdrawn by the company. Ask them if you think this is a mistake.',
  used: 'This invitation was already accepted. Log in to work for the company.',
  unknown: 'This invitation link is not valid. Check that you opened the whole link from the email, or ask for a new invitation.',
};

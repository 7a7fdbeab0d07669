import { z } from 'zod';
import { emailSchema, passwordSchema } from '~/domain/registration';

/** "Forgot password": the address to send the link to. */
export const ForgotPasswordSchema = z.object({ email: emailSchema });

/** Choosing a new password from the emailed link; the token travels in a hidden field. */
export const ResetPasswordSchema = z
  .object({
    token: z.string({ error: 'This link is incomplete. Open the link from the email again.' }).max(200),
    password: passwordSchema,
    confirmPassword: z.string({ error: 'Type the password again' }),
  })
  .refine((value) => value.password === value.confirmPassword, {
    path: ['confirmPassword'],
    message: 'The two passwords are different; type the same password twice',
  });

/** Changing the password while signed in (account settings): the current one, then the new one twice. */
export const ChangePasswordSchema = z
  .object({
    currentPassword: z.string({ error: 'Enter your current password' }).min(1, 'Enter your current password').max(128, 'A password can be at most 128 characters'),
    password: passwordSchema,
    confirmPassword: z.string({ error: 'Type the password again' }),
  })
  .refine((value) => value.password === value.confirmPassword, {
    path: ['confirmPassword'],
    message: 'The two passwords are different; type the same password twice',
  });

import { z } from 'zod';
import { CONSENT_PURPOSES, type ConsentPurpose } from '~/content/privacy-notice';

/** The purposes a person can withdraw and give again in their settings (the account's own consent ends with the account). */
const OPTIONAL_PURPOSES = (Object.keys(CONSENT_PURPOSES) as ConsentPurpose[]).filter((purpose) => !CONSENT_PURPOSES[purpose].required);

const notUnderstood = 'This choice was not understood. Reload the page and try again.';

/** The buttons of /account/privacy: withdraw or give again one optional consent. */
export const consentActionSchema = z.object({
  intent: z.enum(['withdraw', 'give'], { error: notUnderstood }),
  purpose: z.string({ error: notUnderstood }).refine((value): value is ConsentPurpose => (OPTIONAL_PURPOSES as string[]).includes(value), notUnderstood),
});

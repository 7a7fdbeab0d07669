import { z } from 'zod';

/**
 * Reports of abuse: what can be reported, why, and the outcomes a moderator can give (issue 17).
 */
export const REPORT_TARGETS = ['listing', 'company', 'message', 'review', 'reply'] as const;
export type ReportTarget = (typeof REPORT_TARGETS)[number];

export const REPORT_REASONS = ['fraud', 'counterfeit', 'prohibited', 'misleading', 'abusive', 'spam', 'other'] as const;
export type ReportReason = (typeof REPORT_REASONS)[number];

export const REPORT_REASON_LABELS: Record<ReportReason, string> = {
  fraud: 'Fraud or a scam',
  counterfeit: 'Counterfeit or fake brand',
  prohibited: 'Prohibited or illegal goods',
  misleading: 'Misleading or wrong information',
  abusive: 'Abusive or offensive',
  spam: 'Spam',
  other: 'Something else',
};

export const REPORT_STATUSES = ['open', 'upheld', 'dismissed'] as const;
export type ReportStatus = (typeof REPORT_STATUSES)[number];

export const REPORT_TARGET_LABELS: Record<ReportTarget, string> = {
  listing: 'A product listing',
  company: 'A supplier',
  message: 'A message',
  review: 'A review',
  reply: 'A supplier’s reply to a review',
};

export const REPORT_STATUS_LABELS: Record<ReportStatus, string> = {
  open: 'Waiting for a moderator',
  upheld: 'Upheld',
  dismissed: 'Dismissed',
};

export const REPORT_DETAILS_MAX = 2000;
export const REPORT_NOTE_MAX = 1000;
/** How many reports one account may send: per hour, and per day (both counted, the stricter wins). */
export const REPORT_LIMITS = { hour: 10, day: 30 } as const;

const CHOOSE_REASON = 'Choose why you are reporting it';
const WHAT = 'We could not tell what you are reporting. Open the Report link beside it again.';

/** The report form (/report): what is reported (from the link), why, and details. */
export const ReportFormSchema = z
  .object({
    kind: z.enum(REPORT_TARGETS, { error: WHAT }),
    id: z.coerce.number({ error: WHAT }).int(WHAT).positive(WHAT).max(2147483647, WHAT),
    reason: z.enum(REPORT_REASONS, { error: CHOOSE_REASON }),
    details: z
      .string()
      .trim()
      .max(REPORT_DETAILS_MAX, `Keep the details to ${REPORT_DETAILS_MAX.toLocaleString('en-IN')} characters or fewer`)
      .optional()
      .transform((details) => details ?? ''),
  })
  .superRefine((value, ctx) => {
    if (value.reason === 'other' && value.details === '') ctx.addIssue({ code: 'custom', path: ['details'], message: 'With “Something else”, say in the details what is wrong' });
  });
export type ReportFormInput = z.infer<typeof ReportFormSchema>;

/** A moderator's decision: uphold (with the action that applies to the target) or dismiss, with a note the reporter reads. */
export const ReportDecisionSchema = z.object({
  intent: z.enum(['uphold', 'dismiss'], { error: 'Choose uphold or dismiss' }),
  note: z
    .string({ error: 'Write the outcome the reporter will read' })
    .trim()
    .min(5, 'Write the outcome the reporter will read (at least 5 characters)')
    .max(REPORT_NOTE_MAX, `Keep the note to ${REPORT_NOTE_MAX.toLocaleString('en-IN')} characters or fewer`),
});
export type ReportDecisionInput = z.infer<typeof ReportDecisionSchema>;

/** What upholding a report does to its target, as the moderator is told before deciding. */
export const UPHOLD_ACTIONS: Record<ReportTarget, string> = {
  review: 'The review is hidden: it no longer shows or counts towards the supplier’s rating.',
  reply: 'The supplier’s reply is hidden; the buyer’s review stays. The supplier cannot reply again.',
  listing: 'The listing is taken down (rejected with your note); the seller can correct it and submit it again.',
  company: 'The decision is recorded. To suspend the company, open it in the admin console.',
  message: 'The decision is recorded with the message; the conversation itself stays for its two parties.',
};

/** What the reporter reads in the notification and on their reports page. */
/** What upholding a report does to the thing, as the reporter is told it. */
const UPHELD_ACTIONS: Record<ReportTarget, string> = {
  review: ' and hid the review',
  reply: ' and hid the reply',
  listing: ' and took the listing down',
  company: '',
  message: '',
};

export function reportOutcomeText(status: Exclude<ReportStatus, 'open'>, target: ReportTarget, note: string): string {
  const what = REPORT_TARGET_LABELS[target].replace(/^A /, 'the ');
  const verdict =
    status === 'upheld'
      ? `We upheld your report of ${what}${UPHELD_ACTIONS[target]}.`
      : `We looked at your report of ${what} and found it does not break our rules, so it stays.`;
  return `${verdict} Moderator’s note: ${note}`;
}

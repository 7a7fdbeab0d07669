/**
 * Reports of abuse: what can be reported, why, and the outcomes a moderator can give (issue 17).
 */
export const REPORT_TARGETS = ['listing', 'company', 'message', 'review'] as const;
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

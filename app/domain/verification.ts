/**
 * What TradeSetu has checked about a company, and the badge level those checks add up to. The
 * facts live in `company_checks` (one current row per check, older rows kept as history); the
 * level is derived here, stored on `companies.verification_level` by the verification service, and
 * read by supplier cards, the supplier page, search filters, requirement matching and the assistant.
 * A level's name says what it means; nothing on the site may claim more than the checks behind it.
 */
export const COMPANY_CHECKS = [
  /** GSTIN checksum and state code (automatic). */
  'gstin_format',
  /** The PAN inside the GSTIN is the PAN the company gave (automatic). */
  'pan_in_gstin',
  /** Udyam registration number format (automatic). */
  'udyam_format',
  /** DPIIT recognition number format (automatic). */
  'dpiit_format',
  /** A reviewer compared the uploaded GST registration certificate with the GSTIN, name and address. */
  'gst_certificate',
  /** A reviewer compared the uploaded Udyam certificate with the Udyam number and name. */
  'udyam_certificate',
  /** A reviewer compared the uploaded bank proof (cancelled cheque or statement) with the company name. */
  'bank_proof',
  /** A GST verification provider answered for the GSTIN (only when one is configured). */
  'gst_register',
] as const;
export type CompanyCheck = (typeof COMPANY_CHECKS)[number];

export const CHECK_STATUSES = ['pending', 'passed', 'failed'] as const;
export type CheckStatus = (typeof CHECK_STATUSES)[number];

/** Who decided a check. */
export const CHECK_METHODS = ['automatic', 'reviewer', 'provider'] as const;
export type CheckMethod = (typeof CHECK_METHODS)[number];

/** The documents a company can upload for review, and the check each one feeds. */
export const COMPANY_DOCUMENT_KINDS = ['gst_certificate', 'udyam_certificate', 'bank_proof'] as const;
export type CompanyDocumentKind = (typeof COMPANY_DOCUMENT_KINDS)[number];

export const VERIFICATION_LEVELS = ['none', 'identifiers_checked', 'documents_reviewed'] as const;
export type VerificationLevel = (typeof VERIFICATION_LEVELS)[number];

export const LEVEL_LABELS: Record<VerificationLevel, string> = {
  none: 'Not checked yet',
  identifiers_checked: 'Identifiers checked',
  documents_reviewed: 'Documents reviewed',
};

/** What a level means, in one sentence a buyer can hold us to. */
export const LEVEL_MEANINGS: Record<VerificationLevel, string> = {
  none: 'TradeSetu has not checked this company’s identifiers or documents yet.',
  identifiers_checked: 'The GSTIN’s checksum and state code are valid and the PAN inside it is the PAN the company gave. No reviewed document is current: none was reviewed yet, or the company’s details changed since.',
  documents_reviewed: 'Identifiers checked, and a TradeSetu reviewer compared the GST registration certificate with the company’s GSTIN, PAN, name and business address.',
};

/** The current state of each check, as the level rule needs it. */
export type CurrentChecks = Partial<Record<CompanyCheck, CheckStatus>>;

/** The level a company's current checks add up to. */
export function verificationLevel(checks: CurrentChecks): VerificationLevel {
  const identifiers = checks.gstin_format === 'passed' && checks.pan_in_gstin === 'passed';
  if (!identifiers) return 'none';
  return checks.gst_certificate === 'passed' ? 'documents_reviewed' : 'identifiers_checked';
}

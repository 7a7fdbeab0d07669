import { z } from 'zod';
import { parseDpiit, parseGstin, parseUdyam, panFromGstin } from './india-ids';
import { COMPANY_DOCUMENT_KINDS, type CheckStatus, type CompanyCheck, type CompanyDocumentKind } from './verification';

/** The identifiers the automatic checks read, as stored on the company. */
export interface CompanyIdentifiers {
  gstin: string | null;
  pan: string | null;
  udyam: string | null;
  dpiit: string | null;
}

export type AutomaticCheck = 'gstin_format' | 'pan_in_gstin' | 'udyam_format' | 'dpiit_format';

export interface AutomaticResult {
  check: AutomaticCheck;
  status: Extract<CheckStatus, 'passed' | 'failed'>;
  checkedValue: string;
  reason: string;
}

/**
 * What the automatic checks conclude from a company's identifiers, each with the value checked
 * and the reason in words. A Udyam or DPIIT number the company did not give gets no result at all
 * (no row): "not registered" is a fact the company states, not a check that failed
 * (docs/decisions/0021).
 */
export function automaticResults(ids: CompanyIdentifiers): AutomaticResult[] {
  const results: AutomaticResult[] = [];
  const gstin = ids.gstin ?? '';
  const parsed = parseGstin(gstin);
  results.push(
    parsed.ok
      ? { check: 'gstin_format', status: 'passed', checkedValue: parsed.value, reason: 'The GSTIN’s check character and state code are valid.' }
      : { check: 'gstin_format', status: 'failed', checkedValue: gstin, reason: parsed.error },
  );
  const pan = (ids.pan ?? '').toUpperCase();
  const inside = panFromGstin(gstin);
  results.push(
    inside === undefined
      ? { check: 'pan_in_gstin', status: 'failed', checkedValue: `${gstin} / ${pan}`, reason: 'The PAN inside the GSTIN cannot be read because the GSTIN is not valid.' }
      : inside === pan
        ? { check: 'pan_in_gstin', status: 'passed', checkedValue: `${gstin} / ${pan}`, reason: 'Characters 3–12 of the GSTIN are the PAN the company gave.' }
        : {
            check: 'pan_in_gstin',
            status: 'failed',
            checkedValue: `${gstin} / ${pan}`,
            reason: `Characters 3–12 of the GSTIN are ${inside}, but the company gave the PAN ${pan || '(none)'}.`,
          },
  );
  if (ids.udyam) {
    const udyam = parseUdyam(ids.udyam);
    results.push({ check: 'udyam_format', status: udyam.ok ? 'passed' : 'failed', checkedValue: ids.udyam, reason: udyam.ok ? 'The Udyam registration number has the official format.' : udyam.error });
  }
  if (ids.dpiit) {
    const dpiit = parseDpiit(ids.dpiit);
    results.push({ check: 'dpiit_format', status: dpiit.ok ? 'passed' : 'failed', checkedValue: ids.dpiit, reason: dpiit.ok ? 'The DPIIT recognition number has the official format.' : dpiit.error });
  }
  return results;
}

export const DOCUMENT_LABELS: Record<CompanyDocumentKind, string> = {
  gst_certificate: 'GST registration certificate',
  udyam_certificate: 'Udyam registration certificate',
  bank_proof: 'Bank proof (cancelled cheque or bank statement)',
};

/** A check's name on the account and admin pages. */
export const CHECK_LABELS: Record<CompanyCheck, string> = {
  gstin_format: 'GSTIN checksum and state code',
  pan_in_gstin: 'PAN inside the GSTIN matches the PAN given',
  udyam_format: 'Udyam number format',
  dpiit_format: 'DPIIT recognition number format',
  gst_certificate: 'GST registration certificate',
  udyam_certificate: 'Udyam registration certificate',
  bank_proof: 'Bank proof',
  gst_register: 'GSTIN in the GST register',
};

/**
 * What a PASSED check lets the supplier page say, in words a buyer can hold us to. Only passed
 * checks are shown publicly; "checked against the GST register" appears only for a passed
 * provider row (the connector really answered).
 */
export const PASSED_CHECK_CLAIMS: Record<CompanyCheck, string> = {
  gstin_format: 'GSTIN checksum and state code valid',
  pan_in_gstin: 'PAN inside the GSTIN matches the PAN given',
  udyam_format: 'Udyam registration number format valid',
  dpiit_format: 'DPIIT recognition number format valid',
  gst_certificate: 'GST registration certificate reviewed by TradeSetu',
  udyam_certificate: 'Udyam registration certificate reviewed by TradeSetu',
  bank_proof: 'Bank proof reviewed by TradeSetu',
  gst_register: 'GSTIN checked against the GST register',
};

/** A matched supplier's reason line for its level (requirement matching). */
export const LEVEL_MATCH_REASONS: Record<'identifiers_checked' | 'documents_reviewed', string> = {
  identifiers_checked: 'GSTIN and PAN checked (no document reviewed yet)',
  documents_reviewed: 'GST registration certificate reviewed by TradeSetu',
};

/** The order checks are listed in, identifiers first. */
export function checkOrder(check: CompanyCheck): number {
  return Object.keys(CHECK_LABELS).indexOf(check);
}

/** The fields whose change makes the reviewer's GST certificate decision stale. */
export function certificateStale(before: { gstin: string | null; pan: string | null; address: string }, after: { gstin: string | null; pan: string | null; address: string }): string[] {
  const changed: string[] = [];
  if ((before.gstin ?? '') !== (after.gstin ?? '')) changed.push('GSTIN');
  if ((before.pan ?? '') !== (after.pan ?? '')) changed.push('PAN');
  if (before.address.trim() !== after.address.trim()) changed.push('address');
  return changed;
}

/** The reason a re-opened reviewer check carries: "The GSTIN and address changed on 12 Nov 2026; …". */
export function reopenedReason(changed: readonly string[], day: string, what = 'certificate'): string {
  const list = changed.length > 1 ? `${changed.slice(0, -1).join(', ')} and ${changed.at(-1) ?? ''}` : (changed[0] ?? '');
  return `The ${list} changed on ${day}; the ${what} must be reviewed again.`;
}

/** The most a company document may weigh. */
export const MAX_DOCUMENT_BYTES = 10 * 1024 * 1024;

/** What a document's first bytes say it is: only a PDF, JPEG or PNG is taken (never by its name). */
export function documentType(bytes: Uint8Array): 'pdf' | 'jpeg' | 'png' | undefined {
  const ascii = (from: number, to: number) => String.fromCharCode(...bytes.subarray(from, to));
  if (bytes.length >= 5 && ascii(0, 5) === '%PDF-') return 'pdf';
  if (bytes.length >= 3 && bytes[0] === 0xff && bytes[1] === 0xd8 && bytes[2] === 0xff) return 'jpeg';
  if (bytes.length >= 8 && bytes[0] === 0x89 && ascii(1, 4) === 'PNG' && bytes[4] === 0x0d && bytes[5] === 0x0a) return 'png';
  return undefined;
}

const unknownForm = 'This form was not understood. Reload the page and try again.';

/** The upload form of /account/verification: which document (the file is read from the same body). */
export const documentUploadSchema = z.object({
  kind: z.enum(COMPANY_DOCUMENT_KINDS, { error: 'Choose which document this is' }),
  /** Checked by its bytes on the server (documentType); here only so its errors have a field. */
  file: z.unknown().optional(),
});

export const DECISION_REASON_MAX = 1000;

/** A reviewer's decision on one pending document check: a reason is required to reject. */
export const checkDecisionSchema = z
  .object({
    checkId: z.coerce.number({ error: unknownForm }).int(unknownForm).positive(unknownForm),
    decision: z.enum(['approve', 'reject'], { error: unknownForm }),
    reason: z.string().trim().max(DECISION_REASON_MAX, `Keep the reason to ${DECISION_REASON_MAX.toLocaleString('en-IN')} characters`).optional().default(''),
  })
  .superRefine((value, ctx) => {
    if (value.decision === 'reject' && value.reason === '') {
      ctx.addIssue({ code: 'custom', path: ['reason'], message: 'Say why the document is rejected; the company reads it and can upload a better one' });
    }
  });
export type CheckDecision = z.output<typeof checkDecisionSchema>;

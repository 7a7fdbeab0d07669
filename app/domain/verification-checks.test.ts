import { parseWithZod } from '@conform-to/zod/v4';
import { describe, expect, it } from 'vitest';
import { gstinCheckCharacter } from './india-ids';
import { automaticResults, certificateStale, checkDecisionSchema, documentType, reopenedReason } from './verification-checks';

const gstin = (pan: string, state = '27') => {
  const first14 = `${state}${pan}1Z`;
  return first14 + gstinCheckCharacter(first14);
};

const statuses = (results: ReturnType<typeof automaticResults>) => Object.fromEntries(results.map((r) => [r.check, r.status]));

describe('automaticResults', () => {
  it('passes a valid GSTIN whose PAN is the PAN given, and checks Udyam and DPIIT only when given', () => {
    const results = automaticResults({ gstin: gstin('AAPFU0939F'), pan: 'AAPFU0939F', udyam: null, dpiit: null });
    expect(statuses(results)).toEqual({ gstin_format: 'passed', pan_in_gstin: 'passed' });
    const withBoth = automaticResults({ gstin: gstin('AAPFU0939F'), pan: 'AAPFU0939F', udyam: 'UDYAM-MH-33-0012345', dpiit: 'DIPP12' });
    expect(statuses(withBoth)).toEqual({ gstin_format: 'passed', pan_in_gstin: 'passed', udyam_format: 'passed', dpiit_format: 'failed' });
    expect(withBoth.find((r) => r.check === 'dpiit_format')?.reason).toContain('3 to 8 digits');
  });

  it('fails the PAN check with both values named when they differ, and both checks for a mistyped GSTIN', () => {
    const mismatch = automaticResults({ gstin: gstin('AAPFU0939F'), pan: 'AAPFU0939G', udyam: null, dpiit: null });
    expect(statuses(mismatch)).toEqual({ gstin_format: 'passed', pan_in_gstin: 'failed' });
    expect(mismatch[1]?.reason).toBe('Characters 3–12 of the GSTIN are AAPFU0939F, but the company gave the PAN AAPFU0939G.');
    const typo = automaticResults({ gstin: '27AAPFU0939F1ZA', pan: 'AAPFU0939F', udyam: null, dpiit: null });
    expect(statuses(typo)).toEqual({ gstin_format: 'failed', pan_in_gstin: 'failed' });
    expect(typo[0]?.reason).toContain('check character');
    expect(statuses(automaticResults({ gstin: null, pan: null, udyam: null, dpiit: null }))).toEqual({ gstin_format: 'failed', pan_in_gstin: 'failed' });
  });
});

describe('re-opening a reviewed certificate', () => {
  it('names what changed and when', () => {
    const before = { gstin: '27AAPFU0939F1ZV', pan: 'AAPFU0939F', address: '12 MG Road' };
    expect(certificateStale(before, { ...before, address: ' 12 MG Road ' })).toEqual([]);
    const changed = certificateStale(before, { gstin: '29AAPFU0939F1ZR', pan: 'AAPFU0939F', address: '1 Residency Road' });
    expect(changed).toEqual(['GSTIN', 'address']);
    expect(reopenedReason(changed, '14 Nov 2026')).toBe('The GSTIN and address changed on 14 Nov 2026; the certificate must be reviewed again.');
    expect(reopenedReason(['GSTIN', 'PAN', 'address'], '14 Nov 2026')).toBe('The GSTIN, PAN and address changed on 14 Nov 2026; the certificate must be reviewed again.');
  });
});

describe('documentType', () => {
  const bytes = (text: string) => new TextEncoder().encode(text);
  it('takes PDF, JPEG and PNG by their first bytes and nothing else', () => {
    expect(documentType(bytes('%PDF-1.7\n'))).toBe('pdf');
    expect(documentType(new Uint8Array([0xff, 0xd8, 0xff, 0xe0]))).toBe('jpeg');
    expect(documentType(new Uint8Array([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]))).toBe('png');
    expect(documentType(bytes('<svg><script>alert(1)</script></svg>'))).toBeUndefined();
    expect(documentType(bytes('<!doctype html>%PDF-'))).toBeUndefined();
    expect(documentType(bytes('RIFF\u0000\u0000\u0000\u0000WEBP'))).toBeUndefined();
    expect(documentType(new Uint8Array())).toBeUndefined();
  });
});

describe('checkDecisionSchema', () => {
  const parse = (fields: Record<string, string>) => {
    const form = new FormData();
    for (const [name, value] of Object.entries(fields)) form.set(name, value);
    return parseWithZod(form, { schema: checkDecisionSchema });
  };
  it('needs a reason to reject, not to approve', () => {
    expect(parse({ checkId: '7', decision: 'approve' }).status).toBe('success');
    const rejected = parse({ checkId: '7', decision: 'reject', reason: '   ' });
    expect(rejected.status).toBe('error');
    expect(rejected.reply().error?.reason?.[0]).toContain('Say why');
    expect(parse({ checkId: '7', decision: 'reject', reason: 'Blurred scan' }).status).toBe('success');
    expect(parse({ checkId: 'x', decision: 'maybe' }).status).toBe('error');
  });
});

import { parseWithZod } from '@conform-to/zod/v4';
import { describe, expect, it } from 'vitest';
import { ReportDecisionSchema, ReportFormSchema, reportOutcomeText } from './reports';

const form = (fields: Record<string, string>) => {
  const data = new FormData();
  for (const [key, value] of Object.entries(fields)) data.set(key, value);
  return data;
};

describe('the report form', () => {
  it('takes a kind, an id, a reason and optional details', () => {
    const ok = parseWithZod(form({ kind: 'review', id: '9', reason: 'spam' }), { schema: ReportFormSchema });
    expect(ok.status === 'success' && ok.value).toEqual({ kind: 'review', id: 9, reason: 'spam', details: '' });
  });

  it('needs details with “other”, a known reason and kind, and at most 2,000 characters', () => {
    expect(parseWithZod(form({ kind: 'listing', id: '1', reason: 'other', details: '  ' }), { schema: ReportFormSchema }).reply().error?.details?.[0]).toMatch(/Something else/);
    expect(parseWithZod(form({ kind: 'listing', id: '1', reason: 'nope' }), { schema: ReportFormSchema }).reply().error?.reason?.[0]).toMatch(/Choose why/);
    expect(parseWithZod(form({ kind: 'order', id: '1', reason: 'spam' }), { schema: ReportFormSchema }).reply().error?.kind?.[0]).toMatch(/Report link/);
    expect(parseWithZod(form({ kind: 'listing', id: '-3', reason: 'spam' }), { schema: ReportFormSchema }).reply().error?.id?.[0]).toMatch(/Report link/);
    expect(parseWithZod(form({ kind: 'listing', id: '1', reason: 'spam', details: 'x'.repeat(2001) }), { schema: ReportFormSchema }).reply().error?.details?.[0]).toMatch(/2,000/);
  });

  it('asks the moderator for a note the reporter reads', () => {
    expect(parseWithZod(form({ intent: 'uphold', note: '' }), { schema: ReportDecisionSchema }).reply().error?.note?.[0]).toMatch(/outcome the reporter will read/);
    expect(parseWithZod(form({ intent: 'ban', note: 'Fine note.' }), { schema: ReportDecisionSchema }).reply().error?.intent?.[0]).toMatch(/uphold or dismiss/);
  });
});

describe('the outcome in words', () => {
  it('says what was done', () => {
    expect(reportOutcomeText('upheld', 'review', 'Insults.')).toBe('We upheld your report of the review and hid the review. Moderator’s note: Insults.');
    expect(reportOutcomeText('upheld', 'listing', 'Fake.')).toMatch(/took the listing down/);
    expect(reportOutcomeText('dismissed', 'company', 'Fine.')).toMatch(/^We looked at your report of the supplier and found it does not break our rules/);
  });
});

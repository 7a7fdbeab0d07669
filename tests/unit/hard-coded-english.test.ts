import { describe, expect, it } from 'vitest';
import { englishWords, hardCodedEnglish, sweep, tsxFiles } from './support/hard-coded-english';

/**
 * No English written straight into a page or a component (issue 19): what a Hindi page shows
 * comes from messages (app/content/messages). The sweep (./support/hard-coded-english.ts) reads
 * every .tsx of app/components and app/routes; new English there fails this test.
 */

/** English by design, never under /hi. */
const ENGLISH_BY_DESIGN: Record<string, string> = {
  // The admin console keeps one English address (docs/decisions/0034); its files are not swept at all.
  'app/routes/admin*.tsx, app/components/admin/': 'admin console',
  'app/routes/dev-outbox.tsx': 'the development outbox (/dev/outbox), a developer tool',
  'app/routes/bench-hello.tsx': 'a page built only for the benchmarks (BENCH_ROUTES=true)',
};
const isAdmin = (file: string) => /^app\/(routes\/admin[^/]*\.tsx|components\/admin\/)/.test(file);

/**
 * Whole pages still written in English, each waiting for its own translation (its own namespace
 * and Hindi journey), not a fragment: none at present (the lead manager, integrations, the seller's
 * requirement and quote, reviews, reports and verification pages were the last). The list only
 * shrinks: a file here that has no English left fails the test, so it comes off when translated.
 */
const WHOLE_PAGES_NOT_YET_TRANSLATED: readonly string[] = [];

const root = process.cwd();
const swept = [...tsxFiles(root, 'app/components'), ...tsxFiles(root, 'app/routes')].filter((file) => !isAdmin(file) && !(file in ENGLISH_BY_DESIGN));

describe('hard-coded English in pages and components (issue 19)', () => {
  const findings = sweep(root, swept);

  it('finds none outside the pages not yet translated', () => {
    const left = findings.filter((finding) => !WHOLE_PAGES_NOT_YET_TRANSLATED.includes(finding.file)).map((finding) => `${finding.file}:${finding.line}: ${finding.text}`);
    expect(left, 'put the text in a message (app/content/messages) and show it with t(…)').toEqual([]);
  });

  it('lists only pages that still have English (translated ones come off the list)', () => {
    const withEnglish = new Set(findings.map((finding) => finding.file));
    expect(WHOLE_PAGES_NOT_YET_TRANSLATED.filter((file) => !withEnglish.has(file))).toEqual([]);
  });
});

describe('the sweep', () => {
  const find = (source: string) => hardCodedEnglish('x.tsx', source).map((finding) => finding.text);

  it('finds JSX text, visible attributes and literals a JSX child shows', () => {
    expect(find(`const a = <p>No checks yet.</p>;`)).toEqual(['No checks yet.']);
    expect(find(`const a = <th title="Reason" aria-label={'Close'} className="py-2">x</th>;`)).toEqual(['Reason', 'Close']);
    expect(find(`const a = <span>{done ? 'Passed' : failed ?? \`Failed \${n} times\`}</span>;`)).toEqual(['Passed', 'Failed … times']);
    expect(find(`const a = <FormField label={\`Quantity (\${unit})\`} hint="The buyer's quantity." />;`)).toEqual(['Quantity (…)', "The buyer's quantity."]);
  });

  it('leaves messages, codes, names and what no one reads', () => {
    expect(find(`const a = <p className="mt-2 text-sm" data-testid="x">{t('checksNone')}</p>;`)).toEqual([]);
    expect(find(`const a = <dt>GSTIN:</dt>;`)).toEqual([]);
    expect(find(`const a = <a href={href('/contact')} download>PDF · {n} MB</a>;`)).toEqual([]);
    expect(find(`const a = <span>{\`/ \${unit}\`} · ₹{price}</span>;`)).toEqual([]);
    // RichText's parts only stand in for the message's own words.
    expect(find(`const a = <RichText text={t('x')} parts={[<a href="/contact">contact</a>]} />;`)).toEqual([]);
  });

  it('counts as English only Latin words that are not codes or names', () => {
    expect(englishWords('TradeSetu GSTIN · PDF, 10 MB')).toEqual([]);
    expect(englishWords('Value checked')).toEqual(['Value', 'checked']);
    expect(englishWords('the buyer&apos;s')).toEqual(['the', 'buyer']);
  });
});

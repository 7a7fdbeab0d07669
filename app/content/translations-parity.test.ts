import { describe, expect, it } from 'vitest';
import { RETENTION_SCHEDULE } from '~/domain/retention';
import { contentPages } from './pages';
import { contentPagesHi } from './pages-hi';
import { NOTICE_ITEMS, NOTICE_RECIPIENTS, NOTICE_RIGHTS, NOTICE_RIGHTS_IN_SHORT } from './privacy-notice';
import { NOTICE_ITEMS_HI, NOTICE_RECIPIENTS_HI, NOTICE_RIGHTS_HI, NOTICE_RIGHTS_IN_SHORT_HI, RETENTION_HI } from './privacy-notice-hi';
import { programmePage } from './programmes';

const DEVANAGARI = /[\u0900-\u097F]/;
const paths = (text: string) => text.match(/\/[a-z][a-z/-]*/g) ?? [];

/** The Hindi content modules are translations of the English ones, part for part (issue 19). */
describe('Hindi content beside the English', () => {
  it('every content page has a Hindi twin with the same sections, paragraphs and bullets', () => {
    expect(Object.keys(contentPagesHi).sort()).toEqual(Object.keys(contentPages).sort());
    for (const [path, page] of Object.entries(contentPages)) {
      const hindi = contentPagesHi[path];
      expect(hindi, path).toBeDefined();
      if (!hindi) continue;
      expect(DEVANAGARI.test(hindi.title) && DEVANAGARI.test(hindi.summary), path).toBe(true);
      expect(hindi.sections.map((s) => [Boolean(s.heading), s.paragraphs?.length, s.bullets?.length]), path).toEqual(
        page.sections.map((s) => [Boolean(s.heading), s.paragraphs?.length, s.bullets?.length]),
      );
    }
  });

  it('the programme pages say the same number of things in Hindi', () => {
    for (const slug of ['verified-supplier', 'trade-assurance']) {
      const english = programmePage(slug, 'en');
      const hindi = programmePage(slug, 'hi');
      expect(hindi?.points.length, slug).toBe(english?.points.length);
      expect(hindi?.notYet.length, slug).toBe(english?.notYet.length);
    }
    expect(programmePage('constructor', 'hi')).toBeUndefined();
  });

  it('the Hindi privacy notice is the same notice: same items and consents, sections and links', () => {
    expect(NOTICE_ITEMS_HI.map((item) => item.consent)).toEqual(NOTICE_ITEMS.map((item) => item.consent));
    expect(NOTICE_RECIPIENTS_HI).toHaveLength(NOTICE_RECIPIENTS.length);
    expect(NOTICE_RIGHTS_HI.map((section) => section.paragraphs.map(paths))).toEqual(NOTICE_RIGHTS.map((section) => section.paragraphs.map(paths)));
    expect(NOTICE_RIGHTS_IN_SHORT_HI.map(paths)).toEqual(NOTICE_RIGHTS_IN_SHORT.map(paths));
    for (const item of NOTICE_ITEMS_HI) expect(DEVANAGARI.test(item.data) && DEVANAGARI.test(item.purpose), item.data).toBe(true);
  });

  it('every retention rule has its Hindi, and no Hindi is left for a rule that is gone', () => {
    expect(Object.keys(RETENTION_HI).sort()).toEqual(RETENTION_SCHEDULE.map((rule) => rule.data).sort());
  });
});

import { describe, expect, it, vi } from 'vitest';
import type { Namespace } from '~/content/messages';
import type { Locale } from '~/domain/locale';
import { compiledNamespace } from '~/services/i18n/catalog.server';
import { PageTranslations, type TranslationsPayload } from '~/components/i18n/translations';

const onServer = (locale: Locale) => new PageTranslations(locale, { now: (ns) => compiledNamespace(locale, ns) });
const payloadOf = (translations: PageTranslations) => JSON.parse(translations.payloadText()) as TranslationsPayload;
const MISMATCH = 'This GSTIN is registered in Maharashtra. Choose Maharashtra as the billing state, or leave the GSTIN empty to buy as an unregistered business.';

describe('a page carries only the domain texts it showed', () => {
  it('a Hindi page carries the entries it used, not the whole errors namespace', () => {
    const page = onServer('hi');
    const text = page.domainText();
    expect(text(MISMATCH)).toContain('महाराष्ट्र');
    expect(text('Enter the 12-digit UTR from your UPI app.')).toBe('अपने UPI ऐप से 12 अंकों का UTR डालें।');
    const carried = Object.keys(payloadOf(page).namespaces.errors ?? {});
    expect(carried.sort()).toEqual(['Enter the 12-digit UTR from your UPI app.', 'This GSTIN is registered in {state}. Choose {state} as the billing state, or leave the GSTIN empty to buy as an unregistered business.']);
    expect(Object.keys(compiledNamespace('hi', 'errors')).length).toBeGreaterThan(100);
  });

  it("writes the payload as one JSON text of the namespaces it used, safe inside a script element, the same on every page", () => {
    const page = onServer('hi');
    expect(page.ensure('shell')).toBeNull();
    expect(page.ensure('catalogue')).toBeNull();
    page.domainText()(MISMATCH);
    const expected = { locale: 'hi', namespaces: { shell: compiledNamespace('hi', 'shell'), catalogue: compiledNamespace('hi', 'catalogue'), errors: payloadOf(page).namespaces.errors } };
    expect(page.payloadText()).toBe(JSON.stringify(expected).replace(/</g, '\\u003c'));
    expect(page.payloadText()).not.toContain('<');
    const again = onServer('hi');
    expect(again.ensure('shell')).toBeNull();
    expect(again.ensure('catalogue')).toBeNull();
    expect(again.payloadText()).toBe(JSON.stringify({ locale: 'hi', namespaces: { shell: expected.namespaces.shell, catalogue: expected.namespaces.catalogue } }).replace(/</g, '\\u003c'));
  });

  it('a page that showed no domain text carries no errors namespace', () => {
    const page = onServer('hi');
    page.domainText();
    expect(payloadOf(page).namespaces.errors).toBeUndefined();
  });

  it('an English page shows domain texts as written and carries none', () => {
    const page = onServer('en');
    expect(page.domainText()(MISMATCH)).toBe(MISMATCH);
    expect(payloadOf(page).namespaces.errors).toBeUndefined();
  });

  it('in the browser the rest arrive after the page, and subscribed components hear of it', async () => {
    const server = onServer('hi');
    server.domainText()(MISMATCH);
    const payload = payloadOf(server);
    const fetched: Namespace[] = [];
    const browser = new PageTranslations('hi', { fetch: (ns) => (fetched.push(ns), Promise.resolve(compiledNamespace('hi', ns))) }, payload.namespaces);
    const utr = 'Enter the 12-digit UTR from your UPI app.';
    expect(browser.domainText()(MISMATCH)).toContain('महाराष्ट्र');
    expect(browser.domainText()(utr)).toBe(utr);
    let heard = 0;
    browser.subscribeDomainTexts(() => (heard += 1));
    browser.completeDomainTexts();
    browser.completeDomainTexts();
    await new Promise((resolve) => setTimeout(resolve, 0));
    expect(fetched).toEqual(['errors']);
    expect(heard).toBe(1);
    expect(browser.domainTextsVersion()).toBe(1);
    expect(browser.domainText()(utr)).toBe('अपने UPI ऐप से 12 अंकों का UTR डालें।');
  });

  it('the browser fetches them on the first focus, tap or key, not while the page loads', async () => {
    const fetched: Namespace[] = [];
    const page = new PageTranslations('hi', { fetch: (ns) => (fetched.push(ns), Promise.resolve(compiledNamespace('hi', ns))) }, {});
    const document = new EventTarget();
    vi.stubGlobal('document', document);
    try {
      page.completeDomainTextsOnFirstUse();
      page.completeDomainTextsOnFirstUse();
      await new Promise((resolve) => setTimeout(resolve, 0));
      expect(fetched).toEqual([]);
      document.dispatchEvent(new Event('focusin'));
      document.dispatchEvent(new Event('keydown'));
      await new Promise((resolve) => setTimeout(resolve, 0));
      expect(fetched).toEqual(['errors']);
      expect(page.domainText()('Enter the 12-digit UTR from your UPI app.')).toBe('अपने UPI ऐप से 12 अंकों का UTR डालें।');
    } finally {
      vi.unstubAllGlobals();
    }
  });
});

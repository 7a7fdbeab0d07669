import { compileMessageOrThrow } from '@lingui/message-utils/compileMessage';
import { describe, expect, it } from 'vitest';
import { namespaces } from '~/content/messages';
import { serverDomainText, serverTranslator } from './catalog.server';

/** The names a message's placeholders use: `{name}`, `{count, plural, …}`. */
function placeholders(message: string): string[] {
  return [...new Set([...message.matchAll(/\{\s*(\w+)\s*[,}]/g)].map((match) => match[1] ?? ''))].sort();
}

/** Hindi text that may stay in Latin letters: names, codes and symbols only. */
const LATIN_IN_HINDI = /^[\s\d₹%.,:;()/+–—-]*$|^(English|TradeSetu|GST|GSTIN|PAN|UPI|OTP|PDF|CSV|XLSX|Udyam|MSME|<0>\{\w+\}<\/0>|\{\w+\})$/;

describe('the message catalogs (issue 19)', () => {
  for (const [ns, messages] of Object.entries(namespaces)) {
    describe(ns, () => {
      const entries = Object.entries(messages as Record<string, { en: string; hi: string }>);
      it('has every message in both languages, as valid ICU with the same placeholders', () => {
        for (const [key, { en, hi }] of entries) {
          expect(en.trim(), `${ns}.${key} (en)`).not.toBe('');
          expect(hi.trim(), `${ns}.${key} (hi)`).not.toBe('');
          expect(() => compileMessageOrThrow(en), `${ns}.${key} (en)`).not.toThrow();
          expect(() => compileMessageOrThrow(hi), `${ns}.${key} (hi)`).not.toThrow();
          expect(placeholders(hi), `${ns}.${key}: placeholders`).toEqual(placeholders(en));
        }
      });

      it('writes Hindi in Devanagari', () => {
        const untranslated = entries.filter(([, { hi }]) => !/[\u0900-\u097F]/.test(hi) && !LATIN_IN_HINDI.test(hi.trim())).map(([key]) => key);
        expect(untranslated).toEqual([]);
      });
    });
  }

  it('fills values into the message in each language', () => {
    const t = serverTranslator('hi', 'common');
    expect(t('errorReference', { reference: 'ab12' })).toContain('<0>ab12</0>');
    expect(serverTranslator('en', 'common')('goHome')).toBe('Go to the home page');
  });

  it('shows a domain text in the page language, with values and a state named in that language', () => {
    const text = 'This GSTIN is registered in Maharashtra. Choose Maharashtra as the billing state, or leave the GSTIN empty to buy as an unregistered business.';
    expect(serverDomainText('en')(text)).toBe(text);
    expect(serverDomainText('hi')(text)).toBe('यह GSTIN महाराष्ट्र में पंजीकृत है। बिलिंग राज्य के रूप में महाराष्ट्र चुनें, या अपंजीकृत व्यवसाय के रूप में ख़रीदने के लिए GSTIN ख़ाली छोड़ दें।');
    expect(serverDomainText('hi')('A GSTIN must be 15 characters (e.g. 27AAPFU0939F1ZV); you entered 9')).toBe('GSTIN 15 अक्षरों का होना चाहिए (जैसे 27AAPFU0939F1ZV); आपने 9 डाले');
    expect(serverDomainText('hi')('A text no catalog has')).toBe('A text no catalog has');
    expect(serverDomainText('hi')('The PAN changed on 12 Nov 2026; the certificate must be reviewed again.')).toMatch(/^12 नव॰ 2026 को PAN बदला गया/);
  });
});

import { expect, type Page } from '@playwright/test';
import { localisedHref } from '~/domain/locale';

/**
 * Checks a Hindi page (issue 19) the way a Hindi reader would notice a miss: the page says it is
 * Hindi, no message key is missing (shown as ⟦key⟧), every link and form stays in Hindi, and no
 * English sentence or interface word is left — in the text, or in labels a screen reader reads.
 * Catalogue and user text (product names, company names, messages) is not ours to translate:
 * components mark it `data-user-text`, and the check skips it.
 */

/** English words that show an untranslated interface text (a sentence, a button, a heading). */
const ENGLISH_WORDS = new Set(
  (
    'the and your you our we to of for with is are was be this that these those it its from by or not no yes if then ' +
    'login log in out register sign search submit save cancel send next back continue close open menu more less show hide view ' +
    'edit delete remove add new all any none first last page home contact help about terms privacy policy ' +
    'price prices product products supplier suppliers buyer buyers seller sellers category categories plan plans membership ' +
    'account profile settings password email address name phone mobile company business message messages inquiry inquiries ' +
    'requirement requirements quote quotes order orders invoice invoices payment pay paid status date today yesterday ' +
    'verified verification documents reviews review report notifications unread read mark minimum quantity unit units ' +
    'results result found filter filters sort clear apply update updated created sent received download upload photo photos ' +
    'free month year annual per each total subtotal tax city state pin'
  ).split(' '),
);

/** Words that are the same in a Hindi interface (names, codes, units). */
const SAME_IN_HINDI = /^(TradeSetu|GST|GSTIN|PAN|UPI|MSME|Udyam|CIN|IFSC|PIN|OTP|ID|PDF|CSV|XLSX|ZIP|API|CRM|URL|SMS|WhatsApp|Razorpay|UTR|HSN|SAC|kg|g|km|KB|MB|OK|AI|B2B|FAQ)$/;

/** The English left in a text, or null: a text in Latin letters that reads as interface English. */
export function englishIn(text: string): string | null {
  const trimmed = text.replace(/\s+/g, ' ').trim();
  if (!trimmed || /[\u0900-\u097F]/.test(trimmed)) return null;
  const words = (trimmed.match(/[A-Za-z]+/g) ?? []).filter((word) => !SAME_IN_HINDI.test(word));
  if (words.length === 0) return null;
  const english = words.filter((word) => ENGLISH_WORDS.has(word.toLowerCase()));
  // One interface word alone ("Search", "Login") or two in a phrase is English left behind.
  return english.length >= Math.min(2, words.length) ? trimmed : null;
}

interface PageTexts {
  lang: string | null;
  texts: string[];
  hrefs: string[];
}

async function pageTexts(page: Page): Promise<PageTexts> {
  // A link that loads a new document changes the URL (what the caller waited for) before the new
  // document has a body: read it once it is parsed.
  await page.waitForLoadState('domcontentloaded');
  return page.evaluate(() => {
    const skip = (element: Element | null) => Boolean(element?.closest('script, style, noscript, template, code, [data-user-text], [translate="no"], [hidden]'));
    const texts: string[] = [];
    const walker = document.createTreeWalker(document.body, NodeFilter.SHOW_TEXT);
    for (let node = walker.nextNode(); node; node = walker.nextNode()) if (!skip(node.parentElement) && node.textContent?.trim()) texts.push(node.textContent);
    for (const element of Array.from(document.querySelectorAll('[aria-label], [placeholder], [title], img[alt], input[type=submit][value]'))) {
      if (skip(element)) continue;
      for (const name of ['aria-label', 'placeholder', 'title', 'alt', 'value']) {
        const value = element.getAttribute(name);
        if (value && (name !== 'value' || element.matches('input[type=submit]'))) texts.push(value);
      }
    }
    texts.push(document.title);
    const hrefs = [
      ...Array.from(document.querySelectorAll('a[href]')).map((a) => a.getAttribute('href') ?? ''),
      ...Array.from(document.querySelectorAll('form[action]')).map((form) => form.getAttribute('action') ?? ''),
    ];
    return { lang: document.documentElement.getAttribute('lang'), texts, hrefs };
  });
}

/** Asserts the page the browser is on reads wholly in Hindi (see above). */
export async function expectHindiPage(page: Page): Promise<void> {
  const { lang, texts, hrefs } = await pageTexts(page);
  const where = page.url();
  expect(lang, `${where}: <html lang>`).toBe('hi-IN');
  expect(texts.filter((text) => text.includes('⟦')), `${where}: missing messages`).toEqual([]);
  expect(texts.map(englishIn).filter(Boolean), `${where}: English left on a Hindi page`).toEqual([]);
  const englishLinks = hrefs.filter((href) => href.startsWith('/') && href !== '/language' && localisedHref(href, 'hi') !== href);
  expect(englishLinks, `${where}: links that leave Hindi`).toEqual([]);
}

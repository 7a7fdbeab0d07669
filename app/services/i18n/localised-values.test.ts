import { describe, expect, it } from 'vitest';
import { namespaces } from '~/content/messages';
import { INQUIRY_UNITS } from '~/domain/inquiry';
import { UNITS } from '~/domain/listing';
import { localiseEnglishDate as dateIn } from '~/domain/india-time';
import { knownHindiNames } from '~/domain/translate';
import { quantityText, unitName } from '~/domain/unit-names';
import { serverDomainText, serverTranslator } from './catalog.server';

const en = serverTranslator('en', 'units');
const hi = serverTranslator('hi', 'units');

describe('unit names (issue 19)', () => {
  it('are the code itself in English, so English pages read as before', () => {
    for (const code of [...UNITS.map((unit) => unit.code), ...INQUIRY_UNITS]) expect(unitName(en, code)).toBe(code);
  });

  it('are Hindi words on Hindi pages, the stored code unchanged', () => {
    expect(['kg', 'pack', 'piece', 'tonne', 'sq ft'].map((code) => unitName(hi, code))).toEqual(['किलो', 'पैक', 'पीस', 'टन', 'वर्ग फ़ुट']);
    expect(quantityText(hi, 1200, 'kg')).toBe('1,200 किलो');
    expect(quantityText(en, 1200, 'kg')).toBe('1,200 kg');
  });

  it('leave a unit no list knows as it was stored', () => {
    expect(unitName(hi, 'tins')).toBe('tins');
    expect(unitName(hi, 'constructor')).toBe('constructor');
  });

  it("has a picker name for every unit of the listing editor, the same English as the domain's", () => {
    const choices = Object.entries(namespaces.units).filter(([key]) => key.startsWith('choice'));
    expect(choices.map(([, { en }]) => en)).toEqual(UNITS.map((unit) => unit.name));
  });
});

describe("domain texts with units, waits, dates and reasons in the page's language", () => {
  const hindi = serverDomainText('hi');
  const english = serverDomainText('en');

  it('names a category by the Hindi name the page knows, English pages and unknown names unchanged', () => {
    const names = knownHindiNames([{ name: 'Agriculture', nameHi: 'कृषि' }, { name: 'Seeds', nameHi: null }]);
    expect(names).toEqual({ Agriculture: 'कृषि' });
    expect(serverDomainText('hi', names)('Sells in Agriculture')).toBe('कृषि में बेचता है');
    expect(hindi('Sells in Agriculture')).toBe('Agriculture में बेचता है');
    expect(serverDomainText('hi', names)('Sells in Seeds')).toBe('Seeds में बेचता है');
    expect(serverDomainText('en', names)('Sells in Agriculture')).toBe('Sells in Agriculture');
  });

  it('names the unit of "{amount} per {unit}" and of the minimum order', () => {
    expect(hindi('₹24,000.00 per set (GST excluded)')).toBe('₹24,000.00 प्रति सेट (GST के बिना)');
    expect(hindi('Minimum order: 50 pack')).toBe('न्यूनतम ऑर्डर: 50 पैक');
    expect(english('Minimum order: 50 pack')).toBe('Minimum order: 50 pack');
  });

  it('says how long to wait and how fast a supplier replies in Hindi', () => {
    expect(hindi('Too many wrong passwords for this account. Please wait 2 seconds and try again, or reset your password. On a device you have logged in with before, you can log in at once.')).toMatch(/^इस खाते के लिए .*कृपया 2 सेकंड/);
    expect(hindi('Too many checkout attempts. Try again in 15 minutes.')).toBe('चेकआउट की बहुत ज़्यादा कोशिशें हुईं। 15 मिनट बाद फिर कोशिश करें।');
    expect(hindi('Replies to 92% of inquiries, usually within 1 hour')).toBe('92% पूछताछ का जवाब देता है, आम तौर पर 1 घंटे के अंदर');
    expect(hindi('Replies to 92% of inquiries, usually within 3 hours')).toBe('92% पूछताछ का जवाब देता है, आम तौर पर 3 घंटे के अंदर');
    expect(english('Replies to 92% of inquiries, usually within 3 hours')).toBe('Replies to 92% of inquiries, usually within 3 hours');
  });

  it('prefers the most specific text: a notification body is not read as "{amount} per {unit}"', () => {
    expect(hindi('₹80.00 per kg (GST excluded) for 500 kg; ₹45,000.00 landed with freight and GST.')).toBe('500 किलो के लिए ₹80.00 प्रति किलो (GST के बिना); भाड़ा और GST मिलाकर कुल लागत ₹45,000.00।');
  });

  it('names a reason from a fixed list and keeps the note as written', () => {
    expect(hindi('Reason: Not a product we supply — we sell only seeds')).toBe('कारण: यह उत्पाद हम सप्लाई नहीं करते — we sell only seeds');
    expect(hindi('Reason: Price too high.')).toBe('कारण: क़ीमत बहुत ज़्यादा।');
  });

  it('writes days and moments of the services in the language asked', () => {
    expect(dateIn('12 Nov 2026', 'hi')).toBe('12 नव॰ 2026');
    expect(dateIn('2026-12-01', 'hi')).toBe('1 दिस॰ 2026');
    expect(dateIn('12 Nov 2026, 3:05 pm', 'hi')).toBe('12 नव॰ 2026, 3:05 pm');
    expect(dateIn('12 Nov 2026, 3:05 pm', 'en')).toBe('12 Nov 2026, 3:05 pm');
    expect(dateIn('next Tuesday', 'hi')).toBe('next Tuesday');
    expect(hindi('Valid until 12 Nov 2026. Tax invoice INV-1 is in Billing.')).toBe('12 नव॰ 2026 तक मान्य। टैक्स इनवॉइस INV-1 बिलिंग में है।');
  });
});

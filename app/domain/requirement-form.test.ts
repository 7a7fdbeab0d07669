import { parseWithZod } from '@conform-to/zod/v4';
import { describe, expect, it } from 'vitest';
import { gstinCheckCharacter } from '~/domain/india-ids';
import { isKnownPinDistrict } from '~/domain/pin-states';
import { ATTACHMENTS_TOO_LARGE, categoryChoiceValue, PIN_STATE_UNKNOWN, readCategoryChoice, readRequirementQuantity, requirementFormSchema } from '~/domain/requirement-form';

const TODAY = '2025-06-10';
const GSTIN = (() => {
  const first14 = '27AAECT1234K1Z';
  return first14 + gstinCheckCharacter(first14);
})();

const valid = {
  idempotencyKey: 'abcdefghijklmnop1234',
  title: '  Basmati rice   1121, sortexed ',
  category: '3/12',
  quantity: '2,000',
  unit: 'kg',
  targetPrice: '₹ 82.50',
  deliveryPin: '400 001',
  neededBy: '2025-06-10',
  details: 'Packed in 25 kg bags.',
  showCompanyName: 'on',
  buyerGstin: GSTIN.toLowerCase(),
};

/** Parses like the browser and the action do: FormData through Conform, which turns '' into "missing". */
function parse(values: Record<string, string | string[]>, options: { gstinLater?: boolean } = {}) {
  const form = new FormData();
  for (const [name, value] of Object.entries(values)) for (const item of Array.isArray(value) ? value : [value]) form.append(name, item);
  return parseWithZod(form, { schema: requirementFormSchema(TODAY, options) });
}

const errorsOf = (values: Record<string, string | string[]>, options?: { gstinLater?: boolean }): Record<string, string[] | null> => {
  const result = parse(values, options);
  return (result.status === 'error' ? result.error : null) ?? {};
};

describe('requirementFormSchema', () => {
  it('turns a filled form into a RequirementInput: state from the PIN, paise, the GSTIN upper-cased', () => {
    const result = parse(valid);
    expect(result.status).toBe('success');
    expect(result.status === 'success' && result.value).toEqual({
      idempotencyKey: 'abcdefghijklmnop1234',
      title: 'Basmati rice 1121, sortexed',
      categoryId: 3,
      subcategoryId: 12,
      quantity: 2000,
      unit: 'kg',
      targetPricePaise: 8250,
      deliveryPin: '400001',
      deliveryStateCode: '27',
      neededBy: '2025-06-10',
      details: 'Packed in 25 kg bags.',
      showCompanyName: true,
      publishToMembers: false,
      buyerGstin: GSTIN,
      keptAttachments: [],
    });
  });

  it('refuses a quantity of 0, below 0, 10^15, a fraction and words, each with its own message', () => {
    expect(errorsOf({ ...valid, quantity: '0' }).quantity).toEqual(['The quantity must be more than 0']);
    expect(errorsOf({ ...valid, quantity: '-5' }).quantity).toEqual(['The quantity must be more than 0']);
    expect(errorsOf({ ...valid, quantity: '1000000000000000' }).quantity?.[0]).toMatch(/at most 10,00,00,000/);
    expect(errorsOf({ ...valid, quantity: '2.5' }).quantity?.[0]).toMatch(/whole number/);
    expect(errorsOf({ ...valid, quantity: 'lots' }).quantity?.[0]).toMatch(/whole number from 1/);
    expect(errorsOf({ ...valid, quantity: '' }).quantity).toEqual(['Enter the quantity you need']);
    expect(readRequirementQuantity('1,00,000')).toBe(100000);
  });

  it('refuses a needed-by date before today in India, and accepts today', () => {
    expect(errorsOf({ ...valid, neededBy: '2025-06-09' }).neededBy?.[0]).toMatch(/has passed/);
    expect(errorsOf({ ...valid, neededBy: '2025-02-30' }).neededBy?.[0]).toMatch(/Enter a date/);
    expect(errorsOf({ ...valid, neededBy: '' }).neededBy).toEqual(['Enter the date you need it by']);
    expect(parse({ ...valid, neededBy: TODAY }).status).toBe('success');
  });

  it('asks for the state, saying why, when the PIN alone cannot tell; takes the chosen state then', () => {
    expect(errorsOf({ ...valid, deliveryPin: '160001' }).deliveryState).toEqual([PIN_STATE_UNKNOWN]);
    const chosen = parse({ ...valid, deliveryPin: '160001', deliveryState: '04' });
    expect(chosen.status === 'success' && chosen.value.deliveryStateCode).toBe('04');
    // A state chosen for a PIN that does tell is ignored: the PIN decides.
    const derived = parse({ ...valid, deliveryState: '29' });
    expect(derived.status === 'success' && derived.value.deliveryStateCode).toBe('27');
    expect(errorsOf({ ...valid, deliveryPin: '0123' }).deliveryPin?.[0]).toMatch(/PIN code/);
    expect(errorsOf({ ...valid, deliveryPin: '999001' }).deliveryPin?.[0]).toMatch(/Army Postal Service/);
  });

  it('asks to check a PIN in no postal district, instead of saying the district lies on both sides of a state line', () => {
    for (const pin of ['100000', '540001', '290001']) {
      expect(errorsOf({ ...valid, deliveryPin: pin }).deliveryState).toEqual([`No PIN code we know starts with ${pin.slice(0, 3)}: check the PIN code. If it is right, choose the state the goods are delivered to`]);
    }
    // A PIN India Post opened after the table was written still goes through with the state chosen.
    const chosen = parse({ ...valid, deliveryPin: '540001', deliveryState: '29' });
    expect(chosen.status === 'success' && chosen.value.deliveryStateCode).toBe('29');
    expect(isKnownPinDistrict('160001')).toBe(true);
    expect(isKnownPinDistrict('247701')).toBe(true);
    expect(isKnownPinDistrict('400001')).toBe(true);
    expect(isKnownPinDistrict('100000')).toBe(false);
    expect(isKnownPinDistrict('012345')).toBe(false);
  });

  it('says what fits when the files are too many bytes to read at all', () => {
    expect(ATTACHMENTS_TOO_LARGE).toBe('The files are too large to send together: attach at most 5 files of up to 10 MB each. Choose smaller files, or fewer, and post again.');
  });

  it('checks the title, category, unit, price, details and GSTIN beside each field', () => {
    const errors = errorsOf({ ...valid, title: '', category: 'rice', unit: 'bucket', targetPrice: '-3', details: 'x'.repeat(4001), buyerGstin: '27AAECT1234K1Z0' });
    expect(Object.keys(errors).sort()).toEqual(['buyerGstin', 'category', 'details', 'targetPrice', 'title', 'unit']);
    expect(errors.targetPrice).toEqual(['A target price must be more than ₹0, or leave it empty']);
    expect(errors.buyerGstin?.[0]).toMatch(/check character/);
    expect(errorsOf({ ...valid, title: 'x'.repeat(121) }).title?.[0]).toMatch(/120 characters/);
  });

  it('lets a visitor leave the GSTIN for later, but not type a wrong one', () => {
    const { buyerGstin: _gstin, ...withoutGstin } = valid;
    expect(errorsOf(withoutGstin).buyerGstin?.[0]).toMatch(/Enter a GSTIN/);
    expect(parse(withoutGstin, { gstinLater: true }).status).toBe('success');
    expect(errorsOf({ ...valid, buyerGstin: 'ABC' }, { gstinLater: true }).buyerGstin?.[0]).toMatch(/15 characters/);
  });

  it('refuses a sixth attachment', () => {
    const five = ['a', 'b', 'c', 'd', 'e'];
    expect(parse({ ...valid, keptAttachments: five }).status).toBe('success');
    expect(errorsOf({ ...valid, keptAttachments: [...five, 'f'] }).newAttachments?.[0]).toMatch(/At most 5 attachments/);
  });

  it('wants the form key that makes a repeated submit one requirement', () => {
    expect(errorsOf({ ...valid, idempotencyKey: '' })['']?.[0]).toMatch(/Reload the page/);
  });

  it('reads the category select as category and optional subcategory', () => {
    expect(readCategoryChoice('7')).toEqual({ categoryId: 7, subcategoryId: null });
    expect(readCategoryChoice(categoryChoiceValue(7, 9))).toEqual({ categoryId: 7, subcategoryId: 9 });
    expect(readCategoryChoice('7/x')).toBeUndefined();
  });
});

import { parseWithZod } from '@conform-to/zod/v4';
import { describe, expect, it } from 'vitest';
import type { z } from 'zod';
import { landedCost } from '~/domain/quote';
import { DeclineFormSchema, quoteFormSchema, quoteFormValues } from '~/domain/quote-form';
import { quoteChanges } from '~/domain/quote-history';
import { PreferencesFormSchema } from '~/domain/supplier-preferences';

const TODAY = '2025-06-10';

/** Parses like the browser and the action do: FormData through Conform, which turns '' into "missing". */
function parse<Schema extends z.ZodType>(schema: Schema, values: Record<string, string | string[] | Blob>) {
  const form = new FormData();
  for (const [name, value] of Object.entries(values)) for (const item of Array.isArray(value) ? value : [value]) form.append(name, item);
  return parseWithZod(form, { schema });
}

const valid = (overrides: Record<string, string | Blob> = {}) => ({
  intent: 'send',
  idempotencyKey: 'k-12345678',
  unitPrice: '82.50',
  quantity: '1,000',
  'breaks[0].from': '2000',
  'breaks[0].price': '80',
  'breaks[1].from': '',
  'breaks[1].price': '',
  hsnCode: '10 06',
  gstRate: '500',
  freight: '2500',
  deliveryTerms: 'delivered',
  leadTimeDays: '7',
  paymentTerms: '30% advance, rest before dispatch',
  validUntil: '2025-06-30',
  notes: 'Sortexed, 25 kg bags',
  ...overrides,
});

const errorsOf = (overrides: Record<string, string | Blob>) => {
  const result = parse(quoteFormSchema(TODAY), valid(overrides));
  return (result.status === 'error' ? result.error : null) ?? {};
};

describe('the quote form', () => {
  it('turns a filled form into a QuoteInput in paise, GST excluded', () => {
    const result = parse(quoteFormSchema(TODAY), valid());
    expect(result.status).toBe('success');
    expect(result.status === 'success' && result.value).toEqual({
      checkOnly: false,
      idempotencyKey: 'k-12345678',
      input: {
        unitPricePaise: 8250,
        quantity: 1000,
        priceBreaks: [{ minQty: 2000, pricePaise: 8000 }],
        hsnCode: '1006',
        gstRateBp: 500,
        freightPaise: 250000,
        deliveryTerms: 'delivered',
        leadTimeDays: 7,
        paymentTerms: '30% advance, rest before dispatch',
        validUntil: '2025-06-30',
        notes: 'Sortexed, 25 kg bags',
      },
    });
  });

  it('takes freight of 0 or empty, a lead time of 0, a validity of today, and "check" as a check only', () => {
    const result = parse(
      quoteFormSchema(TODAY),
      valid({
        freight: '0',
        leadTimeDays: '0',
        validUntil: TODAY,
        intent: 'check',
      }),
    );
    expect(result.status === 'success' && result.value).toMatchObject({
      checkOnly: true,
      input: { freightPaise: 0, leadTimeDays: 0, validUntil: TODAY },
    });
    const empty = parse(quoteFormSchema(TODAY), valid({ freight: '' }));
    expect(empty.status === 'success' && empty.value.input.freightPaise).toBe(0);
  });

  it('refuses a quantity of 0, a negative one and 10^15, at the field', () => {
    expect(errorsOf({ quantity: '0' }).quantity).toEqual(['Quote for 1 unit or more']);
    expect(errorsOf({ quantity: '-5' }).quantity).toEqual(['Enter a whole number of units, e.g. 100']);
    expect(errorsOf({ quantity: '1000000000000000' }).quantity).toEqual(['Enter a whole number of units, e.g. 100']);
    expect(errorsOf({ quantity: '' }).quantity).toEqual(['Enter a whole number of units, e.g. 100']);
  });

  it('refuses goods worth more than ₹10,000 crore', () => {
    expect(
      errorsOf({
        unitPrice: '999999999',
        quantity: '999999999',
        'breaks[0].from': '',
        'breaks[0].price': '',
      }).quantity?.[0],
    ).toMatch(/more than ₹10,000 crore/);
  });

  it('answers each wrong field beside it', () => {
    const errors = errorsOf({
      unitPrice: '0',
      hsnCode: '',
      gstRate: '',
      freight: 'abc',
      deliveryTerms: 'by air',
      leadTimeDays: '400',
      paymentTerms: '',
      validUntil: '2025-06-09',
    });
    expect(errors).toMatchObject({
      unitPrice: ['A price must be more than ₹0'],
      hsnCode: ['Enter the HSN code of the goods, e.g. 1006 for rice'],
      gstRate: ['Choose the GST rate of the goods'],
      freight: ['Enter freight in rupees, e.g. 2500, or 0 when there is none'],
      deliveryTerms: ['Choose ex-works or delivered'],
      leadTimeDays: ['Enter whole days from 0 to 365'],
      paymentTerms: ['Say how you want to be paid, e.g. 30% advance, rest before dispatch'],
      validUntil: ['A quote must be valid until today or later'],
    });
    expect(errorsOf({ hsnCode: '10A6' }).hsnCode?.[0]).toMatch(/digits only/);
    expect(errorsOf({ validUntil: '2025-02-30' }).validUntil).toEqual(['Enter a date, e.g. 2026-03-31']);
    expect(errorsOf({ validUntil: '2026-12-31' }).validUntil).toEqual(['A quote can be valid for at most 365 days']);
  });

  it('checks price breaks: above the quoted quantity, ascending, cheaper than the unit price', () => {
    expect(errorsOf({ 'breaks[0].from': '500' })['breaks[0].from']?.[0]).toMatch(/more than the quoted quantity/);
    expect(errorsOf({ 'breaks[0].price': '90' })['breaks[0].price']).toEqual(['A price break is lower than the unit price above']);
    expect(errorsOf({ 'breaks[0].price': '' })['breaks[0].price']).toEqual(['Enter the price per unit from this quantity']);
    const unordered = errorsOf({
      'breaks[1].from': '1500',
      'breaks[1].price': '79',
    });
    expect(unordered['breaks[1].from']?.[0]).toMatch(/from smaller to larger quantities/);
    const dearer = errorsOf({
      'breaks[1].from': '5000',
      'breaks[1].price': '81',
    });
    expect(dearer['breaks[1].price']).toEqual(['A larger quantity cannot cost more per unit than a smaller one']);
  });

  it('refuses a form without its key, and a file that is not a PDF or image', () => {
    expect(errorsOf({ idempotencyKey: '' })['']).toEqual(['This form is out of date; reload the page and send it again']);
    const text = new File(['hello'], 'prices.txt', { type: 'text/plain' });
    expect(errorsOf({ attachment: text }).attachment).toEqual(['"prices.txt" is not a PDF or a JPEG, PNG or WebP image']);
  });

  it('starts a first quote from the requirement’s quantity, and a revision from the version it revises', () => {
    const first = quoteFormValues('key-1', { quantity: 750 });
    expect(first).toMatchObject({
      idempotencyKey: 'key-1',
      quantity: '750',
      unitPrice: '',
      freight: '0',
      breaks: [
        { from: '', price: '' },
        { from: '', price: '' },
      ],
    });
    const parsed = parse(quoteFormSchema(TODAY), valid());
    if (parsed.status !== 'success') throw new Error('valid form refused');
    const again = quoteFormValues('key-2', {
      quantity: 750,
      version: { ...parsed.value.input, validUntil: '2999-01-01' },
    });
    expect(again).toMatchObject({
      unitPrice: '82.5',
      quantity: '1000',
      hsnCode: '1006',
      gstRate: '500',
      freight: '2500',
      validUntil: '2999-01-01',
    });
    expect(again.breaks[0]).toEqual({ from: '2000', price: '80' });
  });
});

describe('the decline form', () => {
  it('wants a reason, and a note for "another reason"', () => {
    const none = parse(DeclineFormSchema, {});
    expect(none.status === 'error' && none.error?.reason).toEqual(['Choose why you decline']);
    const other = parse(DeclineFormSchema, { reason: 'other' });
    expect(other.status === 'error' && other.error?.note).toEqual(['Say in a few words why you decline']);
    const moq = parse(DeclineFormSchema, {
      reason: 'below_moq',
      note: ' We start at 5 tonnes ',
    });
    expect(moq.status === 'success' && moq.value).toEqual({
      reason: 'below_moq',
      note: 'We start at 5 tonnes',
    });
  });
});

describe('supplier preferences', () => {
  it('reads ticked categories and states (none: all), and the pause', () => {
    const all = parse(PreferencesFormSchema, {});
    expect(all.status === 'success' && all.value).toEqual({
      categoryIds: [],
      stateCodes: [],
      paused: false,
    });
    const some = parse(PreferencesFormSchema, {
      categoryIds: ['12', '3', '3'],
      stateCodes: ['29', '27'],
      paused: 'on',
    });
    expect(some.status === 'success' && some.value).toEqual({
      categoryIds: [3, 12],
      stateCodes: ['27', '29'],
      paused: true,
    });
    const forged = parse(PreferencesFormSchema, {
      stateCodes: ['99'],
      categoryIds: ['x'],
    });
    expect(forged.status === 'error' && forged.error).toMatchObject({
      stateCodes: ['Choose states from the list'],
      categoryIds: ['Choose categories from the list'],
    });
  });
});

describe('quote history', () => {
  it('says what changed between versions, and the landed cost splits by state', () => {
    const parsed = parse(quoteFormSchema(TODAY), valid());
    if (parsed.status !== 'success') throw new Error('valid form refused');
    const v1 = parsed.value.input;
    const v2 = { ...v1, unitPricePaise: 7900, leadTimeDays: 5 };
    expect(quoteChanges(v1, v2)).toEqual(['Unit price: ₹82.50 → ₹79', 'Lead time: 7 days → 5 days']);
    expect(quoteChanges(v1, v1)).toEqual([]);
    // A page in another language passes its words; the rest stay English.
    expect(quoteChanges(v1, v2, { label: (line) => `«${line}»`, days: (days) => `${days} दिन` })).toEqual(['«unitPrice»: ₹82.50 → ₹79', '«leadTime»: 7 दिन → 5 दिन']);
    const intra = landedCost(v1, '27', '27');
    expect(intra).toMatchObject({
      goodsPaise: 8_250_000,
      taxablePaise: 8_500_000,
      landedPaise: 8_925_000,
      gst: { kind: 'intra', cgst: 212_500, sgst: 212_500 },
    });
    expect(landedCost(v1, '29', '27').gst).toMatchObject({
      kind: 'inter',
      igst: 425_000,
    });
  });
});

/**
 * The seller's quote form (/account/leads/requirements/:ref): one schema the browser and the
 * action both use to turn what was typed into a QuoteInput, each problem at its field or price-break
 * row. Prices are per unit in rupees, GST excluded. The decline form is here too. Values are
 * strings as typed; quoteFormValues turns a saved version (or the requirement) back into them.
 */
import { z } from 'zod';
import { readPrice, readQuantity, withSpareRows, type Report } from '~/domain/listing-form';
import { parseRupees, QTY_MESSAGE } from '~/domain/listing';
import { hsnCodeSchema, gstRateSchema } from '~/domain/product-tax';
import { DELIVERY_TERMS, MAX_GOODS_PAISE, MAX_PAYMENT_TERMS_LENGTH, MAX_QUOTE_BREAKS, MAX_QUOTE_NOTES_LENGTH, type DeliveryTerms, type QuoteBreak, type QuoteInput } from '~/domain/quote';
import { DECLINE_REASONS, indianToday, type DeclineReason } from '~/domain/requirement';

const MAX_LEAD_TIME_DAYS = 365;
/** A quote is valid for at most a year. */
const MAX_VALIDITY_DAYS = 365;
/** Empty break rows the form offers without JavaScript beyond the filled ones. */
const SPARE_QUOTE_BREAK_ROWS = 2;
const MAX_DECLINE_NOTE_LENGTH = 500;
const ATTACHMENT_BYTES = 10 * 1024 * 1024;
const ATTACHMENT_TYPES = ['application/pdf', 'image/jpeg', 'image/png', 'image/webp'];

const text = z.string().optional();

const RawQuoteForm = z.object({
  intent: text,
  idempotencyKey: text,
  unitPrice: text,
  quantity: text,
  breaks: z.array(z.object({ from: text, price: text }).optional()).optional(),
  hsnCode: text,
  gstRate: text,
  freight: text,
  deliveryTerms: text,
  leadTimeDays: text,
  paymentTerms: text,
  validUntil: text,
  notes: text,
  /** The file picked; the server stores it once the rest is right (it never reaches this schema there). */
  attachment: z.instanceof(Blob).optional(),
});
type RawQuoteForm = z.infer<typeof RawQuoteForm>;

/** What a valid quote form means: the quote, the submission's key, and whether it is only a check. */
// A type, not an interface: the form hook wants an object type with an index signature.
export type QuoteFormValue = {
  /** "check" shows what the buyer would pay without sending anything. */
  checkOnly: boolean;
  idempotencyKey: string;
  input: QuoteInput;
};

/** Freight in rupees: empty or 0 is none (free delivery, or the buyer collects). */
function readFreight(value: string | undefined, report: Report): number {
  const typed = (value ?? '').trim();
  if (typed === '' || /^₹?\s*0+(\.0{1,2})?$/.test(typed)) return 0;
  const paise = parseRupees(typed);
  if (paise === null) report(['freight'], 'Enter freight in rupees, e.g. 2500, or 0 when there is none');
  return paise ?? 0;
}

function readBreaks(raw: RawQuoteForm, unitPricePaise: number | null | undefined, quantity: number | null | undefined, report: Report): QuoteBreak[] {
  const filled = (raw.breaks ?? []).map((row, index) => ({ row: row ?? {}, index })).filter(({ row }) => row.from || row.price);
  if (filled.length > MAX_QUOTE_BREAKS) report(['breaks'], `At most ${MAX_QUOTE_BREAKS} price breaks; clear ${filled.length - MAX_QUOTE_BREAKS}`);
  const breaks: QuoteBreak[] = [];
  for (const { row, index } of filled) {
    const minQty = readQuantity(row.from, ['breaks', index, 'from'], report, 'A price break starts at 1 or more');
    if (minQty === null) report(['breaks', index, 'from'], 'Enter the quantity this price starts at, e.g. 500');
    const pricePaise = readPrice(row.price, ['breaks', index, 'price'], report);
    if (pricePaise === null) report(['breaks', index, 'price'], 'Enter the price per unit from this quantity');
    if (typeof minQty !== 'number' || typeof pricePaise !== 'number') continue;
    const previous = breaks.at(-1);
    if (typeof quantity === 'number' && minQty <= quantity) report(['breaks', index, 'from'], `A price break is for more than the quoted quantity (${quantity})`);
    else if (previous && minQty <= previous.minQty) report(['breaks', index, 'from'], 'Price breaks go from smaller to larger quantities, each starting higher than the one before');
    if (typeof unitPricePaise === 'number' && pricePaise >= unitPricePaise) report(['breaks', index, 'price'], 'A price break is lower than the unit price above');
    else if (previous && pricePaise > previous.pricePaise) report(['breaks', index, 'price'], 'A larger quantity cannot cost more per unit than a smaller one');
    breaks.push({ minQty, pricePaise });
  }
  return breaks;
}

function addDays(isoDate: string, days: number): string {
  const date = new Date(`${isoDate}T00:00:00Z`);
  date.setUTCDate(date.getUTCDate() + days);
  return date.toISOString().slice(0, 10);
}

function readValidity(value: string | undefined, today: string, report: Report): string {
  const typed = (value ?? '').trim();
  if (typed === '') {
    report(['validUntil'], 'Enter the last day this quote is valid');
    return today;
  }
  const valid = /^\d{4}-\d{2}-\d{2}$/.test(typed) && !Number.isNaN(Date.parse(`${typed}T00:00:00Z`)) && new Date(`${typed}T00:00:00Z`).toISOString().startsWith(typed);
  if (!valid) report(['validUntil'], 'Enter a date, e.g. 2026-03-31');
  else if (typed < today) report(['validUntil'], 'A quote must be valid until today or later');
  else if (typed > addDays(today, MAX_VALIDITY_DAYS)) report(['validUntil'], `A quote can be valid for at most ${MAX_VALIDITY_DAYS} days`);
  return typed;
}

function readAttachment(file: Blob | undefined, report: Report) {
  if (!file || file.size === 0) return;
  const name = 'name' in file && typeof file.name === 'string' ? `"${file.name.slice(0, 80)}"` : 'The file';
  if (file.size > ATTACHMENT_BYTES) report(['attachment'], `${name} is larger than 10 MB; attach a smaller file`);
  else if (file.type !== '' && !ATTACHMENT_TYPES.includes(file.type)) report(['attachment'], `${name} is not a PDF or a JPEG, PNG or WebP image`);
}

function readQuote(raw: RawQuoteForm, today: string, report: Report): QuoteFormValue {
  const unitPricePaise = readPrice(raw.unitPrice, ['unitPrice'], report);
  if (unitPricePaise === null) report(['unitPrice'], 'Enter your price per unit in rupees, GST excluded');
  const quantity = readQuantity(raw.quantity, ['quantity'], report, 'Quote for 1 unit or more');
  if (quantity === null) report(['quantity'], QTY_MESSAGE);
  if (typeof unitPricePaise === 'number' && typeof quantity === 'number' && unitPricePaise * quantity > MAX_GOODS_PAISE) {
    report(['quantity'], 'Price × quantity is more than ₹10,000 crore; check the price and the quantity');
  }
  const priceBreaks = readBreaks(raw, unitPricePaise, quantity, report);

  const hsn = hsnCodeSchema.safeParse(raw.hsnCode);
  if (!hsn.success) report(['hsnCode'], hsn.error.issues[0]?.message ?? 'Check the HSN code');
  else if (hsn.data === null) report(['hsnCode'], 'Enter the HSN code of the goods, e.g. 1006 for rice');
  const rate = gstRateSchema.safeParse(raw.gstRate);
  if (!rate.success) report(['gstRate'], rate.error.issues[0]?.message ?? 'Choose a GST rate');
  else if (rate.data === null) report(['gstRate'], 'Choose the GST rate of the goods');

  const freightPaise = readFreight(raw.freight, report);
  const terms = raw.deliveryTerms ?? '';
  if (!DELIVERY_TERMS.some((t) => t.code === terms)) report(['deliveryTerms'], 'Choose ex-works or delivered');

  const leadText = (raw.leadTimeDays ?? '').trim();
  if (leadText === '') report(['leadTimeDays'], 'Enter the days from order to dispatch; 0 for ready stock');
  else if (!/^\d{1,3}$/.test(leadText) || Number(leadText) > MAX_LEAD_TIME_DAYS) report(['leadTimeDays'], `Enter whole days from 0 to ${MAX_LEAD_TIME_DAYS}`);

  const paymentTerms = (raw.paymentTerms ?? '').trim();
  if (paymentTerms === '') report(['paymentTerms'], 'Say how you want to be paid, e.g. 30% advance, rest before dispatch');
  else if (paymentTerms.length > MAX_PAYMENT_TERMS_LENGTH) report(['paymentTerms'], `Payment terms can be at most ${MAX_PAYMENT_TERMS_LENGTH} characters`);

  const validUntil = readValidity(raw.validUntil, today, report);
  const notes = (raw.notes ?? '').trim();
  if (notes.length > MAX_QUOTE_NOTES_LENGTH) report(['notes'], `Notes can be at most ${MAX_QUOTE_NOTES_LENGTH.toLocaleString('en-IN')} characters`);
  readAttachment(raw.attachment, report);

  const key = (raw.idempotencyKey ?? '').trim();
  if (!/^[\w-]{8,100}$/.test(key)) report([''], 'This form is out of date; reload the page and send it again');
  return {
    checkOnly: raw.intent === 'check',
    idempotencyKey: key,
    input: {
      unitPricePaise: typeof unitPricePaise === 'number' ? unitPricePaise : 0,
      quantity: typeof quantity === 'number' ? quantity : 0,
      priceBreaks,
      hsnCode: hsn.success && hsn.data !== null ? hsn.data : '',
      gstRateBp: rate.success && rate.data !== null ? rate.data : 0,
      freightPaise,
      deliveryTerms: terms as DeliveryTerms,
      leadTimeDays: Number(leadText) || 0,
      paymentTerms,
      validUntil,
      notes,
    },
  };
}

/** The quote form's schema, judged against `today` in India (the browser's and the server's clock alike). */
export function quoteFormSchema(today = indianToday()) {
  return RawQuoteForm.transform((raw, ctx): QuoteFormValue => {
    let failed = false;
    const value = readQuote(raw, today, (path, message) => {
      failed = true;
      ctx.addIssue({ code: 'custom', path: path.filter((part) => part !== ''), message });
    });
    return failed ? z.NEVER : value;
  });
}

/** The quote form's values, as strings the way they are typed. */
export interface QuoteFormValues {
  idempotencyKey: string;
  unitPrice: string;
  quantity: string;
  breaks: Array<{ from: string; price: string }>;
  hsnCode: string;
  gstRate: string;
  freight: string;
  deliveryTerms: string;
  leadTimeDays: string;
  paymentTerms: string;
  validUntil: string;
  notes: string;
}

const rupees = (paise: number) => String(paise / 100);

/**
 * The form's starting values: a revision starts from the version it revises; a first quote from
 * the requirement's quantity (and HSN code and rate when the seller has quoted before).
 */
export function quoteFormValues(idempotencyKey: string, from: { quantity: number; version?: QuoteInput }): QuoteFormValues {
  const v = from.version;
  return {
    idempotencyKey,
    unitPrice: v ? rupees(v.unitPricePaise) : '',
    quantity: String(v?.quantity ?? from.quantity),
    breaks: withSpareRows(
      (v?.priceBreaks ?? []).map((b) => ({ from: String(b.minQty), price: rupees(b.pricePaise) })),
      SPARE_QUOTE_BREAK_ROWS,
      MAX_QUOTE_BREAKS,
      { from: '', price: '' },
    ),
    hsnCode: v?.hsnCode ?? '',
    gstRate: v ? String(v.gstRateBp) : '',
    freight: v ? rupees(v.freightPaise) : '0',
    deliveryTerms: v?.deliveryTerms ?? '',
    leadTimeDays: v ? String(v.leadTimeDays) : '',
    paymentTerms: v?.paymentTerms ?? '',
    validUntil: v && v.validUntil >= indianToday() ? v.validUntil : '',
    notes: v?.notes ?? '',
  };
}

/** Declining a requirement: a reason the buyer reads, and a note (needed for "Another reason"). */
export const DeclineFormSchema = z
  .object({
    reason: z.enum(DECLINE_REASONS.map((r) => r.code) as [DeclineReason, ...DeclineReason[]], { error: 'Choose why you decline' }),
    note: z.string().trim().max(MAX_DECLINE_NOTE_LENGTH, `A note can be at most ${MAX_DECLINE_NOTE_LENGTH} characters`).optional(),
  })
  .superRefine((value, ctx) => {
    if (value.reason === 'other' && !value.note) ctx.addIssue({ code: 'custom', path: ['note'], message: 'Say in a few words why you decline' });
  })
  .transform((value) => ({ reason: value.reason, note: value.note ?? '' }));

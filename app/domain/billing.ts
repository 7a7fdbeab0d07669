/**
 * Rules for buying a membership: the checkout and UTR inputs, the UPI payment link, and the
 * invoice number format. Pure: the services in app/services/billing do the I/O.
 */
import { z } from 'zod';
import { gstinSchema } from '~/domain/india-ids';
import { indianStates } from '~/domain/india-states';

const PLAN_IDS = ['basic', 'premium', 'elite'] as const;
export type PlanId = (typeof PLAN_IDS)[number];

const planIdSchema = z.enum(PLAN_IDS, {
  error: 'Choose one of our plans: Basic, Premium or Elite.',
});

const stateCodes = new Set(indianStates.map((state) => state.gstCode));

/** The checkout form, used by the page (Conform) and the action alike. */
export const checkoutSchema = z.object({
  plan: planIdSchema,
  idempotencyKey: z
    .string({ error: 'This form is missing its order key. Reload the page and submit again.' })
    .regex(/^[A-Za-z0-9_-]{16,64}$/, 'This form is missing its order key. Reload the page and submit again.'),
  // The total the buyer was shown; the server recomputes it and refuses to go on if they differ.
  expectedTotalPaise: z.coerce
    .number({ error: 'The price on this page is missing. Reload the page and submit again.' })
    .int('The price on this page is not valid. Reload the page and submit again.'),
  billingName: z
    .string({ error: 'Enter the name to print on the invoice.' })
    .trim()
    .min(2, 'Enter the name to print on the invoice.')
    .max(120, 'Keep the billing name under 120 characters.'),
  gstin: z.preprocess((value) => (typeof value === 'string' && value.trim() === '' ? undefined : value), gstinSchema.optional()),
  billingAddress: z
    .string({ error: 'Enter the billing address.' })
    .trim()
    .min(8, 'Enter the full billing address, with street, city and PIN code.')
    .max(400, 'Keep the billing address under 400 characters.'),
  billingStateCode: z
    .string({ error: 'Choose the billing state.' })
    .refine((code) => stateCodes.has(code), 'Choose the billing state from the list.'),
  provider: z.enum(['upi', 'razorpay'], { error: 'Choose how you will pay: UPI or Razorpay.' }).default('upi'),
});
export type CheckoutInput = z.infer<typeof checkoutSchema>;

/** A UPI transaction reference (UTR / RRN) is exactly 12 digits. */
export const utrSchema = z
  .string({ error: 'Enter the 12-digit UTR from your UPI app.' })
  .transform((value) => value.replace(/\s+/g, ''))
  .pipe(z.string().regex(/^\d{12}$/, 'A UTR is exactly 12 digits; find it in your UPI app under the payment details.'));

/**
 * What the order page posts: the UTR form, or (with JavaScript) the signed result Razorpay
 * Checkout hands back, which the server verifies before trusting.
 */
export const orderPaymentSchema = z.discriminatedUnion('intent', [
  z.object({ intent: z.literal('utr'), utr: utrSchema }),
  z.object({
    intent: z.literal('razorpay'),
    razorpay_order_id: z.string().max(100).default(''),
    razorpay_payment_id: z.string().max(100).default(''),
    razorpay_signature: z.string().max(200).default(''),
  }),
]);

const paymentIdSchema = z.coerce
  .number({ error: 'This payment is not in the list any more. Reload the page.' })
  .int('This payment is not in the list any more. Reload the page.')
  .positive('This payment is not in the list any more. Reload the page.');

const REJECTION_REASON = 'Say why the payment is rejected, e.g. "No credit with this UTR".';

/** The admin's decision on a submitted UTR: confirm it, or reject it with a reason the buyer sees. */
export const paymentDecisionSchema = z.discriminatedUnion('intent', [
  z.object({ intent: z.literal('confirm'), paymentId: paymentIdSchema }),
  z.object({
    intent: z.literal('reject'),
    paymentId: paymentIdSchema,
    reason: z.string({ error: REJECTION_REASON }).trim().min(3, REJECTION_REASON).max(200, 'Keep the reason under 200 characters.'),
  }),
]);

/** Formats paise as the decimal rupee amount UPI expects ("11800.00"). */
export function upiAmount(paise: number): string {
  return `${Math.floor(paise / 100)}.${String(paise % 100).padStart(2, '0')}`;
}

export interface UpiLinkInput {
  vpa: string;
  payeeName: string;
  amountPaise: number;
  note: string;
  reference: string;
}

/** The upi://pay deep link (NPCI linking specification): payee, exact amount, INR, note and order reference. */
export function upiPayLink({ vpa, payeeName, amountPaise, note, reference }: UpiLinkInput): string {
  const params = [
    ['pa', vpa],
    ['pn', payeeName],
    ['am', upiAmount(amountPaise)],
    ['cu', 'INR'],
    ['tn', note],
    ['tr', reference],
  ]
    .map(([key, value]) => `${key}=${encodeURIComponent(value ?? '')}`)
    .join('&');
  return `upi://pay?${params}`;
}

/**
 * Invoice number: "TS-2026-27-00042" — 16 characters, unique within the financial year because the
 * year is part of it, consecutive because the sequence comes from one counter per year.
 */
export function invoiceNumber(financialYear: string, sequence: number): string {
  if (!/^\d{4}-\d{2}$/.test(financialYear)) throw new RangeError(`financial year must look like 2026-27, got ${financialYear}`);
  if (!Number.isInteger(sequence) || sequence < 1 || sequence > 99_999) {
    throw new RangeError(`invoice sequence must be 1–99999, got ${String(sequence)}`);
  }
  return `TS-${financialYear}-${String(sequence).padStart(5, '0')}`;
}

export const invoiceNumberPattern = /^TS-\d{4}-\d{2}-\d{5}$/;

/** Membership lasts one calendar year from its start. */
function addOneYear(start: Date): Date {
  const end = new Date(start.getTime());
  end.setUTCFullYear(end.getUTCFullYear() + 1);
  return end;
}

/** A renewal starts where the current membership ends; otherwise the membership starts now. */
export function membershipPeriod(now: Date, currentEnd: Date | undefined): { startsAt: Date; endsAt: Date } {
  const startsAt = currentEnd && currentEnd.getTime() > now.getTime() ? currentEnd : now;
  return { startsAt, endsAt: addOneYear(startsAt) };
}

/** An order's status as buyers and the finance team read it. */
export const ORDER_STATUS_LABELS = { pending: 'Waiting for payment', submitted: 'Payment being confirmed', paid: 'Paid', rejected: 'Payment not found' } as const;

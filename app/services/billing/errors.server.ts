/** Why a billing action was refused; routes map the code to an HTTP status and show the message. */
export type BillingErrorCode =
  | 'unknown-plan'
  | 'price-changed'
  | 'gstin-state-mismatch'
  | 'order-not-found'
  | 'order-closed'
  | 'utr-used'
  | 'payment-not-found'
  | 'payment-decided'
  | 'invoice-not-found'
  | 'razorpay-disabled'
  | 'razorpay-failed'
  | 'bad-signature';

const statusByCode: Record<BillingErrorCode, number> = {
  'unknown-plan': 404,
  'price-changed': 409,
  'gstin-state-mismatch': 422,
  'order-not-found': 404,
  'order-closed': 409,
  'utr-used': 409,
  'payment-not-found': 404,
  'payment-decided': 409,
  'invoice-not-found': 404,
  'razorpay-disabled': 409,
  'razorpay-failed': 502,
  'bad-signature': 400,
};

export class BillingError extends Error {
  override name = 'BillingError';
  constructor(
    readonly code: BillingErrorCode,
    message: string,
    /** The form field the message belongs beside, when there is one. */
    readonly field?: string,
  ) {
    super(message);
  }

  get status(): number {
    return statusByCode[this.code];
  }
}

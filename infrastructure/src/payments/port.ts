/**
 * A payment provider (decisions §12): opens a payment the buyer approves on the provider's page,
 * then takes it. Domain code sees only this; configuration picks the sandbox or PayPal.
 */
export interface PaymentRequest {
  orderId: string;
  amountCents: number;
  /** ISO 4217; the shop charges US dollars (decisions §4). */
  currency: 'USD';
  description: string;
  /** Absolute or site-relative URLs the provider sends the buyer back to. */
  returnUrl: string;
  cancelUrl: string;
}

export type CaptureOutcome =
  | { status: 'captured'; captureId: string; payerId: string; amountCents: number | null }
  /** The buyer has not approved it (yet): nothing was taken. */
  | { status: 'not-approved' }
  /** The buyer cancelled, or the provider voided it: it can never be taken. */
  | { status: 'cancelled' };

/**
 * Money given back on a captured payment (issue 30): the whole capture or a part, in the currency
 * it was charged in. `key` makes it idempotent: the same key never refunds twice.
 */
export interface RefundRequest {
  paymentId: string;
  captureId: string;
  amountCents: number;
  currency: 'USD';
  key: string;
  note?: string;
}

export type RefundOutcome =
  | { status: 'refunded'; refundId: string; amountCents: number }
  /** The provider will not: more than what is left of the capture, or the capture is unknown. */
  | { status: 'refused'; reason: string };

export interface PaymentProvider {
  readonly name: 'sandbox' | 'paypal';
  createPayment(request: PaymentRequest): Promise<{ paymentId: string; approvalURL: string }>;
  /** Takes an approved payment. Idempotent: a payment already taken answers its capture again. */
  capturePayment(paymentId: string): Promise<CaptureOutcome>;
  /** Where a payment stands, without changing it: how a process manager finishes a cut-off capture. */
  lookUpPayment(paymentId: string): Promise<CaptureOutcome>;
  /** Gives captured money back (PayPal: POST /v2/payments/captures/{capture_id}/refund). */
  refundPayment(request: RefundRequest): Promise<RefundOutcome>;
}

/** The provider could not be reached or answered something we cannot use. */
export class PaymentProviderError extends Error {
  constructor(message: string, options?: { cause?: unknown }) {
    super(message, options);
    this.name = 'PaymentProviderError';
  }
}

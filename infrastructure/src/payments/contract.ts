import type { PaymentProvider, PaymentRequest } from './port';

/** What a test needs of a provider: the provider, and the buyer's hand on its approval page. */
export interface PaymentProviderHarness {
  provider: PaymentProvider;
  approve(paymentId: string): Promise<void>;
  cancel(paymentId: string): Promise<void>;
  close?(): Promise<void>;
}

const request = (orderId: string): PaymentRequest => ({
  orderId,
  amountCents: 123456,
  currency: 'USD',
  description: `Order ${orderId}`,
  returnUrl: 'https://shop.example/paypal-return',
  cancelUrl: 'https://shop.example/checkout?payment=cancelled',
});

/** The behaviour every payment provider adapter must have; run against each. */
export function paymentProviderContract(name: string, open: () => Promise<PaymentProviderHarness>) {
  describe(`payment provider contract: ${name}`, () => {
    let harness: PaymentProviderHarness;
    beforeEach(async () => {
      harness = await open();
    });
    afterEach(async () => {
      await harness.close?.();
    });

    it('opens a payment with an approval URL, which cannot be taken before the buyer approves', async () => {
      const { paymentId, approvalURL } = await harness.provider.createPayment(request('o1'));
      expect(paymentId).toEqual(expect.any(String));
      expect(approvalURL).toContain(paymentId);
      expect(await harness.provider.capturePayment(paymentId)).toEqual({ status: 'not-approved' });
      expect(await harness.provider.lookUpPayment(paymentId)).toEqual({ status: 'not-approved' });
    });

    it('takes an approved payment once: a second capture answers the same capture', async () => {
      const { paymentId } = await harness.provider.createPayment(request('o2'));
      await harness.approve(paymentId);
      const first = await harness.provider.capturePayment(paymentId);
      expect(first).toEqual({
        status: 'captured',
        captureId: expect.any(String),
        payerId: expect.any(String),
        amountCents: 123456,
      });
      expect(await harness.provider.capturePayment(paymentId)).toEqual(first);
      expect(await harness.provider.lookUpPayment(paymentId)).toEqual(first);
    });

    it('never takes a cancelled payment', async () => {
      const { paymentId } = await harness.provider.createPayment(request('o3'));
      await harness.cancel(paymentId);
      expect(await harness.provider.capturePayment(paymentId)).toEqual({ status: 'cancelled' });
      expect(await harness.provider.lookUpPayment(paymentId)).toEqual({ status: 'cancelled' });
    });

    it('refunds a captured payment in parts, once per key, never more than was taken (issue 30)', async () => {
      const { paymentId } = await harness.provider.createPayment(request('o6'));
      await harness.approve(paymentId);
      const captured = await harness.provider.capturePayment(paymentId);
      if (captured.status !== 'captured') throw new Error('not captured');
      const refund = (amountCents: number, key: string, captureId = captured.captureId) =>
        harness.provider.refundPayment({ paymentId, captureId, amountCents, currency: 'USD', key });
      const first = await refund(23456, 'refund-o6-1');
      expect(first).toEqual({ status: 'refunded', refundId: expect.any(String), amountCents: 23456 });
      expect(await refund(23456, 'refund-o6-1')).toEqual(first);
      expect(await refund(100001, 'refund-o6-2')).toEqual({ status: 'refused', reason: expect.any(String) });
      const rest = await refund(100000, 'refund-o6-3');
      expect(rest).toEqual({ status: 'refunded', refundId: expect.any(String), amountCents: 100000 });
      expect(rest.status === 'refunded' && rest.refundId).not.toBe(first.status === 'refunded' && first.refundId);
      expect(await refund(1, 'refund-o6-4', 'NO-SUCH-CAPTURE')).toEqual({
        status: 'refused',
        reason: expect.any(String),
      });
    });

    it('opens a payment per order', async () => {
      const a = await harness.provider.createPayment(request('o4'));
      const b = await harness.provider.createPayment(request('o5'));
      expect(a.paymentId).not.toBe(b.paymentId);
    });
  });
}

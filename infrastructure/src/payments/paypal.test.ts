import { paymentProviderContract } from './contract';
import { createPaypalPayments, paypalOrdersApi } from './paypal';
import { PaymentProviderError } from './port';

/**
 * PayPal's REST API as far as the shop uses it (OAuth token, create, capture, get an order),
 * answering the requests the real SDK sends. PayPal itself cannot be reached from the tests, so
 * this checks what we send and how we read PayPal's documented answers.
 */
function imitatePaypal() {
  type Stored = {
    id: string;
    status: string;
    value: string;
    currency: string;
    captureId?: string;
    payerId?: string;
    refunds?: { id: string; cents: number; key: string }[];
  };
  const orders = new Map<string, Stored>();
  const requests: { method: string; url: string; headers: Record<string, string>; body: unknown }[] = [];
  let next = 0;
  let down = false;

  const representation = (o: Stored) => ({
    id: o.id,
    status: o.status,
    payer: o.payerId ? { payer_id: o.payerId } : undefined,
    purchase_units: [
      {
        reference_id: 'default',
        payments: o.captureId
          ? {
              captures: [
                { id: o.captureId, status: 'COMPLETED', amount: { currency_code: o.currency, value: o.value } },
              ],
            }
          : undefined,
      },
    ],
    links: [{ href: `https://www.sandbox.paypal.com/checkoutnow?token=${o.id}`, rel: 'payer-action', method: 'GET' }],
  });
  const unprocessable = (issue: string) => ({
    status: 422,
    body: {
      name: 'UNPROCESSABLE_ENTITY',
      details: [{ issue }],
      message: 'The requested action could not be performed',
    },
  });

  type CreateBody = { purchase_units: { amount: { value: string; currency_code: string } }[] };
  type RefundBody = { amount?: { value: string; currency_code: string } };
  /** Payments v2: POST /v2/payments/captures/{capture_id}/refund, idempotent by PayPal-Request-Id. */
  function refund(captureId: string, body: RefundBody, key: string): { status: number; body: unknown } {
    const order = [...orders.values()].find((o) => o.captureId === captureId);
    if (!order) return { status: 404, body: { name: 'RESOURCE_NOT_FOUND' } };
    const refunds = (order.refunds ??= []);
    const seen = refunds.find((r) => r.key === key);
    const captured = Math.round(Number(order.value) * 100);
    const cents = body.amount ? Math.round(Number(body.amount.value) * 100) : captured;
    const made = refunds.reduce((sum, r) => sum + r.cents, 0);
    if (!seen && made + cents > captured) return unprocessable('REFUND_AMOUNT_EXCEEDED');
    const done = seen ?? { id: `REFUND${++next}`, cents, key };
    if (!seen) refunds.push(done);
    const value = (done.cents / 100).toFixed(2);
    return {
      status: 201,
      body: { id: done.id, status: 'COMPLETED', amount: { currency_code: order.currency, value } },
    };
  }

  function answer(method: string, url: URL, body: CreateBody, key: string): { status: number; body: unknown } {
    if (url.pathname === '/v1/oauth2/token') {
      return { status: 200, body: { access_token: 'token-1', token_type: 'Bearer', expires_in: 32400 } };
    }
    if (method === 'POST' && url.pathname === '/v2/checkout/orders') {
      const unit = body.purchase_units[0];
      const id = `PP${String(++next).padStart(15, '0')}`;
      const order = { id, status: 'CREATED', value: unit.amount.value, currency: unit.amount.currency_code };
      orders.set(id, order);
      return { status: 201, body: representation(order) };
    }
    const refunding = /^\/v2\/payments\/captures\/([^/]+)\/refund$/.exec(url.pathname);
    if (method === 'POST' && refunding) return refund(refunding[1], body as unknown as RefundBody, key);
    const match = /^\/v2\/checkout\/orders\/([^/]+)(\/capture)?$/.exec(url.pathname);
    const order = match ? orders.get(match[1]) : undefined;
    if (!order) return { status: 404, body: { name: 'RESOURCE_NOT_FOUND' } };
    if (method === 'GET') return { status: 200, body: representation(order) };
    if (order.status === 'COMPLETED') return unprocessable('ORDER_ALREADY_CAPTURED');
    if (order.status !== 'APPROVED') return unprocessable('ORDER_NOT_APPROVED');
    order.status = 'COMPLETED';
    order.captureId = `CAPTURE${order.id}`;
    return { status: 201, body: representation(order) };
  }

  // An axios adapter: the SDK's HTTP client hands it each request it would send to PayPal.
  const adapter = async (config: { method?: string; url?: string; data?: string; headers?: unknown }) => {
    if (down) throw Object.assign(new Error('connect ECONNREFUSED'), { code: 'ECONNREFUSED' });
    const method = (config.method ?? 'get').toUpperCase();
    const url = new URL(config.url ?? '');
    const headers = Object.fromEntries(
      Object.entries(JSON.parse(JSON.stringify(config.headers ?? {}))).map(([k, v]) => [k.toLowerCase(), String(v)]),
    );
    let body: unknown = config.data;
    try {
      body = typeof config.data === 'string' ? JSON.parse(config.data) : config.data;
    } catch {
      // a form body (the token request)
    }
    requests.push({ method, url: url.toString(), headers, body });
    const result = answer(method, url, body as CreateBody, headers['paypal-request-id'] ?? '');
    return {
      data: JSON.stringify(result.body),
      status: result.status,
      statusText: String(result.status),
      headers: { 'content-type': 'application/json' },
      config,
      request: {},
    };
  };

  return {
    orders,
    requests,
    adapter,
    approve(id: string) {
      const order = orders.get(id);
      if (order) Object.assign(order, { status: 'APPROVED', payerId: 'PAYERQ7X2' });
    },
    cancel(id: string) {
      const order = orders.get(id);
      if (order) order.status = 'VOIDED';
    },
    setDown: (value: boolean) => (down = value),
  };
}

const settings = { clientId: 'client-id', clientSecret: 'client-secret', mode: 'sandbox' as const };

paymentProviderContract('paypal (the real SDK against an imitation of its API)', async () => {
  const paypal = imitatePaypal();
  return {
    provider: createPaypalPayments(paypalOrdersApi(settings, { adapter: paypal.adapter })),
    approve: async (id) => paypal.approve(id),
    cancel: async (id) => paypal.cancel(id),
  };
});

describe('paypal adapter', () => {
  it('sends the amount in dollars, the order id, the return links and an idempotency key', async () => {
    const paypal = imitatePaypal();
    const provider = createPaypalPayments(paypalOrdersApi(settings, { adapter: paypal.adapter }));
    const { paymentId, approvalURL } = await provider.createPayment({
      orderId: 'order-7',
      amountCents: 55995,
      currency: 'USD',
      description: 'Tavico order order-7',
      returnUrl: 'https://shop.example/paypal-return',
      cancelUrl: 'https://shop.example/checkout?payment=cancelled',
    });
    expect(approvalURL).toBe(`https://www.sandbox.paypal.com/checkoutnow?token=${paymentId}`);
    const create = paypal.requests.find((r) => r.url.endsWith('/v2/checkout/orders'));
    expect(create?.url).toBe('https://api-m.sandbox.paypal.com/v2/checkout/orders');
    expect(create?.headers['paypal-request-id']).toBe('create-order-7');
    expect(create?.headers.authorization).toBe('Bearer token-1');
    expect(create?.body).toMatchObject({
      intent: 'CAPTURE',
      purchase_units: [{ reference_id: 'order-7', amount: { currency_code: 'USD', value: '559.95' } }],
      payment_source: {
        paypal: {
          experience_context: {
            return_url: 'https://shop.example/paypal-return',
            cancel_url: 'https://shop.example/checkout?payment=cancelled',
          },
        },
      },
    });
  });

  it("refunds at PayPal's captures refund endpoint, in dollars, with the key as PayPal-Request-Id", async () => {
    const paypal = imitatePaypal();
    const provider = createPaypalPayments(paypalOrdersApi(settings, { adapter: paypal.adapter }));
    const outcome = await provider.refundPayment({
      paymentId: 'PP1',
      captureId: 'CAP9',
      amountCents: 12345,
      currency: 'USD',
      key: 'refund-order-7-1',
    });
    expect(outcome).toEqual({ status: 'refused', reason: 'PayPal answered 404' });
    const sent = paypal.requests.find((r) => r.url.includes('/refund'));
    expect(sent?.url).toBe('https://api-m.sandbox.paypal.com/v2/payments/captures/CAP9/refund');
    expect(sent?.method).toBe('POST');
    expect(sent?.headers['paypal-request-id']).toBe('refund-order-7-1');
    expect(sent?.body).toMatchObject({ amount: { currency_code: 'USD', value: '123.45' } });
  });

  it('says the provider is unavailable when PayPal cannot be reached', async () => {
    const paypal = imitatePaypal();
    const provider = createPaypalPayments(paypalOrdersApi(settings, { adapter: paypal.adapter }));
    paypal.setDown(true);
    const request = {
      orderId: 'o',
      amountCents: 100,
      currency: 'USD' as const,
      description: 'x',
      returnUrl: 'https://shop.example/r',
      cancelUrl: 'https://shop.example/c',
    };
    await expect(provider.createPayment(request)).rejects.toBeInstanceOf(PaymentProviderError);
    await expect(provider.capturePayment('PP1')).rejects.toBeInstanceOf(PaymentProviderError);
    const refund = { paymentId: 'PP1', captureId: 'C', amountCents: 1, currency: 'USD' as const, key: 'k' };
    await expect(provider.refundPayment(refund)).rejects.toBeInstanceOf(PaymentProviderError);
  });
});

import {
  ApiError,
  CheckoutPaymentIntent,
  Client,
  Environment,
  OrdersController,
  OrderStatus,
  PaymentsController,
  PaypalExperienceUserAction,
  type Order,
} from '@paypal/paypal-server-sdk';
import type { CaptureOutcome, PaymentProvider, RefundOutcome } from './port';
import { PaymentProviderError } from './port';

/**
 * The part of PayPal's API the shop uses: Orders v2 (create, capture, get) and Payments v2's
 * refund of a capture (`POST /v2/payments/captures/{capture_id}/refund`, issue 30).
 */
export type PaypalOrdersApi = Pick<OrdersController, 'createOrder' | 'captureOrder' | 'getOrder'> &
  Pick<PaymentsController, 'refundCapturedPayment'>;

export interface PaypalSettings {
  clientId: string;
  clientSecret: string;
  mode: 'sandbox' | 'live';
}

/**
 * PayPal's Orders API through its official server SDK, with the credentials from the
 * configuration. `httpOverrides` reach the SDK's HTTP client (axios): tests hand PayPal's
 * requests to an imitation there, since PayPal cannot be reached from them.
 */
export function paypalOrdersApi(settings: PaypalSettings, httpOverrides?: Record<string, unknown>): PaypalOrdersApi {
  const client = new Client({
    clientCredentialsAuthCredentials: { oAuthClientId: settings.clientId, oAuthClientSecret: settings.clientSecret },
    environment: settings.mode === 'live' ? Environment.Production : Environment.Sandbox,
    timeout: 10_000,
    ...(httpOverrides ? { unstable_httpClientOptions: httpOverrides } : {}),
  });
  const orders = new OrdersController(client);
  const payments = new PaymentsController(client);
  return {
    createOrder: orders.createOrder.bind(orders),
    captureOrder: orders.captureOrder.bind(orders),
    getOrder: orders.getOrder.bind(orders),
    refundCapturedPayment: payments.refundCapturedPayment.bind(payments),
  };
}

const dollars = (cents: number) => (cents / 100).toFixed(2);
const cents = (value: string | undefined) => (value === undefined ? null : Math.round(Number(value) * 100));

/** What an order at PayPal means for us. */
function outcomeOf(order: Order): CaptureOutcome {
  if (order.status === OrderStatus.Completed) {
    const capture = order.purchaseUnits?.[0]?.payments?.captures?.[0];
    return {
      status: 'captured',
      captureId: capture?.id ?? order.id ?? '',
      payerId: order.payer?.payerId ?? '',
      amountCents: cents(capture?.amount?.value),
    };
  }
  return order.status === OrderStatus.Voided ? { status: 'cancelled' } : { status: 'not-approved' };
}

const unreachable = (error: unknown) =>
  new PaymentProviderError(
    error instanceof ApiError ? `PayPal answered ${error.statusCode}` : 'PayPal could not be reached',
    { cause: error },
  );

/**
 * PayPal as the provider: create an order with the buyer's return and cancel URLs, send them to
 * its approval link, capture on return. PayPal returns with `token` (its order id) and `PayerID`.
 */
export function createPaypalPayments(orders: PaypalOrdersApi): PaymentProvider {
  const lookUp = async (paymentId: string) => {
    try {
      return outcomeOf((await orders.getOrder({ id: paymentId })).result);
    } catch (error) {
      if (error instanceof ApiError && error.statusCode === 404) return { status: 'cancelled' } as const;
      throw unreachable(error);
    }
  };

  return {
    name: 'paypal',
    async createPayment(request) {
      try {
        const { result } = await orders.createOrder({
          paypalRequestId: `create-${request.orderId}`,
          body: {
            intent: CheckoutPaymentIntent.Capture,
            purchaseUnits: [
              {
                referenceId: request.orderId,
                customId: request.orderId,
                description: request.description.slice(0, 127),
                amount: { currencyCode: request.currency, value: dollars(request.amountCents) },
              },
            ],
            paymentSource: {
              paypal: {
                experienceContext: {
                  returnUrl: request.returnUrl,
                  cancelUrl: request.cancelUrl,
                  userAction: PaypalExperienceUserAction.PayNow,
                },
              },
            },
          },
        });
        const link = result.links?.find((l) => l.rel === 'payer-action' || l.rel === 'approve');
        if (!result.id || !link) throw new PaymentProviderError('PayPal gave no approval link');
        return { paymentId: result.id, approvalURL: link.href };
      } catch (error) {
        throw error instanceof PaymentProviderError ? error : unreachable(error);
      }
    },
    async capturePayment(paymentId) {
      try {
        const { result } = await orders.captureOrder({
          id: paymentId,
          paypalRequestId: `capture-${paymentId}`,
          prefer: 'return=representation',
        });
        return outcomeOf(result);
      } catch (error) {
        // 422: not approved yet, or already captured; the order itself says which.
        if (error instanceof ApiError && error.statusCode === 422) return lookUp(paymentId);
        throw unreachable(error);
      }
    },
    lookUpPayment: lookUp,
    async refundPayment(request): Promise<RefundOutcome> {
      try {
        const { result } = await orders.refundCapturedPayment({
          captureId: request.captureId,
          paypalRequestId: request.key,
          prefer: 'return=representation',
          body: {
            amount: { currencyCode: request.currency, value: dollars(request.amountCents) },
            ...(request.note ? { noteToPayer: request.note.slice(0, 255) } : {}),
          },
        });
        if (!result.id) throw new PaymentProviderError('PayPal gave no refund id');
        return {
          status: 'refunded',
          refundId: result.id,
          amountCents: cents(result.amount?.value) ?? request.amountCents,
        };
      } catch (error) {
        // 422: more than what is left of the capture, or it is fully refunded; 404: no such capture.
        if (error instanceof ApiError && (error.statusCode === 422 || error.statusCode === 404))
          return { status: 'refused', reason: `PayPal answered ${error.statusCode}` };
        throw error instanceof PaymentProviderError ? error : unreachable(error);
      }
    },
  };
}

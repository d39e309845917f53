import {
  awaitsConfirmation,
  awaitsPayment,
  awaitsReceipt,
  cancellableByShopper,
  isFinal,
  paidOnReceipt,
  readyToFulfil,
  withinCodCap,
} from './orderRules';
import { orderStatuses, paymentMethods, type OrderStatus, type PaymentStatus } from './storefront';

const paymentStatuses: PaymentStatus[] = ['pending', 'paid', 'expired', 'cancelled', 'failed'];

describe('order rules', () => {
  it('awaits a payment while its payment is pending, and nothing else', () => {
    for (const paymentStatus of paymentStatuses)
      expect(awaitsPayment({ paymentStatus })).toBe(paymentStatus === 'pending');
  });

  it('ends an order at cancelled or rejected (decisions §37), no other status', () => {
    expect(orderStatuses.filter((orderStatus) => isFinal({ orderStatus }))).toEqual(['rejected', 'cancelled']);
  });

  it('takes cash and transfers on receipt, never PayPal; one awaits its receipt while unpaid', () => {
    expect(paymentMethods.filter((paymentMethod) => paidOnReceipt({ paymentMethod }))).toEqual([
      'cod',
      'bank-transfer',
    ]);
    expect(awaitsReceipt({ paymentMethod: 'cod', paymentStatus: 'pending' })).toBe(true);
    expect(awaitsReceipt({ paymentMethod: 'bank-transfer', paymentStatus: 'pending' })).toBe(true);
    expect(awaitsReceipt({ paymentMethod: 'bank-transfer', paymentStatus: 'paid' })).toBe(false);
    expect(awaitsReceipt({ paymentMethod: 'cod', paymentStatus: 'cancelled' })).toBe(false);
    expect(awaitsReceipt({ paymentMethod: 'paypal', paymentStatus: 'pending' })).toBe(false);
  });

  it('awaits a phone confirmation for cash on delivery with a deadline, unpaid', () => {
    const cod = {
      paymentMethod: 'cod' as const,
      expiresAt: '2026-11-21T10:00:00.000Z',
      paymentStatus: 'pending' as const,
    };
    expect(awaitsConfirmation(cod)).toBe(true);
    // Confirmed (its deadline gone), paid, or not cash on delivery: nothing to confirm.
    expect(awaitsConfirmation({ ...cod, expiresAt: null })).toBe(false);
    expect(awaitsConfirmation({ ...cod, paymentStatus: 'paid' })).toBe(false);
    expect(awaitsConfirmation({ ...cod, paymentMethod: 'bank-transfer' })).toBe(false);
  });

  it('lets the shopper cancel while nothing is paid and the goods are not on their way, never during a capture', () => {
    const unpaid = { paymentStatus: 'pending' as const, captureStartedAt: null };
    const cancellable = (orderStatus: OrderStatus) => cancellableByShopper({ ...unpaid, orderStatus });
    expect(orderStatuses.filter(cancellable)).toEqual(['pending', 'confirmed', 'inProcess']);
    expect(cancellableByShopper({ ...unpaid, orderStatus: 'pending', captureStartedAt: '2026-11-21T10:00:00Z' })).toBe(
      false,
    );
    expect(cancellableByShopper({ paymentStatus: 'paid', orderStatus: 'confirmed', captureStartedAt: null })).toBe(
      false,
    );
  });

  it('readies the lines to ship once the order goes ahead, paid or cash on delivery, until it ships or ends', () => {
    const paid = { paymentStatus: 'paid' as const, paymentMethod: 'paypal' as const };
    expect(orderStatuses.filter((orderStatus) => readyToFulfil({ ...paid, orderStatus }))).toEqual([
      'confirmed',
      'inProcess',
    ]);
    expect(readyToFulfil({ orderStatus: 'confirmed', paymentStatus: 'pending', paymentMethod: 'cod' })).toBe(true);
    // An unpaid transfer, or cash on delivery whose payment was cancelled, waits.
    expect(readyToFulfil({ orderStatus: 'confirmed', paymentStatus: 'pending', paymentMethod: 'bank-transfer' })).toBe(
      false,
    );
    expect(readyToFulfil({ orderStatus: 'confirmed', paymentStatus: 'cancelled', paymentMethod: 'cod' })).toBe(false);
  });

  it('takes cash on delivery up to its cap, the cap itself included', () => {
    expect(withinCodCap(200_000, 200_000)).toBe(true);
    expect(withinCodCap(199_999, 200_000)).toBe(true);
    expect(withinCodCap(200_001, 200_000)).toBe(false);
  });
});

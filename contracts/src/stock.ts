import type { DomainEvent } from './eventBase';

/**
 * Stock held for orders (decisions §5, §11), kept on each product's stream: reserved when an
 * order is placed, committed when it is paid (the units leave the stock), released when it
 * expires, is rejected unpaid, or was never placed.
 */
export type StockReserved = DomainEvent<
  'StockReserved',
  { productId: string; orderId: string; quantity: number; expiresAt: string }
>;
export type StockReleased = DomainEvent<
  'StockReleased',
  { productId: string; orderId: string; quantity: number; reason: ReleaseReason }
>;
export type StockCommitted = DomainEvent<'StockCommitted', { productId: string; orderId: string; quantity: number }>;
export type StockEvent = StockReserved | StockReleased | StockCommitted;

export type ReleaseReason = 'checkout-failed' | 'not-placed' | 'expired' | 'rejected' | 'payment-failed' | 'cancelled';

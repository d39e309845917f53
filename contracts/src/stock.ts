import type { DomainEvent } from './eventBase';

/**
 * `sku` names the variant held (issue 30); absent: the product's default variant (events before
 * variants have none).
 *
 * Stock held for orders (decisions §5, §11), kept on each product's stream: reserved when an
 * order is placed, committed when it is paid (the units leave the stock), released when it
 * expires, is rejected unpaid, or was never placed.
 */
export type StockReserved = DomainEvent<
  'StockReserved',
  { productId: string; orderId: string; quantity: number; expiresAt: string; sku?: string }
>;
export type StockReleased = DomainEvent<
  'StockReleased',
  { productId: string; orderId: string; quantity: number; reason: ReleaseReason; sku?: string }
>;
export type StockCommitted = DomainEvent<
  'StockCommitted',
  { productId: string; orderId: string; quantity: number; sku?: string }
>;
/** Units a customer sent back (a return received, issue 30) are on hand again, on their variant when named. */
export type StockReturned = DomainEvent<
  'StockReturned',
  { productId: string; orderId: string; returnId: string; quantity: number; sku?: string }
>;
export type StockEvent = StockReserved | StockReleased | StockCommitted | StockReturned;

export type ReleaseReason = 'checkout-failed' | 'not-placed' | 'expired' | 'rejected' | 'payment-failed' | 'cancelled';

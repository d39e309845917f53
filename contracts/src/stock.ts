import type { DomainEvent } from './events';

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

/** Order id → units held for it. */
export type Reservations = Readonly<Record<string, number>>;

export function evolveReservations(reservations: Reservations, event: DomainEvent): Reservations {
  switch (event.type) {
    case 'StockReserved': {
      const { orderId, quantity } = (event as StockReserved).data;
      return { ...reservations, [orderId]: quantity };
    }
    case 'StockReleased':
    case 'StockCommitted': {
      const { [(event as StockEvent).data.orderId]: _gone, ...rest } = reservations;
      return rest;
    }
    default:
      return reservations;
  }
}

export const reservedQuantity = (reservations: Reservations): number =>
  Object.values(reservations).reduce((sum, q) => sum + q, 0);

export type ReleaseStock = { type: 'ReleaseStock'; productId: string; orderId: string; reason: ReleaseReason };
export type CommitStock = { type: 'CommitStock'; productId: string; orderId: string };
export type StockCommand = ReleaseStock | CommitStock;

/**
 * Releasing and committing, folded from a product's stream by its reservations alone. Both are
 * idempotent: an order that holds nothing (any more) changes nothing, so a process manager may
 * repeat them after a crash.
 */
export const stockDecider = {
  name: 'stock@1',
  initialState: {} as Reservations,
  evolve: evolveReservations,
  decide(command: StockCommand, reservations: Reservations): StockEvent[] {
    const quantity = reservations[command.orderId];
    if (!quantity) return [];
    const { productId, orderId } = command;
    return command.type === 'ReleaseStock'
      ? [{ type: 'StockReleased', data: { productId, orderId, quantity, reason: command.reason } }]
      : [{ type: 'StockCommitted', data: { productId, orderId, quantity } }];
  },
};

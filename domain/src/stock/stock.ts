import type { DomainEvent, ReleaseReason, StockEvent, StockReserved } from '@tavico/contracts';

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
 * Releasing and committing, decided on a product's reservations alone (the product decider asks).
 * Both are idempotent: an order that holds nothing (any more) changes nothing, so a workflow may
 * repeat them after a crash.
 */
export function decideStock(command: StockCommand, reservations: Reservations): StockEvent[] {
  const quantity = reservations[command.orderId];
  if (!quantity) return [];
  const { productId, orderId } = command;
  return command.type === 'ReleaseStock'
    ? [{ type: 'StockReleased', data: { productId, orderId, quantity, reason: command.reason } }]
    : [{ type: 'StockCommitted', data: { productId, orderId, quantity } }];
}

import {
  reservationKey,
  reservationOf,
  type DomainEvent,
  type ReleaseReason,
  type StockEvent,
  type StockReserved,
} from '@tavico/contracts';

/**
 * Order id → units held for it; a variant's units under `orderId|sku` (contracts' reservationKey),
 * so one order may hold two variants of a product.
 */
export type Reservations = Readonly<Record<string, number>>;

export function evolveReservations(reservations: Reservations, event: DomainEvent): Reservations {
  switch (event.type) {
    case 'StockReserved': {
      const { orderId, quantity, sku } = (event as StockReserved).data;
      return { ...reservations, [reservationKey(orderId, sku)]: quantity };
    }
    case 'StockReleased':
    case 'StockCommitted': {
      const { orderId, sku } = (event as StockEvent).data;
      const { [reservationKey(orderId, sku)]: _gone, ...rest } = reservations;
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
/** A return's units back on hand, once per return (issue 30). */
export type ReturnStock = {
  type: 'ReturnStock';
  productId: string;
  orderId: string;
  returnId: string;
  quantity: number;
  /** The variant sent back; absent: the default one. */
  sku?: string;
};
export type StockCommand = ReleaseStock | CommitStock;

/** What a product remembers of a return's units come back: the return, and the variant when named. */
export const returnedKey = (r: { returnId: string; sku?: string }): string =>
  r.sku ? `${r.returnId}#${r.sku}` : r.returnId;

/**
 * Releasing and committing, decided on a product's reservations alone (the product decider asks):
 * everything the order holds of the product, each variant in its own event. Both are idempotent:
 * an order that holds nothing (any more) changes nothing, so a workflow may repeat them after a crash.
 */
export function decideStock(command: StockCommand, reservations: Reservations): StockEvent[] {
  const { productId, orderId } = command;
  return Object.entries(reservations)
    .map(([key, quantity]) => ({ ...reservationOf(key), quantity }))
    .filter((held) => held.orderId === orderId && held.quantity > 0)
    .map(({ sku, quantity }): StockEvent => {
      const variant = sku ? { sku } : {};
      return command.type === 'ReleaseStock'
        ? { type: 'StockReleased', data: { productId, orderId, quantity, reason: command.reason, ...variant } }
        : { type: 'StockCommitted', data: { productId, orderId, quantity, ...variant } };
    });
}

import {
  collections,
  shopDay,
  type AnyEvent,
  type OrderEvent,
  type RecordedEvent,
  type SalesDayDocument,
} from '@tavico/contracts';
import type { Projection } from '../projection';

/** The shop day an order was placed or paid on. */
function dayOf(event: RecordedEvent<AnyEvent>): string | null {
  const order = event as unknown as OrderEvent;
  if (order.type === 'OrderPlaced') return shopDay(order.data.placedAt);
  if (order.type === 'OrderPaid') return shopDay(order.data.at);
  return null;
}

/**
 * The dashboard's sales per shop day: orders placed that day, and payments taken that day with
 * their sum. Kept as events arrive, so the dashboard reads at most a month of small documents.
 */
export const salesDaysProjection: Projection<SalesDayDocument> = {
  name: 'salesDays',
  collection: collections.salesDays,
  handles: ['OrderPlaced', 'OrderPaid'],
  documentId: dayOf,
  evolve(current, event) {
    const order = event as unknown as OrderEvent;
    const day = dayOf(event);
    if (day === null) return current;
    const figures = current ?? { _id: day, day, orders: 0, paidOrders: 0, revenueCents: 0 };
    if (order.type === 'OrderPlaced') return { ...figures, orders: figures.orders + 1 };
    if (order.type === 'OrderPaid') {
      // Payments recorded before the amount was carried on the event count without it.
      const amount = order.data.totalCents ?? 0;
      return { ...figures, paidOrders: figures.paidOrders + 1, revenueCents: figures.revenueCents + amount };
    }
    return current;
  },
};

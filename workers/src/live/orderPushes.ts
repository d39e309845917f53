import {
  collections,
  flagsOf,
  liveEventOf,
  liveEvents,
  liveRooms,
  orderView,
  type OrderDocument,
  type OrderLiveEvent,
  type OrderStatus,
  type SupplierOrderLiveEvent,
  supplierOrderChanged,
} from '@tavico/contracts';
import type { DocumentStore, LiveNotifier, Metrics } from '@tavico/infrastructure';
import type { Reactor } from '../projection';

const pushed = Object.keys(liveEventOf) as (keyof typeof liveEventOf)[];

/**
 * Pushes order events to the browsers that show them: the owner's room and the admins' feed.
 * It runs from the event subscription after the projections, so a client that refetches on a
 * push reads the order as the push describes it. Pushes are at most once: a browser that was
 * not connected refetches when it connects (see `liveEvents`). Every event of an order is pushed
 * with its revision in the order's stream, so a browser that sees one skipped knows it missed it.
 */
export function orderPushReactor(deps: { store: DocumentStore; live: LiveNotifier; metrics: Metrics }): Reactor {
  return {
    name: 'order-pushes',
    handles: pushed,
    async react(event) {
      const name = liveEventOf[event.type as keyof typeof liveEventOf];
      if (!name || !('orderId' in event.data)) return;
      const order = await deps.store.collection<OrderDocument>(collections.orders).findOne({ _id: event.data.orderId });
      if (!order) return;
      const view = orderView(order);
      const previousStatus: OrderStatus | null = event.type === 'OrderStatusChanged' ? event.data.from : null;
      const payload: OrderLiveEvent = {
        event: name,
        orderId: order.orderId,
        userId: order.userId,
        orderStatus: order.orderStatus,
        paymentStatus: order.paymentStatus,
        previousStatus,
        position: event.position,
        revision: event.revision,
        at: event.metadata.time,
        row: {
          _id: view._id,
          code: view.code,
          userName: view.userName,
          orderDate: view.orderDate,
          orderUpdateDate: view.orderUpdateDate,
          orderStatus: view.orderStatus,
          paymentStatus: view.paymentStatus,
          totalAmount: view.totalAmount,
          ...flagsOf(view),
        },
      };
      // One emit to both rooms: an admin's own order reaches their socket once.
      deps.live.emit([liveRooms.user(order.userId), liveRooms.admins], name, payload);
      deps.metrics.liveEventsEmitted.inc({ event: name });
      // The suppliers whose lines it holds hear only that it changed (they read their own lines),
      // and not of the payment's steps, which come before they see the order.
      if (name === liveEvents.orderUpdated) return;
      const suppliers = [...new Set(order.items.map((l) => l.supplierId).filter((id): id is string => !!id))];
      if (suppliers.length > 0) {
        const told: SupplierOrderLiveEvent = {
          orderId: order.orderId,
          position: event.position,
          revision: event.revision,
          at: event.metadata.time,
        };
        deps.live.emit(suppliers.map(liveRooms.user), supplierOrderChanged, told);
      }
    },
  };
}

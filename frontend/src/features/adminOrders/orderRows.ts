import {
  flagsOf,
  liveEvents,
  type OrderLiveEvent,
  type OrderStatus,
  type OrderStep,
  type OrderView,
  type PaymentMethod,
} from '@tavico/contracts/client';
import type { Pagination } from '../../shared/paging';

/**
 * A row of 'All Orders': what a live push carries, and from the list (or a read after a push)
 * the payment method and the timeline, which pushes do not carry.
 */
export type OrderRow = OrderLiveEvent['row'] & { paymentMethod?: PaymentMethod; timeline?: OrderStep[] };

/** Which page of the orders: of one status ('' for all), with one code ('' for any). */
export interface OrdersQuery {
  status: OrderStatus | '';
  code: string;
  page: number;
}

/**
 * One page of the orders as the cache keeps it. Per order, the revision of its stream the screen
 * knows: from the list read, then from each push applied. A push at or below it is old news; one
 * more than one past it follows a lost push.
 */
export interface OrderList {
  rows: OrderRow[];
  pagination: Pagination;
  revisions: Record<string, number>;
}

/** An order's code as people quote it: any case, spaces around. */
export const normalCode = (code: string) => code.trim().toUpperCase();

/** A row from an order, keeping what an earlier row knew and this one does not (a push's). */
export const rowOf = (o: OrderView | OrderRow, before?: OrderRow): OrderRow => ({
  _id: o._id,
  code: o.code,
  userName: o.userName,
  orderDate: o.orderDate,
  orderUpdateDate: o.orderUpdateDate,
  orderStatus: o.orderStatus,
  paymentStatus: o.paymentStatus,
  totalAmount: o.totalAmount,
  ...flagsOf(o),
  paymentMethod: o.paymentMethod ?? before?.paymentMethod,
  timeline: o.timeline ?? before?.timeline,
});

export const orderListOf = (data: OrderView[], pagination: Pagination): OrderList => ({
  rows: data.map((o) => rowOf(o)),
  pagination,
  revisions: Object.fromEntries(data.flatMap((o) => (o.revision === undefined ? [] : [[o._id, o.revision]]))),
});

/** An order joined or left the list: its count and pages follow. */
function countOrders(pagination: Pagination, change: number) {
  pagination.total = Math.max(0, pagination.total + change);
  if (pagination.limit > 0) pagination.totalPages = Math.max(1, Math.ceil(pagination.total / pagination.limit));
}

/**
 * A push applied to one cached page. A row shown takes the new status, or leaves a list filtered to
 * another one; a new order goes on top of the first page (on a later page it is only counted). An
 * order on another page that moves into or out of the filter changes the count. Says whether the
 * order arrived on this page.
 */
export function applyPush(list: OrderList, which: OrdersQuery, push: OrderLiveEvent): boolean {
  list.revisions[push.orderId] = push.revision;
  const codeMatches = which.code === '' || push.row.code === which.code;
  const listed = (status: OrderStatus | null) =>
    status !== null && codeMatches && (which.status === '' || which.status === status);
  const shown = listed(push.row.orderStatus);
  // Only an admin's change names the status before; a payment, a failure or an expiry moves an
  // order on from pending; a payment's own steps leave it where it was.
  const before =
    push.event === liveEvents.orderPlaced
      ? null
      : push.event === liveEvents.orderUpdated
        ? push.orderStatus
        : (push.previousStatus ?? 'pending');
  if (shown !== listed(before)) countOrders(list.pagination, shown ? 1 : -1);
  const index = list.rows.findIndex((o) => o._id === push.orderId);
  if (index >= 0 && shown) list.rows[index] = rowOf(push.row, list.rows[index]);
  else if (index >= 0) list.rows.splice(index, 1);
  else if (shown && push.event === liveEvents.orderPlaced && which.page === 1) {
    list.rows.unshift(rowOf(push.row));
    if (list.pagination.limit > 0) list.rows.splice(list.pagination.limit);
    return true;
  }
  return false;
}

/**
 * An order as a command's answer has it, applied to one cached page: its row takes it in place.
 * Says whether the page should be read again: the order moved into or out of the status shown.
 */
export function applyOrder(list: OrderList, which: OrdersQuery, order: OrderView): boolean {
  if (order.revision !== undefined) list.revisions[order._id] = order.revision;
  const index = list.rows.findIndex((o) => o._id === order._id);
  const matches = which.status === '' || which.status === order.orderStatus;
  if (index >= 0 && matches) list.rows[index] = rowOf(order, list.rows[index]);
  return which.status !== '' && index >= 0 !== matches;
}

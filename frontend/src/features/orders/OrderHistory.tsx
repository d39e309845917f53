import { lazy, Suspense, useEffect } from 'react';
import { Badge, Button, Empty, Spin } from 'antd';
import { useAppDispatch, useAppSelector } from '../../app/hooks';
import { dateOnly } from '../../shared/format';
import { moneyText } from '../../shared/money';
import { Pager } from '../../shared/Pager';
import { StatusBadge } from '../../shared/StatusBadge';
import {
  orderDetailsRequested,
  orderLiveStarted,
  orderLiveStopped,
  ordersRequested,
  selectOrders,
} from './ordersSlice';
import './orders.css';

const OrderDetailsDialog = lazy(() => import('./OrderDetailsDialog').then((m) => ({ default: m.OrderDetailsDialog })));

/** The account's 'Order History': the shopper's orders, live while shown, and an order's details. */
export function OrderHistory() {
  const dispatch = useAppDispatch();
  const { orderList, pagination, isLoading, live } = useAppSelector(selectOrders);
  // Live while the page is open: the saga fetches on every connect, then applies pushes.
  useEffect(() => {
    dispatch(orderLiveStarted());
    return () => void dispatch(orderLiveStopped());
  }, [dispatch]);
  return (
    <section aria-labelledby="order-history">
      <div className="order-history-head">
        <h2 id="order-history">Order History</h2>
        <Badge
          status={live === 'connected' ? 'success' : 'default'}
          text={live === 'connected' ? 'Cập nhật trực tiếp' : 'Đang kết nối...'}
        />
      </div>
      {isLoading && orderList.length === 0 ? (
        <Spin />
      ) : orderList.length === 0 ? (
        <Empty description="Bạn chưa có đơn hàng nào." />
      ) : (
        <div className="table-scroll">
          <table className="order-table">
            <thead>
              <tr>
                <th scope="col">Mã đơn</th>
                <th scope="col">Order ID</th>
                <th scope="col">Order Date</th>
                <th scope="col">Order Status</th>
                <th scope="col">Order Price</th>
                <th scope="col">
                  <span className="visually-hidden">Chi tiết</span>
                </th>
              </tr>
            </thead>
            <tbody>
              {orderList.map((order) => (
                <tr key={order._id} data-order={order._id}>
                  <td data-label="Mã đơn">
                    <strong>{order.code ?? '—'}</strong>
                  </td>
                  <td data-label="Order ID">
                    <code>{order._id}</code>
                  </td>
                  <td data-label="Order Date">{dateOnly(order.orderDate)}</td>
                  <td data-label="Order Status">
                    <StatusBadge order={order} />
                  </td>
                  <td data-label="Order Price">{moneyText(order.totalAmount, order.currency)}</td>
                  <td>
                    <Button onClick={() => dispatch(orderDetailsRequested({ orderId: order._id }))}>
                      View Details
                    </Button>
                  </td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      )}
      <Pager pagination={pagination} onChange={(page) => dispatch(ordersRequested(page))} label="Trang đơn hàng" />
      <OrderDetailsHost />
    </section>
  );
}

/** The details dialog, loaded the first time an order is opened. */
function OrderDetailsHost() {
  const open = useAppSelector(selectOrders).orderDetails !== null;
  if (!open) return null;
  return (
    <Suspense fallback={null}>
      <OrderDetailsDialog />
    </Suspense>
  );
}

import { lazy, Suspense, useEffect } from 'react';
import { useSearchParams } from 'react-router-dom';
import { Badge, Button, Empty, Segmented, Spin } from 'antd';
import { useAppDispatch, useAppSelector } from '../../app/hooks';
import { dateOnly, dollars } from '../../shared/format';
import { StatusBadge } from './StatusBadge';
import { AddressBook } from '../address/AddressBook';
import { orderDetailsRequested, orderLiveStarted, orderLiveStopped, selectOrders } from './ordersSlice';
import './orders.css';

const OrderDetailsDialog = lazy(() => import('./OrderDetailsDialog').then((m) => ({ default: m.OrderDetailsDialog })));

const tabs = [
  { value: 'orders', label: 'Orders' },
  { value: 'address', label: 'Address' },
];

/** The account: 'orders' (default) with the live order history, and 'address'. */
export function AccountPage() {
  const [query, setQuery] = useSearchParams();
  const tab = query.get('tab') === 'address' ? 'address' : 'orders';
  return (
    <div className="page account">
      <img className="account-banner" src="/images/checkout-header.svg" alt="" />
      <Segmented
        options={tabs}
        value={tab}
        onChange={(key) => setQuery(key === 'orders' ? {} : { tab: key }, { replace: true })}
        aria-label="Tài khoản"
        className="account-tabs"
      />
      {tab === 'orders' ? <OrderHistory /> : <AddressBook />}
    </div>
  );
}

function OrderHistory() {
  const dispatch = useAppDispatch();
  const { orderList, isLoading, live } = useAppSelector(selectOrders);
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
                  <td data-label="Order ID">
                    <code>{order._id}</code>
                  </td>
                  <td data-label="Order Date">{dateOnly(order.orderDate)}</td>
                  <td data-label="Order Status">
                    <StatusBadge status={order.orderStatus} />
                  </td>
                  <td data-label="Order Price">{dollars(order.totalAmount)}</td>
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

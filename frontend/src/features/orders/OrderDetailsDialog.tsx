import type { ReactNode } from 'react';
import { Modal } from 'antd';
import { paymentStatusLabels, type OrderView } from '@tavico/contracts/client';
import { useAppDispatch, useAppSelector } from '../../app/hooks';
import { dateOnly, dollars } from '../../shared/format';
import { orderDetailsClosed, selectOrders } from './ordersSlice';
import { StatusBadge } from './StatusBadge';
import './orders.css';

/** Everything about one order: the facts, its lines and where it goes (shop and back office). */
export function OrderSummary({ order }: { order: OrderView }) {
  const facts: [string, ReactNode][] = [
    ['Order ID', order._id],
    ['Order Date', dateOnly(order.orderDate)],
    ['Order Price', dollars(order.totalAmount)],
    ['Payment method', order.paymentMethod],
    ['Payment Status', paymentStatusLabels[order.paymentStatus]],
    ['Order Status', <StatusBadge key="status" status={order.orderStatus} />],
  ];
  return (
    <>
      <dl className="order-facts">
        {facts.map(([label, value]) => (
          <div key={label}>
            <dt>{label}</dt>
            <dd>{value}</dd>
          </div>
        ))}
      </dl>
      <h3 className="order-section">Order Details</h3>
      <ul className="order-items">
        {order.cartItems.map((item) => (
          <li key={item.productId}>
            <span>Title: {item.title}</span>
            <span>Quantity: {item.quantity}</span>
            <span>Price: {dollars(item.price)}</span>
          </li>
        ))}
      </ul>
      <h3 className="order-section">Shipping Info</h3>
      <div className="order-shipping">
        <span>{order.userName}</span>
        <span>{order.addressInfo.address}</span>
        <span>{order.addressInfo.city}</span>
        <span>{order.addressInfo.pincode}</span>
        <span>{order.addressInfo.phone}</span>
        <span>{order.addressInfo.notes}</span>
      </div>
    </>
  );
}

/** 'View Details': everything about one order; closing clears the stored details. */
export function OrderDetailsDialog() {
  const dispatch = useAppDispatch();
  const { orderDetails: order } = useAppSelector(selectOrders);
  if (!order) return null;
  return (
    <Modal open title="Order Details" footer={null} width={640} onCancel={() => dispatch(orderDetailsClosed())}>
      <OrderSummary order={order} />
    </Modal>
  );
}

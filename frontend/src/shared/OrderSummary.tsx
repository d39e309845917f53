import type { ReactNode } from 'react';
import { paymentMethodLabels, paymentStatusLabels, type OrderView } from '@tavico/contracts/client';
import { dateOnly } from './format';
import { moneyText } from './money';
import { StatusBadge } from './StatusBadge';
import './orderSummary.css';

/**
 * Everything about one order: the facts, its lines and where it goes (shop and back office);
 * `children` come right after the facts (the shopper's timeline, say).
 */
export function OrderSummary({ order, children }: { order: OrderView; children?: ReactNode }) {
  const facts: [string, ReactNode][] = [
    ['Mã đơn', order.code ?? '—'],
    ['Order ID', order._id],
    ['Order Date', dateOnly(order.orderDate)],
    ['Order Price', moneyText(order.totalAmount, order.currency)],
    ['Payment method', paymentMethodLabels[order.paymentMethod] ?? order.paymentMethod],
    ['Payment Status', paymentStatusLabels[order.paymentStatus]],
    ['Order Status', <StatusBadge key="status" order={order} />],
  ];
  // A đồng order paid by PayPal: the dollars charged, at the rate fixed when it was placed.
  if (order.paypalCharge)
    facts.push([
      'PayPal',
      `${moneyText(order.paypalCharge.amount, 'USD')} (${moneyText(order.paypalCharge.vndPerUsd, 'VND')}/USD)`,
    ]);
  if (order.receivedBy) facts.push(['Người nhận tiền', order.receivedBy.name]);
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
      {children}
      <h3 className="order-section">Order Details</h3>
      <ul className="order-items">
        {order.cartItems.map((item) => (
          <li key={item.productId}>
            <span>Title: {item.title}</span>
            <span>Quantity: {item.quantity}</span>
            <span>Price: {moneyText(item.price, order.currency)}</span>
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

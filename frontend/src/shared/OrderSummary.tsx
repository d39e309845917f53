import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import type { FollowedOrderView } from '@tavico/contracts/client';
import { addressParts } from '@tavico/contracts/address';
import { dateOnly, dayText } from './format';
import { moneyText } from './money';
import { StatusBadge } from './StatusBadge';
import { useAdminUnits } from './useAdminUnits';
import { paymentMethodName, paymentStatusName } from './statusNames';
import './orderSummary.css';

/**
 * Everything about one order: the facts, its lines and where it goes (shop and back office);
 * `children` come right after the facts (the shopper's timeline, say).
 */
export function OrderSummary({ order, children }: { order: FollowedOrderView; children?: ReactNode }) {
  const { t } = useTranslation();
  // The address as every screen shows it (contracts' addressParts); an old one has no recipient.
  const shipTo = addressParts(order.addressInfo, useAdminUnits(), order.userName);
  const facts: [string, ReactNode][] = [
    [t('orders.code'), order.code ?? '—'],
    [t('orders.id'), order._id],
    [t('orders.date'), dateOnly(order.orderDate)],
    [t('orders.price'), moneyText(order.totalAmount, order.currency)],
    // The voucher it was placed with: what it took off is inside the price.
    ...(order.voucherCode
      ? ([[t('orders.voucher'), `${order.voucherCode} (−${moneyText(order.discount, order.currency)})`]] as [
          string,
          ReactNode,
        ][])
      : []),
    // The shipping the server priced (inside the price); orders from before shipping fees have none.
    ...(order.shipping
      ? ([
          [
            t('shipping.fee'),
            order.shippingFee === 0 ? t('shipping.free') : moneyText(order.shippingFee, order.currency),
          ],
          [t('shipping.zone'), order.shipping.zone ?? t('shipping.elsewhere')],
        ] as [string, ReactNode][])
      : []),
    [t('orders.method'), paymentMethodName(t, order.paymentMethod)],
    [t('orders.paymentStatus'), paymentStatusName(t, order.paymentStatus)],
    [t('orders.status'), <StatusBadge key="status" order={order} />],
  ];
  // A đồng order paid by PayPal: the dollars charged, at the rate fixed when it was placed.
  if (order.paypalCharge)
    facts.push([
      'PayPal',
      `${moneyText(order.paypalCharge.amount, 'USD')} (${moneyText(order.paypalCharge.vndPerUsd, 'VND')}/USD)`,
    ]);
  if (order.receivedBy) facts.push([t('orders.receivedBy'), order.receivedBy.name]);
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
      <h3 className="order-section">{t('orders.details')}</h3>
      <ul className="order-items">
        {order.cartItems.map((item) => (
          <li key={item.productId}>
            <span>{t('orders.itemTitle', { title: item.title })}</span>
            <span>{t('orders.itemQuantity', { quantity: item.quantity })}</span>
            <span>{t('orders.itemPrice', { price: moneyText(item.price, order.currency) })}</span>
            {item.delivery && (
              <span className="order-item-delivery">
                {t('shipping.lineDelivery', { from: dayText(item.delivery.from), to: dayText(item.delivery.to) })}
              </span>
            )}
          </li>
        ))}
      </ul>
      <h3 className="order-section">{t('orders.shipping')}</h3>
      <div className="order-shipping">
        <span>{shipTo.recipient}</span>
        <span>{shipTo.phone}</span>
        <span>{shipTo.place}</span>
        {shipTo.notes && <span>{shipTo.notes}</span>}
      </div>
      {order.shipments.length > 0 && (
        <>
          <h3 className="order-section">{t('orders.parcels')}</h3>
          <ul className="order-parcels">
            {order.shipments.map((parcel) => (
              <li key={`${parcel.carrierId} ${parcel.trackingCode}`}>
                <span>{parcel.carrierName}</span>
                {parcel.trackingCode && <span>{t('orders.trackingCode', { code: parcel.trackingCode })}</span>}
                {parcel.trackingUrl && (
                  <a href={parcel.trackingUrl} target="_blank" rel="noopener noreferrer">
                    {t('orders.trackParcel')}
                  </a>
                )}
              </li>
            ))}
          </ul>
        </>
      )}
    </>
  );
}

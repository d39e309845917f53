import { useEffect } from 'react';
import { Badge, Button, Empty, Popconfirm, Spin, Tag } from 'antd';
import { useTranslation } from 'react-i18next';
import type { SupplierOrderView } from '@tavico/contracts/client';
import { addressParts } from '@tavico/contracts/address';
import { useAppDispatch, useAppSelector } from '../../app/hooks';
import { vietnamTime } from '../../shared/format';
import { moneyText } from '../../shared/money';
import { lineStepColour, lineStepLabel } from '../../shared/lineSteps';
import { Pager } from '../../shared/Pager';
import { StatusBadge } from '../../shared/StatusBadge';
import { paymentMethodName, paymentStatusName } from '../../shared/statusNames';
import { useAdminUnits } from '../../shared/useAdminUnits';
import {
  linesFulfilRequested,
  nextStep,
  selectSupplierOrders,
  supplierLiveStarted,
  supplierLiveStopped,
  supplierOrdersRequested,
} from './supplierOrdersSlice';
import './supplierOrders.css';

/** 'Đã đóng gói', then 'Giao cho vận chuyển' (asked first: the shipper has the goods then). */
function FulfilButtons({ order }: { order: SupplierOrderView }) {
  const dispatch = useAppDispatch();
  const { fulfilling } = useAppSelector(selectSupplierOrders);
  const { t } = useTranslation();
  const next = nextStep(order);
  const busy = fulfilling?.orderId === order._id ? fulfilling.to : null;
  return (
    <div className="supplier-order-actions">
      <Button
        disabled={next !== 'packed'}
        loading={busy === 'packed'}
        onClick={() => dispatch(linesFulfilRequested({ orderId: order._id, to: 'packed' }))}
      >
        {t('backOffice.supplierOrders.packed')}
      </Button>
      <Popconfirm
        title={t('backOffice.supplierOrders.handOverAsk', { code: order.code ?? '' })}
        description={t('backOffice.supplierOrders.handOverText')}
        okText={t('backOffice.supplierOrders.handedOver')}
        cancelText={t('backOffice.supplierOrders.notYet')}
        disabled={next !== 'handedOver'}
        onConfirm={() => dispatch(linesFulfilRequested({ orderId: order._id, to: 'handedOver' }))}
      >
        <Button type="primary" disabled={next !== 'handedOver'} loading={busy === 'handedOver'}>
          {t('backOffice.supplierOrders.handOver')}
        </Button>
      </Popconfirm>
    </div>
  );
}

/** Who receives the order and where, or, when the server sent neither, why not. */
function BuyerFacts({ order }: { order: SupplierOrderView }) {
  const { address, recipient } = order;
  const units = useAdminUnits();
  const { t } = useTranslation();
  if (address === null || recipient === null) {
    // Why an order shows no buyer: once it is cancelled or rejected the server no longer sends who or where.
    return (
      <div className="supplier-order-hidden">
        <dt>{t('backOffice.supplierOrders.recipient')}</dt>
        <dd>{t(`backOffice.supplierOrders.hidden.${order.buyerHidden ?? 'other'}`)}</dd>
      </div>
    );
  }
  const shown = addressParts(address, units);
  return (
    <>
      <div>
        <dt>{t('backOffice.supplierOrders.recipient')}</dt>
        <dd>{recipient}</dd>
      </div>
      <div>
        <dt>{t('backOffice.supplierOrders.phone')}</dt>
        <dd>
          <a href={`tel:${address.phone}`}>{address.phone}</a>
        </dd>
      </div>
      <div className="supplier-order-address">
        <dt>{t('backOffice.supplierOrders.address')}</dt>
        <dd>
          {shown.place}
          {shown.notes && <small>{t('backOffice.supplierOrders.notes', { notes: shown.notes })}</small>}
        </dd>
      </div>
    </>
  );
}

/** One order as its supplier ships it: who and where, its own lines with their step, what to do next. */
function SupplierOrderCard({ order, changed }: { order: SupplierOrderView; changed: boolean }) {
  const { t } = useTranslation();
  return (
    <article
      className={`supplier-order${changed ? ' supplier-order-changed' : ''}`}
      aria-label={t('backOffice.supplierOrders.order', { code: order.code ?? order._id })}
      data-order={order._id}
    >
      <header className="supplier-order-head">
        <strong className="supplier-order-code">{order.code ?? '—'}</strong>
        <StatusBadge order={order} />
        <time dateTime={order.placedAt}>{vietnamTime(order.placedAt)}</time>
      </header>
      <dl className="supplier-order-facts">
        <BuyerFacts order={order} />
        <div className="supplier-order-payment">
          <dt>{t('backOffice.supplierOrders.payment')}</dt>
          <dd>
            {paymentMethodName(t, order.paymentMethod)} · {paymentStatusName(t, order.paymentStatus)}
          </dd>
        </div>
      </dl>
      <ul className="supplier-order-lines" aria-label={t('backOffice.supplierOrders.yourLines')}>
        {order.lines.map((line) => (
          <li key={line.productId}>
            <img src={line.image} alt="" loading="lazy" />
            <div>
              <span className="supplier-line-title">{line.title}</span>
              <small>
                {line.quantity} × {moneyText(line.price, order.currency)}
              </small>
            </div>
            <Tag color={lineStepColour(line.fulfilment)} className="supplier-line-step">
              {lineStepLabel(t, line.fulfilment)}
            </Tag>
          </li>
        ))}
      </ul>
      <footer className="supplier-order-foot">
        <span>
          {t('backOffice.supplierOrders.yourTotal')} <strong>{moneyText(order.totalAmount, order.currency)}</strong>
        </span>
        <FulfilButtons order={order} />
      </footer>
    </article>
  );
}

/**
 * A supplier's orders (those that went ahead: paid, or cash on delivery), its own lines only,
 * 20 a page, live: an order that changes is fetched again the moment the supplier's room hears.
 */
export function SupplierOrdersPage() {
  const dispatch = useAppDispatch();
  const { orders, pagination, status, live, changed } = useAppSelector(selectSupplierOrders);
  const { t } = useTranslation();

  useEffect(() => {
    // The live channel fetches on connect; a first fetch covers a socket that never comes.
    dispatch(supplierOrdersRequested());
    dispatch(supplierLiveStarted());
    return () => void dispatch(supplierLiveStopped());
  }, [dispatch]);

  return (
    <section>
      <div className="backoffice-page-head">
        <h1>{t('backOffice.menu.orders')}</h1>
        <Badge
          status={live === 'connected' ? 'success' : 'default'}
          text={t(live === 'connected' ? 'backOffice.common.live' : 'backOffice.common.connecting')}
        />
      </div>
      <Spin spinning={status === 'loading' && orders.length === 0}>
        {orders.length === 0 && status !== 'loading' ? (
          <Empty description={t('backOffice.supplierOrders.empty')} />
        ) : (
          <div className="supplier-orders">
            {orders.map((o) => (
              <SupplierOrderCard key={o._id} order={o} changed={changed.includes(o._id)} />
            ))}
          </div>
        )}
        {pagination.total > 0 && (
          <p className="supplier-orders-count">
            {t('backOffice.supplierOrders.count', {
              count: pagination.total,
              page: pagination.page,
              pages: pagination.totalPages,
            })}
          </p>
        )}
        <Pager
          pagination={pagination}
          label={t('backOffice.supplierOrders.pages')}
          onChange={(page) => dispatch(supplierOrdersRequested({ page }))}
        />
      </Spin>
    </section>
  );
}

import { useEffect, useState } from 'react';
import { Badge, Button, Empty, Spin, Tag, notification } from 'antd';
import { useTranslation } from 'react-i18next';
import type { SupplierOrderView } from '@tavico/contracts/client';
import { addressParts } from '@tavico/contracts/address';
import { useAppDispatch, useAppSelector } from '../../app/hooks';
import { vietnamTime } from '../../shared/format';
import { messageOf } from '../../shared/http';
import { selectLiveMarked, selectLiveStatus } from '../../shared/liveFeeds';
import { moneyText } from '../../shared/money';
import { lineStepColour, lineStepLabel } from '../../shared/lineSteps';
import { Pager } from '../../shared/Pager';
import { noPages } from '../../shared/paging';
import { StatusBadge } from '../../shared/StatusBadge';
import { paymentMethodName, paymentStatusName } from '../../shared/statusNames';
import { useAdminUnits } from '../../shared/useAdminUnits';
import { nextStep, useFulfilMutation, useSupplierOrdersQuery } from './supplierOrdersApi';
import { HandOverDialog, type HandOver } from './HandOverDialog';
import { supplierLiveClosed, supplierLiveOpened } from './supplierOrdersLive';
import type { LineFulfilment } from '@tavico/contracts/client';
import { PackingSlipButton } from './PackingSlipButton';
import './supplierOrders.css';

/** 'Đã đóng gói', then 'Giao cho vận chuyển' (asked first: the shipper has the goods then). */
function FulfilButtons({ order }: { order: SupplierOrderView }) {
  const [fulfil, { isLoading, originalArgs }] = useFulfilMutation();
  const { t } = useTranslation();
  const [asking, setAsking] = useState(false);
  const next = nextStep(order);
  const busy = isLoading ? originalArgs?.to : null;
  const send = (to: LineFulfilment, handOver?: HandOver) =>
    fulfil({ orderId: order._id, to, ...handOver })
      .unwrap()
      .then(
        (answer) => {
          setAsking(false);
          notification.success({ title: answer.message ?? '' });
        },
        (error: unknown) => notification.error({ title: messageOf(error) }),
      );
  return (
    <div className="supplier-order-actions">
      <PackingSlipButton order={order} />
      <Button disabled={next !== 'packed'} loading={busy === 'packed'} onClick={() => void send('packed')}>
        {t('backOffice.supplierOrders.packed')}
      </Button>
      <Button
        type="primary"
        disabled={next !== 'handedOver'}
        loading={busy === 'handedOver'}
        onClick={() => setAsking(true)}
      >
        {t('backOffice.supplierOrders.handOver')}
      </Button>
      {asking && (
        <HandOverDialog
          order={order}
          busy={busy === 'handedOver'}
          onConfirm={(handOver) => void send('handedOver', handOver)}
          onClose={() => setAsking(false)}
        />
      )}
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
            {line.shipment && (
              <small className="supplier-line-shipment">
                {line.shipment.carrierName}
                {line.shipment.trackingCode && ` · ${line.shipment.trackingCode}`}
              </small>
            )}
          </li>
        ))}
      </ul>
      <footer className="supplier-order-foot">
        <span>
          {t('backOffice.supplierOrders.yourTotal')} <strong>{moneyText(order.totalAmount, order.currency)}</strong>
          {order.codToCollect !== null && (
            <small className="supplier-order-cod">
              {t('backOffice.supplierOrders.codToCollect', {
                amount: moneyText(order.codToCollect, order.currency),
              })}
            </small>
          )}
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
  const live = useAppSelector(selectLiveStatus('supplierOrders'));
  const changed = useAppSelector(selectLiveMarked('supplierOrders'));
  const { t } = useTranslation();
  const [page, setPage] = useState(1);
  // The live channel reads again on connect; this first read covers a socket that never comes.
  const { data, isFetching, error } = useSupplierOrdersQuery(page);
  const orders = data?.data ?? [];
  const pagination = data?.pagination ?? noPages;

  useEffect(() => {
    dispatch(supplierLiveOpened());
    return () => void dispatch(supplierLiveClosed());
  }, [dispatch]);
  useEffect(() => {
    if (error) notification.error({ title: messageOf(error) });
  }, [error]);
  // Fewer orders than when the page was chosen: show the page that is now the last.
  useEffect(() => {
    if (data && data.data.length === 0 && page > data.pagination.totalPages) setPage(data.pagination.totalPages);
  }, [data, page]);

  return (
    <section>
      <div className="backoffice-page-head">
        <h1>{t('backOffice.menu.orders')}</h1>
        <Badge
          status={live === 'connected' ? 'success' : 'default'}
          text={t(live === 'connected' ? 'backOffice.common.live' : 'backOffice.common.connecting')}
        />
      </div>
      <Spin spinning={isFetching && orders.length === 0}>
        {orders.length === 0 && !isFetching ? (
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
        <Pager pagination={pagination} label={t('backOffice.supplierOrders.pages')} onChange={setPage} />
      </Spin>
    </section>
  );
}

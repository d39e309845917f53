import { Suspense, useEffect, useState } from 'react';
import { skipToken } from '@reduxjs/toolkit/query/react';
import { useTranslation } from 'react-i18next';
import { useAppDispatch, useAppSelector } from '../../app/hooks';
import { Button } from '../../shared/Button';
import { dateOnly } from '../../shared/format';
import { lazyInAntd } from '../../shared/lazyInAntd';
import { Spinner } from '../../shared/Loading';
import { moneyText } from '../../shared/money';
import { Notice } from '../../shared/Notice';
import { Pager } from '../../shared/Pager';
import { StatusBadge } from '../../shared/StatusBadge';
import { noPages } from '../../shared/paging';
import { selectShopper } from '../auth';
import { useOrderListQuery } from './ordersApi';
import { orderLiveStarted, orderLiveStopped, selectOrders } from './ordersSlice';
import './orders.css';

// antd's dialog, with antd's theme and words, the first time an order is opened.
const OrderDetailsDialog = lazyInAntd(() => import('./OrderDetailsDialog').then((m) => m.OrderDetailsDialog));

/** The account's 'Order History': the shopper's orders, live while shown, and an order's details. */
export function OrderHistory() {
  const dispatch = useAppDispatch();
  const { t } = useTranslation();
  const { live, listOpen } = useAppSelector(selectOrders);
  const shopper = useAppSelector(selectShopper);
  // Each opening starts from the newest orders.
  const [page, setPage] = useState(1);
  // Read once the live channel is up (the saga reads it again on every reconnect, and patches it with pushes).
  const list = useOrderListQuery(shopper && listOpen ? { userId: shopper.id, page } : skipToken);
  // A failed read shows no orders (spec §4).
  const orderList = (!list.isError && list.data?.data) || [];
  const pagination = (!list.isError && list.data?.pagination) || noPages;
  const [openId, setOpenId] = useState<string | null>(null);
  // Live while the page is open: the saga fetches on every connect, then applies pushes.
  useEffect(() => {
    dispatch(orderLiveStarted());
    return () => void dispatch(orderLiveStopped());
  }, [dispatch]);
  return (
    <section aria-labelledby="order-history">
      <div className="order-history-head">
        <h2 id="order-history">{t('orders.history')}</h2>
        <span className={live === 'connected' ? 'live-state live-on' : 'live-state'}>
          {live === 'connected' ? t('orders.live') : t('orders.connecting')}
        </span>
      </div>
      {(!listOpen || list.isLoading) && orderList.length === 0 ? (
        <Spinner />
      ) : orderList.length === 0 ? (
        <Notice title={t('orders.none')} />
      ) : (
        <div className="table-scroll">
          <table className="order-table">
            <thead>
              <tr>
                <th scope="col">{t('orders.code')}</th>
                <th scope="col">{t('orders.id')}</th>
                <th scope="col">{t('orders.date')}</th>
                <th scope="col">{t('orders.status')}</th>
                <th scope="col">{t('orders.price')}</th>
                <th scope="col">
                  <span className="visually-hidden">{t('orders.detailsColumn')}</span>
                </th>
              </tr>
            </thead>
            <tbody>
              {orderList.map((order) => (
                <tr key={order._id} data-order={order._id}>
                  <td data-label={t('orders.code')}>
                    <strong>{order.code ?? '—'}</strong>
                  </td>
                  <td data-label={t('orders.id')}>
                    <code>{order._id}</code>
                  </td>
                  <td data-label={t('orders.date')}>{dateOnly(order.orderDate)}</td>
                  <td data-label={t('orders.status')}>
                    <StatusBadge order={order} />
                  </td>
                  <td data-label={t('orders.price')}>{moneyText(order.totalAmount, order.currency)}</td>
                  <td>
                    <Button onClick={() => setOpenId(order._id)}>{t('orders.viewDetails')}</Button>
                  </td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      )}
      <Pager pagination={pagination} onChange={setPage} label={t('orders.pages')} />
      {openId && <OrderDetailsHost orderId={openId} onClose={() => setOpenId(null)} />}
    </section>
  );
}

/** The details dialog, loaded the first time an order is opened. */
function OrderDetailsHost({ orderId, onClose }: { orderId: string; onClose: () => void }) {
  return (
    <Suspense fallback={<Spinner fullscreen />}>
      <OrderDetailsDialog orderId={orderId} onClose={onClose} />
    </Suspense>
  );
}

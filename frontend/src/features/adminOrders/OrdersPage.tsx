import { useEffect, useState, type HTMLAttributes } from 'react';
import { Badge, Button, Input, Select, Spin, Table, notification } from 'antd';
import { useTranslation } from 'react-i18next';
import { orderStatuses, type OrderStatus } from '@tavico/contracts/client';
import { useAppDispatch, useAppSelector } from '../../app/hooks';
import { dateOnly } from '../../shared/format';
import { messageOf } from '../../shared/http';
import { selectLiveMarked, selectLiveStatus } from '../../shared/liveFeeds';
import { useMoney } from '../../shared/money';
import { noPages } from '../../shared/paging';
import { StatusBadge } from '../../shared/StatusBadge';
import { orderStatusLabel, paymentMethodName, paymentStatusName } from '../../shared/statusNames';
import { selectUser } from '../auth';
import { useAdminOrdersQuery } from './adminOrdersApi';
import { adminLiveClosed, adminLiveOpened } from './adminOrdersLive';
import { AdminOrderDialog, PaymentReceivedButton } from './OrderDialog';
import { OrdersCsvExport } from './OrderDocuments';
import { normalCode, type OrderRow, type OrdersQuery } from './orderRows';
import './adminOrders.css';

/** Each cell names its column, so a phone shows a row as a card of label and value (adminOrders.css). */
const labelled = <C extends { title: string }>(columns: C[]) =>
  columns.map((c) => ({ ...c, onCell: () => ({ 'data-label': c.title }) as HTMLAttributes<HTMLElement> }));

/**
 * 'All Orders', newest first, filtered by status, a page at a time from the server, live: new
 * orders and changes show as they happen.
 */
export function OrdersPage() {
  const money = useMoney();
  const { t } = useTranslation();
  const dispatch = useAppDispatch();
  const user = useAppSelector(selectUser);
  const live = useAppSelector(selectLiveStatus('adminOrders'));
  const arrived = useAppSelector(selectLiveMarked('adminOrders'));
  const readOnly = user?.role !== 'admin';
  // Another status or code starts at the first page.
  const [which, setWhich] = useState<OrdersQuery>({ status: '', code: '', page: 1 });
  const { status: statusFilter, code: codeFilter, page } = which;
  const [code, setCode] = useState(codeFilter);
  const [openId, setOpenId] = useState<string | null>(null);
  // The feed reads the list again on connect; this first read covers a socket that never comes.
  const { data, isFetching, error } = useAdminOrdersQuery(which);
  // Said, not swallowed: a malformed code comes back with the form a code takes.
  const orderList = error ? [] : (data?.rows ?? []);
  const pagination = (!error && data?.pagination) || noPages;

  useEffect(() => {
    dispatch(adminLiveOpened());
    return () => void dispatch(adminLiveClosed());
  }, [dispatch]);
  useEffect(() => {
    if (error) notification.error({ title: messageOf(error) });
  }, [error]);
  // Orders left the filter while a later page was open: show the page that is now the last.
  useEffect(() => {
    if (data && data.rows.length === 0 && page > data.pagination.totalPages)
      setWhich((w) => ({ ...w, page: data.pagination.totalPages }));
  }, [data, page]);

  const columns = labelled([
    {
      title: t('backOffice.orders.code'),
      dataIndex: 'code',
      render: (c: string | null) => <strong className="order-code-cell">{c ?? '—'}</strong>,
    },
    { title: t('backOffice.orders.id'), dataIndex: '_id', render: (id: string) => <code>{id}</code> },
    { title: t('backOffice.orders.date'), dataIndex: 'orderDate', render: dateOnly },
    { title: t('backOffice.orders.customer'), dataIndex: 'userName' },
    {
      title: t('backOffice.orders.payment'),
      key: 'payment',
      render: (_: unknown, row: OrderRow) => (
        <div className="order-payment-cell">
          <span>{row.paymentMethod ? paymentMethodName(t, row.paymentMethod) : '…'}</span>
          <small>{paymentStatusName(t, row.paymentStatus)}</small>
        </div>
      ),
    },
    {
      title: t('backOffice.orders.status'),
      key: 'orderStatus',
      render: (_: unknown, row: OrderRow) => <StatusBadge order={row} />,
    },
    { title: t('backOffice.orders.price'), dataIndex: 'totalAmount', render: (amount: number) => money(amount) },
    {
      title: '',
      key: 'details',
      render: (_: unknown, row: OrderRow) => (
        <div className="order-row-actions">
          <Button onClick={() => setOpenId(row._id)}>{t('backOffice.orders.viewDetails')}</Button>
          {!readOnly && row.awaitsReceipt && <PaymentReceivedButton order={row} />}
        </div>
      ),
    },
  ]);

  return (
    <section>
      <div className="backoffice-page-head">
        <h1>{t('backOffice.orders.title')}</h1>
        <Badge
          status={live === 'connected' ? 'success' : 'default'}
          text={t(live === 'connected' ? 'backOffice.common.live' : 'backOffice.common.connecting')}
        />
      </div>
      <div className="backoffice-filters">
        <Select
          aria-label={t('backOffice.orders.filterByStatus')}
          value={statusFilter}
          onChange={(status: OrderStatus | '') => setWhich((w) => ({ ...w, status, page: 1 }))}
          options={[
            { value: '', label: t('backOffice.orders.allStatuses') },
            ...orderStatuses.map((s) => ({ value: s, label: orderStatusLabel(t, s) })),
          ]}
        />
        <Input.Search
          aria-label={t('backOffice.orders.searchCode')}
          placeholder={t('backOffice.orders.searchCode')}
          allowClear
          value={code}
          onChange={(e) => setCode(e.target.value)}
          onSearch={(value) => setWhich((w) => ({ ...w, code: normalCode(value), page: 1 }))}
          className="order-code-search"
        />
        <OrdersCsvExport />
      </div>
      <Spin spinning={isFetching && orderList.length === 0}>
        <div className="table-scroll">
          <Table<OrderRow>
            className="admin-orders-table"
            rowKey="_id"
            dataSource={orderList}
            columns={columns}
            pagination={{
              current: pagination.page,
              pageSize: pagination.limit || undefined,
              total: pagination.total,
              showSizeChanger: false,
              showTotal: (total) => t('backOffice.orders.count', { count: total }),
              hideOnSinglePage: true,
              onChange: (page) => setWhich((w) => ({ ...w, page })),
            }}
            rowClassName={(row) => (arrived.includes(row._id) ? 'row-arrived' : '')}
            locale={{
              emptyText: codeFilter
                ? t('backOffice.orders.emptyCode', { code: codeFilter })
                : t('backOffice.orders.empty'),
            }}
          />
        </div>
      </Spin>
      {openId && <AdminOrderDialog orderId={openId} readOnly={readOnly} onClose={() => setOpenId(null)} />}
    </section>
  );
}

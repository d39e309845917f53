import { useEffect, useState, type HTMLAttributes } from 'react';
import { Badge, Button, Input, Modal, Popconfirm, Select, Spin, Table, Tabs } from 'antd';
import { useTranslation } from 'react-i18next';
import { adminOrderStatuses, orderStatuses, type OrderStatus, type OrderView } from '@tavico/contracts/client';
import { useAppDispatch, useAppSelector } from '../../app/hooks';
import { dateOnly, vietnamTime } from '../../shared/format';
import { useMoney } from '../../shared/money';
import { OrderSummary } from '../../shared/OrderSummary';
import { StatusBadge } from '../../shared/StatusBadge';
import { orderStatusLabel, orderStatusName, paymentMethodName, paymentStatusName } from '../../shared/statusNames';
import { selectUser } from '../auth';
import {
  adminLiveStarted,
  adminLiveStopped,
  adminOrderDetailsClosed,
  adminOrderDetailsRequested,
  adminOrdersRequested,
  orderHistoryRequested,
  orderConfirmRequested,
  orderStatusUpdateRequested,
  paymentReceivedRequested,
  selectAdminOrder,
  type OrderRow,
} from './adminOrderSlice';
import { LineSteps } from './LineSteps';
import { OrderHistory } from './OrderHistory';
import './adminOrders.css';

/** The status form: the five statuses an admin may set (spec §4); nothing is restricted. */
function StatusForm({ order }: { order: OrderView }) {
  const orderId = order._id;
  const dispatch = useAppDispatch();
  const { updating } = useAppSelector(selectAdminOrder);
  const [chosen, setChosen] = useState<OrderStatus | undefined>();
  const { t } = useTranslation();
  return (
    <form
      className="status-form"
      onSubmit={(e) => {
        e.preventDefault();
        if (!chosen) return;
        dispatch(orderStatusUpdateRequested({ orderId, orderStatus: chosen }));
        setChosen(undefined);
      }}
    >
      <Select
        aria-label={t('backOffice.orders.statusField')}
        placeholder={t('backOffice.orders.current', { status: orderStatusName(t, order) })}
        value={chosen}
        onChange={setChosen}
        options={adminOrderStatuses.map((s) => ({ value: s, label: orderStatusLabel(t, s) }))}
        style={{ minWidth: 200 }}
      />
      <Button type="primary" htmlType="submit" disabled={!chosen} loading={updating}>
        {t('backOffice.orders.updateStatus')}
      </Button>
    </form>
  );
}

/** Each cell names its column, so a phone shows a row as a card of label and value (adminOrders.css). */
const labelled = <C extends { title: string }>(columns: C[]) =>
  columns.map((c) => ({ ...c, onCell: () => ({ 'data-label': c.title }) as HTMLAttributes<HTMLElement> }));

/** 'Đã nhận tiền': the admin says the cash or the transfer is in, after a confirmation. */
function PaymentReceivedButton({ order }: { order: Pick<OrderRow, '_id' | 'code'> }) {
  const dispatch = useAppDispatch();
  const { receiving } = useAppSelector(selectAdminOrder);
  const { t } = useTranslation();
  return (
    <Popconfirm
      title={t('backOffice.orders.receivedAsk', { code: order.code ?? order._id })}
      description={t('backOffice.orders.receivedText')}
      okText={t('backOffice.common.confirm')}
      cancelText={t('backOffice.common.no')}
      onConfirm={() => dispatch(paymentReceivedRequested({ orderId: order._id }))}
    >
      <Button loading={receiving === order._id}>{t('backOffice.orders.received')}</Button>
    </Popconfirm>
  );
}

/** 'Xác nhận đơn': staff phoned the buyer of a cash-on-delivery order; it goes ahead, with no deadline. */
function ConfirmOrderButton({ order }: { order: Pick<OrderView, '_id' | 'code' | 'expiresAt'> }) {
  const dispatch = useAppDispatch();
  const { confirming } = useAppSelector(selectAdminOrder);
  const { t } = useTranslation();
  return (
    <Popconfirm
      title={t('backOffice.orders.confirmAsk', { code: order.code ?? order._id })}
      description={t('backOffice.orders.confirmText', { time: order.expiresAt ? vietnamTime(order.expiresAt) : '—' })}
      okText={t('backOffice.common.confirm')}
      cancelText={t('backOffice.common.no')}
      onConfirm={() => dispatch(orderConfirmRequested({ orderId: order._id }))}
    >
      <Button type="primary" loading={confirming === order._id}>
        {t('backOffice.orders.confirmOrder')}
      </Button>
    </Popconfirm>
  );
}

/** The details dialog: the order, the status form for admins, and its history for admins and auditors. */
function AdminOrderDialog({ readOnly }: { readOnly: boolean }) {
  const dispatch = useAppDispatch();
  const { orderDetails: order, history } = useAppSelector(selectAdminOrder);
  const { t } = useTranslation();
  if (!order) return null;
  return (
    <Modal
      open
      title={t('backOffice.orders.details', { code: order.code ?? `#${order._id.slice(-6)}` })}
      footer={null}
      width={1000}
      onCancel={() => dispatch(adminOrderDetailsClosed())}
    >
      <Tabs
        onChange={(key) => key === 'history' && dispatch(orderHistoryRequested({ orderId: order._id }))}
        items={[
          {
            key: 'details',
            label: t('backOffice.orders.detailsTab'),
            children: (
              <>
                <OrderSummary order={order} />
                <LineSteps order={order} />
                {!readOnly && (
                  <div className="order-actions">
                    {order.awaitsConfirmation && <ConfirmOrderButton order={order} />}
                    <StatusForm order={order} />
                    {order.awaitsReceipt && <PaymentReceivedButton order={order} />}
                  </div>
                )}
              </>
            ),
          },
          {
            key: 'history',
            label: t('backOffice.orders.historyTab'),
            children: (
              <OrderHistory
                entries={history.entries}
                pagination={history.pagination}
                isLoading={history.isLoading}
                onPage={(page) => dispatch(orderHistoryRequested({ orderId: order._id, page }))}
              />
            ),
          },
        ]}
      />
    </Modal>
  );
}

/**
 * 'All Orders', newest first, filtered by status, a page at a time from the server, live: new
 * orders and changes show as they happen.
 */
export function OrdersPage() {
  const money = useMoney();
  const { t } = useTranslation();
  const dispatch = useAppDispatch();
  const user = useAppSelector(selectUser);
  const { orderList, pagination, isLoading, statusFilter, codeFilter, live, arrived } =
    useAppSelector(selectAdminOrder);
  const readOnly = user?.role !== 'admin';
  const [code, setCode] = useState(codeFilter);

  useEffect(() => {
    // The feed fetches the list on connect; a first fetch covers a socket that never comes.
    dispatch(adminOrdersRequested());
    dispatch(adminLiveStarted());
    return () => void dispatch(adminLiveStopped());
  }, [dispatch]);

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
          <Button onClick={() => dispatch(adminOrderDetailsRequested({ orderId: row._id }))}>
            {t('backOffice.orders.viewDetails')}
          </Button>
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
          onChange={(status: OrderStatus | '') => dispatch(adminOrdersRequested({ status }))}
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
          onSearch={(value) => dispatch(adminOrdersRequested({ code: value }))}
          className="order-code-search"
        />
      </div>
      <Spin spinning={isLoading && orderList.length === 0}>
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
              onChange: (page) => dispatch(adminOrdersRequested({ page })),
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
      <AdminOrderDialog readOnly={readOnly} />
    </section>
  );
}

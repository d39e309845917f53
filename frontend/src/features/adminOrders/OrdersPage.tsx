import { useEffect, useState } from 'react';
import { Badge, Button, Modal, Select, Spin, Table, Tabs } from 'antd';
import { adminOrderStatuses, orderStatuses, orderStatusLabels, type OrderStatus } from '@tavico/contracts/client';
import { useAppDispatch, useAppSelector } from '../../app/hooks';
import { dateOnly, dollars } from '../../shared/format';
import { selectUser } from '../auth/authSlice';
import { useBackOfficeSelector } from '../backoffice/install';
import { OrderSummary } from '../orders/OrderDetailsDialog';
import { StatusBadge } from '../orders/StatusBadge';
import {
  adminLiveStarted,
  adminLiveStopped,
  adminOrderDetailsClosed,
  adminOrderDetailsRequested,
  adminOrdersRequested,
  orderHistoryRequested,
  orderStatusUpdateRequested,
  selectAdminOrder,
  type OrderRow,
} from './adminOrderSlice';
import { OrderHistory } from './OrderHistory';

/** The status form: the five statuses an admin may set (spec §4); nothing is restricted. */
function StatusForm({ orderId, status }: { orderId: string; status: OrderStatus }) {
  const dispatch = useAppDispatch();
  const { updating } = useBackOfficeSelector(selectAdminOrder);
  const [chosen, setChosen] = useState<OrderStatus | undefined>();
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
        aria-label="Order Status"
        placeholder={`Hiện tại: ${orderStatusLabels[status]}`}
        value={chosen}
        onChange={setChosen}
        options={adminOrderStatuses.map((s) => ({ value: s, label: orderStatusLabels[s] }))}
        style={{ minWidth: 200 }}
      />
      <Button type="primary" htmlType="submit" disabled={!chosen} loading={updating}>
        Update Order Status
      </Button>
    </form>
  );
}

/** The details dialog: the order, the status form for admins, and its history for admins and auditors. */
function AdminOrderDialog({ readOnly }: { readOnly: boolean }) {
  const dispatch = useAppDispatch();
  const { orderDetails: order, history } = useBackOfficeSelector(selectAdminOrder);
  if (!order) return null;
  return (
    <Modal
      open
      title={`Order Details #${order._id.slice(-6)}`}
      footer={null}
      width={1000}
      onCancel={() => dispatch(adminOrderDetailsClosed())}
    >
      <Tabs
        onChange={(key) => key === 'history' && dispatch(orderHistoryRequested({ orderId: order._id }))}
        items={[
          {
            key: 'details',
            label: 'Chi tiết',
            children: (
              <>
                <OrderSummary order={order} />
                {!readOnly && <StatusForm orderId={order._id} status={order.orderStatus} />}
              </>
            ),
          },
          {
            key: 'history',
            label: 'Lịch sử',
            children: <OrderHistory entries={history.entries} isLoading={history.isLoading} />,
          },
        ]}
      />
    </Modal>
  );
}

/** 'All Orders', newest first, filtered by status, live: new orders and changes show as they happen. */
export function OrdersPage() {
  const dispatch = useAppDispatch();
  const user = useAppSelector(selectUser);
  const { orderList, isLoading, statusFilter, live, arrived } = useBackOfficeSelector(selectAdminOrder);
  const readOnly = user?.role !== 'admin';

  useEffect(() => {
    // The feed fetches the list on connect; a first fetch covers a socket that never comes.
    dispatch(adminOrdersRequested());
    dispatch(adminLiveStarted());
    return () => void dispatch(adminLiveStopped());
  }, [dispatch]);

  const columns = [
    { title: 'Order ID', dataIndex: '_id', render: (id: string) => <code>{id}</code> },
    { title: 'Order Date', dataIndex: 'orderDate', render: dateOnly },
    { title: 'Customer', dataIndex: 'userName' },
    {
      title: 'Order Status',
      dataIndex: 'orderStatus',
      render: (status: OrderStatus) => <StatusBadge status={status} />,
    },
    { title: 'Order Price', dataIndex: 'totalAmount', render: dollars },
    {
      title: '',
      key: 'details',
      render: (_: unknown, row: OrderRow) => (
        <Button onClick={() => dispatch(adminOrderDetailsRequested({ orderId: row._id }))}>View Details</Button>
      ),
    },
  ];

  return (
    <section>
      <div className="backoffice-page-head">
        <h1>All Orders</h1>
        <Badge
          status={live === 'connected' ? 'success' : 'default'}
          text={live === 'connected' ? 'Trực tiếp' : 'Đang kết nối...'}
        />
      </div>
      <div className="backoffice-filters">
        <Select
          aria-label="Lọc theo trạng thái"
          value={statusFilter}
          onChange={(status: OrderStatus | '') => dispatch(adminOrdersRequested({ status }))}
          options={[
            { value: '', label: 'Tất cả trạng thái' },
            ...orderStatuses.map((s) => ({ value: s, label: orderStatusLabels[s] })),
          ]}
        />
      </div>
      <Spin spinning={isLoading && orderList.length === 0}>
        <div className="table-scroll">
          <Table<OrderRow>
            rowKey="_id"
            dataSource={orderList}
            columns={columns}
            pagination={{ pageSize: 20, hideOnSinglePage: true }}
            rowClassName={(row) => (arrived.includes(row._id) ? 'row-arrived' : '')}
            locale={{ emptyText: 'Chưa có đơn hàng nào' }}
          />
        </div>
      </Spin>
      <AdminOrderDialog readOnly={readOnly} />
    </section>
  );
}

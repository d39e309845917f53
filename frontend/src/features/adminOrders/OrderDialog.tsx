import { useEffect, useState } from 'react';
import { Button, Modal, Popconfirm, Select, Tabs, notification } from 'antd';
import { useTranslation } from 'react-i18next';
import { adminOrderStatuses, type OrderStatus, type OrderView } from '@tavico/contracts/client';
import { vietnamTime } from '../../shared/format';
import { messageOf } from '../../shared/http';
import { OrderSummary } from '../../shared/OrderSummary';
import { RefundsSummary } from '../../shared/RefundsSummary';
import { noPages } from '../../shared/paging';
import { orderStatusLabel, orderStatusName } from '../../shared/statusNames';
import {
  useAdminOrderQuery,
  useConfirmOrderMutation,
  useOrderHistoryQuery,
  usePaymentReceivedMutation,
  useUpdateOrderStatusMutation,
} from './adminOrdersApi';
import { LineSteps } from './LineSteps';
import { OrderHistory } from './OrderHistory';
import { RefundActions } from './RefundActions';
import { OrderDocuments } from './OrderDocuments';
import { HouseHandOverDialog, houseLinesWaiting } from './HouseHandOverDialog';
import type { OrderRow } from './orderRows';

/** The server's word on a command, either way. */
const said = (command: Promise<{ message?: string }>) =>
  command.then(
    (answer) => notification.success({ title: answer.message ?? '' }),
    (error: unknown) => notification.error({ title: messageOf(error) }),
  );

/** The status form: the five statuses an admin may set (spec §4); nothing is restricted. */
function StatusForm({ order }: { order: OrderView }) {
  const orderId = order._id;
  const [updateStatus, { isLoading: updating }] = useUpdateOrderStatusMutation();
  const [chosen, setChosen] = useState<OrderStatus | undefined>();
  // Shipping while the house's own lines wait: the carrier is asked first (issue 30).
  const [handingOver, setHandingOver] = useState(false);
  const { t } = useTranslation();
  return (
    <form
      className="status-form"
      onSubmit={(e) => {
        e.preventDefault();
        if (!chosen) return;
        if (chosen === 'inShipping' && houseLinesWaiting(order)) return setHandingOver(true);
        void said(updateStatus({ orderId, orderStatus: chosen }).unwrap());
        setChosen(undefined);
      }}
    >
      {handingOver && (
        <HouseHandOverDialog
          order={order}
          busy={updating}
          onClose={() => setHandingOver(false)}
          onConfirm={(handOver) =>
            void updateStatus({ orderId, orderStatus: 'inShipping', ...handOver })
              .unwrap()
              .then(
                (answer) => {
                  notification.success({ title: answer.message ?? '' });
                  setHandingOver(false);
                  setChosen(undefined);
                },
                // Refused (no such carrier any more, a number it does not take): the dialog stays.
                (error: unknown) => notification.error({ title: messageOf(error) }),
              )
          }
        />
      )}
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

/** 'Đã nhận tiền': the admin says the cash or the transfer is in, after a confirmation. */
export function PaymentReceivedButton({ order }: { order: Pick<OrderRow, '_id' | 'code'> }) {
  const [paymentReceived, { isLoading: receiving }] = usePaymentReceivedMutation();
  const { t } = useTranslation();
  return (
    <Popconfirm
      title={t('backOffice.orders.receivedAsk', { code: order.code ?? order._id })}
      description={t('backOffice.orders.receivedText')}
      okText={t('backOffice.common.confirm')}
      cancelText={t('backOffice.common.no')}
      onConfirm={() => void said(paymentReceived(order._id).unwrap())}
    >
      <Button loading={receiving}>{t('backOffice.orders.received')}</Button>
    </Popconfirm>
  );
}

/** 'Xác nhận đơn': staff phoned the buyer of a cash-on-delivery order; it goes ahead, with no deadline. */
function ConfirmOrderButton({ order }: { order: Pick<OrderView, '_id' | 'code' | 'expiresAt'> }) {
  const [confirmOrder, { isLoading: confirming }] = useConfirmOrderMutation();
  const { t } = useTranslation();
  return (
    <Popconfirm
      title={t('backOffice.orders.confirmAsk', { code: order.code ?? order._id })}
      description={t('backOffice.orders.confirmText', { time: order.expiresAt ? vietnamTime(order.expiresAt) : '—' })}
      okText={t('backOffice.common.confirm')}
      cancelText={t('backOffice.common.no')}
      onConfirm={() => void said(confirmOrder(order._id).unwrap())}
    >
      <Button type="primary" loading={confirming}>
        {t('backOffice.orders.confirmOrder')}
      </Button>
    </Popconfirm>
  );
}

/** The details dialog: the order, the status form for admins, and its history for admins and auditors. */
export function AdminOrderDialog({
  orderId,
  readOnly,
  onClose,
}: {
  orderId: string;
  readOnly: boolean;
  onClose: () => void;
}) {
  const { t } = useTranslation();
  // Read each time it opens: a push says an order's statuses, not its lines' steps.
  const { data: order, error } = useAdminOrderQuery(orderId, { refetchOnMountOrArgChange: true });
  // The history is read when its tab is first opened; without a page chosen, its last page.
  const [history, setHistory] = useState<{ shown: boolean; page?: number }>({ shown: false });
  const steps = useOrderHistoryQuery(
    { orderId, page: history.page },
    { skip: !history.shown, refetchOnMountOrArgChange: true },
  );
  useEffect(() => {
    if (error) notification.error({ title: messageOf(error) });
  }, [error]);
  useEffect(() => {
    if (steps.error) notification.error({ title: messageOf(steps.error) });
  }, [steps.error]);
  if (!order) return null;
  return (
    <Modal
      open
      title={t('backOffice.orders.details', { code: order.code ?? `#${order._id.slice(-6)}` })}
      footer={null}
      width={1000}
      onCancel={onClose}
    >
      <Tabs
        onChange={(key) => key === 'history' && setHistory((h) => ({ ...h, shown: true }))}
        items={[
          {
            key: 'details',
            label: t('backOffice.orders.detailsTab'),
            children: (
              <>
                <OrderSummary order={order} />
                <LineSteps order={order} />
                <RefundsSummary order={order} />
                {!readOnly && <RefundActions order={order} />}
                <OrderDocuments orderId={order._id} />
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
                entries={steps.data?.data ?? []}
                pagination={steps.data?.pagination ?? noPages}
                isLoading={steps.isFetching}
                onPage={(page) => setHistory({ shown: true, page })}
              />
            ),
          },
        ]}
      />
    </Modal>
  );
}

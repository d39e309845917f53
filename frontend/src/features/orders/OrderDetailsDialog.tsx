import { useEffect } from 'react';
import { Button, Modal, Popconfirm } from 'antd';
import { useTranslation } from 'react-i18next';
import { useToast } from '../../app/hooks';
import { OrderSummary } from '../../shared/OrderSummary';
import { RefundsSummary } from '../../shared/RefundsSummary';
import { OrderTransferSection } from './BankTransferInfo';
import { OrderTimeline } from './OrderTimeline';
import { ReturnRequest } from './ReturnRequest';
import { useCancelOrderMutation, useOrderDetailsQuery } from './ordersApi';
import './payment.css';

/**
 * 'View Details': everything about one order, its timeline, how to pay it while a transfer is
 * awaited, and 'Hủy đơn' while the server says it may be cancelled. An order that cannot be read
 * says why and does not open.
 */
export function OrderDetailsDialog({ orderId, onClose }: { orderId: string; onClose: () => void }) {
  const { t } = useTranslation();
  const toast = useToast();
  // Read again when opened: a push while it is open patches it and reads it once more (ordersSagas.ts).
  const { currentData: data, error } = useOrderDetailsQuery(orderId, { refetchOnMountOrArgChange: true });
  const [cancel, { isLoading: cancelling }] = useCancelOrderMutation();
  // A read failing after one that worked (a push's refresh) keeps what was read.
  const unreadable = error && !data ? ((error as { message?: string }).message ?? '') : null;
  useEffect(() => {
    if (unreadable === null) return;
    toast.error(unreadable);
    onClose();
  }, [unreadable, toast, onClose]);
  if (!data) return null;
  const { data: order, bankTransfer } = data;
  return (
    <Modal open title={t('orders.details')} footer={null} width={720} onCancel={onClose}>
      <OrderSummary order={order}>
        <OrderTimeline order={order} />
        <RefundsSummary order={order} />
        <ReturnRequest order={order} />
        {bankTransfer && <OrderTransferSection order={order} transfer={bankTransfer} heading="h3" />}
        {order.canCancel && (
          <div className="order-cancel">
            <Popconfirm
              title={t('orders.cancelConfirm')}
              description={t('orders.cancelText')}
              okText={t('orders.cancelYes')}
              cancelText={t('orders.no')}
              okButtonProps={{ danger: true }}
              onConfirm={() => void cancel(order._id)}
            >
              <Button danger loading={cancelling}>
                {t('orders.cancel')}
              </Button>
            </Popconfirm>
          </div>
        )}
      </OrderSummary>
    </Modal>
  );
}

import { Button, Modal, Popconfirm } from 'antd';
import { useTranslation } from 'react-i18next';
import { useAppDispatch, useAppSelector } from '../../app/hooks';
import { OrderSummary } from '../../shared/OrderSummary';
import { BankTransferInfo } from './BankTransferInfo';
import { OrderTimeline } from './OrderTimeline';
import { orderCancelRequested, orderDetailsClosed, selectOrders } from './ordersSlice';
import './payment.css';

/**
 * 'View Details': everything about one order, its timeline, how to pay it while a transfer is
 * awaited, and 'Hủy đơn' while the server says it may be cancelled; closing clears the stored details.
 */
export function OrderDetailsDialog() {
  const dispatch = useAppDispatch();
  const { orderDetails: order, orderTransfer, cancelling } = useAppSelector(selectOrders);
  const { t } = useTranslation();
  if (!order) return null;
  return (
    <Modal open title={t('orders.details')} footer={null} width={720} onCancel={() => dispatch(orderDetailsClosed())}>
      <OrderSummary order={order}>
        <OrderTimeline order={order} />
        {orderTransfer && (
          <section aria-labelledby="order-transfer">
            <h3 className="order-section" id="order-transfer">
              {t('orders.transfer')}
            </h3>
            <BankTransferInfo
              orderId={order._id}
              transfer={orderTransfer}
              totalAmount={order.totalAmount}
              currency={order.currency}
              expiresAt={order.expiresAt}
            />
          </section>
        )}
        {order.canCancel && (
          <div className="order-cancel">
            <Popconfirm
              title={t('orders.cancelConfirm')}
              description={t('orders.cancelText')}
              okText={t('orders.cancelYes')}
              cancelText={t('orders.no')}
              okButtonProps={{ danger: true }}
              onConfirm={() => dispatch(orderCancelRequested({ orderId: order._id }))}
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

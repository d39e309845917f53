import { Button, Modal, Popconfirm } from 'antd';
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
  if (!order) return null;
  return (
    <Modal open title="Order Details" footer={null} width={720} onCancel={() => dispatch(orderDetailsClosed())}>
      <OrderSummary order={order}>
        <OrderTimeline order={order} />
        {orderTransfer && (
          <section aria-labelledby="order-transfer">
            <h3 className="order-section" id="order-transfer">
              Chuyển khoản
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
              title="Hủy đơn hàng này?"
              description="Hàng đang giữ cho bạn sẽ được trả lại cửa hàng."
              okText="Đồng ý hủy"
              cancelText="Không"
              okButtonProps={{ danger: true }}
              onConfirm={() => dispatch(orderCancelRequested({ orderId: order._id }))}
            >
              <Button danger loading={cancelling}>
                Hủy đơn
              </Button>
            </Popconfirm>
          </div>
        )}
      </OrderSummary>
    </Modal>
  );
}

import { useEffect } from 'react';
import { Link, useParams } from 'react-router-dom';
import { Button, Result, Spin } from 'antd';
import {
  isFinal,
  orderStatusText,
  paymentMethodLabels,
  type BankTransferDetails,
  type OrderView,
} from '@tavico/contracts/client';
import { useAppDispatch, useAppSelector } from '../../app/hooks';
import { moneyText } from '../../shared/money';
import { Panel } from '../../shared/Panel';
import { paths } from '../../shared/paths';
import { BankTransferInfo } from './BankTransferInfo';
import { orderPageRequested, selectOrders } from './ordersSlice';
import './payment.css';

const loading = (
  <div className="page-loading">
    <Spin />
  </div>
);

/**
 * After a cash-on-delivery or bank-transfer checkout: the order's code, its total and what
 * happens next. It reads the order by its id, so a reload (or a link kept) shows it again.
 */
export function OrderPlacedPage() {
  const dispatch = useAppDispatch();
  const { orderId = '' } = useParams();
  const { orderPage } = useAppSelector(selectOrders);
  useEffect(() => {
    dispatch(orderPageRequested({ orderId }));
    // Arrived from the foot of the checkout: the news is at the top.
    document.scrollingElement?.scrollTo?.(0, 0);
  }, [dispatch, orderId]);
  const shown = orderPage.orderId === orderId ? orderPage : null;
  if (!shown || shown.status === 'loading' || shown.status === 'idle') return loading;
  const { order, bankTransfer } = shown;
  if (!order)
    return (
      <div className="page">
        <Result
          status="error"
          title="Không xem được đơn hàng"
          subTitle={shown.error}
          extra={
            <Link to={paths.account}>
              <Button type="primary">Xem đơn hàng</Button>
            </Link>
          }
        />
      </div>
    );
  const ended = isFinal(order);
  return (
    <div className="page order-placed">
      <Result
        status={ended ? 'warning' : 'success'}
        title={<h1 className="order-placed-title">{ended ? orderStatusText(order) : 'Đặt hàng thành công'}</h1>}
        subTitle={
          <>
            Mã đơn hàng
            <strong className="order-code">{order.code ?? order._id}</strong>
            <span className="order-placed-total">
              Tổng cộng <strong>{moneyText(order.totalAmount, order.currency)}</strong> ·{' '}
              {paymentMethodLabels[order.paymentMethod]}
            </span>
          </>
        }
      />
      <Panel className="order-placed-next">
        <h2>Tiếp theo</h2>
        <NextSteps order={order} bankTransfer={bankTransfer} ended={ended} />
      </Panel>
      <div className="order-placed-actions">
        <Link to={paths.account}>
          <Button type="primary" size="large">
            Xem đơn hàng
          </Button>
        </Link>
        <Link to={paths.listing}>
          <Button size="large">Tiếp tục mua sắm</Button>
        </Link>
      </div>
    </div>
  );
}

function NextSteps({
  order,
  bankTransfer,
  ended,
}: {
  order: OrderView;
  bankTransfer: BankTransferDetails | null;
  ended: boolean;
}) {
  if (bankTransfer)
    return (
      <>
        <p>Chuyển khoản đúng số tiền và nội dung dưới đây; cửa hàng xác nhận đơn khi nhận được tiền.</p>
        <BankTransferInfo
          orderId={order._id}
          transfer={bankTransfer}
          totalAmount={order.totalAmount}
          currency={order.currency}
          expiresAt={order.expiresAt}
        />
      </>
    );
  if (order.paymentMethod === 'cod' && !ended && order.awaitsReceipt)
    return <p>Nhân viên sẽ gọi xác nhận và giao hàng; bạn trả tiền khi nhận hàng.</p>;
  return (
    <p>
      Trạng thái đơn hàng: <strong>{orderStatusText(order)}</strong>. Xem chi tiết và tiến trình trong tài khoản của
      bạn.
    </p>
  );
}

import { useEffect } from 'react';
import { Badge, Button, Empty, Popconfirm, Spin, Tag } from 'antd';
import {
  paymentMethodLabels,
  paymentStatusLabels,
  type SupplierBuyerHidden,
  type SupplierOrderView,
} from '@tavico/contracts/client';
import { addressParts } from '@tavico/contracts/address';
import { useAppDispatch, useAppSelector } from '../../app/hooks';
import { vietnamTime } from '../../shared/format';
import { moneyText } from '../../shared/money';
import { lineStepColour, lineStepLabel } from '../../shared/lineSteps';
import { Pager } from '../../shared/Pager';
import { StatusBadge } from '../../shared/StatusBadge';
import { useAdminUnits } from '../../shared/useAdminUnits';
import {
  linesFulfilRequested,
  nextStep,
  selectSupplierOrders,
  supplierLiveStarted,
  supplierLiveStopped,
  supplierOrdersRequested,
} from './supplierOrdersSlice';
import './supplierOrders.css';

/** 'Đã đóng gói', then 'Giao cho vận chuyển' (asked first: the shipper has the goods then). */
function FulfilButtons({ order }: { order: SupplierOrderView }) {
  const dispatch = useAppDispatch();
  const { fulfilling } = useAppSelector(selectSupplierOrders);
  const next = nextStep(order);
  const busy = fulfilling?.orderId === order._id ? fulfilling.to : null;
  return (
    <div className="supplier-order-actions">
      <Button
        disabled={next !== 'packed'}
        loading={busy === 'packed'}
        onClick={() => dispatch(linesFulfilRequested({ orderId: order._id, to: 'packed' }))}
      >
        Đã đóng gói
      </Button>
      <Popconfirm
        title={`Giao hàng của đơn ${order.code ?? ''} cho đơn vị vận chuyển?`}
        description="Sau bước này không thể đổi lại."
        okText="Đã giao"
        cancelText="Chưa"
        disabled={next !== 'handedOver'}
        onConfirm={() => dispatch(linesFulfilRequested({ orderId: order._id, to: 'handedOver' }))}
      >
        <Button type="primary" disabled={next !== 'handedOver'} loading={busy === 'handedOver'}>
          Giao cho vận chuyển
        </Button>
      </Popconfirm>
    </div>
  );
}

/** Why an order shows no buyer: once it is cancelled or rejected the server no longer sends who or where. */
const hiddenBuyerNotes: Record<SupplierBuyerHidden, string> = {
  cancelled: 'Đơn đã hủy: thông tin người nhận đã ẩn',
  rejected: 'Đơn bị từ chối: thông tin người nhận đã ẩn',
};

/** Who receives the order and where, or, when the server sent neither, why not. */
function BuyerFacts({ order }: { order: SupplierOrderView }) {
  const { address, recipient } = order;
  const units = useAdminUnits();
  if (address === null || recipient === null) {
    return (
      <div className="supplier-order-hidden">
        <dt>Người nhận</dt>
        <dd>{order.buyerHidden ? hiddenBuyerNotes[order.buyerHidden] : 'Thông tin người nhận đã ẩn'}</dd>
      </div>
    );
  }
  const shown = addressParts(address, units);
  return (
    <>
      <div>
        <dt>Người nhận</dt>
        <dd>{recipient}</dd>
      </div>
      <div>
        <dt>Điện thoại</dt>
        <dd>
          <a href={`tel:${address.phone}`}>{address.phone}</a>
        </dd>
      </div>
      <div className="supplier-order-address">
        <dt>Địa chỉ</dt>
        <dd>
          {shown.place}
          {shown.notes && <small>Ghi chú: {shown.notes}</small>}
        </dd>
      </div>
    </>
  );
}

/** One order as its supplier ships it: who and where, its own lines with their step, what to do next. */
function SupplierOrderCard({ order, changed }: { order: SupplierOrderView; changed: boolean }) {
  return (
    <article
      className={`supplier-order${changed ? ' supplier-order-changed' : ''}`}
      aria-label={`Đơn ${order.code ?? order._id}`}
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
          <dt>Thanh toán</dt>
          <dd>
            {paymentMethodLabels[order.paymentMethod]} · {paymentStatusLabels[order.paymentStatus]}
          </dd>
        </div>
      </dl>
      <ul className="supplier-order-lines" aria-label="Hàng của bạn trong đơn">
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
              {lineStepLabel(line.fulfilment)}
            </Tag>
          </li>
        ))}
      </ul>
      <footer className="supplier-order-foot">
        <span>
          Hàng của bạn: <strong>{moneyText(order.totalAmount, order.currency)}</strong>
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
  const { orders, pagination, status, live, changed } = useAppSelector(selectSupplierOrders);

  useEffect(() => {
    // The live channel fetches on connect; a first fetch covers a socket that never comes.
    dispatch(supplierOrdersRequested());
    dispatch(supplierLiveStarted());
    return () => void dispatch(supplierLiveStopped());
  }, [dispatch]);

  return (
    <section>
      <div className="backoffice-page-head">
        <h1>Đơn hàng</h1>
        <Badge
          status={live === 'connected' ? 'success' : 'default'}
          text={live === 'connected' ? 'Trực tiếp' : 'Đang kết nối...'}
        />
      </div>
      <Spin spinning={status === 'loading' && orders.length === 0}>
        {orders.length === 0 && status !== 'loading' ? (
          <Empty description="Chưa có đơn hàng nào có sản phẩm của bạn" />
        ) : (
          <div className="supplier-orders">
            {orders.map((o) => (
              <SupplierOrderCard key={o._id} order={o} changed={changed.includes(o._id)} />
            ))}
          </div>
        )}
        {pagination.total > 0 && (
          <p className="supplier-orders-count">
            {pagination.total} đơn hàng · trang {pagination.page}/{pagination.totalPages}
          </p>
        )}
        <Pager
          pagination={pagination}
          label="Trang đơn hàng"
          onChange={(page) => dispatch(supplierOrdersRequested({ page }))}
        />
      </Spin>
    </section>
  );
}

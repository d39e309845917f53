import { useEffect, useState } from 'react';
import { useSearchParams } from 'react-router-dom';
import { Alert, Button } from 'antd';
import { useAppDispatch, useAppSelector } from '../../app/hooks';
import { AddressBook } from '../address/AddressBook';
import { CartLines, CartTotal } from '../cart/CartSheet';
import { currentOrderKey } from './ordersSagas';
import { orderCreateRequested, selectOrders } from './ordersSlice';
import './orders.css';
import { Panel } from '../../shared/Panel';

export const paymentCancelledMessage =
  'Bạn đã hủy thanh toán. Đơn hàng chưa được thanh toán; giỏ hàng vẫn còn nguyên, bạn có thể thanh toán lại.';

/** Checkout: choose an address, look over the cart, and pay through the wallet provider. */
export function CheckoutPage() {
  const dispatch = useAppDispatch();
  const { payment } = useAppSelector(selectOrders);
  const [addressId, setAddressId] = useState<string | null>(null);
  const [query] = useSearchParams();
  const cancelled = query.get('payment') === 'cancelled';
  useEffect(() => {
    if (cancelled) sessionStorage.removeItem(currentOrderKey);
  }, [cancelled]);
  const busy = payment === 'creating' || payment === 'redirecting';
  return (
    <div className="checkout">
      <img className="checkout-header" src="/images/checkout-header.svg" alt="Phòng khách nội thất gỗ Tavico" />
      <div className="page checkout-body">
        <h1>Checkout</h1>
        {cancelled && <Alert type="warning" showIcon title={paymentCancelledMessage} className="checkout-alert" />}
        <div className="checkout-columns">
          <section aria-labelledby="checkout-address">
            <h2 id="checkout-address">Địa chỉ giao hàng</h2>
            <AddressBook selectedId={addressId} onSelect={setAddressId} />
          </section>
          <section aria-labelledby="checkout-cart">
            <Panel>
              <h2 id="checkout-cart">Giỏ hàng</h2>
              <CartLines />
              <CartTotal />
              <Button
                type="primary"
                size="large"
                block
                loading={busy}
                onClick={() => dispatch(orderCreateRequested({ addressId }))}
              >
                {busy ? 'Processing Paypal Payment...' : 'Checkout with Paypal'}
              </Button>
            </Panel>
          </section>
        </div>
      </div>
    </div>
  );
}

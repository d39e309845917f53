import type { CartView, SessionUser } from '@tavico/contracts/client';
import { signedIn } from '../auth/authSlice';
import { cartApi } from '../cart/cartApi';
import { cartLoaded } from '../cart/cartSlice';
import { ApiError } from '../../shared/http';
import { flush, testStore } from '../../testing/services';
import { order, push } from '../../testing/fixtures';
import { ordersApi } from './ordersApi';
import { currentOrderKey } from './ordersSagas';
import {
  orderCreateRequested,
  orderDetailsRequested,
  orderLiveStarted,
  orderLiveStopped,
  paymentCaptureRequested,
} from './ordersSlice';

const user: SessionUser = { id: 'u1', _id: 'u1', userName: 'Lan', email: 'lan@example.vn', role: 'customer' };
const cart: CartView = {
  _id: 'u1',
  userId: 'u1',
  items: [{ productId: 'p', image: '/p.png', title: 'Bàn', price: 10, salePrice: 0, quantity: 1, totalStock: 3 }],
};
beforeEach(() => jest.spyOn(cartApi, 'get').mockResolvedValue({ success: true, data: cart }));
afterEach(() => jest.restoreAllMocks());

function signedInStore() {
  const t = testStore();
  t.store.dispatch(signedIn(user));
  return t;
}

describe('checkout and payment', () => {
  it('refuses an empty cart with "Your cart is empty. Please add items to proceed"', async () => {
    const create = jest.spyOn(ordersApi, 'create');
    const { store, toast } = signedInStore();
    store.dispatch(cartLoaded({ ...cart, items: [] }));
    store.dispatch(orderCreateRequested({ addressId: 'a' }));
    await flush();
    expect(toast.error).toHaveBeenCalledWith('Your cart is empty. Please add items to proceed');
    expect(create).not.toHaveBeenCalled();
    expect(store.getState().shopOrder.payment).toBe('idle');
  });

  it('refuses a checkout without an address with "Please select one address to proceed."', async () => {
    const { store, toast } = signedInStore();
    await flush();
    store.dispatch(orderCreateRequested({ addressId: null }));
    await flush();
    expect(toast.error).toHaveBeenCalledWith('Please select one address to proceed.');
  });

  it('creates the order, keeps its id in session storage and goes to the approval page', async () => {
    jest
      .spyOn(ordersApi, 'create')
      .mockResolvedValue({ success: true, approvalURL: '/sandbox-pay/pay-1', orderId: 'o1' });
    const { store, session, redirect } = signedInStore();
    await flush();
    store.dispatch(orderCreateRequested({ addressId: 'a' }));
    await flush();
    expect(ordersApi.create).toHaveBeenCalledWith('u1', 'a');
    expect(session.getItem(currentOrderKey)).toBe('o1');
    expect(redirect).toHaveBeenCalledWith('/sandbox-pay/pay-1');
    expect(store.getState().shopOrder).toMatchObject({ payment: 'redirecting', orderId: 'o1' });
  });

  it('clears the approval URL and order id when creation fails, with the server message', async () => {
    jest.spyOn(ordersApi, 'create').mockRejectedValue(new ApiError('Sản phẩm "Bàn" đã hết hàng.', 409));
    const { store, toast, redirect } = signedInStore();
    await flush();
    store.dispatch(orderCreateRequested({ addressId: 'a' }));
    await flush();
    expect(toast.error).toHaveBeenCalledWith('Sản phẩm "Bàn" đã hết hàng.');
    expect(redirect).not.toHaveBeenCalled();
    expect(store.getState().shopOrder).toMatchObject({ payment: 'idle', orderId: null, approvalURL: null });
  });

  it('captures with the stored order id, forgets it and goes to the success page', async () => {
    jest.spyOn(ordersApi, 'capture').mockResolvedValue({ success: true, data: order('o1') });
    const { store, session, navigate } = signedInStore();
    session.setItem(currentOrderKey, 'o1');
    store.dispatch(paymentCaptureRequested({ paymentId: 'pay-1', payerId: 'PAYER' }));
    await flush();
    expect(ordersApi.capture).toHaveBeenCalledWith('pay-1', 'PAYER', 'o1');
    expect(session.getItem(currentOrderKey)).toBeNull();
    expect(navigate).toHaveBeenCalledWith('/shop/payment-success');
  });

  it('shows why a capture failed and keeps the order id for another try', async () => {
    jest
      .spyOn(ordersApi, 'capture')
      .mockRejectedValue(new ApiError('Thanh toán chưa được người mua chấp thuận. Vui lòng thử lại.', 400));
    const { store, session, navigate } = signedInStore();
    session.setItem(currentOrderKey, 'o1');
    store.dispatch(paymentCaptureRequested({ paymentId: 'pay-1', payerId: 'PAYER' }));
    await flush();
    expect(store.getState().shopOrder).toMatchObject({
      payment: 'failed',
      paymentError: 'Thanh toán chưa được người mua chấp thuận. Vui lòng thử lại.',
    });
    expect(session.getItem(currentOrderKey)).toBe('o1');
    expect(navigate).not.toHaveBeenCalled();
  });
});

describe('live order status', () => {
  it('fetches on every connect, applies newer pushes to the row and the open order, and ignores older ones', async () => {
    const list = jest.spyOn(ordersApi, 'list').mockResolvedValue({ success: true, data: [order('o1')] });
    const details = jest.spyOn(ordersApi, 'details').mockResolvedValue({ success: true, data: order('o1') });
    const { store, socket, toast } = signedInStore();
    store.dispatch(orderLiveStarted());
    await flush();
    socket.fire('connect');
    await flush();
    expect(list).toHaveBeenCalledTimes(1);
    expect(store.getState().shopOrder.live).toBe('connected');
    store.dispatch(orderDetailsRequested({ orderId: 'o1' }));
    await flush();

    socket.fire('order:statusChanged', push('o1', 'inShipping', 20));
    socket.fire('order:statusChanged', push('o1', 'inProcess', 15));
    await flush();
    const state = store.getState().shopOrder;
    expect(state.orderList[0].orderStatus).toBe('inShipping');
    expect(state.orderDetails?.orderStatus).toBe('inShipping');
    expect(toast.info).toHaveBeenCalledWith('Đơn hàng #o1: In Shipping');

    // A reconnect refetches what the page shows: pushes missed meanwhile are not lost.
    socket.fire('disconnect');
    socket.fire('connect');
    await flush();
    expect(list).toHaveBeenCalledTimes(2);
    expect(details).toHaveBeenCalledTimes(2);
  });

  it('fetches the list when a push names an order it does not show', async () => {
    const list = jest.spyOn(ordersApi, 'list').mockResolvedValue({ success: true, data: [] });
    const { store, socket } = signedInStore();
    store.dispatch(orderLiveStarted());
    await flush();
    socket.fire('order:placed', { ...push('o9', 'pending', 3), event: 'order:placed' });
    await flush();
    expect(list).toHaveBeenCalledTimes(1);
  });

  it('disconnects the socket when the page closes', async () => {
    const { store, socket } = signedInStore();
    store.dispatch(orderLiveStarted());
    await flush();
    store.dispatch(orderLiveStopped());
    await flush();
    expect(socket.disconnected).toBe(true);
    expect(store.getState().shopOrder.live).toBe('off');
  });
});

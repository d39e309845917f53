import { type CartView, type OrderLiveEvent, type OrderView, type SessionUser } from '@tavico/contracts/client';
import { signedIn } from '../auth';
import { cartApi, cartLoaded } from '../cart';
import { ApiError } from '../../shared/http';
import { flush, testStore } from '../../testing/services';
import { order, pageOf, push as pushAt } from '../../testing/fixtures';
import { ordersApi } from './ordersApi';
import { currentOrderKey } from './ordersSagas';
import {
  orderPageRequested,
  paymentOptionsRequested,
  orderCancelRequested,
  orderCreateRequested,
  orderDetailsClosed,
  orderDetailsRequested,
  orderLiveStarted,
  paymentCaptureRequested,
} from './ordersSlice';
import { inLanguage } from '../../testing/language';

// These tests check the spec's English words.
inLanguage('en');

const user: SessionUser = { id: 'u1', _id: 'u1', userName: 'Lan', email: 'lan@example.vn', role: 'customer' };
const cart: CartView = {
  _id: 'u1',
  userId: 'u1',
  items: [{ productId: 'p', image: '/p.png', title: 'Bàn', price: 10, salePrice: 0, quantity: 1, totalStock: 3 }],
};
beforeEach(() => jest.spyOn(cartApi, 'get').mockResolvedValue({ success: true, data: cart }));
afterEach(() => jest.restoreAllMocks());

/** A status push at a revision of the order's stream (its log position follows the revision). */
const push = (orderId: string, orderStatus: OrderView['orderStatus'], revision: number): OrderLiveEvent => ({
  ...pushAt(orderId, orderStatus, 100 + revision),
  revision,
});

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
    store.dispatch(orderCreateRequested({ addressId: 'a', paymentMethod: 'paypal' }));
    await flush();
    expect(toast.error).toHaveBeenCalledWith('Your cart is empty. Please add items to proceed');
    expect(create).not.toHaveBeenCalled();
    expect(store.getState().shopOrder.payment).toBe('idle');
  });

  it('refuses a checkout without an address with "Please select one address to proceed."', async () => {
    const { store, toast } = signedInStore();
    await flush();
    store.dispatch(orderCreateRequested({ addressId: null, paymentMethod: 'paypal' }));
    await flush();
    expect(toast.error).toHaveBeenCalledWith('Please select one address to proceed.');
  });

  it('creates the order, keeps its id in session storage and goes to the approval page', async () => {
    jest
      .spyOn(ordersApi, 'create')
      .mockResolvedValue({ success: true, approvalURL: '/sandbox-pay/pay-1', orderId: 'o1' });
    const { store, session, redirect } = signedInStore();
    await flush();
    store.dispatch(orderCreateRequested({ addressId: 'a', paymentMethod: 'paypal' }));
    await flush();
    expect(ordersApi.create).toHaveBeenCalledWith('u1', 'a', 'paypal');
    expect(session.getItem(currentOrderKey)).toBe('o1');
    expect(redirect).toHaveBeenCalledWith('/sandbox-pay/pay-1');
    expect(store.getState().shopOrder).toMatchObject({ payment: 'redirecting', orderId: 'o1' });
  });

  it('clears the approval URL and order id when creation fails, with the server message', async () => {
    jest.spyOn(ordersApi, 'create').mockRejectedValue(new ApiError('Sản phẩm "Bàn" đã hết hàng.', 409));
    const { store, toast, redirect } = signedInStore();
    await flush();
    store.dispatch(orderCreateRequested({ addressId: 'a', paymentMethod: 'paypal' }));
    await flush();
    expect(toast.error).toHaveBeenCalledWith('Sản phẩm "Bàn" đã hết hàng.');
    expect(redirect).not.toHaveBeenCalled();
    expect(store.getState().shopOrder).toMatchObject({ payment: 'idle', orderId: null, approvalURL: null });
  });

  it.each(['cod', 'bank-transfer'] as const)(
    'places a %s order at once: no provider, the cart fetched again, then the order-placed page',
    async (method) => {
      const create = jest
        .spyOn(ordersApi, 'create')
        .mockResolvedValue({ success: true, approvalURL: '', orderId: 'o7', message: 'Đã đặt hàng thành công.' });
      const { store, session, redirect, navigate } = signedInStore();
      await flush();
      const cartFetches = (cartApi.get as jest.Mock).mock.calls.length;
      store.dispatch(orderCreateRequested({ addressId: 'a', paymentMethod: method }));
      await flush();
      expect(create).toHaveBeenCalledWith('u1', 'a', method);
      expect(redirect).not.toHaveBeenCalled();
      expect(session.getItem(currentOrderKey)).toBeNull();
      expect(navigate).toHaveBeenCalledWith('/shop/order-placed/o7');
      expect((cartApi.get as jest.Mock).mock.calls.length).toBe(cartFetches + 1);
      expect(store.getState().shopOrder.payment).toBe('idle');
    },
  );

  it('captures with the stored order id, forgets it and goes to the success page', async () => {
    jest.spyOn(ordersApi, 'capture').mockResolvedValue({ success: true, data: order('o1') });
    const { store, session, navigate } = signedInStore();
    session.setItem(currentOrderKey, 'o1');
    store.dispatch(paymentCaptureRequested({ paymentId: 'pay-1', payerId: 'PAYER' }));
    await flush();
    expect(ordersApi.capture).toHaveBeenCalledWith('pay-1', 'PAYER', 'o1');
    expect(session.getItem(currentOrderKey)).toBeNull();
    expect(navigate).toHaveBeenCalledWith('/shop/payment-success?orderId=o1');
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

describe("the shopper's own order", () => {
  const transfer = {
    bankName: 'Vietcombank',
    bankBin: '970436',
    accountNumber: '0071000888888',
    accountName: 'CONG TY TAVICO HOME',
    amountVnd: 250_000,
    note: 'TV-26-0000001',
  };
  const awaiting = {
    ...order('o1', 'pending'),
    paymentMethod: 'bank-transfer' as const,
    paymentStatus: 'pending' as const,
  };

  it('opens with how to pay while a bank transfer awaits its money, and closing forgets both', async () => {
    jest.spyOn(ordersApi, 'details').mockResolvedValue({ success: true, data: awaiting, bankTransfer: transfer });
    const { store } = signedInStore();
    store.dispatch(orderDetailsRequested({ orderId: 'o1' }));
    await flush();
    expect(store.getState().shopOrder).toMatchObject({ orderDetails: { _id: 'o1' }, orderTransfer: transfer });
    store.dispatch(orderDetailsClosed());
    expect(store.getState().shopOrder).toMatchObject({ orderDetails: null, orderTransfer: null });
  });

  it("cancels an unpaid order with the server's message: the order reads cancelled, the transfer is gone, the list is fetched again", async () => {
    jest.spyOn(ordersApi, 'details').mockResolvedValue({ success: true, data: awaiting, bankTransfer: transfer });
    const list = jest.spyOn(ordersApi, 'list').mockResolvedValue(pageOf([awaiting]));
    const cancelled = {
      ...awaiting,
      orderStatus: 'cancelled' as const,
      paymentStatus: 'cancelled' as const,
      timeline: [...awaiting.timeline, { step: 'cancelled' as const, at: '2026-11-21T09:00:00.000Z' }],
    };
    const cancel = jest
      .spyOn(ordersApi, 'cancel')
      .mockResolvedValue({ success: true, message: 'Đã hủy đơn hàng.', data: cancelled });
    const { store, toast } = signedInStore();
    store.dispatch(orderDetailsRequested({ orderId: 'o1' }));
    await flush();
    store.dispatch(orderCancelRequested({ orderId: 'o1' }));
    expect(store.getState().shopOrder.cancelling).toBe(true);
    await flush();
    expect(cancel).toHaveBeenCalledWith('o1');
    expect(toast.success).toHaveBeenCalledWith('Đã hủy đơn hàng.');
    expect(store.getState().shopOrder).toMatchObject({
      orderDetails: { orderStatus: 'cancelled' },
      orderTransfer: null,
      cancelling: false,
    });
    expect(list).toHaveBeenCalled();
  });

  it("shows the server's refusal to cancel as it words it, and reads the order again", async () => {
    const details = jest.spyOn(ordersApi, 'details').mockResolvedValue({ success: true, data: order('o1') });
    jest.spyOn(ordersApi, 'list').mockResolvedValue(pageOf([order('o1')]));
    const refusal = 'Đơn hàng này không thể hủy nữa: đơn đã thanh toán, đang giao hoặc đã kết thúc.';
    jest.spyOn(ordersApi, 'cancel').mockRejectedValue(new ApiError(refusal, 409));
    const { store, toast } = signedInStore();
    store.dispatch(orderDetailsRequested({ orderId: 'o1' }));
    await flush();
    store.dispatch(orderCancelRequested({ orderId: 'o1' }));
    await flush();
    expect(toast.error).toHaveBeenCalledWith(refusal);
    expect(details).toHaveBeenCalledTimes(2);
    expect(store.getState().shopOrder.cancelling).toBe(false);
  });

  it('does not open again an order the shopper closed while a push was reading it', async () => {
    let answer: (value: Awaited<ReturnType<typeof ordersApi.details>>) => void = () => undefined;
    jest.spyOn(ordersApi, 'list').mockResolvedValue(pageOf([order('o1')]));
    const details = jest
      .spyOn(ordersApi, 'details')
      .mockResolvedValueOnce({ success: true, data: order('o1') })
      .mockImplementationOnce(() => new Promise((resolve) => (answer = resolve)));
    const { store, socket } = signedInStore();
    store.dispatch(orderLiveStarted());
    await flush();
    socket.fire('connect');
    await flush();
    store.dispatch(orderDetailsRequested({ orderId: 'o1' }));
    await flush();
    socket.fire('order:statusChanged', push('o1', 'inShipping', 4));
    await flush();
    expect(details).toHaveBeenCalledTimes(2);
    store.dispatch(orderDetailsClosed());
    answer({ success: true, data: order('o1', 'inShipping') });
    await flush();
    expect(store.getState().shopOrder.orderDetails).toBeNull();
  });

  it("names the order by its code in a push's toast, and a cancellation in the shopper's words", async () => {
    jest.spyOn(ordersApi, 'list').mockResolvedValue(pageOf([order('o1')]));
    const { store, socket, toast } = signedInStore();
    store.dispatch(orderLiveStarted());
    await flush();
    socket.fire('connect');
    await flush();
    const p = push('o1', 'cancelled', 5);
    socket.fire('order:statusChanged', { ...p, row: { ...p.row, code: 'TV-26-0000001' } });
    await flush();
    expect(toast.info).toHaveBeenCalledWith('Order TV-26-0000001: Order cancelled');
  });
});

describe("the checkout's options and the pages after it", () => {
  it('reads the payment options once a session, and offers PayPal alone when they cannot be read', async () => {
    const settings = jest.spyOn(ordersApi, 'settings').mockRejectedValueOnce(new ApiError('down', 503));
    const { store } = signedInStore();
    store.dispatch(paymentOptionsRequested());
    await flush();
    expect(store.getState().shopOrder.paymentOptions).toBeNull();
    settings.mockResolvedValue({
      success: true,
      data: {} as never,
      paymentOptions: { currency: 'USD', codMaxTotal: 2000, bankTransfer: true },
    });
    store.dispatch(paymentOptionsRequested());
    await flush();
    store.dispatch(paymentOptionsRequested());
    await flush();
    expect(settings).toHaveBeenCalledTimes(2);
    expect(store.getState().shopOrder.paymentOptions).toEqual({
      currency: 'USD',
      codMaxTotal: 2000,
      bankTransfer: true,
    });
  });

  it("reads the order a page shows by its id, or keeps the server's reason it could not", async () => {
    jest
      .spyOn(ordersApi, 'details')
      .mockResolvedValueOnce({ success: true, data: order('o1') })
      .mockRejectedValueOnce(new ApiError('Bạn chỉ có thể xem và thanh toán đơn hàng của chính mình.', 403));
    const { store } = signedInStore();
    store.dispatch(orderPageRequested({ orderId: 'o1' }));
    expect(store.getState().shopOrder.orderPage).toMatchObject({ orderId: 'o1', status: 'loading' });
    await flush();
    expect(store.getState().shopOrder.orderPage).toMatchObject({ status: 'loaded', order: { code: 'TV-26-0000001' } });
    store.dispatch(orderPageRequested({ orderId: 'o2' }));
    await flush();
    expect(store.getState().shopOrder.orderPage).toMatchObject({
      orderId: 'o2',
      status: 'failed',
      order: null,
      error: 'Bạn chỉ có thể xem và thanh toán đơn hàng của chính mình.',
    });
  });
});

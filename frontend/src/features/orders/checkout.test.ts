import type { CartView, OrderLiveEvent, OrderView, SessionUser } from '@tavico/contracts/client';
import { signedIn } from '../auth';
import { cartApi } from '../cart';
import { ApiError } from '../../shared/http';
import { eventually, flush, testStore } from '../../testing/services';
import { stubServer } from '../../testing/server';
import { order, pageOf, push as pushAt } from '../../testing/fixtures';
import { ordersApi, type CreatedOrder } from './ordersApi';
import { currentOrderKey } from './ordersSagas';
import { orderCreateRequested, orderLiveStarted, paymentCaptureRequested } from './ordersSlice';
import { inLanguage } from '../../testing/language';

// These tests check the spec's English words.
inLanguage('en');

const user: SessionUser = { id: 'u1', _id: 'u1', userName: 'Lan', email: 'lan@example.vn', role: 'customer' };
const cart: CartView = {
  _id: 'u1',
  userId: 'u1',
  items: [{ productId: 'p', image: '/p.png', title: 'Bàn', price: 10, salePrice: 0, quantity: 1, totalStock: 3 }],
};
afterEach(() => jest.restoreAllMocks());

/** A status push at a revision of the order's stream (its log position follows the revision). */
const push = (orderId: string, orderStatus: OrderView['orderStatus'], revision: number): OrderLiveEvent => ({
  ...pushAt(orderId, orderStatus, 100 + revision),
  revision,
});

type Route = Parameters<typeof stubServer>[0][number];

/** A signed-in shopper whose cart (`items`) the header's badge has read, the server answering `routes` too. */
async function shopperWithCart(routes: Route[] = [], items = cart.items) {
  const server = stubServer([
    ['get', '/api/shop/cart/get/u1', () => ({ success: true, data: { ...cart, items } })],
    ...routes,
  ]);
  const t = testStore();
  t.store.dispatch(signedIn(user));
  t.store.dispatch(cartApi.endpoints.cart.initiate('u1'));
  await eventually(() => expect(server.calls('get')).toHaveLength(1));
  await flush();
  const cartReads = () => server.calls('get').filter(([path]) => path === '/api/shop/cart/get/u1').length;
  return { ...t, ...server, cartReads };
}

const created = (answer: CreatedOrder | ApiError): Route => ['post', '/api/shop/order/create', () => answer];

describe('checkout and payment', () => {
  it('refuses an empty cart with "Your cart is empty. Please add items to proceed"', async () => {
    const { store, toast, calls } = await shopperWithCart([], []);
    store.dispatch(orderCreateRequested({ addressId: 'a', paymentMethod: 'paypal' }));
    await flush();
    expect(toast.error).toHaveBeenCalledWith('Your cart is empty. Please add items to proceed');
    expect(calls('post')).toEqual([]);
    expect(store.getState().shopOrder.payment).toBe('idle');
  });

  it('refuses a checkout without an address with "Please select one address to proceed."', async () => {
    const { store, toast } = await shopperWithCart();
    store.dispatch(orderCreateRequested({ addressId: null, paymentMethod: 'paypal' }));
    await flush();
    expect(toast.error).toHaveBeenCalledWith('Please select one address to proceed.');
  });

  it('creates the order, keeps its id in session storage and goes to the approval page', async () => {
    const { store, session, redirect, calls } = await shopperWithCart([
      created({ success: true, approvalURL: '/sandbox-pay/pay-1', orderId: 'o1' }),
    ]);
    store.dispatch(orderCreateRequested({ addressId: 'a', paymentMethod: 'paypal' }));
    await eventually(() => expect(redirect).toHaveBeenCalledWith('/sandbox-pay/pay-1'));
    expect(calls('post')).toEqual([
      ['/api/shop/order/create', { userId: 'u1', paymentMethod: 'paypal', addressInfo: { addressId: 'a' } }],
    ]);
    expect(session.getItem(currentOrderKey)).toBe('o1');
    expect(store.getState().shopOrder).toMatchObject({ payment: 'redirecting', orderId: 'o1' });
  });

  it('clears the approval URL and order id when creation fails, with the server message', async () => {
    const { store, toast, redirect } = await shopperWithCart([
      created(new ApiError('Sản phẩm "Bàn" đã hết hàng.', 409)),
    ]);
    store.dispatch(orderCreateRequested({ addressId: 'a', paymentMethod: 'paypal' }));
    await eventually(() => expect(toast.error).toHaveBeenCalledWith('Sản phẩm "Bàn" đã hết hàng.'));
    expect(redirect).not.toHaveBeenCalled();
    expect(store.getState().shopOrder).toMatchObject({ payment: 'idle', orderId: null, approvalURL: null });
  });

  it.each(['cod', 'bank-transfer'] as const)(
    'places a %s order at once: no provider, the cart read again once, then the order-placed page',
    async (method) => {
      const { store, session, redirect, navigate, calls, cartReads } = await shopperWithCart([
        created({ success: true, approvalURL: '', orderId: 'o7', message: 'Đã đặt hàng thành công.' }),
      ]);
      store.dispatch(orderCreateRequested({ addressId: 'a', paymentMethod: method }));
      await eventually(() => expect(navigate).toHaveBeenCalledWith('/shop/order-placed/o7'));
      expect(calls('post')[0][1]).toMatchObject({ paymentMethod: method });
      expect(redirect).not.toHaveBeenCalled();
      expect(session.getItem(currentOrderKey)).toBeNull();
      await eventually(() => expect(cartReads()).toBe(2));
      await flush();
      expect(cartReads()).toBe(2);
      expect(store.getState().shopOrder.payment).toBe('idle');
    },
  );

  it('captures with the stored order id, forgets it and goes to the success page', async () => {
    const { store, session, navigate, calls } = await shopperWithCart([
      ['post', '/api/shop/order/capture', () => ({ success: true, data: order('o1') })],
    ]);
    session.setItem(currentOrderKey, 'o1');
    store.dispatch(paymentCaptureRequested({ paymentId: 'pay-1', payerId: 'PAYER' }));
    await eventually(() => expect(navigate).toHaveBeenCalledWith('/shop/payment-success?orderId=o1'));
    expect(calls('post')).toEqual([
      ['/api/shop/order/capture', { paymentId: 'pay-1', payerId: 'PAYER', orderId: 'o1' }],
    ]);
    expect(session.getItem(currentOrderKey)).toBeNull();
  });

  it('shows why a capture failed and keeps the order id for another try', async () => {
    const reason = 'Thanh toán chưa được người mua chấp thuận. Vui lòng thử lại.';
    const { store, session, navigate } = await shopperWithCart([
      ['post', '/api/shop/order/capture', () => new ApiError(reason, 400)],
    ]);
    session.setItem(currentOrderKey, 'o1');
    store.dispatch(paymentCaptureRequested({ paymentId: 'pay-1', payerId: 'PAYER' }));
    await eventually(() =>
      expect(store.getState().shopOrder).toMatchObject({ payment: 'failed', paymentError: reason }),
    );
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
  const details = (store: ReturnType<typeof testStore>['store']) =>
    ordersApi.endpoints.orderDetails.select('o1')(store.getState()).data;

  it("cancels an unpaid order with the server's message: the order reads cancelled, the transfer is gone, the list is read again", async () => {
    const cancelled = {
      ...awaiting,
      orderStatus: 'cancelled' as const,
      paymentStatus: 'cancelled' as const,
      timeline: [...awaiting.timeline, { step: 'cancelled' as const, at: '2026-11-21T09:00:00.000Z' }],
    };
    const { store, toast, calls } = await shopperWithCart([
      ['get', '/api/shop/order/details/o1', () => ({ success: true, data: awaiting, bankTransfer: transfer })],
      ['get', '/api/shop/order/list/u1', () => pageOf([awaiting])],
      ['post', '/api/shop/order/cancel/o1', () => ({ success: true, message: 'Đã hủy đơn hàng.', data: cancelled })],
    ]);
    store.dispatch(ordersApi.endpoints.orderList.initiate({ userId: 'u1', page: 1 }));
    await store.dispatch(ordersApi.endpoints.orderDetails.initiate('o1'));
    expect(details(store)).toMatchObject({ bankTransfer: transfer });
    await store.dispatch(ordersApi.endpoints.cancelOrder.initiate('o1'));
    expect(toast.success).toHaveBeenCalledWith('Đã hủy đơn hàng.');
    expect(details(store)?.data.orderStatus).toBe('cancelled');
    expect(details(store)?.bankTransfer).toBeUndefined();
    await eventually(() => expect(calls('get').filter(([path]) => path === '/api/shop/order/list/u1')).toHaveLength(2));
    // The answer carried the order: it is not read again.
    expect(calls('get').filter(([path]) => path === '/api/shop/order/details/o1')).toHaveLength(1);
  });

  it("shows the server's refusal to cancel as it words it, and reads the order again", async () => {
    const refusal = 'Đơn hàng này không thể hủy nữa: đơn đã thanh toán, đang giao hoặc đã kết thúc.';
    const { store, toast, calls } = await shopperWithCart([
      ['get', '/api/shop/order/details/o1', () => ({ success: true, data: order('o1') })],
      ['post', '/api/shop/order/cancel/o1', () => new ApiError(refusal, 409)],
    ]);
    await store.dispatch(ordersApi.endpoints.orderDetails.initiate('o1'));
    await store.dispatch(ordersApi.endpoints.cancelOrder.initiate('o1'));
    expect(toast.error).toHaveBeenCalledWith(refusal);
    await eventually(() =>
      expect(calls('get').filter(([path]) => path === '/api/shop/order/details/o1')).toHaveLength(2),
    );
  });

  it("names the order by its code in a push's toast, and a cancellation in the shopper's words", async () => {
    const { store, socket, toast } = await shopperWithCart([
      ['get', '/api/shop/order/list/u1', () => pageOf([order('o1')])],
    ]);
    store.dispatch(orderLiveStarted());
    await flush();
    socket.fire('connect');
    await flush();
    await store.dispatch(ordersApi.endpoints.orderList.initiate({ userId: 'u1', page: 1 }));
    const p = push('o1', 'cancelled', 5);
    socket.fire('order:statusChanged', { ...p, row: { ...p.row, code: 'TV-26-0000001' } });
    await flush();
    expect(toast.info).toHaveBeenCalledWith('Order TV-26-0000001: Order cancelled');
  });
});

describe("the checkout's options", () => {
  it('offers PayPal alone while the payment options cannot be read, and reads them when asked again', async () => {
    let answer: unknown = new ApiError('down', 503);
    const { store } = await shopperWithCart([['get', '/api/common/settings', () => answer]]);
    const options = () => ordersApi.endpoints.paymentOptions.select()(store.getState()).data;
    await store.dispatch(ordersApi.endpoints.paymentOptions.initiate());
    expect(options()).toBeUndefined();
    answer = { success: true, data: {}, paymentOptions: { currency: 'USD', codMaxTotal: 2000, bankTransfer: true } };
    await store.dispatch(ordersApi.endpoints.paymentOptions.initiate(undefined, { forceRefetch: true }));
    expect(options()).toEqual({ currency: 'USD', codMaxTotal: 2000, bankTransfer: true });
  });
});

import {
  liveControl,
  liveHeartbeatSeconds,
  liveQuietSeconds,
  type CartView,
  type OrderLiveEvent,
  type OrderView,
  type SessionUser,
} from '@tavico/contracts/client';
import { signedIn } from '../auth';
import { cartApi } from '../cart';
import { flush, testStore } from '../../testing/services';
import { order, pageOf, push as pushAt } from '../../testing/fixtures';
import { ordersApi } from './ordersApi';
import { inLanguage } from '../../testing/language';
import { orderDetailsRequested, orderLiveStarted, orderLiveStopped, ordersRequested } from './ordersSlice';

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

const shipped = [
  { step: 'placed' as const, at: '2026-11-21T08:00:00.000Z' },
  { step: 'paid' as const, at: '2026-11-21T08:05:00.000Z' },
  { step: 'inShipping' as const, at: '2026-11-21T09:00:00.000Z' },
];

describe('live order status', () => {
  it('fetches on every connect, applies newer pushes to the row and the open order, and ignores older ones', async () => {
    const list = jest.spyOn(ordersApi, 'list').mockResolvedValue(pageOf([order('o1')]));
    const details = jest
      .spyOn(ordersApi, 'details')
      .mockResolvedValueOnce({ success: true, data: order('o1') })
      .mockResolvedValue({ success: true, data: { ...order('o1', 'inShipping'), timeline: shipped } });
    const { store, socket, toast } = signedInStore();
    store.dispatch(orderLiveStarted());
    await flush();
    socket.fire('connect');
    await flush();
    expect(list).toHaveBeenCalledWith('u1', 1);
    expect(store.getState().shopOrder.live).toBe('connected');
    store.dispatch(orderDetailsRequested({ orderId: 'o1' }));
    await flush();

    socket.fire('order:statusChanged', push('o1', 'inShipping', 2));
    socket.fire('order:statusChanged', push('o1', 'inProcess', 1));
    await flush();
    const state = store.getState().shopOrder;
    expect(state.orderList[0].orderStatus).toBe('inShipping');
    // The open order is read again for what the push does not carry: its timeline.
    expect(details).toHaveBeenCalledTimes(2);
    expect(state.orderDetails).toMatchObject({ orderStatus: 'inShipping', timeline: shipped });
    expect(toast.info).toHaveBeenCalledWith('Order #o1: In Shipping');

    // A reconnect refetches what the page shows: pushes missed meanwhile are not lost.
    socket.fire('disconnect');
    socket.fire('connect');
    await flush();
    expect(list).toHaveBeenCalledTimes(2);
    expect(details).toHaveBeenCalledTimes(3);
  });

  it("takes what the order may do now from the push, as the server says it: no 'Hủy đơn' once it ships", async () => {
    const cod = { ...order('o1', 'confirmed'), paymentMethod: 'cod' as const, paymentStatus: 'pending' as const };
    jest.spyOn(ordersApi, 'list').mockResolvedValue(pageOf([{ ...cod, canCancel: true, revision: 1 }]));
    // The open order is not read again (the read fails): the push alone moves it on.
    jest
      .spyOn(ordersApi, 'details')
      .mockResolvedValueOnce({ success: true, data: { ...cod, canCancel: true, awaitsReceipt: true } })
      .mockRejectedValue(new Error('offline'));
    const { store, socket } = signedInStore();
    store.dispatch(orderLiveStarted());
    await flush();
    socket.fire('connect');
    await flush();
    store.dispatch(orderDetailsRequested({ orderId: 'o1' }));
    await flush();
    expect(store.getState().shopOrder.orderDetails?.canCancel).toBe(true);

    const shipping = push('o1', 'inShipping', 2);
    socket.fire('order:statusChanged', {
      ...shipping,
      paymentStatus: 'pending',
      row: { ...shipping.row, paymentStatus: 'pending', canCancel: false, awaitsReceipt: true, readyToFulfil: false },
    });
    await flush();
    const state = store.getState().shopOrder;
    expect(state.orderDetails).toMatchObject({ orderStatus: 'inShipping', canCancel: false, awaitsReceipt: true });
    expect(state.orderList[0]).toMatchObject({ orderStatus: 'inShipping', canCancel: false });
  });

  it('fetches the list when a push names an order it does not show', async () => {
    const list = jest.spyOn(ordersApi, 'list').mockResolvedValue(pageOf([]));
    const { store, socket } = signedInStore();
    store.dispatch(orderLiveStarted());
    await flush();
    socket.fire('order:placed', { ...push('o9', 'pending', 0), event: 'order:placed' });
    await flush();
    expect(list).toHaveBeenCalledTimes(1);
  });

  it('pages the history, and a reconnect refetches the page shown', async () => {
    const list = jest
      .spyOn(ordersApi, 'list')
      .mockImplementation(async (_userId, page = 1) => pageOf([order(`o${page}`)], { page, limit: 20, total: 25 }));
    const { store, socket } = signedInStore();
    store.dispatch(orderLiveStarted());
    await flush();
    socket.fire('connect');
    await flush();
    expect(store.getState().shopOrder.pagination).toEqual({ page: 1, limit: 20, total: 25, totalPages: 2 });

    store.dispatch(ordersRequested(2));
    await flush();
    expect(list).toHaveBeenLastCalledWith('u1', 2);
    expect(store.getState().shopOrder.orderList.map((o) => o._id)).toEqual(['o2']);

    socket.fire('disconnect');
    socket.fire('connect');
    await flush();
    expect(list).toHaveBeenLastCalledWith('u1', 2);

    // Opening the account again starts from the newest orders.
    store.dispatch(orderLiveStopped());
    store.dispatch(orderLiveStarted());
    await flush();
    socket.fire('connect');
    await flush();
    expect(list).toHaveBeenLastCalledWith('u1', 1);
  });

  it('drops a push delivered twice (a worker taking over re-sends from its checkpoint)', async () => {
    jest.spyOn(ordersApi, 'list').mockResolvedValue(pageOf([order('o1')]));
    const { store, socket, toast } = signedInStore();
    store.dispatch(orderLiveStarted());
    await flush();
    socket.fire('connect');
    await flush();
    socket.fire('order:statusChanged', push('o1', 'inProcess', 3));
    socket.fire('order:statusChanged', push('o1', 'inProcess', 3));
    await flush();
    expect(toast.info).toHaveBeenCalledTimes(1);
    expect(store.getState().shopOrder.liveRevisions.o1).toBe(3);
  });

  /** The account page, connected, its list showing o1 at `revision` of its stream. */
  async function listedAt(revision: number) {
    const list = jest.spyOn(ordersApi, 'list').mockResolvedValue(pageOf([{ ...order('o1'), revision }]));
    const t = signedInStore();
    t.store.dispatch(orderLiveStarted());
    await flush();
    t.socket.fire('connect');
    await flush();
    expect(t.store.getState().shopOrder.liveRevisions).toEqual({ o1: revision });
    return { ...t, list };
  }

  it("applies the pushes that follow the list's revision one by one, a payment's own steps without a toast", async () => {
    const { store, socket, toast, list } = await listedAt(3);
    socket.fire('order:updated', { ...push('o1', 'confirmed', 4), event: 'order:updated', previousStatus: null });
    socket.fire('order:statusChanged', push('o1', 'inShipping', 5));
    await flush();
    expect(store.getState().shopOrder.orderList[0]).toMatchObject({ orderStatus: 'inShipping' });
    expect(store.getState().shopOrder.liveRevisions.o1).toBe(5);
    expect(toast.info.mock.calls).toEqual([['Order #o1: In Shipping']]);
    expect(list).toHaveBeenCalledTimes(1);
  });

  it('fetches the list and the open order again when a push skips a revision, instead of applying it', async () => {
    const { store, socket, toast, list } = await listedAt(3);
    const details = jest.spyOn(ordersApi, 'details').mockResolvedValue({ success: true, data: order('o1') });
    store.dispatch(orderDetailsRequested({ orderId: 'o1' }));
    await flush();
    let answer: (value: Awaited<ReturnType<typeof ordersApi.list>>) => void = () => undefined;
    list.mockImplementationOnce(() => new Promise((resolve) => (answer = resolve)));

    // Revision 4 was lost on the way (a Redis blip): 5 is not patched in, the order is read again.
    socket.fire('order:statusChanged', push('o1', 'delivered', 5));
    await flush();
    expect(list).toHaveBeenCalledTimes(2);
    expect(details).toHaveBeenCalledTimes(2);
    expect(store.getState().shopOrder.orderList[0].orderStatus).toBe('confirmed');
    expect(toast.info).not.toHaveBeenCalled();
    answer(pageOf([{ ...order('o1', 'delivered'), revision: 5 }]));
    await flush();
    expect(store.getState().shopOrder.orderList[0]).toMatchObject({ orderStatus: 'delivered', revision: 5 });

    // The push after it is the next one again: applied, nothing fetched.
    socket.fire('order:statusChanged', push('o1', 'cancelled', 6));
    await flush();
    expect(store.getState().shopOrder.orderList[0].orderStatus).toBe('cancelled');
    expect(list).toHaveBeenCalledTimes(2);
  });

  it("drops a push at or below the revision it knows: the list's own, and one applied already", async () => {
    const { store, socket, toast, list } = await listedAt(3);
    socket.fire('order:statusChanged', push('o1', 'pending', 3));
    socket.fire('order:statusChanged', push('o1', 'inProcess', 4));
    socket.fire('order:statusChanged', push('o1', 'inProcess', 4));
    socket.fire('order:statusChanged', push('o1', 'pending', 2));
    await flush();
    expect(store.getState().shopOrder.orderList[0].orderStatus).toBe('inProcess');
    expect(store.getState().shopOrder.liveRevisions.o1).toBe(4);
    expect(toast.info).toHaveBeenCalledTimes(1);
    expect(list).toHaveBeenCalledTimes(1);
  });

  it('fetches again when the server says pushes may have been missed, and when it has been quiet too long', async () => {
    jest.useFakeTimers();
    try {
      const list = jest.spyOn(ordersApi, 'list').mockResolvedValue(pageOf([order('o1')]));
      const { store, socket } = signedInStore();
      store.dispatch(orderLiveStarted());
      await jest.advanceTimersByTimeAsync(0);
      socket.fire('connect');
      await jest.advanceTimersByTimeAsync(0);
      expect(list).toHaveBeenCalledTimes(1);
      // The query service's link to Redis came back: what was pushed meanwhile may be lost.
      socket.fire(liveControl.resync);
      await jest.advanceTimersByTimeAsync(0);
      expect(list).toHaveBeenCalledTimes(2);
      // Heartbeats keep the watch quiet…
      for (let i = 0; i < 4; i++) {
        await jest.advanceTimersByTimeAsync(liveHeartbeatSeconds * 1000);
        socket.fire(liveControl.heartbeat);
      }
      await jest.advanceTimersByTimeAsync(0);
      expect(list).toHaveBeenCalledTimes(2);
      // …and without them for a while, the page fetches again.
      await jest.advanceTimersByTimeAsync(liveQuietSeconds * 1000);
      expect(list).toHaveBeenCalledTimes(3);
      expect(store.getState().shopOrder.live).toBe('connected');
    } finally {
      jest.useRealTimers();
    }
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

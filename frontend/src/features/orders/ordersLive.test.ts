import {
  liveControl,
  liveHeartbeatSeconds,
  liveQuietSeconds,
  type OrderLiveEvent,
  type OrderView,
  type SessionUser,
} from '@tavico/contracts/client';
import { signedIn } from '../auth';
import { eventually, flush, testStore } from '../../testing/services';
import { stubServer } from '../../testing/server';
import { order, pageOf, push as pushAt } from '../../testing/fixtures';
import type { PageEnvelope } from '../../shared/paging';
import { inLanguage } from '../../testing/language';
import { ordersApi, type OrderDetailsEnvelope } from './ordersApi';
import { orderLiveStarted, orderLiveStopped } from './ordersSlice';

// These tests check the spec's English words.
inLanguage('en');

const user: SessionUser = { id: 'u1', _id: 'u1', userName: 'Lan', email: 'lan@example.vn', role: 'customer' };
afterEach(() => jest.restoreAllMocks());

/** A status push at a revision of the order's stream (its log position follows the revision). */
const push = (orderId: string, orderStatus: OrderView['orderStatus'], revision: number): OrderLiveEvent => ({
  ...pushAt(orderId, orderStatus, 100 + revision),
  revision,
});

type Answer<T> = (path: string) => T | Promise<T>;

/** The server's history (by the page asked) and an order's details, each a jest.fn a test counts and changes. */
function orderServer(
  listAnswer: Answer<PageEnvelope<OrderView>> = () => pageOf([order('o1')]),
  detailsAnswer: Answer<OrderDetailsEnvelope> = () => ({ success: true, data: order('o1') }),
) {
  const list = jest.fn(listAnswer);
  const details = jest.fn(detailsAnswer);
  stubServer([
    ['get', /^\/api\/shop\/order\/list\/u1(\?page=\d+)?$/, list],
    ['get', /^\/api\/shop\/order\/details\/\w+$/, details],
  ]);
  return { list, details };
}

const pageOfPath = (path: string) => Number(/page=(\d+)/.exec(path)?.[1] ?? 1);

/** The account page of a signed-in shopper, its live channel started. */
async function accountStore() {
  const t = testStore();
  t.store.dispatch(signedIn(user));
  t.store.dispatch(orderLiveStarted());
  await flush();
  return t;
}

type Store = ReturnType<typeof testStore>['store'];

/** The history's page as OrderHistory reads it: once the channel is up (or cannot be). */
async function showList(store: Store, page = 1) {
  await eventually(() => expect(store.getState().shopOrder.listOpen).toBe(true));
  store.dispatch(ordersApi.endpoints.orderList.initiate({ userId: 'u1', page }));
}
/** An order opened in the details dialog. */
const openDetails = (store: Store, orderId: string) =>
  store.dispatch(ordersApi.endpoints.orderDetails.initiate(orderId));

/** What the shopper sees: the rows of the history's page, and the open order. */
const rows = (store: Store, page = 1) =>
  ordersApi.endpoints.orderList.select({ userId: 'u1', page })(store.getState()).data?.data ?? [];
const shownDetails = (store: Store, orderId: string) =>
  ordersApi.endpoints.orderDetails.select(orderId)(store.getState()).data?.data;

const shipped = [
  { step: 'placed' as const, at: '2026-11-21T08:00:00.000Z' },
  { step: 'paid' as const, at: '2026-11-21T08:05:00.000Z' },
  { step: 'inShipping' as const, at: '2026-11-21T09:00:00.000Z' },
];

describe('live order status', () => {
  it('reads on every connect, patches newer pushes into the row and the open order, and ignores older ones', async () => {
    const { list, details } = orderServer();
    details
      .mockImplementationOnce(() => ({ success: true, data: order('o1') }))
      .mockImplementation(() => ({ success: true, data: { ...order('o1', 'inShipping'), timeline: shipped } }));
    const { store, socket, toast } = await accountStore();
    socket.fire('connect');
    await showList(store);
    await eventually(() => expect(rows(store)).toHaveLength(1));
    expect(list.mock.calls.map(([path]) => path)).toEqual(['/api/shop/order/list/u1']);
    expect(store.getState().shopOrder.live).toBe('connected');
    openDetails(store, 'o1');
    await eventually(() => expect(shownDetails(store, 'o1')).toBeDefined());

    socket.fire('order:statusChanged', push('o1', 'inShipping', 2));
    socket.fire('order:statusChanged', push('o1', 'inProcess', 1));
    await flush();
    expect(rows(store)[0].orderStatus).toBe('inShipping');
    expect(toast.info).toHaveBeenCalledWith('Order #o1: In Shipping');
    // The open order is read again for what the push does not carry: its timeline.
    await eventually(() =>
      expect(shownDetails(store, 'o1')).toMatchObject({ orderStatus: 'inShipping', timeline: shipped }),
    );
    expect(details).toHaveBeenCalledTimes(2);
    expect(list).toHaveBeenCalledTimes(1);

    // A reconnect reads again what the page shows: pushes missed meanwhile are not lost.
    socket.fire('disconnect');
    socket.fire('connect');
    await eventually(() => expect(list).toHaveBeenCalledTimes(2));
    await eventually(() => expect(details).toHaveBeenCalledTimes(3));
  });

  it("takes what the order may do now from the push, as the server says it: no 'Hủy đơn' once it ships", async () => {
    const cod = { ...order('o1', 'confirmed'), paymentMethod: 'cod' as const, paymentStatus: 'pending' as const };
    // The open order is not read again (the read fails): the push alone moves it on.
    const { details } = orderServer(
      () => pageOf([{ ...cod, canCancel: true, revision: 1 }]),
      () => {
        throw new Error('offline');
      },
    );
    details.mockImplementationOnce(() => ({ success: true, data: { ...cod, canCancel: true, awaitsReceipt: true } }));
    const { store, socket } = await accountStore();
    socket.fire('connect');
    await showList(store);
    openDetails(store, 'o1');
    await eventually(() => expect(shownDetails(store, 'o1')?.canCancel).toBe(true));
    await eventually(() => expect(rows(store)).toHaveLength(1));

    const shipping = push('o1', 'inShipping', 2);
    socket.fire('order:statusChanged', {
      ...shipping,
      paymentStatus: 'pending',
      row: { ...shipping.row, paymentStatus: 'pending', canCancel: false, awaitsReceipt: true, readyToFulfil: false },
    });
    await eventually(() => expect(details).toHaveBeenCalledTimes(2));
    await flush();
    expect(shownDetails(store, 'o1')).toMatchObject({
      orderStatus: 'inShipping',
      canCancel: false,
      awaitsReceipt: true,
    });
    expect(rows(store)[0]).toMatchObject({ orderStatus: 'inShipping', canCancel: false });
  });

  it('reads the list again when a push names an order it does not show', async () => {
    const { list } = orderServer(() => pageOf([]));
    const { store, socket, toast } = await accountStore();
    socket.fire('connect');
    await showList(store);
    await eventually(() => expect(list).toHaveBeenCalledTimes(1));
    list.mockImplementation(() => pageOf([order('o9', 'pending')]));
    socket.fire('order:placed', { ...push('o9', 'pending', 0), event: 'order:placed' });
    await eventually(() => expect(rows(store).map((o) => o._id)).toEqual(['o9']));
    expect(list).toHaveBeenCalledTimes(2);
    expect(toast.info).not.toHaveBeenCalled();
  });

  it('pages the history, and a reconnect reads the page shown again', async () => {
    const { list } = orderServer((path) =>
      pageOf([order(`o${pageOfPath(path)}`)], { page: pageOfPath(path), limit: 20, total: 25 }),
    );
    const { store, socket } = await accountStore();
    socket.fire('connect');
    await showList(store, 2);
    await eventually(() => expect(rows(store, 2).map((o) => o._id)).toEqual(['o2']));
    expect(list).toHaveBeenLastCalledWith('/api/shop/order/list/u1?page=2', undefined);
    expect(ordersApi.endpoints.orderList.select({ userId: 'u1', page: 2 })(store.getState()).data?.pagination).toEqual({
      page: 2,
      limit: 20,
      total: 25,
      totalPages: 2,
    });

    socket.fire('disconnect');
    socket.fire('connect');
    await eventually(() => expect(list).toHaveBeenCalledTimes(2));
    expect(list).toHaveBeenLastCalledWith('/api/shop/order/list/u1?page=2', undefined);
  });

  it('drops a push delivered twice (a worker taking over re-sends from its checkpoint)', async () => {
    orderServer();
    const { store, socket, toast } = await accountStore();
    socket.fire('connect');
    await showList(store);
    await eventually(() => expect(rows(store)).toHaveLength(1));
    socket.fire('order:statusChanged', push('o1', 'inProcess', 3));
    socket.fire('order:statusChanged', push('o1', 'inProcess', 3));
    await flush();
    expect(toast.info).toHaveBeenCalledTimes(1);
    expect(rows(store)[0]).toMatchObject({ orderStatus: 'inProcess', revision: 3 });
  });

  /** The account page, connected, its list showing o1 at `revision` of its stream. */
  async function listedAt(revision: number) {
    const server = orderServer(() => pageOf([{ ...order('o1'), revision }]));
    const t = await accountStore();
    t.socket.fire('connect');
    await showList(t.store);
    await eventually(() => expect(rows(t.store)[0]?.revision).toBe(revision));
    return { ...t, ...server };
  }

  it("applies the pushes that follow the list's revision one by one, a payment's own steps without a toast", async () => {
    const { store, socket, toast, list } = await listedAt(3);
    socket.fire('order:updated', { ...push('o1', 'confirmed', 4), event: 'order:updated', previousStatus: null });
    socket.fire('order:statusChanged', push('o1', 'inShipping', 5));
    await flush();
    expect(rows(store)[0]).toMatchObject({ orderStatus: 'inShipping', revision: 5 });
    expect(toast.info.mock.calls).toEqual([['Order #o1: In Shipping']]);
    await flush();
    expect(list).toHaveBeenCalledTimes(1);
  });

  it('reads the list and the open order again when a push skips a revision, instead of applying it', async () => {
    const { store, socket, toast, list, details } = await listedAt(3);
    openDetails(store, 'o1');
    await eventually(() => expect(details).toHaveBeenCalledTimes(1));
    let answer: (value: PageEnvelope<OrderView>) => void = () => undefined;
    list.mockImplementationOnce(() => new Promise((resolve) => (answer = resolve)));

    // Revision 4 was lost on the way (a Redis blip): 5 is not patched in, the order is read again.
    socket.fire('order:statusChanged', push('o1', 'delivered', 5));
    await eventually(() => expect(list).toHaveBeenCalledTimes(2));
    await eventually(() => expect(details).toHaveBeenCalledTimes(2));
    expect(rows(store)[0].orderStatus).toBe('confirmed');
    expect(toast.info).not.toHaveBeenCalled();
    answer(pageOf([{ ...order('o1', 'delivered'), revision: 5 }]));
    await eventually(() => expect(rows(store)[0]).toMatchObject({ orderStatus: 'delivered', revision: 5 }));

    // The push after it is the next one again: applied, nothing read.
    socket.fire('order:statusChanged', push('o1', 'cancelled', 6));
    await flush();
    expect(rows(store)[0].orderStatus).toBe('cancelled');
    await flush();
    expect(list).toHaveBeenCalledTimes(2);
  });

  it("drops a push at or below the revision it knows: the list's own, and one applied already", async () => {
    const { store, socket, toast, list } = await listedAt(3);
    socket.fire('order:statusChanged', push('o1', 'pending', 3));
    socket.fire('order:statusChanged', push('o1', 'inProcess', 4));
    socket.fire('order:statusChanged', push('o1', 'inProcess', 4));
    socket.fire('order:statusChanged', push('o1', 'pending', 2));
    await flush();
    expect(rows(store)[0]).toMatchObject({ orderStatus: 'inProcess', revision: 4 });
    expect(toast.info).toHaveBeenCalledTimes(1);
    await flush();
    expect(list).toHaveBeenCalledTimes(1);
  });

  it('reads again when the server says pushes may have been missed, and when it has been quiet too long', async () => {
    jest.useFakeTimers();
    try {
      const { list } = orderServer();
      const { store, socket } = await (async () => {
        const t = testStore();
        t.store.dispatch(signedIn(user));
        t.store.dispatch(orderLiveStarted());
        await jest.advanceTimersByTimeAsync(0);
        return t;
      })();
      socket.fire('connect');
      await jest.advanceTimersByTimeAsync(0);
      store.dispatch(ordersApi.endpoints.orderList.initiate({ userId: 'u1', page: 1 }));
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
      // …and without them for a while, the page reads again.
      await jest.advanceTimersByTimeAsync(liveQuietSeconds * 1000);
      expect(list).toHaveBeenCalledTimes(3);
      expect(store.getState().shopOrder.live).toBe('connected');
    } finally {
      jest.useRealTimers();
    }
  });

  it('disconnects the socket when the page closes', async () => {
    orderServer();
    const { store, socket } = await accountStore();
    store.dispatch(orderLiveStopped());
    await flush();
    expect(socket.disconnected).toBe(true);
    expect(store.getState().shopOrder).toMatchObject({ live: 'off', listOpen: false });
  });
});

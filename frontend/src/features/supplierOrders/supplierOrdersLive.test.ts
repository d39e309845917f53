import { ApiError } from '../../shared/http';
import { selectLiveMarked, selectLiveStatus } from '../../shared/liveFeeds';
import { pageOf } from '../../testing/fixtures';
import { stubServer } from '../../testing/server';
import { eventually, flush, testStore } from '../../testing/services';
import { supplierOrder } from '../../testing/supplierOrders';
import { installBackOffice } from '../../app/backOffice';
import { nextStep, supplierOrdersApi, type FulfilAnswer } from './supplierOrdersApi';
import { supplierLiveClosed, supplierLiveOpened } from './supplierOrdersLive';

const listPath = /^\/api\/supplier\/orders(\?|$)/;

/** The back office with the server stubbed, and a page of the supplier's orders held as its screen holds it. */
function backOffice(routes: Parameters<typeof stubServer>[0], page = 1) {
  const server = stubServer(routes);
  const t = testStore();
  installBackOffice(t.store);
  t.store.dispatch(supplierOrdersApi.endpoints.supplierOrders.initiate(page));
  const shown = () => supplierOrdersApi.endpoints.supplierOrders.select(page)(t.store.getState()).data;
  const listReads = () => server.calls('get').filter(([path]) => listPath.test(path)).length;
  const fulfil = (orderId: string, to: 'packed' | 'handedOver') =>
    t.store.dispatch(supplierOrdersApi.endpoints.fulfil.initiate({ orderId, to })).unwrap();
  return { ...t, server, shown, listReads, fulfil };
}

const answer = (over: Partial<FulfilAnswer>) => ({
  success: true,
  message: 'Đã cập nhật tình trạng hàng của bạn trong đơn.',
  data: { orderId: 'o1', orderStatus: 'confirmed', readyToFulfil: true, lines: [], ...over },
});

describe("a supplier's orders, live", () => {
  afterEach(() => jest.restoreAllMocks());

  it("hears only the supplier's own pushes: each new one reads the page again, old ones and order events do not", async () => {
    const t = backOffice([['get', listPath, () => pageOf([supplierOrder('o1')])]]);
    t.store.dispatch(supplierLiveOpened());
    await eventually(() => expect(t.shown()?.data).toHaveLength(1));
    t.socket.fire('connect');
    expect(selectLiveStatus('supplierOrders')(t.store.getState())).toBe('connected');
    await eventually(() => expect(t.listReads()).toBe(2));

    const changed = (position: number, revision: number) => ({
      orderId: 'o1',
      position,
      revision,
      at: '2026-11-21T09:00:00.000Z',
    });
    t.socket.fire('supplierOrder:changed', changed(10, 3));
    await eventually(() => expect(t.listReads()).toBe(3));
    expect(selectLiveMarked('supplierOrders')(t.store.getState())).toEqual(['o1']);
    // The same push again, or an older one: nothing to read.
    t.socket.fire('supplierOrder:changed', changed(10, 3));
    t.socket.fire('supplierOrder:changed', changed(9, 2));
    // A shopper's order push is not the supplier screen's business.
    t.socket.fire('order:statusChanged', { orderId: 'o1', position: 11, revision: 4 });
    await flush();
    await flush();
    expect(t.listReads()).toBe(3);
    // A later one, even past a revision it never heard (a payment's steps are not told to suppliers).
    t.socket.fire('supplierOrder:changed', changed(14, 6));
    await eventually(() => expect(t.listReads()).toBe(4));

    t.socket.fire('disconnect');
    expect(selectLiveStatus('supplierOrders')(t.store.getState())).toBe('disconnected');
    t.store.dispatch(supplierLiveClosed());
    expect(t.socket.disconnected).toBe(true);
    expect(selectLiveStatus('supplierOrders')(t.store.getState())).toBe('off');
  });

  it("packs, then hands over: the answer moves the lines' steps in place, and the order on its way once all are handed over", async () => {
    const t = backOffice([
      ['get', listPath, () => pageOf([supplierOrder('o1')])],
      [
        'post',
        '/api/supplier/orders/o1/fulfil',
        (_path, body) =>
          (body as { to: string }).to === 'packed'
            ? answer({
                lines: [
                  { productId: 'p1', fulfilment: 'packed' },
                  { productId: 'p2', fulfilment: 'packed' },
                ],
              })
            : answer({
                orderStatus: 'inShipping',
                readyToFulfil: false,
                lines: [
                  { productId: 'p1', fulfilment: 'handedOver' },
                  { productId: 'p2', fulfilment: 'handedOver' },
                ],
              }),
      ],
    ]);
    await eventually(() => expect(t.shown()?.data).toHaveLength(1));
    const order = () => t.shown()!.data[0];
    expect(nextStep(order())).toBe('packed');

    expect((await t.fulfil('o1', 'packed')).message).toBe('Đã cập nhật tình trạng hàng của bạn trong đơn.');
    expect(order().lines.map((l) => l.fulfilment)).toEqual(['packed', 'packed']);
    expect(nextStep(order())).toBe('handedOver');

    await t.fulfil('o1', 'handedOver');
    // Whether it may move on is the server's word, taken as it is.
    expect(order()).toMatchObject({ orderStatus: 'inShipping', readyToFulfil: false });
    expect(nextStep(order())).toBeNull();
    // Taken from the answers: the page was read once.
    await flush();
    expect(t.listReads()).toBe(1);
  });

  it('says a refusal and shows the orders as they are now', async () => {
    const t = backOffice([
      ['get', listPath, () => pageOf([supplierOrder('o1', { orderStatus: 'cancelled', readyToFulfil: false })])],
      [
        'post',
        '/api/supplier/orders/o1/fulfil',
        () => new ApiError('Đơn hàng này chưa thể đóng gói hay giao đi.', 409),
      ],
    ]);
    await eventually(() => expect(t.shown()?.data).toHaveLength(1));
    await expect(t.fulfil('o1', 'packed')).rejects.toEqual({
      status: 409,
      message: 'Đơn hàng này chưa thể đóng gói hay giao đi.',
    });
    await eventually(() => expect(t.listReads()).toBe(2));
    expect(t.shown()?.data[0].orderStatus).toBe('cancelled');
  });

  it('offers the next step only while the order may be fulfilled', () => {
    const o = supplierOrder('o1');
    expect(nextStep(o)).toBe('packed');
    expect(nextStep({ ...o, lines: [{ ...o.lines[0], fulfilment: 'packed' }, o.lines[1]] })).toBe('packed');
    expect(nextStep({ ...o, lines: o.lines.map((l) => ({ ...l, fulfilment: 'packed' as const })) })).toBe('handedOver');
    expect(nextStep({ ...o, lines: o.lines.map((l) => ({ ...l, fulfilment: 'handedOver' as const })) })).toBeNull();
    expect(nextStep({ ...o, readyToFulfil: false })).toBeNull();
  });
});

import { ApiError } from '../../shared/http';
import { selectLiveMarked, selectLiveStatus } from '../../shared/liveFeeds';
import { backOffice, ordersRoute, placedPush, push } from '../../testing/adminOrders';
import { order, pageOf } from '../../testing/fixtures';
import { eventually, flush } from '../../testing/services';
import { adminOrdersApi } from './adminOrdersApi';
import { adminLiveClosed, adminLiveOpened } from './adminOrdersLive';

describe("the admin's live order feed", () => {
  afterEach(() => jest.restoreAllMocks());

  it('puts a new order on top the moment it is pushed, reads the list again on every connect, and ignores old pushes', async () => {
    const t = backOffice([ordersRoute(() => pageOf([order('o1')]))]);
    const shown = t.show();
    t.store.dispatch(adminLiveOpened());
    await eventually(() => expect(t.rows(shown)).toHaveLength(1));
    expect(t.listCalls()).toHaveLength(1);
    t.socket.fire('connect');
    await eventually(() => expect(t.listCalls()).toHaveLength(2));
    expect(selectLiveStatus('adminOrders')(t.store.getState())).toBe('connected');
    await flush();

    t.socket.fire('order:placed', placedPush('o2'));
    expect(t.rows(shown).map((o) => [o._id, o.orderStatus])).toEqual([
      ['o2', 'pending'],
      ['o1', 'confirmed'],
    ]);
    expect(selectLiveMarked('adminOrders')(t.store.getState())).toEqual(['o2']);

    t.socket.fire('order:statusChanged', push('o1', 'inShipping', 2));
    t.socket.fire('order:statusChanged', push('o1', 'inProcess', 1));
    expect(t.rows(shown).find((o) => o._id === 'o1')?.orderStatus).toBe('inShipping');

    t.socket.fire('disconnect');
    expect(selectLiveStatus('adminOrders')(t.store.getState())).toBe('disconnected');
    t.socket.fire('connect');
    await eventually(() => expect(t.listCalls()).toHaveLength(3));

    t.store.dispatch(adminLiveClosed());
    expect(t.socket.disconnected).toBe(true);
    expect(selectLiveStatus('adminOrders')(t.store.getState())).toBe('off');
  });

  it('keeps a pushed order out of a list filtered to another status', async () => {
    const t = backOffice([ordersRoute(() => pageOf([order('o1', 'rejected')]))]);
    const shown = t.show({ status: 'rejected' });
    t.store.dispatch(adminLiveOpened());
    await eventually(() => expect(t.rows(shown)).toHaveLength(1));
    expect(t.listCalls()[0][0]).toBe('/api/admin/orders/get?status=rejected');
    t.socket.fire('order:placed', placedPush('o2'));
    expect(t.rows(shown).map((o) => o._id)).toEqual(['o1']);
    t.socket.fire('order:statusChanged', push('o1', 'pending', 6));
    expect(t.rows(shown)).toEqual([]);
  });

  it('counts a new order on a later page without putting it there, and keeps the first page to its size', async () => {
    const t = backOffice([
      ordersRoute(({ page }) => pageOf([order(`a${page}`), order(`b${page}`)], { page, limit: 2, total: 4 })),
    ]);
    const second = t.show({ page: 2 });
    t.store.dispatch(adminLiveOpened());
    await eventually(() => expect(t.rows(second)).toHaveLength(2));
    t.socket.fire('order:placed', placedPush('o9'));
    expect(t.rows(second).map((o) => o._id)).toEqual(['a2', 'b2']);
    expect(t.table(second).data?.pagination).toMatchObject({ total: 5, totalPages: 3 });

    const first = t.show({ page: 1 });
    await eventually(() => expect(t.rows(first)).toHaveLength(2));
    t.socket.fire('order:placed', placedPush('o10'));
    expect(t.rows(first).map((o) => o._id)).toEqual(['o10', 'a1']);
    expect(t.table(first).data?.pagination.total).toBe(5);
  });

  it('reads a filtered page again when an order from elsewhere moves into its status', async () => {
    const t = backOffice([ordersRoute(() => pageOf([order('o1', 'inShipping')]))]);
    const shown = t.show({ status: 'inShipping' });
    t.store.dispatch(adminLiveOpened());
    await eventually(() => expect(t.rows(shown)).toHaveLength(1));
    expect(t.listCalls()).toHaveLength(1);
    t.socket.fire('order:statusChanged', push('o7', 'inShipping', 3));
    await eventually(() => expect(t.listCalls()).toHaveLength(2));
  });

  it('does not trust a push after a lost one: the list and the open order are read again', async () => {
    const t = backOffice([
      ordersRoute(() => pageOf([{ ...order('o1'), revision: 2 }])),
      ['get', '/api/admin/orders/details/o1', () => ({ success: true, data: order('o1', 'inShipping') })],
    ]);
    const shown = t.show();
    t.store.dispatch(adminOrdersApi.endpoints.adminOrder.initiate('o1'));
    t.store.dispatch(adminLiveOpened());
    await eventually(() => expect(t.rows(shown)).toHaveLength(1));
    const details = () => t.server.calls('get').filter(([path]) => path === '/api/admin/orders/details/o1');
    await eventually(() => expect(details()).toHaveLength(1));
    t.socket.fire('order:statusChanged', push('o1', 'inShipping', 5));
    // Not applied: read again instead.
    expect(t.rows(shown)[0].orderStatus).toBe('confirmed');
    await eventually(() => expect(t.listCalls()).toHaveLength(2));
    await eventually(() => expect(details()).toHaveLength(2));
    // The push after it applies.
    t.socket.fire('order:statusChanged', push('o1', 'delivered', 6));
    expect(t.rows(shown)[0].orderStatus).toBe('delivered');
  });

  it('finds an order by its code, and says the form a code takes when it is malformed', async () => {
    const t = backOffice([
      ordersRoute(({ code }) =>
        code === 'TV-26-0000007' ? pageOf([order('o7')]) : new ApiError('Mã đơn hàng có dạng TV-26-0001234.', 400),
      ),
    ]);
    const found = t.show({ code: 'TV-26-0000007' });
    await eventually(() => expect(t.rows(found).map((o) => o.code)).toEqual(['TV-26-0000007']));
    expect(t.listCalls()[0][0]).toBe('/api/admin/orders/get?code=TV-26-0000007');
    const malformed = t.show({ code: '12345' });
    await eventually(() =>
      expect(t.table(malformed).error).toEqual({ status: 400, message: 'Mã đơn hàng có dạng TV-26-0001234.' }),
    );
  });

  it('keeps a pushed new order out of a search for another code', async () => {
    const t = backOffice([
      ordersRoute(() => pageOf([order('o7')])),
      ['get', '/api/admin/orders/details/o8', () => ({ success: true, data: order('o8') })],
    ]);
    const shown = t.show({ code: 'TV-26-0000007' });
    t.store.dispatch(adminLiveOpened());
    await eventually(() => expect(t.rows(shown)).toHaveLength(1));
    const p = placedPush('o8');
    t.socket.fire('order:placed', { ...p, row: { ...p.row, code: 'TV-26-0000008' } });
    expect(t.rows(shown).map((o) => o._id)).toEqual(['o7']);
    expect(t.table(shown).data?.pagination.total).toBe(1);
  });

  it('reads a pushed new order for its payment method, which the push does not carry', async () => {
    const t = backOffice([
      ordersRoute(() => pageOf([order('o1')])),
      [
        'get',
        '/api/admin/orders/details/o2',
        () => ({ success: true, data: { ...order('o2'), paymentMethod: 'cod' } }),
      ],
    ]);
    const shown = t.show();
    t.store.dispatch(adminLiveOpened());
    await eventually(() => expect(t.rows(shown)).toHaveLength(1));
    t.socket.fire('order:placed', placedPush('o2'));
    expect(t.rows(shown)[0]).toMatchObject({ _id: 'o2' });
    expect(t.rows(shown)[0].paymentMethod).toBeUndefined();
    await eventually(() => expect(t.rows(shown)[0].paymentMethod).toBe('cod'));
    const reads = () => t.server.calls('get').filter(([path]) => path === '/api/admin/orders/details/o2');
    expect(reads()).toHaveLength(1);
    // A later push keeps what the row knows.
    t.socket.fire('order:statusChanged', push('o2', 'inProcess', 1));
    await flush();
    expect(t.rows(shown)[0]).toMatchObject({ orderStatus: 'inProcess', paymentMethod: 'cod' });
    expect(reads()).toHaveLength(1);
  });
});

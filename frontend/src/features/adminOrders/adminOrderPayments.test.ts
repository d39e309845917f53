import { ApiError } from '../../shared/http';
import { backOffice, ordersRoute, push } from '../../testing/adminOrders';
import { order, pageOf } from '../../testing/fixtures';
import { eventually, flush } from '../../testing/services';
import { adminOrdersApi } from './adminOrdersApi';
import { adminLiveOpened } from './adminOrdersLive';

const cod = {
  ...order('o3', 'confirmed'),
  paymentMethod: 'cod' as const,
  paymentStatus: 'pending' as const,
  awaitsReceipt: true,
  revision: 3,
};

describe("the admin's orders: payments received and pushes in order", () => {
  afterEach(() => jest.restoreAllMocks());

  /** The live feed, connected, the list (of a status, or all) showing `shown` and `open` open. */
  async function feed(shown: typeof cod, status: '' | 'confirmed' = '', extra: Parameters<typeof backOffice>[0] = []) {
    const t = backOffice([
      ordersRoute(() => pageOf([shown], { limit: 50, total: 1 })),
      ['get', `/api/admin/orders/details/${shown._id}`, () => ({ success: true, data: shown })],
      ...extra,
    ]);
    const list = t.show({ status });
    t.store.dispatch(adminOrdersApi.endpoints.adminOrder.initiate(shown._id));
    t.store.dispatch(adminLiveOpened());
    t.socket.fire('connect');
    await eventually(() => expect(t.rows(list)).toHaveLength(1));
    const details = () => adminOrdersApi.endpoints.adminOrder.select(shown._id)(t.store.getState()).data;
    await eventually(() => expect(details()).toBeDefined());
    const reads = (path: string) => t.server.calls('get').filter(([p]) => p.startsWith(path)).length;
    return { ...t, list, details, reads };
  }

  it('takes from a push whether a payment may be marked received, for the row and the open order', async () => {
    const t = await feed(cod);
    expect(t.rows(t.list)[0].awaitsReceipt).toBe(true);
    const paid = push('o3', 'delivered', 4);
    t.socket.fire('order:paid', {
      ...paid,
      event: 'order:paid',
      row: { ...paid.row, paymentStatus: 'paid', awaitsReceipt: false },
    });
    expect(t.rows(t.list)[0]).toMatchObject({ paymentStatus: 'paid', awaitsReceipt: false });
    expect(t.details()).toMatchObject({ paymentStatus: 'paid', awaitsReceipt: false });
  });

  it('marks a cash payment received: its answer is the order now, taken by the row and the open order without a read', async () => {
    const paid = {
      ...cod,
      paymentStatus: 'paid' as const,
      awaitsReceipt: false,
      receivedBy: { id: 'a1', name: 'Hà' },
      revision: 4,
    };
    const t = await feed(cod, '', [
      [
        'post',
        '/api/admin/orders/payment-received/o3',
        () => ({ success: true, message: 'Đã ghi nhận thanh toán.', data: paid }),
      ],
      [
        'post',
        '/api/admin/orders/payment-received/o1',
        () => new ApiError('Đơn hàng này không thanh toán khi nhận hàng hay chuyển khoản.', 400),
      ],
    ]);
    const listReads = t.reads('/api/admin/orders/get');
    const detailReads = t.reads('/api/admin/orders/details/o3');
    const answer = await t.store.dispatch(adminOrdersApi.endpoints.paymentReceived.initiate('o3')).unwrap();
    expect(answer.message).toBe('Đã ghi nhận thanh toán.');
    expect(t.details()).toMatchObject({ paymentStatus: 'paid', receivedBy: { name: 'Hà' } });
    expect(t.rows(t.list)[0]).toMatchObject({ paymentStatus: 'paid', awaitsReceipt: false });
    await flush();
    expect(t.reads('/api/admin/orders/get')).toBe(listReads);
    expect(t.reads('/api/admin/orders/details/o3')).toBe(detailReads);
    // Its own push then comes as old news.
    t.socket.fire('order:paid', { ...push('o3', 'confirmed', 4), event: 'order:paid' });
    expect(t.rows(t.list)[0].paymentStatus).toBe('paid');

    await expect(t.store.dispatch(adminOrdersApi.endpoints.paymentReceived.initiate('o1')).unwrap()).rejects.toEqual({
      status: 400,
      message: 'Đơn hàng này không thanh toán khi nhận hàng hay chuyển khoản.',
    });
  });

  it("applies the pushes that follow the list's revision, a payment's own steps leaving the count as it is", async () => {
    const t = await feed({ ...order('o1'), revision: 3 } as typeof cod);
    await flush();
    const listReads = t.reads('/api/admin/orders/get');
    const detailReads = t.reads('/api/admin/orders/details/o1');
    const updated = { ...push('o1', 'confirmed', 4), event: 'order:updated' as const, previousStatus: null };
    t.socket.fire('order:updated', updated);
    t.socket.fire('order:statusChanged', push('o1', 'inShipping', 5));
    await flush();
    expect(t.rows(t.list).map((o) => [o._id, o.orderStatus])).toEqual([['o1', 'inShipping']]);
    expect(t.details()?.orderStatus).toBe('inShipping');
    expect(t.table(t.list).data?.revisions.o1).toBe(5);
    expect(t.table(t.list).data?.pagination.total).toBe(1);
    // Applied in place: nothing read again.
    expect(t.reads('/api/admin/orders/get')).toBe(listReads);
    expect(t.reads('/api/admin/orders/details/o1')).toBe(detailReads);
  });

  it("drops a push at or below the revision it knows: the list's own, and one applied already", async () => {
    const t = await feed({ ...order('o1'), revision: 3 } as typeof cod, 'confirmed');
    expect(t.table(t.list).data?.pagination.total).toBe(1);
    t.socket.fire('order:statusChanged', push('o1', 'pending', 3));
    t.socket.fire('order:statusChanged', push('o1', 'inProcess', 4));
    // Delivered twice (a worker taking the projections over sends again from its checkpoint).
    t.socket.fire('order:statusChanged', push('o1', 'inProcess', 4));
    await flush();
    // It left the list filtered to confirmed once, and was counted out once.
    expect(t.rows(t.list)).toEqual([]);
    expect(t.table(t.list).data?.pagination.total).toBe(0);
    expect(t.table(t.list).data?.revisions.o1).toBe(4);
  });
});

import type { OrderLiveEvent, OrderView } from '@tavico/contracts/client';
import { ApiError } from '../../shared/http';
import { order, pageOf, push as pushAt } from '../../testing/fixtures';
import { flush, testStore } from '../../testing/services';
import { installBackOffice, type BackOfficeState } from '../../app/backOffice';
import { adminOrdersApi } from './adminOrdersApi';
import {
  adminLiveStarted,
  adminLiveStopped,
  adminOrderDetailsRequested,
  adminOrdersRequested,
  orderStatusUpdateRequested,
  selectAdminOrder,
} from './adminOrderSlice';

function backOffice() {
  const t = testStore();
  installBackOffice(t.store);
  return { ...t, orders: () => selectAdminOrder(t.store.getState() as BackOfficeState) };
}

/** A status push at a revision of the order's stream (its log position follows the revision). */
const push = (orderId: string, orderStatus: OrderView['orderStatus'], revision: number): OrderLiveEvent => ({
  ...pushAt(orderId, orderStatus, 100 + revision),
  revision,
});

const placedPush = (id: string, revision = 0) => ({
  ...push(id, 'pending', revision),
  event: 'order:placed' as const,
  previousStatus: null,
});

describe('admin order sagas', () => {
  afterEach(() => jest.restoreAllMocks());

  it('lists orders by the chosen status', async () => {
    const list = jest.spyOn(adminOrdersApi, 'orders').mockResolvedValue(pageOf([order('o1', 'rejected')]));
    const t = backOffice();
    t.store.dispatch(adminOrdersRequested({ status: 'rejected' }));
    await flush();
    expect(list).toHaveBeenCalledWith('rejected', 1, '');
    expect(t.orders().orderList.map((o) => o._id)).toEqual(['o1']);
  });

  it('puts a new order on top the moment it is pushed, refetches on every connect, and ignores old pushes', async () => {
    const list = jest.spyOn(adminOrdersApi, 'orders').mockResolvedValue(pageOf([order('o1')]));
    const t = backOffice();
    t.store.dispatch(adminLiveStarted());
    await flush();
    t.socket.fire('connect');
    await flush();
    expect(list).toHaveBeenCalledTimes(1);
    expect(t.orders().live).toBe('connected');

    t.socket.fire('order:placed', placedPush('o2'));
    expect(t.orders().orderList.map((o) => [o._id, o.orderStatus])).toEqual([
      ['o2', 'pending'],
      ['o1', 'confirmed'],
    ]);
    expect(t.orders().arrived).toEqual(['o2']);

    t.socket.fire('order:statusChanged', push('o1', 'inShipping', 2));
    t.socket.fire('order:statusChanged', push('o1', 'inProcess', 1));
    expect(t.orders().orderList.find((o) => o._id === 'o1')?.orderStatus).toBe('inShipping');

    t.socket.fire('disconnect');
    expect(t.orders().live).toBe('disconnected');
    t.socket.fire('connect');
    await flush();
    expect(list).toHaveBeenCalledTimes(2);

    t.store.dispatch(adminLiveStopped());
    expect(t.socket.disconnected).toBe(true);
  });

  it('keeps a pushed order out of a list filtered to another status', async () => {
    jest.spyOn(adminOrdersApi, 'orders').mockResolvedValue(pageOf([order('o1', 'rejected')]));
    const t = backOffice();
    t.store.dispatch(adminOrdersRequested({ status: 'rejected' }));
    t.store.dispatch(adminLiveStarted());
    await flush();
    t.socket.fire('order:placed', placedPush('o2'));
    expect(t.orders().orderList.map((o) => o._id)).toEqual(['o1']);
    t.socket.fire('order:statusChanged', push('o1', 'pending', 6));
    expect(t.orders().orderList).toEqual([]);
  });

  it('pages the orders: a page is fetched as asked, a new status starts again at the first', async () => {
    const list = jest
      .spyOn(adminOrdersApi, 'orders')
      .mockImplementation(async (_status, page = 1) => pageOf([order(`o${page}`)], { page, limit: 50, total: 120 }));
    const t = backOffice();
    t.store.dispatch(adminOrdersRequested({ page: 3 }));
    await flush();
    expect(list).toHaveBeenLastCalledWith('', 3, '');
    expect(t.orders()).toMatchObject({ page: 3, pagination: { page: 3, total: 120, totalPages: 3 } });
    t.store.dispatch(adminOrdersRequested({ status: 'pending' }));
    await flush();
    expect(list).toHaveBeenLastCalledWith('pending', 1, '');
  });

  it('goes to the last page when the one shown has emptied', async () => {
    const list = jest
      .spyOn(adminOrdersApi, 'orders')
      .mockImplementation(async (_status, page = 1) =>
        page > 2
          ? pageOf([], { page, limit: 50, total: 100 })
          : pageOf([order('o51')], { page, limit: 50, total: 100 }),
      );
    const t = backOffice();
    t.store.dispatch(adminOrdersRequested({ page: 3 }));
    await flush();
    await flush();
    expect(list).toHaveBeenLastCalledWith('', 2, '');
    expect(t.orders().orderList.map((o) => o._id)).toEqual(['o51']);
  });

  it('counts a new order on a later page without putting it there, and keeps the first page to its size', async () => {
    jest
      .spyOn(adminOrdersApi, 'orders')
      .mockImplementation(async (_status, page = 1) =>
        pageOf([order(`a${page}`), order(`b${page}`)], { page, limit: 2, total: 4 }),
      );
    const t = backOffice();
    t.store.dispatch(adminOrdersRequested({ page: 2 }));
    t.store.dispatch(adminLiveStarted());
    await flush();
    t.socket.fire('order:placed', placedPush('o9'));
    expect(t.orders().orderList.map((o) => o._id)).toEqual(['a2', 'b2']);
    expect(t.orders().pagination).toMatchObject({ total: 5, totalPages: 3 });

    t.store.dispatch(adminOrdersRequested({ page: 1 }));
    await flush();
    t.socket.fire('order:placed', placedPush('o10'));
    expect(t.orders().orderList.map((o) => o._id)).toEqual(['o10', 'a1']);
    expect(t.orders().pagination.total).toBe(5);
  });

  it('refetches a filtered page when an order from elsewhere moves into its status', async () => {
    const list = jest.spyOn(adminOrdersApi, 'orders').mockResolvedValue(pageOf([order('o1', 'inShipping')]));
    const t = backOffice();
    t.store.dispatch(adminOrdersRequested({ status: 'inShipping' }));
    t.store.dispatch(adminLiveStarted());
    await flush();
    expect(list).toHaveBeenCalledTimes(1);
    t.socket.fire('order:statusChanged', push('o7', 'inShipping', 3));
    await flush();
    expect(list).toHaveBeenCalledTimes(2);
  });

  it('updates a status, shows the server message, and reloads the order and the list', async () => {
    const update = jest
      .spyOn(adminOrdersApi, 'updateOrderStatus')
      .mockResolvedValue({ success: true, message: 'Order status is updated successfully!' });
    jest.spyOn(adminOrdersApi, 'order').mockResolvedValue({ success: true, data: order('o1', 'inShipping') });
    const list = jest.spyOn(adminOrdersApi, 'orders').mockResolvedValue(pageOf([order('o1', 'inShipping')]));
    const t = backOffice();
    t.store.dispatch(orderStatusUpdateRequested({ orderId: 'o1', orderStatus: 'inShipping' }));
    await flush();
    expect(update).toHaveBeenCalledWith('o1', 'inShipping');
    expect(t.toast.success).toHaveBeenCalledWith('Order status is updated successfully!');
    expect(list).toHaveBeenCalled();
    expect(t.orders().orderDetails?.orderStatus).toBe('inShipping');
    expect(t.orders().updating).toBe(false);
  });

  it("shows the server's refusal as an error toast", async () => {
    jest.spyOn(adminOrdersApi, 'updateOrderStatus').mockRejectedValue(new ApiError('Không có quyền.', 403));
    const t = backOffice();
    t.store.dispatch(orderStatusUpdateRequested({ orderId: 'o1', orderStatus: 'delivered' }));
    await flush();
    expect(t.toast.error).toHaveBeenCalledWith('Không có quyền.');
  });

  it('opens an order for details', async () => {
    jest.spyOn(adminOrdersApi, 'order').mockResolvedValue({ success: true, data: order('o9') });
    const t = backOffice();
    t.store.dispatch(adminOrderDetailsRequested({ orderId: 'o9' }));
    await flush();
    expect(t.orders().orderDetails?._id).toBe('o9');
  });

  it('finds an order by its code as people quote it, and says the form a code takes when it is malformed', async () => {
    const list = jest.spyOn(adminOrdersApi, 'orders').mockResolvedValue(pageOf([order('o7')]));
    const t = backOffice();
    t.store.dispatch(adminOrdersRequested({ code: ' tv-26-0000007 ' }));
    await flush();
    expect(list).toHaveBeenLastCalledWith('', 1, 'TV-26-0000007');
    expect(t.orders().orderList.map((o) => o.code)).toEqual(['TV-26-0000007']);

    list.mockRejectedValue(new ApiError('Mã đơn hàng có dạng TV-26-0001234.', 400));
    t.store.dispatch(adminOrdersRequested({ code: '12345' }));
    await flush();
    expect(t.toast.error).toHaveBeenCalledWith('Mã đơn hàng có dạng TV-26-0001234.');
    expect(t.orders().orderList).toEqual([]);
  });

  it('keeps a pushed new order out of a search for another code', async () => {
    jest.spyOn(adminOrdersApi, 'orders').mockResolvedValue(pageOf([order('o7')]));
    jest.spyOn(adminOrdersApi, 'order').mockResolvedValue({ success: true, data: order('o8') });
    const t = backOffice();
    t.store.dispatch(adminOrdersRequested({ code: 'TV-26-0000007' }));
    t.store.dispatch(adminLiveStarted());
    await flush();
    const p = placedPush('o8');
    t.socket.fire('order:placed', { ...p, row: { ...p.row, code: 'TV-26-0000008' } });
    expect(t.orders().orderList.map((o) => o._id)).toEqual(['o7']);
    expect(t.orders().pagination.total).toBe(1);
  });

  it('reads a pushed new order for its payment method, which the push does not carry', async () => {
    jest.spyOn(adminOrdersApi, 'orders').mockResolvedValue(pageOf([order('o1')]));
    const one = jest
      .spyOn(adminOrdersApi, 'order')
      .mockResolvedValue({ success: true, data: { ...order('o2', 'confirmed'), paymentMethod: 'cod' } });
    const t = backOffice();
    t.store.dispatch(adminLiveStarted());
    await flush();
    t.socket.fire('connect');
    await flush();
    t.socket.fire('order:placed', placedPush('o2'));
    expect(t.orders().orderList[0]).toMatchObject({ _id: 'o2' });
    expect(t.orders().orderList[0].paymentMethod).toBeUndefined();
    await flush();
    expect(one).toHaveBeenCalledWith('o2');
    expect(t.orders().orderList[0].paymentMethod).toBe('cod');
    // A later push keeps what the row knows.
    t.socket.fire('order:statusChanged', push('o2', 'inProcess', 1));
    await flush();
    expect(t.orders().orderList[0]).toMatchObject({ orderStatus: 'inProcess', paymentMethod: 'cod' });
    expect(one).toHaveBeenCalledTimes(1);
  });
});

import type { OrderLiveEvent, OrderView } from '@tavico/contracts/client';
import { ApiError } from '../../shared/http';
import { order, pageOf, push as pushAt } from '../../testing/fixtures';
import { flush, testStore } from '../../testing/services';
import { installBackOffice, type BackOfficeState } from '../../app/backOffice';
import { adminOrdersApi } from './adminOrdersApi';
import {
  adminLiveStarted,
  adminOrderDetailsRequested,
  adminOrdersRequested,
  paymentReceivedRequested,
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

describe('admin order sagas: payments received and pushes in order', () => {
  afterEach(() => jest.restoreAllMocks());

  it('takes from a push whether a payment may be marked received, for the row and the open order', async () => {
    const cod = {
      ...order('o3', 'confirmed'),
      paymentMethod: 'cod' as const,
      paymentStatus: 'pending' as const,
      awaitsReceipt: true,
      revision: 3,
    };
    jest.spyOn(adminOrdersApi, 'orders').mockResolvedValue(pageOf([cod]));
    jest.spyOn(adminOrdersApi, 'order').mockResolvedValue({ success: true, data: cod });
    const t = backOffice();
    t.store.dispatch(adminLiveStarted());
    await flush();
    t.socket.fire('connect');
    await flush();
    t.store.dispatch(adminOrderDetailsRequested({ orderId: 'o3' }));
    await flush();
    expect(t.orders().orderList[0].awaitsReceipt).toBe(true);
    const paid = push('o3', 'delivered', 4);
    t.socket.fire('order:paid', { ...paid, event: 'order:paid', row: { ...paid.row, awaitsReceipt: false } });
    await flush();
    expect(t.orders().orderList[0]).toMatchObject({ paymentStatus: 'paid', awaitsReceipt: false });
    expect(t.orders().orderDetails).toMatchObject({ paymentStatus: 'paid', awaitsReceipt: false });
  });

  it("marks a cash payment received: the server's message, then the list and the open order as they are now", async () => {
    const cod = { ...order('o3', 'confirmed'), paymentMethod: 'cod' as const, paymentStatus: 'pending' as const };
    const paid = { ...cod, paymentStatus: 'paid' as const, receivedBy: { id: 'a1', name: 'Hà' } };
    jest.spyOn(adminOrdersApi, 'order').mockResolvedValue({ success: true, data: cod });
    const list = jest.spyOn(adminOrdersApi, 'orders').mockResolvedValue(pageOf([paid]));
    const received = jest
      .spyOn(adminOrdersApi, 'paymentReceived')
      .mockResolvedValue({ success: true, message: 'Đã ghi nhận thanh toán.', data: paid });
    const t = backOffice();
    t.store.dispatch(adminOrderDetailsRequested({ orderId: 'o3' }));
    await flush();
    t.store.dispatch(paymentReceivedRequested({ orderId: 'o3' }));
    expect(t.orders().receiving).toBe('o3');
    await flush();
    expect(received).toHaveBeenCalledWith('o3');
    expect(t.toast.success).toHaveBeenCalledWith('Đã ghi nhận thanh toán.');
    expect(list).toHaveBeenCalled();
    expect(t.orders().orderDetails).toMatchObject({ paymentStatus: 'paid', receivedBy: { name: 'Hà' } });
    expect(t.orders().receiving).toBeNull();

    received.mockRejectedValue(new ApiError('Đơn hàng này không thanh toán khi nhận hàng hay chuyển khoản.', 400));
    t.store.dispatch(paymentReceivedRequested({ orderId: 'o1' }));
    await flush();
    expect(t.toast.error).toHaveBeenCalledWith('Đơn hàng này không thanh toán khi nhận hàng hay chuyển khoản.');
  });
  /** The live feed, connected, its list showing o1 at `revision` of its stream, and o1 open. */
  async function feedAt(revision: number) {
    const list = jest
      .spyOn(adminOrdersApi, 'orders')
      .mockResolvedValue(pageOf([{ ...order('o1'), revision }], { limit: 50, total: 1 }));
    const one = jest.spyOn(adminOrdersApi, 'order').mockResolvedValue({ success: true, data: order('o1') });
    const t = backOffice();
    t.store.dispatch(adminLiveStarted());
    await flush();
    t.socket.fire('connect');
    await flush();
    t.store.dispatch(adminOrderDetailsRequested({ orderId: 'o1' }));
    await flush();
    expect(t.orders().liveRevisions).toEqual({ o1: revision });
    return { ...t, list, one };
  }

  it("applies the pushes that follow the list's revision, a payment's own steps leaving the count as it is", async () => {
    const t = await feedAt(3);
    const updated = { ...push('o1', 'confirmed', 4), event: 'order:updated' as const, previousStatus: null };
    t.socket.fire('order:updated', updated);
    t.socket.fire('order:statusChanged', push('o1', 'inShipping', 5));
    await flush();
    expect(t.orders().orderList.map((o) => [o._id, o.orderStatus])).toEqual([['o1', 'inShipping']]);
    expect(t.orders().orderDetails?.orderStatus).toBe('inShipping');
    expect(t.orders().liveRevisions.o1).toBe(5);
    expect(t.orders().pagination.total).toBe(1);
    expect(t.list).toHaveBeenCalledTimes(1);
    expect(t.one).toHaveBeenCalledTimes(1);
  });

  it('fetches the list and the open order again when a push skips a revision, instead of applying it', async () => {
    const t = await feedAt(3);
    t.list.mockResolvedValue(pageOf([{ ...order('o1', 'delivered'), revision: 5 }], { limit: 50, total: 1 }));
    t.one.mockResolvedValue({ success: true, data: { ...order('o1', 'delivered'), revision: 5 } });
    // Revision 4 was lost on the way (a Redis blip): 5 is not patched in, the order is read again.
    t.socket.fire('order:statusChanged', push('o1', 'delivered', 5));
    expect(t.orders().orderList[0].orderStatus).toBe('confirmed');
    expect(t.orders().orderDetails?.orderStatus).toBe('confirmed');
    await flush();
    expect(t.list).toHaveBeenCalledTimes(2);
    expect(t.one).toHaveBeenCalledTimes(2);
    expect(t.orders().orderList[0].orderStatus).toBe('delivered');
    expect(t.orders().orderDetails?.orderStatus).toBe('delivered');

    // The push after it is the next one again: applied, nothing fetched.
    t.socket.fire('order:statusChanged', push('o1', 'cancelled', 6));
    await flush();
    expect(t.orders().orderList[0].orderStatus).toBe('cancelled');
    expect(t.list).toHaveBeenCalledTimes(2);
  });

  it("drops a push at or below the revision it knows: the list's own, and one applied already", async () => {
    const t = await feedAt(3);
    t.store.dispatch(adminOrdersRequested({ status: 'confirmed' }));
    await flush();
    expect(t.orders().pagination.total).toBe(1);
    t.socket.fire('order:statusChanged', push('o1', 'pending', 3));
    t.socket.fire('order:statusChanged', push('o1', 'inProcess', 4));
    // Delivered twice (a worker taking the projections over sends again from its checkpoint).
    t.socket.fire('order:statusChanged', push('o1', 'inProcess', 4));
    await flush();
    // It left the list filtered to confirmed once, and was counted out once.
    expect(t.orders().orderList).toEqual([]);
    expect(t.orders().pagination.total).toBe(0);
    expect(t.orders().liveRevisions.o1).toBe(4);
    expect(t.list).toHaveBeenCalledTimes(2);
  });
});

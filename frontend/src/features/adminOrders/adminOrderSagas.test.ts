import { ApiError } from '../../shared/http';
import { order, push } from '../../testing/fixtures';
import { flush, testStore } from '../../testing/services';
import { backOfficeApi } from '../backoffice/backOfficeApi';
import { installBackOffice, type BackOfficeState } from '../backoffice/install';
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

const placedPush = (id: string, position: number) => ({
  ...push(id, 'pending', position),
  event: 'order:placed' as const,
  previousStatus: null,
});

describe('admin order sagas', () => {
  afterEach(() => jest.restoreAllMocks());

  it('lists orders by the chosen status', async () => {
    const list = jest
      .spyOn(backOfficeApi, 'orders')
      .mockResolvedValue({ success: true, data: [order('o1', 'rejected')] });
    const t = backOffice();
    t.store.dispatch(adminOrdersRequested({ status: 'rejected' }));
    await flush();
    expect(list).toHaveBeenCalledWith('rejected');
    expect(t.orders().orderList.map((o) => o._id)).toEqual(['o1']);
  });

  it('puts a new order on top the moment it is pushed, refetches on every connect, and ignores old pushes', async () => {
    const list = jest.spyOn(backOfficeApi, 'orders').mockResolvedValue({ success: true, data: [order('o1')] });
    const t = backOffice();
    t.store.dispatch(adminLiveStarted());
    await flush();
    t.socket.fire('connect');
    await flush();
    expect(list).toHaveBeenCalledTimes(1);
    expect(t.orders().live).toBe('connected');

    t.socket.fire('order:placed', placedPush('o2', 10));
    expect(t.orders().orderList.map((o) => [o._id, o.orderStatus])).toEqual([
      ['o2', 'pending'],
      ['o1', 'confirmed'],
    ]);
    expect(t.orders().arrived).toEqual(['o2']);

    t.socket.fire('order:statusChanged', push('o1', 'inShipping', 12));
    t.socket.fire('order:statusChanged', push('o1', 'inProcess', 11));
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
    jest.spyOn(backOfficeApi, 'orders').mockResolvedValue({ success: true, data: [order('o1', 'rejected')] });
    const t = backOffice();
    t.store.dispatch(adminOrdersRequested({ status: 'rejected' }));
    t.store.dispatch(adminLiveStarted());
    await flush();
    t.socket.fire('order:placed', placedPush('o2', 5));
    expect(t.orders().orderList.map((o) => o._id)).toEqual(['o1']);
    t.socket.fire('order:statusChanged', push('o1', 'pending', 6));
    expect(t.orders().orderList).toEqual([]);
  });

  it('updates a status, shows the server message, and reloads the order and the list', async () => {
    const update = jest
      .spyOn(backOfficeApi, 'updateOrderStatus')
      .mockResolvedValue({ success: true, message: 'Order status is updated successfully!' });
    jest.spyOn(backOfficeApi, 'order').mockResolvedValue({ success: true, data: order('o1', 'inShipping') });
    const list = jest
      .spyOn(backOfficeApi, 'orders')
      .mockResolvedValue({ success: true, data: [order('o1', 'inShipping')] });
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
    jest.spyOn(backOfficeApi, 'updateOrderStatus').mockRejectedValue(new ApiError('Không có quyền.', 403));
    const t = backOffice();
    t.store.dispatch(orderStatusUpdateRequested({ orderId: 'o1', orderStatus: 'delivered' }));
    await flush();
    expect(t.toast.error).toHaveBeenCalledWith('Không có quyền.');
  });

  it('opens an order for details', async () => {
    jest.spyOn(backOfficeApi, 'order').mockResolvedValue({ success: true, data: order('o9') });
    const t = backOffice();
    t.store.dispatch(adminOrderDetailsRequested({ orderId: 'o9' }));
    await flush();
    expect(t.orders().orderDetails?._id).toBe('o9');
  });
});

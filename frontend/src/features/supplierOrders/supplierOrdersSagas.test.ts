import type { SupplierDashboard } from '@tavico/contracts/client';
import { ApiError } from '../../shared/http';
import { pageOf } from '../../testing/fixtures';
import { flush, testStore } from '../../testing/services';
import { supplierOrder } from '../../testing/supplierOrders';
import { installBackOffice, type BackOfficeState } from '../../app/backOffice';
import { supplierOrdersApi } from './supplierOrdersApi';
import {
  linesFulfilRequested,
  nextStep,
  selectSupplierOrders,
  supplierDashboardRequested,
  supplierLiveStarted,
  supplierLiveStopped,
  supplierOrdersRequested,
} from './supplierOrdersSlice';

function backOffice() {
  const t = testStore();
  installBackOffice(t.store);
  return { ...t, state: () => selectSupplierOrders(t.store.getState() as BackOfficeState) };
}

describe('supplier order sagas', () => {
  afterEach(() => jest.restoreAllMocks());

  it('fetches the page asked for, and the page now last when the one shown has emptied', async () => {
    const list = jest
      .spyOn(supplierOrdersApi, 'orders')
      .mockImplementation(async (page = 1) =>
        page > 2
          ? pageOf([], { page, limit: 20, total: 40 })
          : pageOf([supplierOrder('o21')], { page, limit: 20, total: 40 }),
      );
    const t = backOffice();
    t.store.dispatch(supplierOrdersRequested({ page: 3 }));
    await flush();
    await flush();
    expect(list.mock.calls.map((c) => c[0])).toEqual([3, 2]);
    expect(t.state()).toMatchObject({ status: 'idle', page: 2, pagination: { page: 2, totalPages: 2 } });
    expect(t.state().orders.map((o) => o._id)).toEqual(['o21']);
  });

  it("hears only the supplier's own pushes: each new one fetches the page again, old ones and order events do not", async () => {
    const list = jest.spyOn(supplierOrdersApi, 'orders').mockResolvedValue(pageOf([supplierOrder('o1')]));
    const t = backOffice();
    t.store.dispatch(supplierLiveStarted());
    await flush();
    t.socket.fire('connect');
    await flush();
    expect(t.state().live).toBe('connected');
    expect(list).toHaveBeenCalledTimes(1);

    t.socket.fire('supplierOrder:changed', {
      orderId: 'o1',
      position: 10,
      revision: 3,
      at: '2026-11-21T09:00:00.000Z',
    });
    await flush();
    expect(list).toHaveBeenCalledTimes(2);
    expect(t.state().changed).toEqual(['o1']);
    // The same push again, or an older one: nothing to fetch.
    t.socket.fire('supplierOrder:changed', {
      orderId: 'o1',
      position: 10,
      revision: 3,
      at: '2026-11-21T09:00:00.000Z',
    });
    t.socket.fire('supplierOrder:changed', { orderId: 'o1', position: 9, revision: 2, at: '2026-11-21T08:59:00.000Z' });
    // A shopper's order push is not the supplier screen's business.
    t.socket.fire('order:statusChanged', { orderId: 'o1', position: 11, revision: 4 });
    await flush();
    expect(list).toHaveBeenCalledTimes(2);
    // A later one, even past a revision it never heard (a payment's steps are not told to suppliers).
    t.socket.fire('supplierOrder:changed', {
      orderId: 'o1',
      position: 14,
      revision: 6,
      at: '2026-11-21T09:10:00.000Z',
    });
    await flush();
    expect(list).toHaveBeenCalledTimes(3);

    t.socket.fire('disconnect');
    expect(t.state().live).toBe('disconnected');
    t.store.dispatch(supplierLiveStopped());
    expect(t.socket.disconnected).toBe(true);
    expect(t.state().live).toBe('off');
  });

  it("packs, then hands over: the server's message and the lines' steps, and the order on its way once all are handed over", async () => {
    jest.spyOn(supplierOrdersApi, 'orders').mockResolvedValue(pageOf([supplierOrder('o1')]));
    const fulfil = jest.spyOn(supplierOrdersApi, 'fulfil').mockResolvedValueOnce({
      success: true,
      message: 'Đã cập nhật tình trạng hàng của bạn trong đơn.',
      data: {
        orderId: 'o1',
        orderStatus: 'confirmed',
        readyToFulfil: true,
        lines: [
          { productId: 'p1', fulfilment: 'packed' },
          { productId: 'p2', fulfilment: 'packed' },
        ],
      },
    });
    const t = backOffice();
    t.store.dispatch(supplierOrdersRequested());
    await flush();
    expect(nextStep(t.state().orders[0])).toBe('packed');

    t.store.dispatch(linesFulfilRequested({ orderId: 'o1', to: 'packed' }));
    expect(t.state().fulfilling).toEqual({ orderId: 'o1', to: 'packed' });
    await flush();
    expect(fulfil).toHaveBeenCalledWith('o1', 'packed');
    expect(t.toast.success).toHaveBeenCalledWith('Đã cập nhật tình trạng hàng của bạn trong đơn.');
    expect(t.state().fulfilling).toBeNull();
    expect(t.state().orders[0].lines.map((l) => l.fulfilment)).toEqual(['packed', 'packed']);
    expect(nextStep(t.state().orders[0])).toBe('handedOver');

    fulfil.mockResolvedValueOnce({
      success: true,
      message: 'Đã cập nhật tình trạng hàng của bạn trong đơn.',
      data: {
        orderId: 'o1',
        orderStatus: 'inShipping',
        readyToFulfil: false,
        lines: [
          { productId: 'p1', fulfilment: 'handedOver' },
          { productId: 'p2', fulfilment: 'handedOver' },
        ],
      },
    });
    t.store.dispatch(linesFulfilRequested({ orderId: 'o1', to: 'handedOver' }));
    await flush();
    // Whether it may move on is the server's word, taken as it is.
    expect(t.state().orders[0]).toMatchObject({ orderStatus: 'inShipping', readyToFulfil: false });
    expect(nextStep(t.state().orders[0])).toBeNull();
  });

  it('says a refusal and shows the orders as they are now', async () => {
    const list = jest
      .spyOn(supplierOrdersApi, 'orders')
      .mockResolvedValue(pageOf([supplierOrder('o1', { orderStatus: 'cancelled', readyToFulfil: false })]));
    jest
      .spyOn(supplierOrdersApi, 'fulfil')
      .mockRejectedValue(new ApiError('Đơn hàng này chưa thể đóng gói hay giao đi.', 409));
    const t = backOffice();
    t.store.dispatch(linesFulfilRequested({ orderId: 'o1', to: 'packed' }));
    await flush();
    expect(t.toast.error).toHaveBeenCalledWith('Đơn hàng này chưa thể đóng gói hay giao đi.');
    expect(t.state().fulfilling).toBeNull();
    expect(list).toHaveBeenCalled();
    expect(t.state().orders[0].orderStatus).toBe('cancelled');
  });

  it('reads the dashboard', async () => {
    const figures: SupplierDashboard = {
      days: [{ day: '2026-11-21', units: 3, revenue: 240 }],
      totals: { units: 3, revenue: 240, orders: 1 },
      lowStock: [{ _id: 'p1', title: 'Bàn Minh Long', totalStock: 3, available: 1 }],
    };
    jest.spyOn(supplierOrdersApi, 'dashboard').mockResolvedValue({ success: true, data: figures });
    const t = backOffice();
    t.store.dispatch(supplierDashboardRequested());
    expect(t.state().dashboard.status).toBe('loading');
    await flush();
    expect(t.state().dashboard).toEqual({ status: 'idle', figures });
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

/** @jest-environment jsdom */
import i18next from 'i18next';
import { fireEvent, screen, waitFor } from '@testing-library/react';
import type { OrderHistoryEntry, SessionUser } from '@tavico/contracts/client';
import { notification } from 'antd';
import { ApiError, http } from '../../shared/http';
import { order, pageOf } from '../../testing/fixtures';
import { renderScreen } from '../../testing/render';
import { signedInAs } from '../../testing/session';
import { stubServer } from '../../testing/server';
import { installBackOffice } from '../../app/backOffice';
import { OrdersPage } from './OrdersPage';

const entry = (
  type: OrderHistoryEntry['type'],
  orderStatus: OrderHistoryEntry['state']['orderStatus'],
  actor: OrderHistoryEntry['actor'],
  changes: OrderHistoryEntry['changes'] = [],
): OrderHistoryEntry => ({
  position: 1,
  revision: 0,
  type,
  time: '2026-11-21T08:00:00.000Z',
  actor,
  changes,
  state: order('o1', orderStatus),
});

const history: OrderHistoryEntry[] = [
  entry('OrderPlaced', 'pending', { id: 'u1', name: 'Lan', role: 'customer' }),
  entry('OrderPaid', 'confirmed', { id: null, name: null, role: 'system' as never }, [
    { field: 'orderStatus', from: 'pending', to: 'confirmed' },
  ]),
  entry('OrderStatusChanged', 'inShipping', { id: 'a1', name: 'Hà', role: 'admin' }, [
    { field: 'orderStatus', from: 'confirmed', to: 'inShipping' },
  ]),
];

const historyPath = /^\/api\/admin\/orders\/history\/o1/;

async function openOrder(
  role: SessionUser['role'],
  steps: (page: number) => unknown = () => pageOf(history, { limit: 100 }),
) {
  const server = stubServer([
    ['get', '/api/admin/orders/get', () => pageOf([order('o1', 'inShipping')])],
    ['get', '/api/admin/orders/details/o1', () => ({ success: true, data: order('o1', 'inShipping') })],
    ['get', historyPath, (path) => steps(Number(new URLSearchParams(path.split('?')[1]).get('page') ?? 1))],
  ]);
  const t = {
    ...renderScreen(<OrdersPage />, { install: installBackOffice, preloadedState: signedInAs(role) }),
    server,
  };
  // Queries by text: role queries weigh every antd style in jsdom and take seconds each.
  fireEvent.click(await screen.findByText(i18next.t('backOffice.orders.viewDetails')));
  await screen.findByText(i18next.t('backOffice.orders.details', { code: 'TV-26-0000001' }));
  return t;
}

describe("the admin's order table", () => {
  afterEach(() => jest.restoreAllMocks());

  it("lists 'All Orders' with the spec's columns and opens an order with its status form", async () => {
    await openOrder('admin');
    const headers = [...document.querySelectorAll('th')].map((th) => th.textContent);
    expect(headers).toEqual(
      expect.arrayContaining(
        ['id', 'date', 'status', 'price'].map((column) => i18next.t(`backOffice.orders.${column}`)),
      ),
    );
    expect(screen.getByText(i18next.t('backOffice.orders.updateStatus'))).toBeTruthy();
  });

  it("updates a status: the server's word, then the order and the list read again; a refusal is said", async () => {
    const { server } = await openOrder('admin');
    const notice = jest.spyOn(notification, 'success');
    const refusal = jest.spyOn(notification, 'error');
    let answer: unknown = { success: true, message: 'Order status is updated successfully!' };
    server.spies.put.mockImplementation(async () => {
      if (answer instanceof ApiError) throw answer;
      return answer;
    });
    const reads = (path: string) => server.calls('get').filter(([p]) => p === path).length;
    const choose = async (status: string) => {
      fireEvent.mouseDown(screen.getByLabelText('Trạng thái đơn'));
      fireEvent.click(await screen.findByTitle(status));
      fireEvent.click(screen.getByText(i18next.t('backOffice.orders.updateStatus')));
    };
    const [list, details] = [reads('/api/admin/orders/get'), reads('/api/admin/orders/details/o1')];
    await choose('Đã giao');
    await waitFor(() => expect(notice).toHaveBeenCalledWith({ title: 'Order status is updated successfully!' }));
    expect(server.calls('put')).toEqual([['/api/admin/orders/update/o1', { orderStatus: 'delivered' }]]);
    await waitFor(() => expect(reads('/api/admin/orders/get')).toBe(list + 1));
    await waitFor(() => expect(reads('/api/admin/orders/details/o1')).toBe(details + 1));

    answer = new ApiError('Không có quyền.', 403);
    await choose('Đã từ chối');
    await waitFor(() => expect(refusal).toHaveBeenCalledWith({ title: 'Không có quyền.' }));
  });

  it('gives an auditor the order and its history, and no control that changes anything', async () => {
    await openOrder('auditor');
    expect(screen.queryByText(i18next.t('backOffice.orders.updateStatus'))).toBeNull();
    expect(document.querySelector('.status-form')).toBeNull();
    fireEvent.click(screen.getByText('Lịch sử'));
    await screen.findByText('Sau bước 3/3: Đổi trạng thái');
    expect(screen.getByText(/Hà \(quản trị\)/)).toBeTruthy();
    expect(screen.getByText('Trạng thái đơn: Đã xác nhận → Đang giao')).toBeTruthy();
  });

  it('opens a long history on its last page, and pages back, numbering steps over the whole of it', async () => {
    const { server } = await openOrder('auditor', (page) =>
      pageOf(history, { page, limit: 100, total: 250, totalPages: 3 }),
    );
    const lastRead = () =>
      server
        .calls('get')
        .filter(([path]) => historyPath.test(path))
        .at(-1)?.[0];
    fireEvent.click(screen.getByText('Lịch sử'));
    await screen.findByText('Sau bước 203/250: Đổi trạng thái');
    expect(screen.getByText('Bước 201–203 / 250')).toBeTruthy();
    expect(lastRead()).toBe('/api/admin/orders/history/o1?page=3');
    fireEvent.click(document.querySelector('.ant-pagination-prev') as HTMLElement);
    await screen.findByText('Sau bước 103/250: Đổi trạng thái');
    expect(lastRead()).toBe('/api/admin/orders/history/o1?page=2');
    expect(screen.getByText('101. Đặt hàng')).toBeTruthy();
  });

  it('steps back through the history, showing the order as it was after each step', async () => {
    await openOrder('auditor');
    fireEvent.click(screen.getByText('Lịch sử'));
    await screen.findByText('Sau bước 3/3: Đổi trạng thái');
    const region = document.querySelector('[aria-label="Đơn hàng tại bước đã chọn"]') as HTMLElement;
    const shownStatus = () => region.querySelector('[data-status]')?.getAttribute('data-status');
    expect(shownStatus()).toBe('inShipping');
    const back = () => screen.getByText(/Bước trước/).closest('button') as HTMLButtonElement;
    fireEvent.click(back());
    await waitFor(() => expect(shownStatus()).toBe('confirmed'));
    fireEvent.click(back());
    await waitFor(() => expect(shownStatus()).toBe('pending'));
    expect(screen.getByText('Sau bước 1/3: Đặt hàng')).toBeTruthy();
    expect(back().disabled).toBe(true);
  });

  it("shows each order's code and payment method, searches by code, and marks a cash payment received after asking", async () => {
    const cod = {
      ...order('o5', 'confirmed'),
      paymentMethod: 'cod' as const,
      paymentStatus: 'pending' as const,
      awaitsReceipt: true,
    };
    const { calls } = stubServer([
      ['get', /^\/api\/admin\/orders\/get/, () => pageOf([cod, order('o1')])],
      [
        'post',
        '/api/admin/orders/payment-received/o5',
        () => ({
          success: true,
          message: 'Đã ghi nhận thanh toán.',
          data: { ...cod, paymentStatus: 'paid', awaitsReceipt: false },
        }),
      ],
    ]);
    renderScreen(<OrdersPage />, { install: installBackOffice, preloadedState: signedInAs('admin') });
    await screen.findByText('TV-26-0000005');
    expect(screen.getByText('TV-26-0000001')).toBeTruthy();
    expect(screen.getByText('Thanh toán khi nhận hàng')).toBeTruthy();
    expect(screen.getByText('PayPal')).toBeTruthy();
    // Only the cash order still awaiting its money has the button.
    expect(screen.getAllByText('Đã nhận tiền')).toHaveLength(1);
    fireEvent.click(screen.getByText('Đã nhận tiền'));
    expect(calls('post')).toEqual([]);
    fireEvent.click(await screen.findByText('Xác nhận'));
    await waitFor(() => expect(calls('post')).toEqual([['/api/admin/orders/payment-received/o5', undefined]]));
    // The answer is the order now: the cash order's button goes, with no read of the list.
    await waitFor(() => expect(screen.queryByText('Đã nhận tiền')).toBeNull());
    expect(calls('get')).toHaveLength(1);

    // A code as people quote it, read as the server reads it.
    const search = screen.getByPlaceholderText('Tìm theo mã đơn');
    fireEvent.change(search, { target: { value: ' tv-26-0000005 ' } });
    fireEvent.keyDown(search, { key: 'Enter', code: 'Enter', keyCode: 13 });
    await waitFor(() => expect(calls('get').at(-1)?.[0]).toBe('/api/admin/orders/get?code=TV-26-0000005'));
  });

  it('offers "Đã nhận tiền" as the server says, not by the method and status alone', async () => {
    const transfer = {
      ...order('o6', 'pending'),
      paymentMethod: 'bank-transfer' as const,
      paymentStatus: 'pending' as const,
    };
    stubServer([['get', '/api/admin/orders/get', () => pageOf([{ ...transfer, awaitsReceipt: false }])]]);
    renderScreen(<OrdersPage />, { install: installBackOffice, preloadedState: signedInAs('admin') });
    await screen.findByText('TV-26-0000006');
    expect(screen.queryByText('Đã nhận tiền')).toBeNull();
  });

  it('gives an auditor no "Đã nhận tiền"', async () => {
    const cod = {
      ...order('o5', 'confirmed'),
      paymentMethod: 'cod' as const,
      paymentStatus: 'pending' as const,
      awaitsReceipt: true,
    };
    stubServer([['get', '/api/admin/orders/get', () => pageOf([cod])]]);
    renderScreen(<OrdersPage />, { install: installBackOffice, preloadedState: signedInAs('auditor') });
    await screen.findByText('TV-26-0000005');
    expect(screen.queryByText('Đã nhận tiền')).toBeNull();
  });

  it("names each line's supplier and its step in the details and the history; the house's lines follow the order", async () => {
    const lines = (table: 'packed' | 'handedOver' | null) => ({
      ...order('o1', 'confirmed'),
      cartItems: [
        {
          productId: 'p1',
          title: 'Bàn Minh Long',
          image: '/p1.png',
          price: 100,
          quantity: 1,
          supplierId: 's1',
          fulfilment: table,
          delivery: null,
        },
        {
          productId: 'p2',
          title: 'Bình của nhà',
          image: '/p2.png',
          price: 20,
          quantity: 1,
          supplierId: null,
          delivery: null,
        },
      ],
    });
    const suppliers = jest
      .spyOn(http, 'getJson')
      .mockResolvedValue([
        { id: 's1', userName: 'Gỗ Minh Long', logo: '', background: '', contactInfo: '', rating: 0, productCount: 1 },
      ]);
    const historyPage = () =>
      pageOf([
        { ...entry('OrderPlaced', 'confirmed', { id: 'u1', name: 'Lan', role: 'customer' }), state: lines(null) },
        {
          ...entry('OrderLinesFulfilled', 'confirmed', { id: 's1', name: 'Gỗ Minh Long', role: 'supplier' }, [
            { field: 'cartItems', from: lines(null).cartItems, to: lines('packed').cartItems },
          ]),
          state: lines('packed'),
        },
      ]);
    stubServer([
      ['get', '/api/admin/orders/get', () => pageOf([lines('packed')])],
      ['get', '/api/admin/orders/details/o1', () => ({ success: true, data: lines('packed') })],
      ['get', '/api/admin/orders/history/o1', historyPage],
    ]);
    renderScreen(<OrdersPage />, { install: installBackOffice, preloadedState: signedInAs('admin') });
    fireEvent.click(await screen.findByText(i18next.t('backOffice.orders.viewDetails')));
    const steps = await screen.findByLabelText('Giao hàng theo nhà cung cấp');
    await waitFor(() => expect(steps.textContent).toContain('Gỗ Minh Long'));
    expect(steps.textContent).toContain('Đã đóng gói');
    expect(steps.textContent).toContain('Nội thất Tavico (cửa hàng)');
    expect(steps.textContent).toContain('Theo trạng thái đơn');
    expect(suppliers).toHaveBeenCalledTimes(1);
    expect(suppliers).toHaveBeenCalledWith('/api/suppliers');

    fireEvent.click(screen.getByText('Lịch sử'));
    await screen.findByText('Sau bước 2/2: Nhà cung cấp đóng gói / giao hàng');
    expect(screen.getByText('Hàng: Bàn Minh Long: Chờ đóng gói → Bàn Minh Long: Đã đóng gói')).toBeTruthy();
  });
});

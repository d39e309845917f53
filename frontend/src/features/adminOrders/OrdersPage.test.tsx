/** @jest-environment jsdom */
import { fireEvent, screen, waitFor } from '@testing-library/react';
import type { OrderHistoryEntry, SessionUser } from '@tavico/contracts/client';
import { order } from '../../testing/fixtures';
import { renderScreen } from '../../testing/render';
import { backOfficeApi } from '../backoffice/backOfficeApi';
import { installBackOffice } from '../backoffice/install';
import { OrdersPage } from './OrdersPage';

const signedInAs = (role: SessionUser['role']) => ({
  auth: {
    isAuthenticated: true,
    isLoading: false,
    user: { id: 'a1', _id: 'a1', userName: 'Hà', email: 'ha@example.vn', role },
  },
});

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

async function openOrder(role: SessionUser['role']) {
  jest.spyOn(backOfficeApi, 'orders').mockResolvedValue({ success: true, data: [order('o1', 'inShipping')] });
  jest.spyOn(backOfficeApi, 'order').mockResolvedValue({ success: true, data: order('o1', 'inShipping') });
  jest.spyOn(backOfficeApi, 'orderHistory').mockResolvedValue({ success: true, data: history });
  const t = renderScreen(<OrdersPage />, { install: installBackOffice, preloadedState: signedInAs(role) });
  // Queries by text: role queries weigh every antd style in jsdom and take seconds each.
  fireEvent.click(await screen.findByText('View Details'));
  await screen.findByText('Order Details #o1', { exact: false });
  return t;
}

describe("the admin's order table", () => {
  afterEach(() => jest.restoreAllMocks());

  it("lists 'All Orders' with the spec's columns and opens an order with its status form", async () => {
    await openOrder('admin');
    const headers = [...document.querySelectorAll('th')].map((th) => th.textContent);
    expect(headers).toEqual(expect.arrayContaining(['Order ID', 'Order Date', 'Order Status', 'Order Price']));
    expect(screen.getByText('Update Order Status')).toBeTruthy();
  });

  it('gives an auditor the order and its history, and no control that changes anything', async () => {
    await openOrder('auditor');
    expect(screen.queryByText('Update Order Status')).toBeNull();
    expect(document.querySelector('.status-form')).toBeNull();
    fireEvent.click(screen.getByText('Lịch sử'));
    await screen.findByText('Sau bước 3/3: Đổi trạng thái');
    expect(screen.getByText(/Hà \(quản trị\)/)).toBeTruthy();
    expect(screen.getByText('orderStatus: Confirmed → In Shipping')).toBeTruthy();
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
});

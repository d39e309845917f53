/** @jest-environment jsdom */
import { fireEvent, screen, within } from '@testing-library/react';
import type { SessionUser } from '@tavico/contracts/client';
import { order, pageOf } from '../../testing/fixtures';
import { inLanguage } from '../../testing/language';
import { renderScreen } from '../../testing/render';
import { installBackOffice } from '../../app/backOffice';
import { stubServer } from '../../testing/server';
import { OrdersPage } from './OrdersPage';

const admin = {
  auth: {
    isAuthenticated: true,
    isLoading: false,
    user: { id: 'a1', _id: 'a1', userName: 'Hà', email: 'ha@example.vn', role: 'admin' as SessionUser['role'] },
  },
};

// `?lang=en` shows the back office in the spec's English words (decisions §32).
inLanguage('en');

describe("the admin's order table in English", () => {
  afterEach(() => jest.restoreAllMocks());

  it("reads the spec's words: 'All Orders', its columns, the statuses and 'Update Order Status'", async () => {
    stubServer([
      ['get', '/api/admin/orders/get', () => pageOf([order('o1', 'inProcess')])],
      ['get', '/api/admin/orders/details/o1', () => ({ success: true, data: order('o1', 'inProcess') })],
    ]);
    renderScreen(<OrdersPage />, { install: installBackOffice, preloadedState: admin });
    // Generous waits: the first render of the table is slow on a busy machine.
    await screen.findByText('TV-26-0000001', {}, { timeout: 10_000 });
    expect(screen.getByText('All Orders')).toBeTruthy();
    const headers = [...document.querySelectorAll('th')].map((th) => th.textContent);
    expect(headers).toEqual(
      expect.arrayContaining(['Order ID', 'Order Date', 'Customer', 'Order Status', 'Order Price']),
    );
    const row = document.querySelector('tbody tr') as HTMLElement;
    expect(within(row).getByText('In Process')).toBeTruthy();
    fireEvent.click(within(row).getByText('View Details'));
    await screen.findByText('Order Details TV-26-0000001', {}, { timeout: 10_000 });
    expect(screen.getByText('Update Order Status')).toBeTruthy();
    expect(document.body.textContent).not.toMatch(/Đang xử lý|Chi tiết|Lịch sử/);
  });
});

/** @jest-environment jsdom */
import i18next from 'i18next';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import type { OrderView } from '@tavico/contracts/client';
import { notification } from 'antd';
import { ApiError } from '../../shared/http';
import { order, pageOf, siteSettingsOf } from '../../testing/fixtures';
import { renderScreen } from '../../testing/render';
import { stubServer } from '../../testing/server';
import { installBackOffice } from '../../app/backOffice';
import { OrdersPage } from './OrdersPage';

const admin = {
  auth: {
    isAuthenticated: true,
    isLoading: false,
    user: { id: 'a1', _id: 'a1', userName: 'Hà', email: 'h@x.vn', role: 'admin' as const },
  },
};
const ask = 'Giao đơn TV-26-0000001 cho vận chuyển?';
const carriers = [
  { id: 'ghn', name: 'Giao Hàng Nhanh (GHN)', trackingUrl: 'https://donhang.ghn.vn/?order_code={code}' },
  { id: 'own', name: 'Xe của cửa hàng', trackingUrl: '' },
];

/** The admin's details of `shown`, and the answers to a status change. */
async function openOrder(shown: OrderView, put: () => unknown) {
  const server = stubServer([
    ['get', '/api/admin/orders/get', () => pageOf([shown])],
    ['get', '/api/admin/orders/details/o1', () => ({ success: true, data: shown })],
    ['put', '/api/admin/orders/update/o1', put],
  ]);
  renderScreen(<OrdersPage />, {
    install: installBackOffice,
    preloadedState: admin,
    settings: siteSettingsOf({ carriers }),
  });
  fireEvent.click(await screen.findByText(i18next.t('backOffice.orders.viewDetails')));
  fireEvent.mouseDown(await screen.findByLabelText('Trạng thái đơn'));
  fireEvent.click(await screen.findByTitle('Đang giao'));
  fireEvent.click(screen.getByText(i18next.t('backOffice.orders.updateStatus')));
  return server;
}

describe("the admin's hand-over of the house's own lines", () => {
  afterEach(() => jest.restoreAllMocks());

  it('asks for the carrier and the number before moving the order to shipping, and keeps asking after a refusal', async () => {
    const told = jest.spyOn(notification, 'success');
    const refused = jest.spyOn(notification, 'error');
    let answer: unknown = new ApiError('Đơn vị vận chuyển này không có trong danh sách.', 400);
    const server = await openOrder(order('o1', 'confirmed'), () => answer);
    const asked = await screen.findByText(ask);
    const dialog = within(asked.closest('[role=dialog]') as HTMLElement);
    expect(server.calls('put')).toHaveLength(0);
    const confirm = () => dialog.getByRole('button', { name: 'Giao cho vận chuyển' }) as HTMLButtonElement;
    expect(confirm().disabled).toBe(true);
    fireEvent.mouseDown(dialog.getByRole('combobox', { name: 'Đơn vị vận chuyển' }));
    fireEvent.click(await screen.findByTitle('Giao Hàng Nhanh (GHN)'));
    expect(confirm().disabled).toBe(true);
    fireEvent.change(dialog.getByLabelText('Mã vận đơn'), { target: { value: 'GHN5NK8XT' } });
    fireEvent.click(confirm());
    await waitFor(() =>
      expect(refused).toHaveBeenCalledWith({ title: 'Đơn vị vận chuyển này không có trong danh sách.' }),
    );
    expect(server.calls('put')).toEqual([
      ['/api/admin/orders/update/o1', { orderStatus: 'inShipping', carrierId: 'ghn', trackingCode: 'GHN5NK8XT' }],
    ]);
    // Refused: still asking, the button usable again once its spinner has gone. Taken: the dialog
    // closes with the server's word.
    await waitFor(() => expect(confirm().disabled).toBe(false));
    answer = { success: true, message: 'Đã cập nhật trạng thái đơn hàng.' };
    fireEvent.click(confirm());
    await waitFor(() => expect(told).toHaveBeenCalledWith({ title: 'Đã cập nhật trạng thái đơn hàng.' }));
    await waitFor(() => expect(screen.queryByText(ask)).toBeNull());
  });

  it('moves an order on at once when its house lines already went, or it has none', async () => {
    const base = order('o1', 'inProcess');
    const handed: OrderView = {
      ...base,
      cartItems: base.cartItems.map((line) => ({
        ...line,
        shipment: { carrierId: 'own', carrierName: 'Xe của cửa hàng', trackingCode: '', trackingUrl: null },
      })),
    };
    const told = jest.spyOn(notification, 'success');
    const server = await openOrder(handed, () => ({ success: true, message: 'Đã cập nhật.' }));
    await waitFor(() => expect(told).toHaveBeenCalledWith({ title: 'Đã cập nhật.' }));
    expect(server.calls('put')).toEqual([['/api/admin/orders/update/o1', { orderStatus: 'inShipping' }]]);
    expect(screen.queryByText(ask)).toBeNull();
  });
});

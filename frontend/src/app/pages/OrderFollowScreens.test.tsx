/** @jest-environment jsdom */
import { fireEvent, screen, waitFor } from '@testing-library/react';
import { Route, Routes } from 'react-router-dom';
import type { OrderView } from '@tavico/contracts/client';
import { order } from '../../testing/fixtures';
import { renderScreen } from '../../testing/render';
import { ApiError } from '../../shared/http';
import { ordersApi } from '../../features/orders/ordersApi';
import { OrderFollowPage, OrderLookupPage } from './OrderFollowScreens';

const followed: OrderView = { ...order('o7', 'confirmed'), paymentMethod: 'cod', totalAmount: 240 };

function at(route: string) {
  return renderScreen(
    <Routes>
      <Route path="/order-lookup" element={<OrderLookupPage />} />
      <Route path="/shop/order-follow/:token" element={<OrderFollowPage />} />
    </Routes>,
    { route },
  );
}

afterEach(() => jest.restoreAllMocks());

describe('orders followed without an account (issue 28)', () => {
  it('opens the order of a signed link, without signing in', async () => {
    const follow = jest.spyOn(ordersApi, 'follow').mockResolvedValue({ success: true, data: followed });
    at('/shop/order-follow/abc.def');
    await screen.findByRole('heading', { name: 'Đơn hàng TV-26-0000007' });
    expect(follow).toHaveBeenCalledWith('abc.def');
    expect(screen.getByText('$240.00')).toBeTruthy();
  });

  it("says the server's message for a link that opens nothing", async () => {
    jest.spyOn(ordersApi, 'follow').mockRejectedValue(new ApiError('Liên kết theo dõi đơn hàng không hợp lệ.', 404));
    at('/shop/order-follow/forged');
    await screen.findByText('Liên kết theo dõi đơn hàng không hợp lệ.');
    expect(screen.getByRole('link', { name: 'Tra cứu đơn hàng' }).getAttribute('href')).toBe('/order-lookup');
  });

  it('looks an order up by its code and phone, opening it on its page; a miss shows the answer', async () => {
    const lookUp = jest
      .spyOn(ordersApi, 'lookUp')
      .mockRejectedValueOnce(new ApiError('Không tìm thấy đơn hàng với mã và số điện thoại này.', 404))
      .mockResolvedValueOnce({ success: true, data: followed, followToken: 'tok.sig' });
    jest.spyOn(ordersApi, 'follow').mockResolvedValue({ success: true, data: followed });
    const { navigate } = at('/order-lookup');
    fireEvent.change(await screen.findByLabelText('Mã đơn hàng'), { target: { value: 'tv-26-0000007' } });
    fireEvent.change(screen.getByLabelText('Số điện thoại đặt hàng'), { target: { value: '0912345678' } });
    fireEvent.click(screen.getByRole('button', { name: 'Tra cứu' }));
    await screen.findByText('Không tìm thấy đơn hàng với mã và số điện thoại này.');
    fireEvent.click(screen.getByRole('button', { name: 'Tra cứu' }));
    await waitFor(() => expect(navigate).toHaveBeenCalledWith('/shop/order-follow/tok.sig'));
    expect(lookUp).toHaveBeenLastCalledWith({ code: 'tv-26-0000007', phone: '0912345678' });
  });
});

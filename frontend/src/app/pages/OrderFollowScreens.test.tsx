/** @jest-environment jsdom */
import { fireEvent, screen, waitFor } from '@testing-library/react';
import { Route, Routes } from 'react-router-dom';
import type { OrderView } from '@tavico/contracts/client';
import { order } from '../../testing/fixtures';
import { renderScreen } from '../../testing/render';
import { inLanguage } from '../../testing/language';
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

  it('says a link that opens nothing is not valid', async () => {
    jest.spyOn(ordersApi, 'follow').mockRejectedValue(new ApiError('Liên kết theo dõi đơn hàng không hợp lệ.', 404));
    at('/shop/order-follow/forged');
    await screen.findByText('Liên kết theo dõi đơn hàng không hợp lệ.');
    expect(screen.getByRole('link', { name: 'Tra cứu đơn hàng' }).getAttribute('href')).toBe('/order-lookup');
  });

  it('looks an order up by its code and phone, opening it on its page; a miss says so', async () => {
    const lookUp = jest
      .spyOn(ordersApi, 'lookUp')
      .mockRejectedValueOnce(new ApiError('Không tìm thấy đơn hàng với mã và số điện thoại này.', 404))
      .mockResolvedValueOnce({ success: true, data: followed, followToken: 'tok.sig' });
    jest.spyOn(ordersApi, 'follow').mockResolvedValue({ success: true, data: followed });
    const { navigate } = at('/order-lookup');
    fireEvent.change(await screen.findByLabelText('Mã đơn hàng'), { target: { value: 'tv-26-0000007' } });
    fireEvent.change(screen.getByLabelText('Số điện thoại đặt hàng'), { target: { value: '0912345678' } });
    fireEvent.click(screen.getByRole('button', { name: 'Tra cứu' }));
    await screen.findByText('Không tìm thấy đơn hàng với mã và số điện thoại này. Vui lòng kiểm tra lại.');
    fireEvent.click(screen.getByRole('button', { name: 'Tra cứu' }));
    await waitFor(() => expect(navigate).toHaveBeenCalledWith('/shop/order-follow/tok.sig'));
    expect(lookUp).toHaveBeenLastCalledWith({ code: 'tv-26-0000007', phone: '0912345678' });
  });

  describe('in English (issue 27)', () => {
    inLanguage('en');

    it('says a miss, too many tries and a malformed code in English, whatever language the server answers in', async () => {
      jest
        .spyOn(ordersApi, 'lookUp')
        .mockRejectedValueOnce(new ApiError('Không tìm thấy đơn hàng với mã và số điện thoại này.', 404))
        .mockRejectedValueOnce(new ApiError('Bạn đã tra cứu quá nhiều lần. Vui lòng thử lại sau một giờ.', 429));
      at('/order-lookup');
      const code = await screen.findByLabelText('Order code');
      fireEvent.change(code, { target: { value: 'TV-26-7' } });
      fireEvent.change(screen.getByLabelText('Phone number used for the order'), { target: { value: '0912345678' } });
      fireEvent.click(screen.getByRole('button', { name: 'Track' }));
      await screen.findByText('An order code looks like TV-26-0001234.');
      expect(ordersApi.lookUp).not.toHaveBeenCalled();

      fireEvent.change(code, { target: { value: 'tv-26-0000007' } });
      fireEvent.click(screen.getByRole('button', { name: 'Track' }));
      await screen.findByText('No order has this code and phone number. Please check them and try again.');
      fireEvent.click(screen.getByRole('button', { name: 'Track' }));
      await screen.findByText('Too many lookups. Please try again in an hour.');
    });
  });
});

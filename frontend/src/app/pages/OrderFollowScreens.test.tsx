/** @jest-environment jsdom */
import { fireEvent, screen } from '@testing-library/react';
import { Route, Routes } from 'react-router-dom';
import type { OrderView } from '@tavico/contracts/client';
import { order } from '../../testing/fixtures';
import { renderScreen } from '../../testing/render';
import { inLanguage } from '../../testing/language';
import { ApiError } from '../../shared/http';
import { stubServer } from '../../testing/server';
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

type Answer = () => unknown;
/** The server: the order a signed link opens, and the lookup's answers, one per try. */
function server({ follow, lookUps = [] }: { follow: Answer; lookUps?: Answer[] }) {
  let tries = 0;
  return stubServer([
    ['get', /^\/api\/shop\/order\/follow\//, follow],
    ['post', '/api/shop/order/lookup', () => lookUps[tries++]?.()],
  ]);
}

describe('orders followed without an account (issue 28)', () => {
  it('opens the order of a signed link, without signing in', async () => {
    const { calls } = server({ follow: () => ({ success: true, data: followed }) });
    at('/shop/order-follow/abc.def');
    await screen.findByRole('heading', { name: 'Đơn hàng TV-26-0000007' });
    expect(calls('get')).toEqual([['/api/shop/order/follow/abc.def']]);
    expect(screen.getByText('$240.00')).toBeTruthy();
  });

  it("asks a delivered order's return through its link, and shows the return asked", async () => {
    const until = new Date(Date.now() + 86_400_000).toISOString();
    const delivered: OrderView = { ...followed, orderStatus: 'delivered', returnUntil: until };
    const asked: OrderView['returns'][number] = {
      returnId: 'r1',
      lines: [{ productId: 'p', title: 'Bàn', quantity: 1, price: 10 }],
      reason: 'Mặt bàn bị nứt',
      status: 'requested',
      amount: 10,
      requestedAt: '2026-11-26T08:00:00.000Z',
      decidedAt: null,
      refusal: null,
      receivedAt: null,
    };
    const { calls } = stubServer([
      ['get', /^\/api\/shop\/order\/follow\//, () => ({ success: true, data: delivered })],
      [
        'post',
        '/api/shop/order/follow/abc.def/return',
        () => ({ success: true, message: 'Đã gửi yêu cầu trả hàng.', data: { ...delivered, returns: [asked] } }),
      ],
    ]);
    at('/shop/order-follow/abc.def');
    fireEvent.click(await screen.findByRole('button', { name: 'Yêu cầu trả hàng' }));
    fireEvent.change(screen.getByLabelText('Số lượng trả: Bàn'), { target: { value: '1' } });
    fireEvent.change(screen.getByLabelText('Lý do trả hàng'), { target: { value: 'Mặt bàn bị nứt' } });
    fireEvent.click(screen.getByRole('button', { name: 'Gửi yêu cầu' }));
    await screen.findByText('Lý do: Mặt bàn bị nứt');
    expect(calls('post')).toEqual([
      ['/api/shop/order/follow/abc.def/return', { lines: [{ productId: 'p', quantity: 1 }], reason: 'Mặt bàn bị nứt' }],
    ]);
  });

  it("sends an account's delivered order to sign in for its return, offering no form on the link", async () => {
    const until = new Date(Date.now() + 86_400_000).toISOString();
    const delivered: OrderView = { ...followed, orderStatus: 'delivered', returnUntil: until };
    stubServer([
      ['get', /^\/api\/shop\/order\/follow\//, () => ({ success: true, data: delivered, accountOrder: true })],
    ]);
    at('/shop/order-follow/abc.def');
    const signIn = await screen.findByRole('link', {
      name: 'Đơn hàng này thuộc một tài khoản: đăng nhập để yêu cầu trả hàng',
    });
    expect(signIn.getAttribute('href')).toBe('/auth/login');
    expect(screen.queryByRole('button', { name: 'Yêu cầu trả hàng' })).toBeNull();
  });

  it('says a link that opens nothing is not valid', async () => {
    server({ follow: () => new ApiError('Liên kết theo dõi đơn hàng không hợp lệ.', 404) });
    at('/shop/order-follow/forged');
    await screen.findByText('Liên kết theo dõi đơn hàng không hợp lệ.');
    expect(screen.getByRole('link', { name: 'Tra cứu đơn hàng' }).getAttribute('href')).toBe('/order-lookup');
  });

  it('looks an order up by its code and phone, opening it on its page; a miss says so', async () => {
    const { calls } = server({
      follow: () => ({ success: true, data: followed }),
      lookUps: [
        () => new ApiError('Không tìm thấy đơn hàng với mã và số điện thoại này.', 404),
        () => ({ success: true, data: followed, followToken: 'tok.sig' }),
      ],
    });
    at('/order-lookup');
    fireEvent.change(await screen.findByLabelText('Mã đơn hàng'), { target: { value: 'tv-26-0000007' } });
    fireEvent.change(screen.getByLabelText('Số điện thoại đặt hàng'), { target: { value: '0912345678' } });
    fireEvent.click(screen.getByRole('button', { name: 'Tra cứu' }));
    await screen.findByText('Không tìm thấy đơn hàng với mã và số điện thoại này. Vui lòng kiểm tra lại.');
    fireEvent.click(screen.getByRole('button', { name: 'Tra cứu' }));
    // The found order opens on its own page, by its link (the page and its read: slow on a busy machine).
    await screen.findByRole('heading', { name: 'Đơn hàng TV-26-0000007' }, { timeout: 10_000 });
    expect(calls('get')).toEqual([['/api/shop/order/follow/tok.sig']]);
    expect(calls('post').at(-1)).toEqual(['/api/shop/order/lookup', { code: 'tv-26-0000007', phone: '0912345678' }]);
  });

  describe('in English (issue 27)', () => {
    inLanguage('en');

    it('says a miss, too many tries and a malformed code in English, whatever language the server answers in', async () => {
      const { calls } = server({
        follow: () => ({ success: true, data: followed }),
        lookUps: [
          () => new ApiError('Không tìm thấy đơn hàng với mã và số điện thoại này.', 404),
          () => new ApiError('Bạn đã tra cứu quá nhiều lần. Vui lòng thử lại sau một giờ.', 429),
        ],
      });
      at('/order-lookup');
      const code = await screen.findByLabelText('Order code');
      fireEvent.change(code, { target: { value: 'TV-26-7' } });
      fireEvent.change(screen.getByLabelText('Phone number used for the order'), { target: { value: '0912345678' } });
      fireEvent.click(screen.getByRole('button', { name: 'Track' }));
      await screen.findByText('An order code looks like TV-26-0001234.');
      expect(calls('post')).toEqual([]);

      fireEvent.change(code, { target: { value: 'tv-26-0000007' } });
      fireEvent.click(screen.getByRole('button', { name: 'Track' }));
      await screen.findByText('No order has this code and phone number. Please check them and try again.');
      fireEvent.click(screen.getByRole('button', { name: 'Track' }));
      await screen.findByText('Too many lookups. Please try again in an hour.');
    });
  });
});

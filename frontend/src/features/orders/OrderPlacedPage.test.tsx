/** @jest-environment jsdom */
import { screen } from '@testing-library/react';
import { Route, Routes } from 'react-router-dom';
import type { OrderView } from '@tavico/contracts/client';
import { order } from '../../testing/fixtures';
import { renderScreen } from '../../testing/render';
import { inLanguage } from '../../testing/language';
import { ApiError } from '../../shared/http';
import { stubServer } from '../../testing/server';
import type { OrderDetailsEnvelope } from './ordersApi';
import { OrderPlacedPage } from './OrderPlacedPage';
import { PaymentSuccessPage } from './PaymentPages';

const placed = (o: Partial<OrderView>): OrderView => ({
  ...order('o7', 'confirmed'),
  paymentStatus: 'pending',
  paymentId: null,
  payerId: null,
  totalAmount: 240,
  timeline: [{ step: 'placed', at: '2026-11-21T08:00:00.000Z' }],
  ...o,
});
const transfer = {
  bankName: 'Vietcombank',
  bankBin: '970436',
  accountNumber: '0071000888888',
  accountName: 'CONG TY TAVICO HOME',
  amountVnd: 6_000_000,
  note: 'TV-26-0000007',
};

function at(route: string) {
  return renderScreen(
    <Routes>
      <Route path="/shop/order-placed/:orderId" element={<OrderPlacedPage />} />
      <Route path="/shop/payment-success" element={<PaymentSuccessPage />} />
    </Routes>,
    { route },
  );
}

afterEach(() => jest.restoreAllMocks());

/** The server's answer to reading an order's details; the spy on its GETs. */
const details = (answer: OrderDetailsEnvelope | ApiError) =>
  stubServer([['get', /^\/api\/shop\/order\/details\/\w+$/, () => answer]]).spies.get;

describe('the order-placed page', () => {
  it('shows a cash-on-delivery order: the code, the total and what happens next, read by its id', async () => {
    const read = details({
      success: true,
      data: placed({ paymentMethod: 'cod', expiresAt: null, awaitsReceipt: true, canCancel: true }),
    });
    at('/shop/order-placed/o7');
    await screen.findByText('Đặt hàng thành công');
    expect(read).toHaveBeenCalledWith('/api/shop/order/details/o7');
    expect(screen.getByText('TV-26-0000007')).toBeTruthy();
    expect(screen.getByText('$240.00')).toBeTruthy();
    expect(screen.getByText('Nhân viên sẽ gọi xác nhận và giao hàng; bạn trả tiền khi nhận hàng.')).toBeTruthy();
    expect(screen.getByText('Xem đơn hàng').closest('a')?.getAttribute('href')).toBe('/shop/account');
    expect(screen.getByText('Tiếp tục mua sắm').closest('a')?.getAttribute('href')).toBe('/listing');
  });

  it('shows how to pay a bank transfer: the account, dong and dollars, the code as the note, the QR code and the deadline in Vietnam time', async () => {
    details({
      success: true,
      data: placed({ paymentMethod: 'bank-transfer', orderStatus: 'pending', expiresAt: '2026-11-23T08:00:00.000Z' }),
      bankTransfer: transfer,
    });
    at('/shop/order-placed/o7');
    await screen.findByText('Đặt hàng thành công');
    expect(screen.getByText('Vietcombank')).toBeTruthy();
    expect(screen.getByText('0071000888888')).toBeTruthy();
    expect(screen.getByText('CONG TY TAVICO HOME')).toBeTruthy();
    expect(screen.getByText('6.000.000 ₫')).toBeTruthy();
    expect(screen.getByText('($240.00)')).toBeTruthy();
    const qr = screen.getByAltText('Mã VietQR chuyển khoản cho đơn TV-26-0000007') as HTMLImageElement;
    expect(qr.getAttribute('src')).toBe('/api/shop/order/transfer-qr/o7');
    expect(screen.getByText('23/11/2026 15:00')).toBeTruthy();
    for (const what of ['số tài khoản', 'số tiền', 'nội dung chuyển khoản'])
      expect(screen.getByRole('button', { name: `Sao chép ${what}` })).toBeTruthy();
  });

  /** The page as a guest (no account) sees it. */
  const asGuest = (route: string) => {
    const guest = { id: 'g1', _id: 'g1', userName: 'Hoa', email: 'guest-g1@guest.invalid', role: 'guest' as const };
    renderScreen(
      <Routes>
        <Route path="/shop/order-placed/:orderId" element={<OrderPlacedPage />} />
      </Routes>,
      { route, preloadedState: { auth: { isAuthenticated: false, isLoading: false, user: null, guest } } },
    );
  };

  it('sends a guest, who has no account page, to the order lookup instead', async () => {
    details({
      success: true,
      data: placed({ paymentMethod: 'cod', expiresAt: null, awaitsReceipt: true }),
    });
    asGuest('/shop/order-placed/o7');
    await screen.findByText('Đặt hàng thành công');
    expect(screen.getByText('Tra cứu đơn hàng').closest('a')?.getAttribute('href')).toBe('/order-lookup');
    expect(screen.queryByText('Xem đơn hàng')).toBeNull();
  });

  it('tells a guest whose order is paid to follow it by the e-mail or the lookup, not an account', async () => {
    details({
      success: true,
      data: placed({ paymentMethod: 'paypal', paymentStatus: 'paid', orderStatus: 'confirmed', expiresAt: null }),
    });
    asGuest('/shop/order-placed/o7');
    await screen.findByText('Đặt hàng thành công');
    expect(screen.getByText(/liên kết trong email đã gửi cho bạn/)).toBeTruthy();
    expect(screen.queryByText(/trong tài khoản của bạn/)).toBeNull();
  });

  it("says why an order cannot be shown, in the server's words", async () => {
    details(new ApiError('Không tìm thấy đơn hàng.', 404));
    at('/shop/order-placed/nope');
    await screen.findByText('Không xem được đơn hàng');
    expect(screen.getByText('Không tìm thấy đơn hàng.')).toBeTruthy();
  });
});

describe('the payment success page', () => {
  // The spec's own words, which are the English catalogue's (decisions §32).
  inLanguage('en');

  it("keeps the spec's text and adds the paid order's code", async () => {
    details({ success: true, data: order('o1') });
    at('/shop/payment-success?orderId=o1');
    expect(screen.getByText('Payment is successfull!')).toBeTruthy();
    expect(screen.getByText('View Orders')).toBeTruthy();
    await screen.findByText('TV-26-0000001');
  });
});

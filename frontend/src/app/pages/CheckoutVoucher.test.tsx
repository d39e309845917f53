/** @jest-environment jsdom */
import { fireEvent, screen } from '@testing-library/react';
import { t } from 'i18next';
import type { SessionUser } from '@tavico/contracts/client';
import { orderCreateRequested } from '../../features/orders/ordersSlice';
import { ApiError } from '../../shared/http';
import { renderScreen } from '../../testing/render';
import { stubServer } from '../../testing/server';
import { CheckoutPage } from './CheckoutPage';

const line = {
  productId: 'a',
  image: '/a.png',
  title: 'Bàn trà',
  price: 300,
  salePrice: 0,
  quantity: 2,
  totalStock: 8,
};
const user: SessionUser = { id: 'u1', _id: 'u1', userName: 'Lan', email: 'lan@example.vn', role: 'customer' };

/** The server: a cart of $600, PayPal alone, and vouchers as it prices them on that cart. */
function checkout() {
  const server = stubServer([
    ['get', '/api/shop/cart/get/u1', () => ({ success: true, data: { _id: 'u1', userId: 'u1', items: [line] } })],
    [
      'get',
      '/api/common/settings',
      () => ({ success: true, data: {}, paymentOptions: { currency: 'USD', codMaxTotal: 0, bankTransfer: false } }),
    ],
    ['get', '/api/shop/address/get/u1', () => ({ success: true, data: [] })],
    [
      'post',
      '/api/shop/vouchers/check',
      (_path, body) =>
        (body as { code: string }).code === 'TET10'
          ? {
              success: true,
              data: { code: 'TET10', currency: 'USD', subtotal: 600, discount: 60, endsAt: '2026-12-31T00:00:00.000Z' },
            }
          : new ApiError('Mã giảm giá đã hết lượt sử dụng.', 409),
    ],
  ]);
  const view = renderScreen(<CheckoutPage />, {
    preloadedState: { auth: { isAuthenticated: true, isLoading: false, user } },
  });
  return { ...view, ...server };
}

const field = () => screen.getByLabelText(t('checkout.voucher')) as HTMLInputElement;
const apply = () => fireEvent.click(screen.getByRole('button', { name: t('checkout.voucherApply') }));

afterEach(() => jest.restoreAllMocks());

describe("the checkout's voucher", () => {
  it('says why a code does not apply, and keeps the total as it was', async () => {
    checkout();
    await screen.findByText('$600.00', { selector: '.checkout-pay-total strong' });
    fireEvent.change(field(), { target: { value: 'het5' } });
    expect(field().value).toBe('HET5');
    apply();
    expect((await screen.findByRole('alert')).textContent).toBe('Mã giảm giá đã hết lượt sử dụng.');
    expect(screen.getByText('$600.00', { selector: '.checkout-pay-total strong' })).toBeTruthy();
  });

  it('takes off what the server priced, and places the order with the code; removing it puts the total back', async () => {
    const { dispatched, calls } = checkout();
    await screen.findByText('$600.00', { selector: '.checkout-pay-total strong' });
    fireEvent.change(field(), { target: { value: 'tet10' } });
    apply();
    expect((await screen.findByRole('status')).textContent).toContain(
      t('checkout.voucherApplied', { code: 'TET10', amount: '$60.00' }),
    );
    expect(calls('post')).toEqual([['/api/shop/vouchers/check', { code: 'TET10' }]]);
    expect(screen.getByText('$540.00', { selector: '.checkout-pay-total strong' })).toBeTruthy();
    // The cart's own total (what a wide screen shows) says the discount and takes it off too.
    expect(screen.getByText('−$60.00')).toBeTruthy();
    expect(screen.getByText('$540.00', { selector: '.cart-total-amount strong' })).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: t('checkout.paypal') }));
    expect(dispatched).toContainEqual(
      orderCreateRequested({ addressId: null, paymentMethod: 'paypal', contact: undefined, voucherCode: 'TET10' }),
    );
    fireEvent.click(screen.getByRole('button', { name: t('checkout.voucherRemove') }));
    expect(screen.getByText('$600.00', { selector: '.checkout-pay-total strong' })).toBeTruthy();
  });
});

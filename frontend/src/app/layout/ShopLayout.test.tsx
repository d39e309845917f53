/** @jest-environment jsdom */
import { fireEvent, screen, waitFor } from '@testing-library/react';
import { t } from 'i18next';
import { Route, Routes } from 'react-router-dom';
import type { SessionUser } from '@tavico/contracts/client';
import { signedIn } from '../../features/auth';
import { renderScreen } from '../../testing/render';
import { stubServer } from '../../testing/server';
import { ShopLayout } from './ShopLayout';

const user: SessionUser = { id: 'u1', _id: 'u1', userName: 'Lan', email: 'lan@example.vn', role: 'customer' };
const line = {
  productId: 'a',
  image: '/a.png',
  title: 'Bàn trà',
  price: 259,
  salePrice: 0,
  quantity: 1,
  totalStock: 8,
};

describe('shop layout', () => {
  it('takes the cart sheet away, mask and all, once its Checkout has opened the checkout page', async () => {
    stubServer([
      ['get', '/api/shop/cart/get/u1', () => ({ success: true, data: { _id: 'u1', userId: 'u1', items: [line] } })],
      ['get', '/api/shop/address/get/u1', () => ({ success: true, data: [] })],
    ]);
    renderScreen(
      <Routes>
        <Route element={<ShopLayout />}>
          <Route path="/search" element={<p>search page</p>} />
          <Route path="/shop/checkout" element={<h1>checkout page</h1>} />
        </Route>
      </Routes>,
      { route: '/search', install: (store) => store.dispatch(signedIn(user)) },
    );
    fireEvent.click(await screen.findByRole('button', { name: t('layout.cartButton', { count: 1 }) }));
    const checkout = (await screen.findByText(t('cart.checkout'), {}, { timeout: 10_000 })).closest('button')!;
    await waitFor(() => expect(checkout.hasAttribute('disabled')).toBe(false));
    expect(document.querySelector('.ant-drawer-mask')).not.toBeNull();
    fireEvent.click(checkout);
    await screen.findByRole('heading', { name: 'checkout page' });
    // Not left closing over the new page: gone from the document.
    expect(document.querySelector('.ant-drawer')).toBeNull();
  }, 30_000);
});

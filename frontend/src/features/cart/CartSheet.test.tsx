/** @jest-environment jsdom */
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { t } from 'i18next';
import type { SessionUser } from '@tavico/contracts/client';
import { signedIn } from '../auth';
import { renderScreen } from '../../testing/render';
import { stubServer } from '../../testing/server';
import { CartSheet } from './CartSheet';
import { cartQuantityChangeRequested } from './cartSagas';

const lines = [
  { productId: 'a', image: '/a.png', title: 'Bàn trà', price: 259, salePrice: 0, quantity: 1, totalStock: 8 },
  { productId: 'b', image: '/b.png', title: 'Ghế bành', price: 239, salePrice: 199, quantity: 2, totalStock: 12 },
];

const user: SessionUser = { id: 'u1', _id: 'u1', userName: 'Lan', email: 'lan@example.vn', role: 'customer' };

afterEach(() => jest.restoreAllMocks());

/** The sheet of a signed-in shopper whose cart on the server holds `items`. */
function sheetWith(items: typeof lines, onClose = () => undefined) {
  const server = stubServer([
    ['get', '/api/shop/cart/get/u1', () => ({ success: true, data: { _id: 'u1', userId: 'u1', items } })],
    // No address yet: the total is the lines'.
    ['get', '/api/shop/address/get/u1', () => ({ success: true, data: [] })],
    [
      'delete',
      /^\/api\/shop\/cart\/u1\//,
      (path) => ({
        success: true,
        message: 'ok',
        data: { _id: 'u1', userId: 'u1', items: items.filter((l) => !path.endsWith(`/${l.productId}`)) },
      }),
    ],
  ]);
  const view = renderScreen(<CartSheet open onClose={onClose} />, {
    install: (store) => store.dispatch(signedIn(user)),
  });
  return { ...view, ...server };
}

describe('cart sheet', () => {
  it('shows the lines, the total, a minus that is disabled at one, and a working plus', async () => {
    const { dispatched } = sheetWith(lines);
    expect(screen.getByText(t('cart.title'))).toBeTruthy();
    expect(await screen.findByText('$259.00')).toBeTruthy();
    // Each line at its effective price, and the total in cents (contracts' cartTotalCents).
    expect(screen.getByText('$259.00')).toBeTruthy();
    expect(screen.getByText('$398.00')).toBeTruthy();
    expect(screen.getByText('$657.00')).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Giảm số lượng Bàn trà' }).hasAttribute('disabled')).toBe(true);
    expect(screen.getByRole('button', { name: 'Giảm số lượng Ghế bành' }).hasAttribute('disabled')).toBe(false);
    fireEvent.click(screen.getByRole('button', { name: 'Tăng số lượng Bàn trà' }));
    expect(dispatched).toContainEqual(cartQuantityChangeRequested({ productId: 'a', change: 1 }));
  });

  it('shows each line’s unit price: the sale price when there is one', async () => {
    sheetWith(lines);
    await screen.findByText('$657.00');
    const [first, second] = screen.getAllByRole('listitem');
    expect(within(first).getByText(t('cart.unitPrice', { price: '$259.00' }))).toBeTruthy();
    expect(within(second).getByText(t('cart.unitPrice', { price: '$199.00' }))).toBeTruthy();
  });

  it('removes a line with the server’s answer, reading the cart no more', async () => {
    const { calls } = sheetWith(lines);
    fireEvent.click(await screen.findByRole('button', { name: t('cart.remove', { title: 'Bàn trà' }) }));
    await waitFor(() => expect(screen.queryByText('Bàn trà')).toBeNull());
    expect(calls('delete')).toEqual([['/api/shop/cart/u1/a']]);
    expect(screen.getByText('Ghế bành')).toBeTruthy();
    expect(calls('get').filter(([path]) => path.startsWith('/api/shop/cart/'))).toHaveLength(1);
  });

  it('shows an empty cart as such, with a link to the products, and no enabled Checkout', async () => {
    const onClose = jest.fn();
    sheetWith([], onClose);
    expect(await screen.findByText(t('cart.empty'))).toBeTruthy();
    expect(screen.queryByText(t('cart.total'))).toBeNull();
    expect(screen.getByRole('button', { name: t('cart.checkout') }).hasAttribute('disabled')).toBe(true);
    const browse = screen.getByRole('link', { name: t('cart.browse') });
    expect(browse.getAttribute('href')).toBe('/listing');
    fireEvent.click(browse);
    expect(onClose).toHaveBeenCalled();
  });
});

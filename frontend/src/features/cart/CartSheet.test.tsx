/** @jest-environment jsdom */
import { fireEvent, screen, within } from '@testing-library/react';
import { t } from 'i18next';
import { renderScreen } from '../../testing/render';
import { CartSheet } from './CartSheet';
import { cartQuantityChangeRequested } from './cartSlice';

const lines = [
  { productId: 'a', image: '/a.png', title: 'Bàn trà', price: 259, salePrice: 0, quantity: 1, totalStock: 8 },
  { productId: 'b', image: '/b.png', title: 'Ghế bành', price: 239, salePrice: 199, quantity: 2, totalStock: 12 },
];

describe('cart sheet', () => {
  it('shows the lines, the total, a minus that is disabled at one, and a working plus', () => {
    const { dispatched } = renderScreen(<CartSheet open onClose={() => undefined} />, {
      preloadedState: { shopCart: { isLoading: false, cartItems: { _id: 'u1', userId: 'u1', items: lines } } },
    });
    expect(screen.getByText(t('cart.title'))).toBeTruthy();
    // Each line at its effective price, and the total in cents (contracts' cartTotalCents).
    expect(screen.getByText('$259.00')).toBeTruthy();
    expect(screen.getByText('$398.00')).toBeTruthy();
    expect(screen.getByText('$657.00')).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Giảm số lượng Bàn trà' }).hasAttribute('disabled')).toBe(true);
    expect(screen.getByRole('button', { name: 'Giảm số lượng Ghế bành' }).hasAttribute('disabled')).toBe(false);
    fireEvent.click(screen.getByRole('button', { name: 'Tăng số lượng Bàn trà' }));
    expect(dispatched).toContainEqual(cartQuantityChangeRequested({ productId: 'a', change: 1 }));
  });

  it('shows each line’s unit price: the sale price when there is one', () => {
    renderScreen(<CartSheet open onClose={() => undefined} />, {
      preloadedState: { shopCart: { isLoading: false, cartItems: { _id: 'u1', userId: 'u1', items: lines } } },
    });
    const [first, second] = screen.getAllByRole('listitem');
    expect(within(first).getByText(t('cart.unitPrice', { price: '$259.00' }))).toBeTruthy();
    expect(within(second).getByText(t('cart.unitPrice', { price: '$199.00' }))).toBeTruthy();
  });

  it('shows an empty cart as such, with a link to the products, and no enabled Checkout', () => {
    const onClose = jest.fn();
    renderScreen(<CartSheet open onClose={onClose} />, {
      preloadedState: { shopCart: { isLoading: false, cartItems: { _id: 'u1', userId: 'u1', items: [] } } },
    });
    expect(screen.getByText(t('cart.empty'))).toBeTruthy();
    expect(screen.queryByText(t('cart.total'))).toBeNull();
    expect(screen.getByRole('button', { name: t('cart.checkout') }).hasAttribute('disabled')).toBe(true);
    const browse = screen.getByRole('link', { name: t('cart.browse') });
    expect(browse.getAttribute('href')).toBe('/listing');
    fireEvent.click(browse);
    expect(onClose).toHaveBeenCalled();
  });
});

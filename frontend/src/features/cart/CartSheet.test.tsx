/** @jest-environment jsdom */
import { fireEvent, screen } from '@testing-library/react';
import { renderScreen } from '../../testing/render';
import { CartSheet, cartTotal } from './CartSheet';
import { cartQuantityChangeRequested } from './cartSlice';

const lines = [
  { productId: 'a', image: '/a.png', title: 'Bàn trà', price: 259, salePrice: 0, quantity: 1, totalStock: 8 },
  { productId: 'b', image: '/b.png', title: 'Ghế bành', price: 239, salePrice: 199, quantity: 2, totalStock: 12 },
];

describe('cart sheet', () => {
  it('totals each line at its effective price', () => {
    expect(cartTotal(lines)).toBe(259 + 2 * 199);
  });

  it('shows the lines, the total, a minus that is disabled at one, and a working plus', () => {
    const { dispatched } = renderScreen(<CartSheet open onClose={() => undefined} />, {
      preloadedState: { shopCart: { isLoading: false, cartItems: { _id: 'u1', userId: 'u1', items: lines } } },
    });
    expect(screen.getByText('Your Cart')).toBeTruthy();
    expect(screen.getByText('$657.00')).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Giảm số lượng Bàn trà' }).hasAttribute('disabled')).toBe(true);
    expect(screen.getByRole('button', { name: 'Giảm số lượng Ghế bành' }).hasAttribute('disabled')).toBe(false);
    fireEvent.click(screen.getByRole('button', { name: 'Tăng số lượng Bàn trà' }));
    expect(dispatched).toContainEqual(cartQuantityChangeRequested({ productId: 'a', change: 1 }));
  });
});

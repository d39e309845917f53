/** @jest-environment jsdom */
import { fireEvent, screen, waitFor } from '@testing-library/react';
import type { ProductView } from '@tavico/contracts/client';
import { productView, siteSettingsOf } from '../../testing/fixtures';
import { renderScreen } from '../../testing/render';
import { stubServer } from '../../testing/server';
import { cartItemAddRequested } from '../cart';
import { ProductCard, stockBadge } from './ProductCard';
import { inLanguage } from '../../testing/language';

// These tests check the spec's English words.
inLanguage('en');

const product = (over: Partial<ProductView>): ProductView =>
  productView('p1', 'Ghế đẩu gỗ cao su', {
    image: '/p.png',
    imageCard: '/p-card.webp',
    description: 'Ghế đẩu',
    category: 'ghe',
    price: 35,
    totalStock: 120,
    ...over,
  });

describe('product card', () => {
  it('picks the spec’s badge: out of stock, then a few left, then sale', () => {
    expect(stockBadge({ totalStock: 0, salePrice: 10 })).toBe('Out Of Stock');
    expect(stockBadge({ totalStock: 9, salePrice: 10 })).toBe('Only 9 items left');
    expect(stockBadge({ totalStock: 10, salePrice: 10 })).toBe('Sale');
    expect(stockBadge({ totalStock: 10, salePrice: 0 })).toBeNull();
  });

  it('disables the button as "Out Of Stock" when nothing is left', () => {
    renderScreen(<ProductCard product={product({ totalStock: 0 })} />);
    expect(screen.getByRole('button', { name: 'Out Of Stock' }).hasAttribute('disabled')).toBe(true);
  });

  it('strikes the price through beside the sale price, on the card image', () => {
    renderScreen(<ProductCard product={product({ price: 239, salePrice: 199 })} />);
    expect(screen.getByText('$239.00').tagName).toBe('S');
    expect(screen.getByText('$199.00')).toBeTruthy();
    expect(screen.getByText('Sale')).toBeTruthy();
    expect(screen.getByRole('img', { name: 'Ghế đẩu gỗ cao su' }).getAttribute('src')).toBe('/p-card.webp');
  });

  it("writes the price with separators and, at the owner's rate, about how much in dong under it", () => {
    renderScreen(<ProductCard product={product({ price: 3100, salePrice: 2849 })} />, {
      settings: siteSettingsOf({ vndPerUsd: 25_000 }),
    });
    expect(screen.getByText('$3,100.00').tagName).toBe('S');
    expect(screen.getByText('$2,849.00')).toBeTruthy();
    expect(screen.getByText('≈ 71.225.000 ₫').className).toBe('price-vnd');
  });

  it("writes prices in the shop's currency as the settings read say, once they answer", async () => {
    const { calls } = stubServer([
      ['get', '/api/common/settings', () => ({ success: true, data: siteSettingsOf(), currency: 'VND' })],
    ]);
    renderScreen(<ProductCard product={product({ price: 15_490_000 })} />);
    // Served as a dollar shop (the page's head): the settings' đồng replace it.
    await waitFor(() => expect(screen.getByText('15.490.000 ₫')).toBeTruthy());
    expect(screen.queryByText(/\$/)).toBeNull();
    expect(calls('get')).toHaveLength(1);
  });

  it('adds to cart with the stock it can still sell and the page to come back to', () => {
    const { dispatched } = renderScreen(<ProductCard product={product({ totalStock: 4 })} />, {
      route: '/listing?category=ghe',
    });
    fireEvent.click(screen.getByRole('button', { name: 'Add to cart' }));
    expect(dispatched).toContainEqual(
      cartItemAddRequested({ productId: 'p1', totalStock: 4, quantity: 1, from: '/listing?category=ghe' }),
    );
  });
});

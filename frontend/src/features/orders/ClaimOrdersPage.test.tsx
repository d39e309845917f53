/** @jest-environment jsdom */
import { fireEvent, screen } from '@testing-library/react';
import { ApiError } from '../../shared/http';
import { renderScreen } from '../../testing/render';
import { stubServer } from '../../testing/server';
import { ClaimOrdersPage } from './ClaimOrdersPage';

const token = 'a'.repeat(43);

describe('the claim link page', () => {
  afterEach(() => jest.restoreAllMocks());

  it('attaches the orders on confirmation and says how many', async () => {
    const { calls } = stubServer([
      ['post', '/api/auth/claim-orders', () => ({ success: true, message: '', count: 2, orderIds: ['o1', 'o2'] })],
    ]);
    renderScreen(<ClaimOrdersPage />, { route: `/shop/claim-orders?token=${token}` });
    // Nothing moves before the shopper confirms.
    expect(calls('post')).toEqual([]);
    fireEvent.click(screen.getByRole('button', { name: 'Gắn đơn hàng' }));
    await screen.findByText('Đã gắn 2 đơn hàng vào tài khoản của bạn.');
    expect(calls('post')).toEqual([['/api/auth/claim-orders', { token }]]);
    expect(screen.getByRole('link', { name: 'Xem đơn hàng của tôi' }).getAttribute('href')).toBe('/shop/account');
  });

  it("shows the server's refusal of a link for another account", async () => {
    stubServer([
      ['post', '/api/auth/claim-orders', () => new ApiError('Liên kết này dành cho một tài khoản khác.', 403)],
    ]);
    renderScreen(<ClaimOrdersPage />, { route: `/shop/claim-orders?token=${token}` });
    fireEvent.click(screen.getByRole('button', { name: 'Gắn đơn hàng' }));
    await screen.findByText('Liên kết này dành cho một tài khoản khác.');
  });

  it('says a link without its token is no link', () => {
    renderScreen(<ClaimOrdersPage />, { route: '/shop/claim-orders' });
    expect(screen.getByText(/Liên kết thiếu mã xác nhận/)).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Gắn đơn hàng' })).toBeNull();
  });
});

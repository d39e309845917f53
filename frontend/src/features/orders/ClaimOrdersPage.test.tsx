/** @jest-environment jsdom */
import { fireEvent, screen } from '@testing-library/react';
import { ApiError } from '../../shared/http';
import { renderScreen } from '../../testing/render';
import { claimApi } from './claimApi';
import { ClaimOrdersPage } from './ClaimOrdersPage';

const token = 'a'.repeat(43);

describe('the claim link page', () => {
  afterEach(() => jest.restoreAllMocks());

  it('attaches the orders on confirmation and says how many', async () => {
    const claim = jest
      .spyOn(claimApi, 'claimOrders')
      .mockResolvedValue({ success: true, message: '', count: 2, orderIds: ['o1', 'o2'] });
    renderScreen(<ClaimOrdersPage />, { route: `/shop/claim-orders?token=${token}` });
    // Nothing moves before the shopper confirms.
    expect(claim).not.toHaveBeenCalled();
    fireEvent.click(screen.getByRole('button', { name: 'Gắn đơn hàng' }));
    await screen.findByText('Đã gắn 2 đơn hàng vào tài khoản của bạn.');
    expect(claim).toHaveBeenCalledWith({ token });
    expect(screen.getByRole('link', { name: 'Xem đơn hàng của tôi' }).getAttribute('href')).toBe('/shop/account');
  });

  it("shows the server's refusal of a link for another account", async () => {
    jest
      .spyOn(claimApi, 'claimOrders')
      .mockRejectedValue(new ApiError('Liên kết này dành cho một tài khoản khác.', 403));
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

/** @jest-environment jsdom */
import { fireEvent, screen, waitFor } from '@testing-library/react';
import { ApiError } from '../../shared/http';
import { renderScreen } from '../../testing/render';
import { authApi } from './authApi';
import { ForgotPasswordPage } from './ForgotPasswordPage';
import { ResetPasswordPage } from './ResetPasswordPage';

const type = (label: string, value: string) => fireEvent.change(screen.getByLabelText(label), { target: { value } });

describe('the password pages', () => {
  afterEach(() => jest.restoreAllMocks());

  it('sends the e-mail asked for, then says only that a link went out if the account exists', async () => {
    const forgot = jest.spyOn(authApi, 'forgotPassword').mockResolvedValue({ success: true, message: '' });
    renderScreen(<ForgotPasswordPage />, { route: '/auth/forgot-password' });
    type('Email', 'lan@example.vn');
    fireEvent.click(screen.getByRole('button', { name: 'Gửi liên kết đặt lại' }));
    await screen.findByText('Hãy kiểm tra hộp thư của bạn');
    expect(forgot).toHaveBeenCalledWith({ email: 'lan@example.vn' });
    expect(screen.getByText(/Nếu email này có tài khoản/)).toBeTruthy();
  });

  it("shows the server's refusal of a used link, and offers a new one", async () => {
    const reset = jest
      .spyOn(authApi, 'resetPassword')
      .mockRejectedValue(new ApiError('Liên kết đặt lại mật khẩu này đã được dùng.', 400));
    renderScreen(<ResetPasswordPage />, { route: `/auth/reset-password?token=${'a'.repeat(43)}` });
    type('Mật khẩu mới', 'ghe-go-soi-2026');
    type('Nhập lại mật khẩu mới', 'ghe-go-soi-2026');
    fireEvent.click(screen.getByRole('button', { name: 'Lưu mật khẩu mới' }));
    await screen.findByText('Liên kết đặt lại mật khẩu này đã được dùng.');
    expect(reset).toHaveBeenCalledWith({ token: 'a'.repeat(43), password: 'ghe-go-soi-2026' });
    expect(screen.getByRole('link', { name: 'Yêu cầu liên kết mới' }).getAttribute('href')).toBe(
      '/auth/forgot-password',
    );
  });

  it('sends nothing when the two passwords differ', async () => {
    const reset = jest.spyOn(authApi, 'resetPassword');
    renderScreen(<ResetPasswordPage />, { route: `/auth/reset-password?token=${'a'.repeat(43)}` });
    type('Mật khẩu mới', 'ghe-go-soi-2026');
    type('Nhập lại mật khẩu mới', 'ghe-go-soi-2027');
    fireEvent.click(screen.getByRole('button', { name: 'Lưu mật khẩu mới' }));
    await screen.findByText('Hai mật khẩu không giống nhau.');
    await waitFor(() => expect(reset).not.toHaveBeenCalled());
  });

  it('says a link without its token is no link', () => {
    renderScreen(<ResetPasswordPage />, { route: '/auth/reset-password' });
    expect(screen.getByText('Liên kết không hợp lệ. Vui lòng yêu cầu liên kết mới.')).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Lưu mật khẩu mới' })).toBeNull();
  });
});

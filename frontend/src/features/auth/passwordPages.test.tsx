/** @jest-environment jsdom */
import { fireEvent, screen, waitFor } from '@testing-library/react';
import { t } from 'i18next';
import { ApiError } from '../../shared/http';
import { renderScreen } from '../../testing/render';
import { stubServer } from '../../testing/server';
import { ChangePasswordForm } from './ChangePasswordForm';
import { ForgotPasswordPage } from './ForgotPasswordPage';
import { ResetPasswordPage } from './ResetPasswordPage';

const type = (label: string, value: string) => fireEvent.change(screen.getByLabelText(label), { target: { value } });

describe('the password pages', () => {
  afterEach(() => jest.restoreAllMocks());

  it('sends the e-mail asked for, then says only that a link went out if the account exists', async () => {
    const { calls } = stubServer([['post', '/api/auth/forgot-password', () => ({ success: true, message: '' })]]);
    renderScreen(<ForgotPasswordPage />, { route: '/auth/forgot-password' });
    type('Email', 'lan@example.vn');
    fireEvent.click(screen.getByRole('button', { name: 'Gửi liên kết đặt lại' }));
    await screen.findByText('Hãy kiểm tra hộp thư của bạn');
    expect(calls('post')).toEqual([['/api/auth/forgot-password', { email: 'lan@example.vn' }]]);
    expect(screen.getByText(/Nếu email này có tài khoản/)).toBeTruthy();
  });

  it("shows the server's refusal of a used link, and offers a new one", async () => {
    const { calls } = stubServer([
      ['post', '/api/auth/reset-password', () => new ApiError('Liên kết đặt lại mật khẩu này đã được dùng.', 400)],
    ]);
    renderScreen(<ResetPasswordPage />, { route: `/auth/reset-password?token=${'a'.repeat(43)}` });
    type('Mật khẩu mới', 'ghe-go-soi-2026');
    type('Nhập lại mật khẩu mới', 'ghe-go-soi-2026');
    fireEvent.click(screen.getByRole('button', { name: 'Lưu mật khẩu mới' }));
    await screen.findByText('Liên kết đặt lại mật khẩu này đã được dùng.');
    expect(calls('post')).toEqual([
      ['/api/auth/reset-password', { token: 'a'.repeat(43), password: 'ghe-go-soi-2026' }],
    ]);
    expect(screen.getByRole('link', { name: 'Yêu cầu liên kết mới' }).getAttribute('href')).toBe(
      '/auth/forgot-password',
    );
  });

  it('sends nothing when the two passwords differ', async () => {
    const { calls } = stubServer([]);
    renderScreen(<ResetPasswordPage />, { route: `/auth/reset-password?token=${'a'.repeat(43)}` });
    type('Mật khẩu mới', 'ghe-go-soi-2026');
    type('Nhập lại mật khẩu mới', 'ghe-go-soi-2027');
    fireEvent.click(screen.getByRole('button', { name: 'Lưu mật khẩu mới' }));
    await screen.findByText('Hai mật khẩu không giống nhau.');
    await waitFor(() => expect(calls('post')).toEqual([]));
  });

  it('says a link without its token is no link', () => {
    renderScreen(<ResetPasswordPage />, { route: '/auth/reset-password' });
    expect(screen.getByText('Liên kết không hợp lệ. Vui lòng yêu cầu liên kết mới.')).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Lưu mật khẩu mới' })).toBeNull();
  });

  it('saves the new password, signs this browser out too, and offers the sign-in', async () => {
    const user = { id: 'u1', _id: 'u1', userName: 'Lan', email: 'lan@example.vn', role: 'customer' as const };
    stubServer([['post', '/api/auth/reset-password', () => ({ success: true, message: '' })]]);
    const { store } = renderScreen(<ResetPasswordPage />, {
      route: `/auth/reset-password?token=${'a'.repeat(43)}`,
      preloadedState: { auth: { isAuthenticated: true, isLoading: false, user } },
    });
    type('Mật khẩu mới', 'ghe-go-soi-2026');
    type('Nhập lại mật khẩu mới', 'ghe-go-soi-2026');
    fireEvent.click(screen.getByRole('button', { name: 'Lưu mật khẩu mới' }));
    await screen.findByText(t('auth.resetDone'));
    expect(store.getState().auth.user).toBeNull();
    expect(screen.getByRole('button', { name: t('auth.signIn') })).toBeTruthy();
  });
});

describe('changing the password in the account', () => {
  afterEach(() => jest.restoreAllMocks());

  const change = (answer: () => unknown) => {
    const server = stubServer([['put', '/api/auth/change-password', answer]]);
    renderScreen(<ChangePasswordForm />);
    type('Mật khẩu hiện tại', 'mat-khau-cu');
    type('Mật khẩu mới', 'ghe-go-soi-2026');
    type('Nhập lại mật khẩu mới', 'ghe-go-soi-2026');
    fireEvent.click(screen.getByRole('button', { name: t('auth.changeSubmit') }));
    return server;
  };

  it("shows the server's refusal of a wrong current password, keeping what was typed", async () => {
    change(() => new ApiError('Mật khẩu hiện tại không đúng.', 400));
    await screen.findByText('Mật khẩu hiện tại không đúng.');
    expect((screen.getByLabelText('Mật khẩu hiện tại') as HTMLInputElement).value).toBe('mat-khau-cu');
  });

  it('says the other devices are signed out, and empties the form', async () => {
    const { calls } = change(() => ({ success: true, message: '' }));
    await screen.findByText(t('auth.passwordChanged'));
    expect(calls('put')).toEqual([
      ['/api/auth/change-password', { currentPassword: 'mat-khau-cu', newPassword: 'ghe-go-soi-2026' }],
    ]);
    expect((screen.getByLabelText('Mật khẩu hiện tại') as HTMLInputElement).value).toBe('');
  });
});

/** @jest-environment jsdom */
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { t } from 'i18next';
import { Route, Routes } from 'react-router-dom';
import type { SessionUser } from '@tavico/contracts/client';
import { ApiError } from '../../shared/http';
import { notification } from '../../shared/notify';
import { renderScreen } from '../../testing/render';
import { stubServer } from '../../testing/server';
import { testStore } from '../../testing/services';
import { sessionApi } from './authApi';
import { LoginPage } from './LoginPage';
import { RegisterPage } from './RegisterPage';

const user: SessionUser = { id: 'u1', _id: 'u1', userName: 'Lan', email: 'lan@example.vn', role: 'customer' };
const type = (label: string, value: string) => fireEvent.change(screen.getByLabelText(label), { target: { value } });

// Toasts load antd's notifications on first use (shared/screenToast.ts): loaded here already, so
// one shows within findByText's wait on a busy machine too; each test's go with it.
afterEach(() => {
  notification.destroy();
  jest.restoreAllMocks();
});

describe('the login page', () => {
  it("shows the server's refusal in the form, stays on login and signs no one in", async () => {
    const { calls } = stubServer([
      ['post', '/api/auth/login', () => new ApiError('Email hoặc mật khẩu không đúng.', 401)],
    ]);
    const { store, container } = renderScreen(<LoginPage />, { route: '/auth/login' });
    type('Email', 'nobody@example.vn');
    type('Mật khẩu', 'wrong-password');
    fireEvent.click(screen.getByRole('button', { name: t('auth.signIn') }));
    expect((await within(container).findByRole('alert')).textContent).toBe('Email hoặc mật khẩu không đúng.');
    expect(calls('post')).toEqual([['/api/auth/login', { email: 'nobody@example.vn', password: 'wrong-password' }]]);
    expect(store.getState().auth.user).toBeNull();
  });

  it('sends nothing while a box is empty or the e-mail is no e-mail, and says so under each box', async () => {
    const { calls } = stubServer([]);
    renderScreen(<LoginPage />, { route: '/auth/login' });
    fireEvent.click(screen.getByRole('button', { name: t('auth.signIn') }));
    expect(await screen.findByText(t('auth.emailRequired'))).toBeTruthy();
    expect(screen.getByText(t('auth.passwordRequired'))).toBeTruthy();
    // The first box with a problem has the focus, and says what is wrong with it to a screen reader.
    const email = screen.getByLabelText('Email');
    expect(document.activeElement).toBe(email);
    expect(email.getAttribute('aria-invalid')).toBe('true');
    type('Email', 'lan-at-example');
    expect(await screen.findByText(t('auth.emailInvalid'))).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: t('auth.signIn') }));
    expect(calls('post')).toEqual([]);
    // The password box shows what was typed on request.
    const password = screen.getByLabelText('Mật khẩu') as HTMLInputElement;
    expect(password.type).toBe('password');
    fireEvent.click(screen.getByRole('button', { name: t('common.showTyped') }));
    expect(password.type).toBe('text');
  });

  it('signs in with the answer alone: the session is not read again, and the server says so', async () => {
    const { calls } = stubServer([
      ['post', '/api/auth/login', () => ({ success: true, message: 'Đăng nhập thành công!', user })],
    ]);
    const { store } = renderScreen(<LoginPage />, { route: '/auth/login' });
    type('Email', 'lan@example.vn');
    type('Mật khẩu', 'mat-khau-8');
    fireEvent.click(screen.getByRole('button', { name: t('auth.signIn') }));
    await screen.findByText('Đăng nhập thành công!');
    expect(store.getState().auth).toEqual({ isAuthenticated: true, isLoading: false, user, guest: null });
    // Nothing is read: not the session again, and the cart only by the screens that show it.
    expect(calls('get')).toEqual([]);
  });
});

describe('the register page', () => {
  const register = (answer: () => unknown) => {
    const server = stubServer([['post', '/api/auth/register', answer]]);
    const view = renderScreen(
      <Routes>
        <Route path="/auth/register" element={<RegisterPage />} />
        <Route path="/auth/login" element={<p>login page</p>} />
      </Routes>,
      { route: '/auth/register' },
    );
    type('Tên người dùng', 'Lan');
    type('Email', 'lan@example.vn');
    type('Mật khẩu', 'mat-khau-8');
    fireEvent.click(screen.getByRole('button', { name: t('auth.signUp') }));
    return { ...server, ...view };
  };

  it("registers without signing in, says the server's word and goes to login", async () => {
    const { calls, store } = register(() => ({ success: true, message: 'Đăng ký thành công! Vui lòng đăng nhập.' }));
    await screen.findByText('login page');
    await screen.findByText('Đăng ký thành công! Vui lòng đăng nhập.');
    expect(calls('post')).toEqual([
      ['/api/auth/register', { userName: 'Lan', email: 'lan@example.vn', password: 'mat-khau-8' }],
    ]);
    expect(store.getState().auth.user).toBeNull();
  });

  it('stays on register with the server message when the e-mail is taken', async () => {
    const { container } = register(() => new ApiError('Email này đã được đăng ký.', 409));
    expect((await within(container).findByRole('alert')).textContent).toBe('Email này đã được đăng ký.');
    expect(screen.queryByText('login page')).toBeNull();
  });
});

describe('the session', () => {
  const read = async (answer: () => unknown) => {
    const server = stubServer([
      ['get', '/api/auth/check-auth', answer],
      ['post', '/api/auth/logout', () => new ApiError('offline', 0)],
    ]);
    const { store } = testStore();
    await store.dispatch(sessionApi.endpoints.session.initiate());
    return { ...server, store };
  };

  it('is restored from check-auth: an account, a guest (not signed in), or none', async () => {
    expect((await read(() => ({ success: true, user }))).store.getState().auth.user).toEqual(user);

    const none = await read(() => new ApiError('Bạn chưa đăng nhập.', 401));
    expect(none.store.getState().auth).toEqual({ isAuthenticated: false, isLoading: false, user: null, guest: null });

    // A guest's session (issue 28) is known as the guest's, not as a sign-in.
    const guest = { ...user, id: 'g1', _id: 'g1', userName: '', role: 'guest' as const };
    const guests = await read(() => ({ success: true, user: guest }));
    expect(guests.store.getState().auth).toEqual({ isAuthenticated: false, isLoading: false, user: null, guest });
  });

  it('ends here on sign-out even when the server cannot be reached', async () => {
    const { store, calls } = await read(() => ({ success: true, user }));
    await store.dispatch(sessionApi.endpoints.logout.initiate());
    await waitFor(() => expect(store.getState().auth.user).toBeNull());
    expect(calls('post').map(([path]) => path)).toEqual(['/api/auth/logout']);
  });
});

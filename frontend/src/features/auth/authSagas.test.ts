import { flush, testStore } from '../../testing/services';
import { ApiError } from '../../shared/http';
import { authApi } from './authApi';
import { loginRequested, logoutRequested, registerRequested, sessionCheckRequested } from './authSlice';

const user = { id: 'u1', _id: 'u1', userName: 'Lan', email: 'lan@example.vn', role: 'customer' as const };

const setup = () => testStore();

afterEach(() => jest.restoreAllMocks());

describe('auth sagas', () => {
  it('starts loading and not signed in', () => {
    expect(setup().store.getState().auth).toEqual({ isAuthenticated: false, isLoading: true, user: null, guest: null });
  });

  it('signs in on a successful login and says so', async () => {
    jest.spyOn(authApi, 'login').mockResolvedValue({ success: true, message: 'Đăng nhập thành công!', user });
    const { store, toast } = setup();
    store.dispatch(loginRequested({ email: 'lan@example.vn', password: 'mat-khau-8' }));
    await flush();
    expect(store.getState().auth).toEqual({ isAuthenticated: true, isLoading: false, user, guest: null });
    expect(toast.success).toHaveBeenCalledWith('Đăng nhập thành công!');
  });

  it('stays signed out and shows the server message when login fails', async () => {
    jest.spyOn(authApi, 'login').mockRejectedValue(new ApiError('Email hoặc mật khẩu không đúng.', 401));
    const { store, toast } = setup();
    store.dispatch(loginRequested({ email: 'lan@example.vn', password: 'wrong' }));
    await flush();
    expect(store.getState().auth).toEqual({ isAuthenticated: false, isLoading: false, user: null, guest: null });
    expect(toast.error).toHaveBeenCalledWith('Email hoặc mật khẩu không đúng.');
  });

  it('shows the generic message for an unexpected failure', async () => {
    jest.spyOn(authApi, 'login').mockRejectedValue(new TypeError('boom'));
    const { store, toast } = setup();
    store.dispatch(loginRequested({ email: 'lan@example.vn', password: 'x' }));
    await flush();
    expect(toast.error).toHaveBeenCalledWith('Đã xảy ra lỗi, vui lòng thử lại!');
  });

  it('registers without signing in, shows the server message and goes to login', async () => {
    jest
      .spyOn(authApi, 'register')
      .mockResolvedValue({ success: true, message: 'Đăng ký thành công! Vui lòng đăng nhập.' });
    const { store, toast, navigate } = setup();
    store.dispatch(registerRequested({ userName: 'Lan', email: 'lan@example.vn', password: 'mat-khau-8' }));
    await flush();
    expect(store.getState().auth).toEqual({ isAuthenticated: false, isLoading: false, user: null, guest: null });
    expect(toast.success).toHaveBeenCalledWith('Đăng ký thành công! Vui lòng đăng nhập.');
    expect(navigate).toHaveBeenCalledWith('/auth/login');
  });

  it('stays on register and shows the server message when the e-mail is taken', async () => {
    jest.spyOn(authApi, 'register').mockRejectedValue(new ApiError('Email này đã được đăng ký.', 409));
    const { store, toast, navigate } = setup();
    store.dispatch(registerRequested({ userName: 'Lan', email: 'lan@example.vn', password: 'mat-khau-8' }));
    await flush();
    expect(toast.error).toHaveBeenCalledWith('Email này đã được đăng ký.');
    expect(navigate).not.toHaveBeenCalled();
  });

  it('restores the session from check-auth, or signs out when there is none', async () => {
    const check = jest.spyOn(authApi, 'checkAuth').mockResolvedValueOnce({ success: true, user });
    const first = setup();
    first.store.dispatch(sessionCheckRequested());
    await flush();
    expect(first.store.getState().auth.user).toEqual(user);

    check.mockRejectedValueOnce(new ApiError('Bạn chưa đăng nhập.', 401));
    const second = setup();
    second.store.dispatch(sessionCheckRequested());
    await flush();
    expect(second.store.getState().auth).toEqual({ isAuthenticated: false, isLoading: false, user: null, guest: null });

    // A guest's session (issue 28) is known as the guest's, not as a sign-in.
    const guest = { ...user, id: 'g1', _id: 'g1', userName: '', role: 'guest' as const };
    check.mockResolvedValueOnce({ success: true, user: guest });
    const third = setup();
    third.store.dispatch(sessionCheckRequested());
    await flush();
    expect(third.store.getState().auth).toEqual({ isAuthenticated: false, isLoading: false, user: null, guest });
  });

  it('signs out locally even when the server cannot be reached', async () => {
    jest.spyOn(authApi, 'login').mockResolvedValue({ success: true, user });
    jest.spyOn(authApi, 'logout').mockRejectedValue(new ApiError('offline', 0));
    const { store } = setup();
    store.dispatch(loginRequested({ email: 'lan@example.vn', password: 'mat-khau-8' }));
    await flush();
    store.dispatch(logoutRequested());
    await flush();
    expect(store.getState().auth).toEqual({ isAuthenticated: false, isLoading: false, user: null, guest: null });
  });
});

import type { CartView, SessionUser } from '@tavico/contracts/client';
import { authApi, signedIn } from '../auth';
import { ApiError } from '../../shared/http';
import { flush, testStore } from '../../testing/services';
import { cartApi } from './cartApi';
import { pendingAddKey, quantityToastKey } from './cartSagas';
import { cartItemAddRequested, cartItemRemoveRequested, cartLoaded, cartQuantityChangeRequested } from './cartSlice';
import { inLanguage } from '../../testing/language';

// These tests check the spec's English words.
inLanguage('en');

const user: SessionUser = { id: 'u1', _id: 'u1', userName: 'Lan', email: 'lan@example.vn', role: 'customer' };
const line = (productId: string, quantity: number, totalStock: number) => ({
  productId,
  image: '/p.png',
  title: `Sản phẩm ${productId}`,
  price: 100,
  salePrice: 0,
  quantity,
  totalStock,
});
const cart = (...items: ReturnType<typeof line>[]): CartView => ({ _id: 'u1', userId: 'u1', items });

afterEach(() => jest.restoreAllMocks());

function signedInStore(current: CartView) {
  jest.spyOn(cartApi, 'get').mockResolvedValue({ success: true, data: current });
  const t = testStore();
  t.store.dispatch(signedIn(user));
  return t;
}

describe('cart sagas', () => {
  it('fetches the cart when a signed-in user becomes known, and badges distinct items', async () => {
    const { store } = signedInStore(cart(line('a', 3, 10), line('b', 1, 10)));
    await flush();
    expect(store.getState().shopCart.cartItems?.items).toHaveLength(2);
    expect(cartApi.get).toHaveBeenCalledWith('u1');
  });

  it('starts a guest session for a newcomer and adds to the guest’s cart (issue 28)', async () => {
    const guest: SessionUser = { ...user, id: 'g1', _id: 'g1', userName: '', role: 'guest' };
    const start = jest.spyOn(authApi, 'startGuest').mockResolvedValue({ success: true, user: guest });
    jest.spyOn(cartApi, 'get').mockResolvedValue({ success: true, data: cart() });
    const add = jest
      .spyOn(cartApi, 'add')
      .mockResolvedValue({ success: true, message: 'Product is added to cart', data: cart(line('a', 1, 5)) });
    const { store, navigate } = testStore();
    store.dispatch(cartItemAddRequested({ productId: 'a', totalStock: 5, from: '/listing' }));
    await flush();
    await flush();
    expect(start).toHaveBeenCalledTimes(1);
    expect(add).toHaveBeenCalledWith('g1', 'a', 1);
    expect(navigate).not.toHaveBeenCalled();
    // A guest is not signed in: the header still offers sign-in, the cart is the guest's.
    expect(store.getState().auth.user).toBeNull();
    expect(store.getState().auth.guest?.id).toBe('g1');
  });

  it('sends a newcomer to login when the shop refuses a guest session, and adds nothing', async () => {
    jest.spyOn(authApi, 'startGuest').mockRejectedValue(new ApiError('Có quá nhiều phiên mua hàng', 429));
    const add = jest.spyOn(cartApi, 'add');
    const { store, navigate } = testStore();
    store.dispatch(cartItemAddRequested({ productId: 'a', totalStock: 5, from: '/listing?category=ban' }));
    await flush();
    expect(navigate).toHaveBeenCalledWith('/auth/login', { from: '/listing?category=ban' });
    expect(add).not.toHaveBeenCalled();
  });

  it('refuses to add past the stock with "Only {n} quantity can be added for this item"', async () => {
    const add = jest.spyOn(cartApi, 'add');
    const { store, toast } = signedInStore(cart(line('a', 2, 2)));
    await flush();
    store.dispatch(cartItemAddRequested({ productId: 'a', totalStock: 2, from: '/' }));
    await flush();
    expect(toast.error).toHaveBeenCalledWith('Only 2 quantity can be added for this item');
    expect(add).not.toHaveBeenCalled();
  });

  it('adds one, takes the server’s cart, says "Product is added to cart" and fetches again', async () => {
    const { store, toast } = signedInStore(cart());
    await flush();
    jest
      .spyOn(cartApi, 'add')
      .mockResolvedValue({ success: true, message: 'Product is added to cart', data: cart(line('a', 1, 4)) });
    (cartApi.get as jest.Mock).mockResolvedValue({ success: true, data: cart(line('a', 1, 4)) });
    store.dispatch(cartItemAddRequested({ productId: 'a', totalStock: 4, from: '/' }));
    await flush();
    expect(cartApi.add).toHaveBeenCalledWith('u1', 'a', 1);
    expect(toast.success).toHaveBeenCalledWith('Product is added to cart');
    expect(cartApi.get).toHaveBeenCalledTimes(2);
    expect(store.getState().shopCart.cartItems?.items[0].quantity).toBe(1);
  });

  it('refuses plus at the stock, and never takes a line below one', async () => {
    const update = jest.spyOn(cartApi, 'update');
    const { store, toast } = signedInStore(cart(line('a', 3, 3), line('b', 1, 9)));
    await flush();
    store.dispatch(cartQuantityChangeRequested({ productId: 'a', change: 1 }));
    store.dispatch(cartQuantityChangeRequested({ productId: 'b', change: -1 }));
    await flush();
    expect(toast.error).toHaveBeenCalledWith('Only 3 quantity can be added for this item', { key: quantityToastKey });
    expect(update).not.toHaveBeenCalled();
  });

  it('changes a quantity through the server and says so', async () => {
    const { store, toast } = signedInStore(cart(line('b', 1, 9)));
    await flush();
    jest.spyOn(cartApi, 'update').mockResolvedValue({
      success: true,
      message: 'Cart item is updated successfully',
      data: cart(line('b', 2, 9)),
    });
    store.dispatch(cartQuantityChangeRequested({ productId: 'b', change: 1 }));
    await flush();
    expect(cartApi.update).toHaveBeenCalledWith('u1', 'b', 2);
    expect(toast.success).toHaveBeenCalledWith('Cart item is updated successfully', { key: quantityToastKey });
    expect(store.getState().shopCart.cartItems?.items[0].quantity).toBe(2);
  });

  it('shows the server’s refusal on remove and fetches the cart again', async () => {
    const { store, toast } = signedInStore(cart(line('b', 1, 9)));
    await flush();
    jest.spyOn(cartApi, 'remove').mockRejectedValue(new ApiError('Sản phẩm này không có trong giỏ hàng.', 404));
    store.dispatch(cartItemRemoveRequested({ productId: 'b' }));
    await flush();
    expect(toast.error).toHaveBeenCalledWith('Sản phẩm này không có trong giỏ hàng.');
    expect(cartApi.get).toHaveBeenCalledTimes(2);
  });

  it('empties the local cart when the fetch fails', async () => {
    jest.spyOn(cartApi, 'get').mockRejectedValue(new ApiError('down', 503));
    const { store } = testStore();
    store.dispatch(cartLoaded(cart(line('a', 1, 1))));
    store.dispatch(signedIn(user));
    await flush();
    expect(store.getState().shopCart.cartItems).toBeNull();
  });

  it('takes repeated presses one after another, each from the last answer, and says them all in one toast', async () => {
    const { store, toast } = signedInStore(cart(line('b', 1, 9)));
    await flush();
    jest.spyOn(cartApi, 'update').mockImplementation(async (_userId, productId, quantity) => ({
      success: true,
      message: 'Cart item is updated successfully',
      data: cart(line(productId, quantity, 9)),
    }));
    for (let i = 0; i < 3; i++) store.dispatch(cartQuantityChangeRequested({ productId: 'b', change: 1 }));
    await flush();
    await flush();
    expect((cartApi.update as jest.Mock).mock.calls.map((call) => call[2])).toEqual([2, 3, 4]);
    expect(store.getState().shopCart.cartItems?.items[0].quantity).toBe(4);
    // Every press answers under the same key: antd replaces the toast on screen instead of stacking.
    expect(toast.success).toHaveBeenCalledTimes(3);
    for (const call of toast.success.mock.calls) expect(call[1]).toEqual({ key: quantityToastKey });
  });

  it('keeps a guest’s add through the sign-in and performs it once after, with the usual toast', async () => {
    jest.spyOn(authApi, 'startGuest').mockRejectedValue(new ApiError('Có quá nhiều phiên mua hàng', 429));
    const { store, navigate, session, toast } = testStore();
    store.dispatch(cartItemAddRequested({ productId: 'a', totalStock: 5, from: '/listing' }));
    await flush();
    expect(navigate).toHaveBeenCalledWith('/auth/login', { from: '/listing' });
    expect(JSON.parse(session.getItem(pendingAddKey) ?? 'null')).toEqual({
      productId: 'a',
      quantity: 1,
      totalStock: 5,
    });

    jest.spyOn(cartApi, 'get').mockResolvedValue({ success: true, data: cart() });
    const add = jest
      .spyOn(cartApi, 'add')
      .mockResolvedValue({ success: true, message: 'Product is added to cart', data: cart(line('a', 1, 5)) });
    store.dispatch(signedIn(user));
    await flush();
    await flush();
    expect(add).toHaveBeenCalledTimes(1);
    expect(add).toHaveBeenCalledWith('u1', 'a', 1);
    expect(toast.success).toHaveBeenCalledWith('Product is added to cart');
    expect(session.getItem(pendingAddKey)).toBeNull();

    // A later sign-in (a session check, a second login) finds nothing left to add.
    store.dispatch(signedIn(user));
    await flush();
    await flush();
    expect(add).toHaveBeenCalledTimes(1);
  });

  it('holds the pending add to the stock, counting what the cart already has', async () => {
    const { store, session, toast } = testStore();
    session.setItem(pendingAddKey, JSON.stringify({ productId: 'a', quantity: 1, totalStock: 2 }));
    jest.spyOn(cartApi, 'get').mockResolvedValue({ success: true, data: cart(line('a', 2, 2)) });
    const add = jest.spyOn(cartApi, 'add');
    store.dispatch(signedIn(user));
    await flush();
    await flush();
    expect(toast.error).toHaveBeenCalledWith('Only 2 quantity can be added for this item');
    expect(add).not.toHaveBeenCalled();
  });

  it('drops the pending add when the one signing in is staff, bound for a panel', async () => {
    const { store, session } = testStore();
    session.setItem(pendingAddKey, JSON.stringify({ productId: 'a', quantity: 1, totalStock: 5 }));
    jest.spyOn(cartApi, 'get').mockResolvedValue({ success: true, data: cart() });
    const add = jest.spyOn(cartApi, 'add');
    store.dispatch(signedIn({ ...user, role: 'supplier' }));
    await flush();
    expect(add).not.toHaveBeenCalled();
    expect(session.getItem(pendingAddKey)).toBeNull();
  });
});

import type { CartView, SessionUser } from '@tavico/contracts/client';
import { authApi, signedIn } from '../auth';
import { ApiError } from '../../shared/http';
import { stubServer } from '../../testing/server';
import { eventually, flush, testStore } from '../../testing/services';
import { cartApi, quantityToastKey, selectCartLines, type CartLineCommand } from './cartApi';
import { cartItemAddRequested, cartQuantityChangeRequested, pendingAddKey } from './cartSagas';
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

/**
 * The server's cart, `current`, changed by each command as the server would: the answer to a
 * command is the cart as it now is. `refuse` answers every command with that error instead.
 */
function cartServer(current: CartView, refuse?: ApiError) {
  let shown = current;
  const answer = (change: (items: CartView['items']) => CartView['items']) => () => {
    if (refuse) return refuse;
    shown = { ...shown, items: change(shown.items) };
    return { success: true, message: 'ok', data: shown };
  };
  const command = (body: unknown) => body as CartLineCommand;
  const server = stubServer([
    ['get', /^\/api\/shop\/cart\/get\/\w+$/, () => ({ success: true, data: shown })],
    [
      'post',
      '/api/shop/cart/add',
      (_path, body) =>
        answer((items) => {
          const { productId, quantity } = command(body);
          const had = items.find((l) => l.productId === productId);
          return had
            ? items.map((l) => (l.productId === productId ? { ...l, quantity: l.quantity + quantity } : l))
            : [...items, line(productId, quantity, 5)];
        })(),
    ],
    [
      'put',
      '/api/shop/cart/update-cart',
      (_path, body) =>
        answer((items) =>
          items.map((l) => (l.productId === command(body).productId ? { ...l, quantity: command(body).quantity } : l)),
        )(),
    ],
    [
      'delete',
      /^\/api\/shop\/cart\/u1\/\w+$/,
      (path) => answer((items) => items.filter((l) => !path.endsWith(`/${l.productId}`)))(),
    ],
  ]);
  return { ...server, cartGets: () => server.calls('get').filter(([path]) => path.startsWith('/api/shop/cart/get/')) };
}

/** A signed-in shopper's store with the header's badge showing: the cart read once, as the page does. */
async function signedInStore(current: CartView, refuse?: ApiError) {
  const server = cartServer(current, refuse);
  const t = testStore();
  t.store.dispatch(signedIn(user));
  t.store.dispatch(cartApi.endpoints.cart.initiate('u1'));
  await eventually(() => expect(server.cartGets()).toHaveLength(1));
  await flush();
  return { ...t, ...server };
}

const lines = (store: ReturnType<typeof testStore>['store']) => selectCartLines(store.getState());

describe('the cart', () => {
  it("updates the cached cart from an add's answer once, without reading it again", async () => {
    const { store, toast, calls, cartGets } = await signedInStore(cart());
    store.dispatch(cartItemAddRequested({ productId: 'a', totalStock: 4, from: '/' }));
    await eventually(() => expect(toast.success).toHaveBeenCalledWith('Product is added to cart'));
    expect(calls('post')).toEqual([['/api/shop/cart/add', { userId: 'u1', productId: 'a', quantity: 1 }]]);
    expect(lines(store).map((l) => [l.productId, l.quantity])).toEqual([['a', 1]]);
    // One read of the cart in all: the page's. Before issue 29 each add read it once more.
    await flush();
    expect(cartGets()).toHaveLength(1);
  });

  it('starts a guest session for a newcomer and adds to the guest’s cart (issue 28)', async () => {
    const guest: SessionUser = { ...user, id: 'g1', _id: 'g1', userName: '', role: 'guest' };
    const start = jest.spyOn(authApi, 'startGuest').mockResolvedValue({ success: true, user: guest });
    const { calls } = cartServer(cart());
    const { store, navigate, toast } = testStore();
    store.dispatch(cartItemAddRequested({ productId: 'a', totalStock: 5, from: '/listing' }));
    await eventually(() => expect(toast.success).toHaveBeenCalledWith('Product is added to cart'));
    expect(start).toHaveBeenCalledTimes(1);
    expect(calls('post')).toEqual([['/api/shop/cart/add', { userId: 'g1', productId: 'a', quantity: 1 }]]);
    expect(navigate).not.toHaveBeenCalled();
    // A guest is not signed in: the header still offers sign-in, the cart is the guest's.
    expect(store.getState().auth.user).toBeNull();
    expect(store.getState().auth.guest?.id).toBe('g1');
    expect(lines(store).map((l) => l.productId)).toEqual(['a']);
  });

  it('sends a newcomer to login when the shop refuses a guest session, and adds nothing', async () => {
    jest.spyOn(authApi, 'startGuest').mockRejectedValue(new ApiError('Có quá nhiều phiên mua hàng', 429));
    const { calls } = cartServer(cart());
    const { store, navigate } = testStore();
    store.dispatch(cartItemAddRequested({ productId: 'a', totalStock: 5, from: '/listing?category=ban' }));
    await eventually(() => expect(navigate).toHaveBeenCalledWith('/auth/login', { from: '/listing?category=ban' }));
    expect(calls('post')).toEqual([]);
  });

  it('refuses to add past the stock with "Only {n} quantity can be added for this item"', async () => {
    const { store, toast, calls } = await signedInStore(cart(line('a', 2, 2)));
    store.dispatch(cartItemAddRequested({ productId: 'a', totalStock: 2, from: '/' }));
    await eventually(() => expect(toast.error).toHaveBeenCalledWith('Only 2 quantity can be added for this item'));
    expect(calls('post')).toEqual([]);
  });

  it('refuses plus at the stock, and never takes a line below one', async () => {
    const { store, toast, calls } = await signedInStore(cart(line('a', 3, 3), line('b', 1, 9)));
    store.dispatch(cartQuantityChangeRequested({ productId: 'a', change: 1 }));
    store.dispatch(cartQuantityChangeRequested({ productId: 'b', change: -1 }));
    await eventually(() =>
      expect(toast.error).toHaveBeenCalledWith('Only 3 quantity can be added for this item', { key: quantityToastKey }),
    );
    await flush();
    expect(calls('put')).toEqual([]);
  });

  it('takes repeated presses one after another, each from the last answer, and says them all in one toast', async () => {
    const { store, toast, calls, cartGets } = await signedInStore(cart(line('b', 1, 9)));
    for (let i = 0; i < 3; i++) store.dispatch(cartQuantityChangeRequested({ productId: 'b', change: 1 }));
    await eventually(() => expect(toast.success).toHaveBeenCalledTimes(3));
    expect(calls('put').map(([, body]) => (body as CartLineCommand).quantity)).toEqual([2, 3, 4]);
    expect(lines(store)[0].quantity).toBe(4);
    // Every press answers under the same key: antd replaces the toast on screen instead of stacking.
    for (const call of toast.success.mock.calls)
      expect(call).toEqual(['Cart item is updated successfully', { key: quantityToastKey }]);
    expect(cartGets()).toHaveLength(1);
  });

  it('removes a line from the answer, and on a refusal says why and reads the cart again', async () => {
    const { store, toast, cartGets } = await signedInStore(cart(line('a', 1, 9), line('b', 1, 9)));
    await store.dispatch(cartApi.endpoints.removeCartLine.initiate({ userId: 'u1', productId: 'a' }));
    expect(toast.success).toHaveBeenCalledWith('Cart item is deleted successfully');
    expect(lines(store).map((l) => l.productId)).toEqual(['b']);
    expect(cartGets()).toHaveLength(1);

    jest.restoreAllMocks();
    const refused = await signedInStore(
      cart(line('b', 1, 9)),
      new ApiError('Sản phẩm này không có trong giỏ hàng.', 404),
    );
    await refused.store.dispatch(cartApi.endpoints.removeCartLine.initiate({ userId: 'u1', productId: 'b' }));
    expect(refused.toast.error).toHaveBeenCalledWith('Sản phẩm này không có trong giỏ hàng.');
    await eventually(() => expect(refused.cartGets()).toHaveLength(2));
  });

  it('shows no lines when the cart cannot be read', async () => {
    stubServer([['get', '/api/shop/cart/get/u1', () => new ApiError('down', 503)]]);
    const { store } = testStore();
    store.dispatch(signedIn(user));
    await store.dispatch(cartApi.endpoints.cart.initiate('u1'));
    expect(lines(store)).toEqual([]);
  });

  it('keeps a guest’s add through the sign-in and performs it once after, with the usual toast', async () => {
    jest.spyOn(authApi, 'startGuest').mockRejectedValue(new ApiError('Có quá nhiều phiên mua hàng', 429));
    const { calls } = cartServer(cart());
    const { store, navigate, session, toast } = testStore();
    store.dispatch(cartItemAddRequested({ productId: 'a', totalStock: 5, from: '/listing' }));
    await eventually(() => expect(navigate).toHaveBeenCalledWith('/auth/login', { from: '/listing' }));
    expect(JSON.parse(session.getItem(pendingAddKey) ?? 'null')).toEqual({
      productId: 'a',
      quantity: 1,
      totalStock: 5,
    });

    store.dispatch(signedIn(user));
    await eventually(() => expect(toast.success).toHaveBeenCalledWith('Product is added to cart'));
    expect(calls('post')).toEqual([['/api/shop/cart/add', { userId: 'u1', productId: 'a', quantity: 1 }]]);
    expect(session.getItem(pendingAddKey)).toBeNull();

    // A later sign-in (a session check, a second login) finds nothing left to add.
    store.dispatch(signedIn(user));
    await flush();
    await flush();
    expect(calls('post')).toHaveLength(1);
  });

  it('holds the pending add to the stock, counting what the cart already has', async () => {
    const { calls } = cartServer(cart(line('a', 2, 2)));
    const { store, session, toast } = testStore();
    session.setItem(pendingAddKey, JSON.stringify({ productId: 'a', quantity: 1, totalStock: 2 }));
    store.dispatch(signedIn(user));
    await eventually(() => expect(toast.error).toHaveBeenCalledWith('Only 2 quantity can be added for this item'));
    expect(calls('post')).toEqual([]);
  });

  it('drops the pending add when the one signing in is staff, bound for a panel', async () => {
    const { calls } = cartServer(cart());
    const { store, session } = testStore();
    session.setItem(pendingAddKey, JSON.stringify({ productId: 'a', quantity: 1, totalStock: 5 }));
    store.dispatch(signedIn({ ...user, role: 'supplier' }));
    await flush();
    await flush();
    expect(calls('post')).toEqual([]);
    expect(session.getItem(pendingAddKey)).toBeNull();
  });
});

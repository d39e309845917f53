import { actionChannel, call, getContext, put, select, take, takeEvery } from 'redux-saga/effects';
import type { Channel } from 'redux-saga';
import { createAction, type PayloadAction } from '@reduxjs/toolkit';
import { fitsStock, type CartItemView, type SessionUser } from '@tavico/contracts/client';
import { t } from '../../shared/i18n';
import { paths } from '../../shared/paths';
import type { KeyValueStore } from '../../shared/services';
import type { Navigate, Toast } from '../../shared/toast';
import { authApi, guestKnown, selectShopper, signedIn } from '../auth';
import { cartApi, quantityToastKey, selectCartLines } from './cartApi';

/** Session-storage key of the add-to-cart a guest pressed before being sent to sign in. */
export const pendingAddKey = 'pendingAddToCart';

/** What add-to-cart needs: the product, what it can still sell, and where a guest comes back to. */
export interface AddToCart {
  productId: string;
  /** The variant chosen (issue 30); none: the product has none. */
  sku?: string;
  totalStock: number;
  /** How many (the product page's quantity); one when left out. */
  quantity?: number;
  from: string;
}

/**
 * The cart's two sequences start from these: an add may first start a guest session or send the
 * newcomer to sign in; the +/− presses are sent one after another. (Removing a line is a plain
 * command: CartSheet calls it.)
 */
export const cartItemAddRequested = createAction<AddToCart>('shopCart/cartItemAddRequested');
export const cartQuantityChangeRequested = createAction<QuantityPress>('shopCart/cartQuantityChangeRequested');

/** One +/− press on a line (a product's variant: `sku`). */
export interface QuantityPress {
  productId: string;
  sku?: string;
  change: 1 | -1;
}

/** What a guest asked to add, kept through the sign-in. */
export interface PendingAdd {
  productId: string;
  sku?: string;
  quantity: number;
  totalStock: number;
}

/** The pending add, taken out of the store as it is read: it is performed once, never twice. */
export function takePendingAdd(session: KeyValueStore): PendingAdd | null {
  const kept = session.getItem(pendingAddKey);
  if (kept === null) return null;
  session.removeItem(pendingAddKey);
  try {
    const value = JSON.parse(kept) as Partial<PendingAdd>;
    if (typeof value.productId !== 'string' || typeof value.totalStock !== 'number') return null;
    const quantity = typeof value.quantity === 'number' && value.quantity > 0 ? value.quantity : 1;
    const sku = typeof value.sku === 'string' ? { sku: value.sku } : {};
    return { productId: value.productId, ...sku, quantity, totalStock: value.totalStock };
  } catch {
    return null;
  }
}

/** Runs an RTK Query command or read from a saga and waits for it to settle (its lifecycle toasts). */
function* settled(thunk: unknown) {
  const running = (yield put(thunk as never)) as unknown as {
    unwrap(): Promise<unknown>;
    unsubscribe?: () => void;
  };
  try {
    yield call(() => running.unwrap().catch(() => undefined));
  } finally {
    running.unsubscribe?.();
  }
}

/**
 * Whose cart it is: the account's, or a guest's (issue 28), started here for a newcomer so a
 * cart needs no account. Should the shop refuse a guest session (too many from one address),
 * the newcomer is sent to login (and back to `from` afterwards), with what they wanted to add
 * kept for after the sign-in.
 */
function* signedInUser(from: string, pending: PendingAdd) {
  const user: SessionUser | null = yield select(selectShopper);
  if (user) return user;
  try {
    const answer: Awaited<ReturnType<typeof authApi.startGuest>> = yield call(authApi.startGuest);
    yield put(guestKnown(answer.user));
    return answer.user;
  } catch {
    // Refused: the sign-in below.
  }
  const session: KeyValueStore = yield getContext('session');
  session.setItem(pendingAddKey, JSON.stringify(pending));
  const navigate: Navigate = yield getContext('navigate');
  navigate(paths.login, { from });
  return null;
}

/** Adds to the cart within the stock (spec §5), once the cart is known (so the check counts what is in it). */
function* addLine(user: SessionUser, { productId, sku, quantity, totalStock }: PendingAdd) {
  // The cart as cached (the header's badge reads it); read only when it is not.
  yield* settled(cartApi.endpoints.cart.initiate(user.id, { subscribe: false }));
  const toast: Toast = yield getContext('toast');
  const lines: CartItemView[] = yield select(selectCartLines);
  const inCart = lines.find((line) => line.productId === productId && line.sku === sku)?.quantity ?? 0;
  if (!fitsStock(inCart + quantity, totalStock)) return toast.error(t('cart.onlyInStock', { count: inCart }));
  const variant = sku ? { sku } : {};
  yield* settled(cartApi.endpoints.addCartItem.initiate({ userId: user.id, productId, ...variant, quantity }));
}

function* addToCart(action: PayloadAction<AddToCart>) {
  const { productId, sku, totalStock, from, quantity = 1 } = action.payload;
  const wanted: PendingAdd = { productId, ...(sku ? { sku } : {}), quantity, totalStock };
  const user: SessionUser | null = yield* signedInUser(from, wanted);
  if (!user) return;
  yield* addLine(user, wanted);
}

/** After a sign-in, the add a guest pressed before it. Staff, who land in their panels, have it dropped. */
function* addPendingAfterSignIn(action: PayloadAction<SessionUser>) {
  const session: KeyValueStore = yield getContext('session');
  const pending = takePendingAdd(session);
  if (!pending || action.payload.role !== 'customer') return;
  yield* addLine(action.payload, pending);
}

/** One +/− press, from the quantity the last one left. */
function* changeQuantity(action: PayloadAction<QuantityPress>) {
  const user: SessionUser | null = yield select(selectShopper);
  if (!user) return;
  const toast: Toast = yield getContext('toast');
  const lines: CartItemView[] = yield select(selectCartLines);
  const line = lines.find((l) => l.productId === action.payload.productId && l.sku === action.payload.sku);
  if (!line) return;
  if (action.payload.change === 1 && !fitsStock(line.quantity + 1, line.totalStock))
    return toast.error(t('cart.onlyInStock', { count: line.quantity }), { key: quantityToastKey });
  const quantity = line.quantity + action.payload.change;
  if (quantity < 1) return;
  const { productId, sku } = line;
  const command = { userId: user.id, productId, ...(sku ? { sku } : {}), quantity };
  yield* settled(cartApi.endpoints.changeCartLine.initiate(command));
}

export function* cartSaga() {
  yield takeEvery(signedIn.type, addPendingAfterSignIn);
  yield takeEvery(cartItemAddRequested.type, addToCart);
  // Presses are taken one after another, each from the quantity the last one left.
  const presses: Channel<PayloadAction<QuantityPress>> = yield actionChannel(cartQuantityChangeRequested.type);
  for (;;) {
    const press: PayloadAction<QuantityPress> = yield take(presses);
    yield call(changeQuantity, press);
  }
}

import { actionChannel, call, getContext, put, select, take, takeEvery, takeLatest } from 'redux-saga/effects';
import type { Channel } from 'redux-saga';
import type { PayloadAction } from '@reduxjs/toolkit';
import { fitsStock, type CartItemView, type SessionUser } from '@tavico/contracts/client';
import { messageOf } from '../../shared/http';
import { t } from '../../shared/i18n';
import { paths } from '../../shared/paths';
import type { KeyValueStore } from '../../shared/services';
import type { Navigate, Toast } from '../../shared/toast';
import { authApi, guestKnown, selectShopper, signedIn } from '../auth';
import { cartApi } from './cartApi';
import {
  cartCleared,
  cartFailed,
  cartItemAddRequested,
  cartItemRemoveRequested,
  cartLoaded,
  cartQuantityChangeRequested,
  cartRequested,
  selectCartLines,
  type AddToCart,
} from './cartSlice';

type CartAnswer = Awaited<ReturnType<typeof cartApi.get>>;

/** Session-storage key of the add-to-cart a guest pressed before being sent to sign in. */
export const pendingAddKey = 'pendingAddToCart';
/** The key of the one toast the +/− presses update, instead of stacking a toast per press. */
export const quantityToastKey = 'cart-quantity';

/** What a guest asked to add, kept through the sign-in. */
export interface PendingAdd {
  productId: string;
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
    return { productId: value.productId, quantity, totalStock: value.totalStock };
  } catch {
    return null;
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

function* fetchCart() {
  const user: SessionUser | null = yield select(selectShopper);
  if (!user) {
    yield put(cartCleared());
    return;
  }
  try {
    const answer: CartAnswer = yield call(cartApi.get, user.id);
    yield put(cartLoaded(answer.data));
  } catch {
    yield put(cartFailed());
  }
}

/** Adds to the cart within the stock (spec §5), says so and fetches the cart again. */
function* addLine(user: SessionUser, { productId, quantity, totalStock }: PendingAdd) {
  const toast: Toast = yield getContext('toast');
  const lines: CartItemView[] = yield select(selectCartLines);
  const inCart = lines.find((line) => line.productId === productId)?.quantity ?? 0;
  if (!fitsStock(inCart + quantity, totalStock)) return toast.error(t('cart.onlyInStock', { count: inCart }));
  try {
    const answer: CartAnswer = yield call(cartApi.add, user.id, productId, quantity);
    yield put(cartLoaded(answer.data));
    toast.success(t('cart.added'));
    yield put(cartRequested());
  } catch (error) {
    toast.error(messageOf(error));
  }
}

function* addToCart(action: PayloadAction<AddToCart>) {
  const { productId, totalStock, from, quantity = 1 } = action.payload;
  const wanted: PendingAdd = { productId, quantity, totalStock };
  const user: SessionUser | null = yield* signedInUser(from, wanted);
  if (!user) return;
  yield* addLine(user, wanted);
}

/**
 * After a sign-in, the add a guest pressed before it, once its cart is known (so the stock check
 * counts what is already in it). Staff, who land in their panels, have it dropped.
 */
function* addPendingAfterSignIn(action: PayloadAction<SessionUser>) {
  const session: KeyValueStore = yield getContext('session');
  const pending = takePendingAdd(session);
  if (!pending || action.payload.role !== 'customer') return;
  yield take([cartLoaded.type, cartFailed.type, cartCleared.type]);
  yield* addLine(action.payload, pending);
}

function* changeQuantity(action: PayloadAction<{ productId: string; change: 1 | -1 }>) {
  const user: SessionUser | null = yield select(selectShopper);
  if (!user) return;
  const toast: Toast = yield getContext('toast');
  const lines: CartItemView[] = yield select(selectCartLines);
  const line = lines.find((l) => l.productId === action.payload.productId);
  if (!line) return;
  if (action.payload.change === 1 && !fitsStock(line.quantity + 1, line.totalStock))
    return toast.error(t('cart.onlyInStock', { count: line.quantity }), { key: quantityToastKey });
  const quantity = line.quantity + action.payload.change;
  if (quantity < 1) return;
  try {
    const answer: CartAnswer = yield call(cartApi.update, user.id, line.productId, quantity);
    yield put(cartLoaded(answer.data));
    toast.success(t('cart.updated'), { key: quantityToastKey });
  } catch (error) {
    toast.error(messageOf(error), { key: quantityToastKey });
    yield put(cartRequested());
  }
}

function* removeItem(action: PayloadAction<{ productId: string }>) {
  const user: SessionUser | null = yield select(selectShopper);
  if (!user) return;
  const toast: Toast = yield getContext('toast');
  try {
    const answer: CartAnswer = yield call(cartApi.remove, user.id, action.payload.productId);
    yield put(cartLoaded(answer.data));
    toast.success(t('cart.deleted'));
  } catch (error) {
    toast.error(messageOf(error));
    yield put(cartRequested());
  }
}

export function* cartSaga() {
  // The cart is fetched when a signed-in user becomes known.
  yield takeLatest([cartRequested.type, signedIn.type, guestKnown.type], fetchCart);
  yield takeEvery(signedIn.type, addPendingAfterSignIn);
  yield takeEvery(cartItemAddRequested.type, addToCart);
  yield takeEvery(cartItemRemoveRequested.type, removeItem);
  // Presses are taken one after another, each from the quantity the last one left.
  const presses: Channel<PayloadAction<{ productId: string; change: 1 | -1 }>> = yield actionChannel(
    cartQuantityChangeRequested.type,
  );
  for (;;) {
    const press: PayloadAction<{ productId: string; change: 1 | -1 }> = yield take(presses);
    yield call(changeQuantity, press);
  }
}

import { call, getContext, put, select, takeEvery, takeLatest } from 'redux-saga/effects';
import type { PayloadAction } from '@reduxjs/toolkit';
import { canAddOne, cartMessages, type CartItemView, type SessionUser } from '@tavico/contracts/client';
import { messageOf } from '../../shared/http';
import { paths } from '../../shared/paths';
import type { Navigate, Toast } from '../../shared/toast';
import { selectUser, signedIn } from '../auth/authSlice';
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

/** The signed-in user, or null after sending a guest to login (and back to `from` afterwards). */
function* signedInUser(from: string) {
  const user: SessionUser | null = yield select(selectUser);
  if (user) return user;
  const navigate: Navigate = yield getContext('navigate');
  navigate(paths.login, { from });
  return null;
}

function* fetchCart() {
  const user: SessionUser | null = yield select(selectUser);
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

function* addToCart(action: PayloadAction<AddToCart>) {
  const { productId, totalStock, from } = action.payload;
  const user: SessionUser | null = yield* signedInUser(from);
  if (!user) return;
  const toast: Toast = yield getContext('toast');
  const lines: CartItemView[] = yield select(selectCartLines);
  const inCart = lines.find((line) => line.productId === productId)?.quantity ?? 0;
  if (!canAddOne(inCart, totalStock)) return toast.error(cartMessages.onlyInStock(inCart));
  try {
    const answer: CartAnswer = yield call(cartApi.add, user.id, productId, 1);
    yield put(cartLoaded(answer.data));
    toast.success(answer.message ?? cartMessages.added);
    yield put(cartRequested());
  } catch (error) {
    toast.error(messageOf(error));
  }
}

function* changeQuantity(action: PayloadAction<{ productId: string; change: 1 | -1 }>) {
  const user: SessionUser | null = yield select(selectUser);
  if (!user) return;
  const toast: Toast = yield getContext('toast');
  const lines: CartItemView[] = yield select(selectCartLines);
  const line = lines.find((l) => l.productId === action.payload.productId);
  if (!line) return;
  if (action.payload.change === 1 && !canAddOne(line.quantity, line.totalStock))
    return toast.error(cartMessages.onlyInStock(line.quantity));
  const quantity = line.quantity + action.payload.change;
  if (quantity < 1) return;
  try {
    const answer: CartAnswer = yield call(cartApi.update, user.id, line.productId, quantity);
    yield put(cartLoaded(answer.data));
    toast.success(answer.message ?? cartMessages.updated);
  } catch (error) {
    toast.error(messageOf(error));
    yield put(cartRequested());
  }
}

function* removeItem(action: PayloadAction<{ productId: string }>) {
  const user: SessionUser | null = yield select(selectUser);
  if (!user) return;
  const toast: Toast = yield getContext('toast');
  try {
    const answer: CartAnswer = yield call(cartApi.remove, user.id, action.payload.productId);
    yield put(cartLoaded(answer.data));
    toast.success(answer.message ?? cartMessages.deleted);
  } catch (error) {
    toast.error(messageOf(error));
    yield put(cartRequested());
  }
}

export function* cartSaga() {
  // The cart is fetched when a signed-in user becomes known.
  yield takeLatest([cartRequested.type, signedIn.type], fetchCart);
  yield takeEvery(cartItemAddRequested.type, addToCart);
  yield takeEvery(cartQuantityChangeRequested.type, changeQuantity);
  yield takeEvery(cartItemRemoveRequested.type, removeItem);
}

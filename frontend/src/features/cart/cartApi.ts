import type { ThunkDispatch, UnknownAction } from '@reduxjs/toolkit';
import { skipToken } from '@reduxjs/toolkit/query/react';
import { apiRoutes, type CartItemView, type CartView } from '@tavico/contracts/client';
import { useSelector } from 'react-redux';
import { api, type ApiFailure } from '../../shared/api';
import { route, type DataEnvelope } from '../../shared/http';
import { t } from '../../shared/i18n';
import type { StoreServices } from '../../shared/services';
import { selectShopper } from '../auth';

type CartAnswer = DataEnvelope<CartView>;

/** A cart command: whose cart, which product, and (for add and change) how many. */
export interface CartLineCommand {
  userId: string;
  productId: string;
  /** The line's variant (issue 30). */
  sku?: string;
  quantity: number;
}

/** The key of the one toast the +/− presses update, instead of stacking a toast per press. */
export const quantityToastKey = 'cart-quantity';

/** Where RTK Query's lifecycles reach the toast: the store's services ride as the thunks' extra argument. */
const toastOf = (extra: unknown) => (extra as StoreServices).toast;
const failureMessage = (error: unknown) => (error as { error?: ApiFailure }).error?.message ?? '';

/** The cart a command answered, put in the cache at once (the next +/− press counts from it). */
const cartAnswered = (userId: string, cart: CartView) =>
  cartApi.util.upsertQueryEntries([{ endpointName: 'cart', arg: userId, value: cart }]);

/** What a command's lifecycle gives: its answer to wait for, the store, the services. */
interface Lifecycle {
  dispatch: ThunkDispatch<unknown, unknown, UnknownAction>;
  queryFulfilled: Promise<{ data: CartView }>;
  extra: unknown;
}

/** Every cart command: its answer goes in the cache and is told (`said`, a key of the words); a refusal is told instead. */
async function answered(userId: string, lifecycle: Lifecycle, said: string, options?: { key: string }) {
  const toast = toastOf(lifecycle.extra);
  try {
    const { data } = await lifecycle.queryFulfilled;
    lifecycle.dispatch(cartAnswered(userId, data));
    if (options) toast.success(t(said), options);
    else toast.success(t(said));
  } catch (error) {
    if (options) toast.error(failureMessage(error), options);
    else toast.error(failureMessage(error));
  }
}

/**
 * The shopper's cart. Each command's answer is the cart as it now is: it replaces the cached cart
 * once, nothing is fetched again. A command refused (a line gone, the stock changed) refetches it.
 */
export const cartApi = api.injectEndpoints({
  endpoints: (build) => ({
    cart: build.query<CartView, string>({
      query: (userId) => route(apiRoutes.shop.cartGet, { userId }),
      transformResponse: (answer) => (answer as CartAnswer).data,
      providesTags: ['Cart'],
    }),
    addCartItem: build.mutation<CartView, CartLineCommand>({
      query: (body) => ({ method: 'POST', url: apiRoutes.shop.cartAdd, body }),
      transformResponse: (answer) => (answer as CartAnswer).data,
      onQueryStarted: ({ userId }, lifecycle) => answered(userId, lifecycle, 'cart.added'),
    }),
    changeCartLine: build.mutation<CartView, CartLineCommand>({
      query: (body) => ({ method: 'PUT', url: apiRoutes.shop.cartUpdate, body }),
      transformResponse: (answer) => (answer as CartAnswer).data,
      invalidatesTags: (_cart, error) => (error ? ['Cart'] : []),
      onQueryStarted: ({ userId }, lifecycle) => answered(userId, lifecycle, 'cart.updated', { key: quantityToastKey }),
    }),
    removeCartLine: build.mutation<CartView, Omit<CartLineCommand, 'quantity'>>({
      query: ({ userId, productId, sku }) => ({
        method: 'DELETE',
        // A variant's line is named by ?sku= (the path has no place for it).
        url: route(apiRoutes.shop.cartDelete, { userId, productId }) + (sku ? `?sku=${encodeURIComponent(sku)}` : ''),
      }),
      transformResponse: (answer) => (answer as CartAnswer).data,
      invalidatesTags: (_cart, error) => (error ? ['Cart'] : []),
      onQueryStarted: ({ userId }, lifecycle) => answered(userId, lifecycle, 'cart.deleted'),
    }),
  }),
});

export const { useRemoveCartLineMutation } = cartApi;

const noLines: CartItemView[] = [];

/** The cart's lines as last read; none without a shopper, and none after a failed read (spec §4). */
/** What the cart's selector reads: the session's shopper and RTK Query's cache. */
type CartReadState = Parameters<typeof selectShopper>[0] &
  Parameters<ReturnType<typeof cartApi.endpoints.cart.select>>[0];

export const selectCartLines = (state: CartReadState): CartItemView[] => {
  const shopper = selectShopper(state);
  if (!shopper) return noLines;
  const entry = cartApi.endpoints.cart.select(shopper.id)(state);
  return entry.isError ? noLines : (entry.data?.items ?? noLines);
};

/**
 * The shopper's cart lines for a screen, read when a shopper (an account or a guest) becomes
 * known; the badge, the sheet and the checkout share the one cached cart.
 */
export function useCartLines(): CartItemView[] {
  // react-redux's own hook: the app's typed one would import the store, which imports this (a cycle).
  const shopper = useSelector(selectShopper);
  const { data, isError } = cartApi.useCartQuery(shopper ? shopper.id : skipToken);
  return isError || !shopper ? noLines : (data?.items ?? noLines);
}

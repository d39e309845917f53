import { buildCreateApi, coreModule, reactHooksModule, type BaseQueryFn } from '@reduxjs/toolkit/query/react';
import { ApiError, http as pageHttp, messageOf, type Envelope, type HttpClient } from './http';

/**
 * Server state (issue 29): one RTK Query api for the whole app. Each feature adds its endpoints
 * with `api.injectEndpoints` in its own `*Api.ts`, so the back office's are fetched with its
 * pages and never in a shopper's first load.
 *
 * Calls go through the one HTTP client (shared/http.ts), which keeps read-your-writes: a command's
 * answer raises the position later reads send as `X-Min-Position`.
 */
export interface HttpCall {
  method?: 'GET' | 'POST' | 'PUT' | 'DELETE';
  url: string;
  body?: unknown;
}

/** A failed call as hooks see it: the status (0 for no connection) and the server's own message. */
export interface ApiFailure {
  status: number;
  message: string;
}

const httpBaseQuery: BaseQueryFn<string | HttpCall, Envelope, ApiFailure> = async (call, { extra }) => {
  const { method = 'GET', url, body } = typeof call === 'string' ? { url: call } : call;
  // The server renders with a client of its own per request (entry-server.tsx): its address and the
  // shopper's cookie; the browser's page has one client for the tab.
  const http = (extra as { http?: HttpClient } | undefined)?.http ?? pageHttp;
  try {
    const answer =
      method === 'GET'
        ? await http.get(url)
        : method === 'DELETE'
          ? await http.delete(url)
          : method === 'PUT'
            ? await http.put(url, body)
            : await http.post(url, body);
    return { data: answer };
  } catch (error) {
    return { error: { status: error instanceof ApiError ? error.status : 0, message: messageOf(error) } };
  }
};

/** Tags name what a command changes, so the reads that show it refetch once. */
export const apiTags = [
  // The storefront's reads.
  'Post',
  'Product',
  'Listing',
  'Review',
  'Home',
  'Settings',
  'Supplier',
  // A shopper's own.
  'Session',
  'Address',
  'Cart',
  'Order',
  'Follow',
  // The back office.
  'AdminOrder',
  'AdminProduct',
  'Dashboard',
  'User',
  'Operations',
  'SupplierOrder',
  'SupplierProfile',
  'Voucher',
] as const;

/**
 * On the server (no window) a hook starts its query as the page renders, so one render finds every
 * read the page makes and the server awaits them before rendering again with their answers
 * (entry-server.tsx). In the browser the hooks start them in effects, as usual.
 */
const createApi = buildCreateApi(
  coreModule(),
  reactHooksModule({ unstable__sideEffectsInRender: typeof window === 'undefined' }),
);

export const api = createApi({
  reducerPath: 'api',
  baseQuery: httpBaseQuery,
  tagTypes: apiTags,
  // The shop's pages change under staff edits: a page opened again asks once more.
  refetchOnMountOrArgChange: 30,
  endpoints: () => ({}),
});

/** True for a failure the server answered with 404 (a page that does not exist). */
export const isNotFound = (error: unknown): boolean =>
  typeof error === 'object' && error !== null && (error as Partial<ApiFailure>).status === 404;

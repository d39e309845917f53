import type { OrderLiveEvent, OrderView } from '@tavico/contracts/client';
import { installBackOffice } from '../app/backOffice';
import { adminOrdersApi } from '../features/adminOrders/adminOrdersApi';
import type { OrdersQuery } from '../features/adminOrders/orderRows';
import type { ApiError } from '../shared/http';
import type { PageEnvelope } from '../shared/paging';
import { push as pushAt } from './fixtures';
import { stubServer } from './server';
import { testStore } from './services';

type Which = { status: string; code: string; page: number };
export const listPath = /^\/api\/admin\/orders\/get/;

/** The list route, answered by what it was asked: its status, code and page. */
export const ordersRoute = (
  answer: (which: Which) => PageEnvelope<OrderView> | ApiError,
): Parameters<typeof stubServer>[0][number] => [
  'get',
  listPath,
  (path: string) => {
    const query = new URLSearchParams(path.split('?')[1] ?? '');
    return answer({
      status: query.get('status') ?? '',
      code: query.get('code') ?? '',
      page: Number(query.get('page') ?? 1),
    });
  },
];

/**
 * The back office with the server stubbed, and a page of the list held as the screen holds it (a
 * subscription to the cache), read back as the table shows it.
 */
export function backOffice(routes: Parameters<typeof stubServer>[0]) {
  const server = stubServer(routes);
  const t = testStore();
  installBackOffice(t.store);
  const show = (which: Partial<OrdersQuery> = {}) => {
    const args: OrdersQuery = { status: '', code: '', page: 1, ...which };
    t.store.dispatch(adminOrdersApi.endpoints.adminOrders.initiate(args));
    return args;
  };
  const table = (args: OrdersQuery) => adminOrdersApi.endpoints.adminOrders.select(args)(t.store.getState());
  const rows = (args: OrdersQuery) => table(args).data?.rows ?? [];
  const listCalls = () => server.calls('get').filter(([path]) => listPath.test(path));
  return { ...t, server, show, table, rows, listCalls };
}

/** A status push at a revision of the order's stream (its log position follows the revision). */
export const push = (orderId: string, orderStatus: OrderView['orderStatus'], revision: number): OrderLiveEvent => ({
  ...pushAt(orderId, orderStatus, 100 + revision),
  revision,
});

export const placedPush = (id: string, revision = 0) => ({
  ...push(id, 'pending', revision),
  event: 'order:placed' as const,
  previousStatus: null,
});

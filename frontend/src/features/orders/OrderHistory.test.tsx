/** @jest-environment jsdom */
import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { t } from 'i18next';
import type { OrderLiveEvent, OrderView, SessionUser } from '@tavico/contracts/client';
import { signedIn } from '../auth';
import { order, pageOf, push as pushAt } from '../../testing/fixtures';
import { renderScreen } from '../../testing/render';
import { stubServer } from '../../testing/server';
import { flush } from '../../testing/services';
import { OrderHistory } from './OrderHistory';

const user: SessionUser = { id: 'u1', _id: 'u1', userName: 'Lan', email: 'lan@example.vn', role: 'customer' };
afterEach(() => jest.restoreAllMocks());

const push = (orderId: string, orderStatus: OrderView['orderStatus'], revision: number): OrderLiveEvent => ({
  ...pushAt(orderId, orderStatus, 100 + revision),
  revision,
});

/** The account's history of a signed-in shopper: o1 on page 1 of 2, o2 on page 2. */
function history() {
  const server = stubServer([
    [
      'get',
      /^\/api\/shop\/order\/list\/u1/,
      (path) => {
        const page = path.endsWith('?page=2') ? 2 : 1;
        return pageOf([{ ...order(`o${page}`), revision: 1 }], { page, limit: 20, total: 25 });
      },
    ],
    ['get', /^\/api\/shop\/order\/details\//, (path) => ({ success: true, data: order(path.split('/').pop() ?? '') })],
  ]);
  const view = renderScreen(<OrderHistory />, { install: (store) => store.dispatch(signedIn(user)) });
  const listReads = () => server.calls('get').filter(([path]) => path.startsWith('/api/shop/order/list/'));
  /** The socket says it is connected, once the page's live channel listens to it. */
  const connect = async () => {
    await waitFor(() => expect(view.connectLive).toHaveBeenCalled());
    await act(flush);
    await act(async () => view.socket.fire('connect'));
  };
  return { ...view, ...server, listReads, connect };
}

const row = (orderId: string) => document.querySelector(`tr[data-order="${orderId}"]`) as HTMLElement;

describe("the account's order history", () => {
  it('reads the orders once the live channel is up, then shows a push in the row, read no more', async () => {
    const { socket, toast, listReads, connect } = history();
    expect(screen.getByText(t('orders.connecting'))).toBeTruthy();
    await connect();
    await screen.findByText(t('orders.live'));
    await waitFor(() => expect(row('o1')).toBeTruthy());
    expect(listReads()).toEqual([['/api/shop/order/list/u1']]);

    await act(async () => socket.fire('order:statusChanged', push('o1', 'inShipping', 2)));
    await waitFor(() => expect(within(row('o1')).getByText(/^Đang giao/)).toBeTruthy());
    expect(toast.info).toHaveBeenCalledTimes(1);
    expect(listReads()).toHaveLength(1);
  });

  it('pages the history and opens an order’s details', async () => {
    const { listReads, calls, connect } = history();
    await connect();
    await waitFor(() => expect(row('o1')).toBeTruthy());
    fireEvent.click(screen.getByRole('button', { name: t('pager.page', { page: 2 }) }));
    await waitFor(() => expect(row('o2')).toBeTruthy());
    expect(listReads().at(-1)).toEqual(['/api/shop/order/list/u1?page=2']);
    fireEvent.click(within(row('o2')).getByRole('button', { name: t('orders.viewDetails') }));
    // The dialog loads on the first opening, with antd and its theme (the history draws none).
    await screen.findByRole('dialog', {}, { timeout: 30_000 });
    expect(calls('get').at(-1)).toEqual(['/api/shop/order/details/o2']);
  });
});

/** @jest-environment jsdom */
import { fireEvent, screen, waitFor } from '@testing-library/react';
import { t } from 'i18next';
import type { SessionUser } from '@tavico/contracts/client';
import { signedIn } from '../../features/auth';
import { pageOf } from '../../testing/fixtures';
import { Address, renderScreen } from '../../testing/render';
import { stubServer } from '../../testing/server';
import { AccountPage } from './AccountPage';

const user: SessionUser = { id: 'u1', _id: 'u1', userName: 'Lan', email: 'lan@example.vn', role: 'customer' };
afterEach(() => jest.restoreAllMocks());

describe('the account page', () => {
  it('opens on the orders, and its three choices are radio buttons that change the address', async () => {
    stubServer([['get', /^\/api\/shop\/order\/list\/u1/, () => pageOf([], { page: 1, limit: 20, total: 0 })]]);
    renderScreen(
      <>
        <AccountPage />
        <Address />
      </>,
      { route: '/shop/account', install: (store) => store.dispatch(signedIn(user)) },
    );
    const choices = screen.getByRole('radiogroup', { name: t('account.tabs') });
    expect(choices).toBeTruthy();
    const orders = screen.getByRole('radio', { name: t('account.orders') }) as HTMLInputElement;
    expect(orders.checked).toBe(true);
    expect(screen.getByRole('heading', { name: t('orders.history') })).toBeTruthy();

    fireEvent.click(screen.getByRole('radio', { name: t('account.password') }));
    await screen.findByRole('heading', { name: t('auth.changeTitle') }, { timeout: 10_000 });
    expect(screen.getByTestId('address').textContent).toBe('/shop/account?tab=password');
    expect((screen.getByRole('radio', { name: t('account.password') }) as HTMLInputElement).checked).toBe(true);
    expect(screen.queryByRole('heading', { name: t('orders.history') })).toBeNull();

    fireEvent.click(screen.getByRole('radio', { name: t('account.orders') }));
    await waitFor(() => expect(screen.getByTestId('address').textContent).toBe('/shop/account'));
    expect(screen.getByRole('heading', { name: t('orders.history') })).toBeTruthy();
  });
});

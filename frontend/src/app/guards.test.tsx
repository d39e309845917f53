/** @jest-environment jsdom */
import { fireEvent, screen } from '@testing-library/react';
import { t } from 'i18next';
import { Route, Routes } from 'react-router-dom';
import type { SessionUser } from '@tavico/contracts/client';
import { LoginPage } from '../features/auth/LoginPage';
import { renderScreen } from '../testing/render';
import { stubServer } from '../testing/server';
import { AdminOnly, GuestOnly, landingFor, SignedInOnly, SupplierOnly } from './guards';

const user = (role: SessionUser['role']): SessionUser => ({ id: 'u', _id: 'u', userName: 'An', email: 'a@b.vn', role });
const signedInAs = (role: SessionUser['role']) => ({
  auth: { isAuthenticated: true, isLoading: false, user: user(role) },
});

function at(route: string, preloadedState?: ReturnType<typeof signedInAs>) {
  renderScreen(
    <Routes>
      <Route
        path="/auth/login"
        element={
          <GuestOnly>
            <p>login page</p>
            <LoginPage />
          </GuestOnly>
        }
      />
      <Route path="/unauth-page" element={<p>unauthorised page</p>} />
      <Route path="/admin/dashboard" element={<AdminOnly>admin dashboard</AdminOnly>} />
      <Route path="/supplier/products" element={<SupplierOnly>supplier products</SupplierOnly>} />
      <Route path="/shop/account" element={<SignedInOnly>account page</SignedInOnly>} />
    </Routes>,
    { route, preloadedState },
  );
}

describe('route guards', () => {
  it('lands each role where it belongs after signing in', () => {
    expect(landingFor(user('admin'), '/listing')).toBe('/admin/dashboard');
    expect(landingFor(user('supplier'), '/listing')).toBe('/supplier/products');
    expect(landingFor(user('auditor'), '/listing')).toBe('/admin/orders');
    expect(landingFor(user('customer'), '/listing?category=ban')).toBe('/listing?category=ban');
    expect(landingFor(user('customer'))).toBe('/');
    expect(landingFor(user('customer'), 'https://elsewhere.example')).toBe('/');
  });

  it('sends a guest on the account page to login', () => {
    at('/shop/account');
    expect(screen.getByText('login page')).toBeTruthy();
  });

  it('sends a customer on an admin path to the unauthorised page', () => {
    at('/admin/dashboard', signedInAs('customer'));
    expect(screen.getByText('unauthorised page')).toBeTruthy();
  });

  it('sends an admin on a supplier path to the dashboard', () => {
    at('/supplier/products', signedInAs('admin'));
    expect(screen.getByText('admin dashboard')).toBeTruthy();
  });

  it('lets a supplier into the supplier panel', () => {
    at('/supplier/products', signedInAs('supplier'));
    expect(screen.getByText('supplier products')).toBeTruthy();
  });

  /** Signs in on the login page, the server answering with this user. */
  async function signIn(role: SessionUser['role']) {
    stubServer([
      ['post', '/api/auth/login', () => ({ success: true, user: user(role) })],
      ['get', /^\/api\/shop\/cart\//, () => ({ success: true, data: null })],
    ]);
    fireEvent.change(await screen.findByLabelText('Email'), { target: { value: 'a@b.vn' } });
    fireEvent.change(screen.getByLabelText('Mật khẩu'), { target: { value: 'mat-khau-8' } });
    fireEvent.click(screen.getByRole('button', { name: t('auth.signIn') }));
  }

  it('brings a guest sent to login back to the page asked for, once signed in', async () => {
    at('/shop/account');
    await signIn('customer');
    expect(await screen.findByText('account page')).toBeTruthy();
    expect(screen.queryByText('login page')).toBeNull();
  });

  it('sends an admin who signs in to the dashboard, whatever was asked for', async () => {
    at('/shop/account');
    await signIn('admin');
    expect(await screen.findByText('admin dashboard')).toBeTruthy();
  });
});

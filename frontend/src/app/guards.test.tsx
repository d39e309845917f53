/** @jest-environment jsdom */
import { screen } from '@testing-library/react';
import { Route, Routes } from 'react-router-dom';
import type { SessionUser } from '@tavico/contracts/client';
import { renderScreen } from '../testing/render';
import { AdminOnly, landingFor, SignedInOnly, SupplierOnly } from './guards';

const user = (role: SessionUser['role']): SessionUser => ({ id: 'u', _id: 'u', userName: 'An', email: 'a@b.vn', role });
const signedInAs = (role: SessionUser['role']) => ({
  auth: { isAuthenticated: true, isLoading: false, user: user(role) },
});

function at(route: string, preloadedState?: ReturnType<typeof signedInAs>) {
  renderScreen(
    <Routes>
      <Route path="/auth/login" element={<p>login page</p>} />
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
});

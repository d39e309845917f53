import type { ReactNode } from 'react';
import { Navigate, useLocation } from 'react-router-dom';
import type { SessionUser } from '@tavico/contracts/client';
import { selectAuth } from '../features/auth/authSlice';
import { paths } from '../shared/paths';
import { useAppSelector } from './hooks';

/** Where a person belongs after signing in (spec §2): the admin and supplier panels, or back. */
export function landingFor(user: SessionUser, from?: string): string {
  if (user.role === 'admin') return paths.adminDashboard;
  if (user.role === 'supplier') return paths.supplierProducts;
  if (user.role === 'auditor') return paths.adminOrders;
  return from && from.startsWith('/') && !from.startsWith('/auth') ? from : paths.home;
}

/** Login and register are for guests: a signed-in person goes where their role belongs. */
export function GuestOnly({ children }: { children: ReactNode }) {
  const { user } = useAppSelector(selectAuth);
  const location = useLocation();
  if (user) return <Navigate to={landingFor(user, (location.state as { from?: string } | null)?.from)} replace />;
  return children;
}

/** Pages that need a signed-in user send guests to login, and bring them back after. */
export function SignedInOnly({ children }: { children: ReactNode }) {
  const { isAuthenticated } = useAppSelector(selectAuth);
  const location = useLocation();
  if (!isAuthenticated)
    return <Navigate to={paths.login} replace state={{ from: location.pathname + location.search }} />;
  return children;
}

/**
 * The checkout and what follows it: an account, or a guest with a cart (issue 28). Anyone else
 * (no cart yet) goes to login, and back after.
 */
export function ShopperOnly({ children }: { children: ReactNode }) {
  const { user, guest } = useAppSelector(selectAuth);
  const location = useLocation();
  if (!user && !guest)
    return <Navigate to={paths.login} replace state={{ from: location.pathname + location.search }} />;
  return children;
}

/** The root: a signed-in admin goes to the dashboard; everyone else stays home (spec §2). */
export function AdminToPanel({ children }: { children: ReactNode }) {
  const { user } = useAppSelector(selectAuth);
  if (user?.role === 'admin') return <Navigate to={paths.adminDashboard} replace />;
  return children;
}

/**
 * The admin panel: guests to login, shoppers and suppliers to the unauthorised page. Auditors
 * come in read-only, to the orders (decisions §14); `AdminScreen` keeps them there.
 */
export function AdminOnly({ children }: { children: ReactNode }) {
  const { user } = useAppSelector(selectAuth);
  const location = useLocation();
  if (!user) return <Navigate to={paths.login} replace state={{ from: location.pathname }} />;
  if (user.role !== 'admin' && user.role !== 'auditor') return <Navigate to={paths.unauthorized} replace />;
  return children;
}

/** An admin-only screen of the panel: an auditor goes to the orders, the one screen it reads. */
export function AdminScreen({ children }: { children: ReactNode }) {
  const { user } = useAppSelector(selectAuth);
  if (user?.role !== 'admin') return <Navigate to={paths.adminOrders} replace />;
  return children;
}

/** The supplier panel: an admin goes to the dashboard, other non-suppliers to the unauthorised page. */
export function SupplierOnly({ children }: { children: ReactNode }) {
  const { user } = useAppSelector(selectAuth);
  const location = useLocation();
  if (!user) return <Navigate to={paths.login} replace state={{ from: location.pathname }} />;
  if (user.role === 'admin') return <Navigate to={paths.adminDashboard} replace />;
  if (user.role !== 'supplier') return <Navigate to={paths.unauthorized} replace />;
  return children;
}

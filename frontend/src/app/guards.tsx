import type { ReactNode } from 'react';
import { Navigate, useLocation } from 'react-router-dom';
import { selectAuth } from '../features/auth/authSlice';
import { paths } from '../shared/paths';
import { useAppSelector } from './hooks';

/**
 * Login and register are for guests: a signed-in person goes back where they came from, or
 * home. (The admin and supplier panels, and their landing pages, come with the back office.)
 */
export function GuestOnly({ children }: { children: ReactNode }) {
  const { isAuthenticated } = useAppSelector(selectAuth);
  const location = useLocation();
  const from = (location.state as { from?: string } | null)?.from;
  if (isAuthenticated) return <Navigate to={from && from.startsWith('/') ? from : paths.home} replace />;
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

import { lazy, Suspense, type ReactNode } from 'react';
import { createBrowserRouter } from 'react-router-dom';
import { Spin } from 'antd';
import { GuestOnly } from './guards';

const AuthLayout = lazy(() => import('../features/auth/AuthLayout').then((m) => ({ default: m.AuthLayout })));
const LoginPage = lazy(() => import('../features/auth/LoginPage').then((m) => ({ default: m.LoginPage })));
const RegisterPage = lazy(() => import('../features/auth/RegisterPage').then((m) => ({ default: m.RegisterPage })));
const HomePage = lazy(() => import('../features/home/HomePage').then((m) => ({ default: m.HomePage })));
const NotFoundPage = lazy(() => import('../features/errors/NotFoundPage').then((m) => ({ default: m.NotFoundPage })));
const UnauthorizedPage = lazy(() =>
  import('../features/errors/NotFoundPage').then((m) => ({ default: m.UnauthorizedPage })),
);

const page = (element: ReactNode) => <Suspense fallback={<Spin fullscreen />}>{element}</Suspense>;

export function makeRouter() {
  return createBrowserRouter([
    {
      path: '/auth',
      element: page(
        <GuestOnly>
          <AuthLayout />
        </GuestOnly>,
      ),
      children: [
        { path: 'login', element: page(<LoginPage />) },
        { path: 'register', element: page(<RegisterPage />) },
      ],
    },
    { path: '/', element: page(<HomePage />) },
    { path: '/home', element: page(<HomePage />) },
    { path: '/unauth-page', element: page(<UnauthorizedPage />) },
    { path: '*', element: page(<NotFoundPage />) },
  ]);
}

import { lazy, Suspense, type ComponentType, type ReactNode } from 'react';
import { createBrowserRouter, Navigate, Outlet, ScrollRestoration, type RouteObject } from 'react-router-dom';
import { Spinner } from '../shared/Loading';
import { lazyInAntd } from '../shared/lazyInAntd';
import { paths } from '../shared/paths';
import { shopperWordsReady } from './shopperWords';
import { companyWordsReady } from './companyWords';
import { PageTitle } from './PageTitle';
import { AdminOnly, AdminScreen, AdminToPanel, GuestOnly, ShopperOnly, SignedInOnly, SupplierOnly } from './guards';

/**
 * A page loaded with its route, so a shopper downloads only what the page needs, drawn with antd
 * (its theme and words load with it: `lazyInAntd`).
 */
function lazyPage<M>(load: () => Promise<M>, name: keyof M) {
  return lazyInAntd(() => load().then((m) => m[name] as ComponentType));
}

/**
 * A storefront page drawn in plain HTML and the shop's stylesheets, without antd: its first load
 * carries none of antd's code or styles (issue 29); a drawer or dialog it opens brings them.
 */
function plainPage<M>(load: () => Promise<M>, name: keyof M) {
  return lazy(() => load().then((m) => ({ default: m[name] as ComponentType })));
}

/** A shopper's own page (checkout, account, sign-in, orders): its words come with it (shopperWords.ts). */
function shopperPage<M>(load: () => Promise<M>, name: keyof M) {
  return lazyPage(() => Promise.all([load(), shopperWordsReady()]).then(([m]) => m), name);
}

/**
 * A shopper's page drawn in plain HTML (sign-in, registration, a forgotten password, the account):
 * its words come with it, and no antd.
 */
function plainShopperPage<M>(load: () => Promise<M>, name: keyof M) {
  return plainPage(() => Promise.all([load(), shopperWordsReady()]).then(([m]) => m), name);
}

/** A page of the company's (introduction, organiser, services): its words come with it (companyWords.ts). */
function companyPage<M>(load: () => Promise<M>, name: keyof M) {
  return plainPage(() => Promise.all([load(), companyWordsReady()]).then(([m]) => m), name);
}

const AuthLayout = plainShopperPage(() => import('../features/auth/AuthLayout'), 'AuthLayout');
const LoginPage = plainShopperPage(() => import('../features/auth/LoginPage'), 'LoginPage');
const RegisterPage = plainShopperPage(() => import('../features/auth/RegisterPage'), 'RegisterPage');
const ForgotPasswordPage = plainShopperPage(() => import('../features/auth/ForgotPasswordPage'), 'ForgotPasswordPage');
const ResetPasswordPage = plainShopperPage(() => import('../features/auth/ResetPasswordPage'), 'ResetPasswordPage');
const ShopLayout = plainPage(() => import('./layout/ShopLayout'), 'ShopLayout');
const HomePage = plainPage(() => import('./pages/HomeScreen'), 'HomeScreen');
const ListingPage = plainPage(() => import('../features/catalogue/ListingPage'), 'ListingPage');
const HouseBrandPage = plainPage(() => import('../features/catalogue/ListingPage'), 'HouseBrandPage');
const SearchPage = plainPage(() => import('../features/catalogue/SearchPage'), 'SearchPage');
const ProductPage = plainPage(() => import('../features/catalogue/ProductPage'), 'ProductPage');
const CheckoutPage = shopperPage(() => import('./pages/CheckoutPage'), 'CheckoutPage');
const AccountPage = plainShopperPage(() => import('./pages/AccountPage'), 'AccountPage');
const PaymentReturnPage = shopperPage(() => import('../features/orders/PaymentPages'), 'PaymentReturnPage');
const PaymentSuccessPage = shopperPage(() => import('../features/orders/PaymentPages'), 'PaymentSuccessPage');
const OrderPlacedPage = shopperPage(() => import('../features/orders/OrderPlacedPage'), 'OrderPlacedPage');
const OrderLookupPage = shopperPage(() => import('./pages/OrderFollowScreens'), 'OrderLookupPage');
const OrderFollowPage = shopperPage(() => import('./pages/OrderFollowScreens'), 'OrderFollowPage');
const ClaimOrdersPage = plainShopperPage(() => import('../features/orders/ClaimOrdersPage'), 'ClaimOrdersPage');
const CompanyPage = companyPage(() => import('../features/pages/CompanyPages'), 'CompanyPage');
const OrganiserPage = companyPage(() => import('../features/pages/CompanyPages'), 'OrganiserPage');
const ServicePage = companyPage(() => import('../features/pages/ServicePage'), 'ServicePage');
const SuppliersPage = plainPage(() => import('../features/pages/SuppliersPage'), 'SuppliersPage');
const NewsPage = plainPage(() => import('../features/news/NewsPage'), 'NewsPage');
const ArticlePage = plainPage(() => import('../features/news/ArticlePage'), 'ArticlePage');
const ContactPage = plainPage(() => import('../features/pages/InfoPages'), 'ContactPage');
// The back office is its own chunks: a shopper's pages never load them.
// Its words come with it (their own catalogue), before its first screen shows.
const BackOfficeLayout = lazyInAntd(() =>
  Promise.all([import('./layout/BackOfficeLayout'), import('./backOffice').then((m) => m.backOfficeWordsReady())]).then(
    ([m]) => m.BackOfficeLayout,
  ),
);
const DashboardPage = lazyPage(() => import('../features/dashboard/DashboardPage'), 'DashboardPage');
const FeaturesPage = lazyPage(() => import('../features/dashboard/BannerManager'), 'FeaturesPage');
const AdminProductsPage = lazyPage(() => import('../features/staffProducts/ProductsPage'), 'AdminProductsPage');
const SupplierProductsPage = lazyPage(() => import('../features/staffProducts/ProductsPage'), 'SupplierProductsPage');
const AdminOrdersPage = lazyPage(() => import('../features/adminOrders/OrdersPage'), 'OrdersPage');
const UsersPage = lazyPage(() => import('../features/people/UsersPage'), 'UsersPage');
const OperationsPage = lazyPage(() => import('../features/operations/OperationsPage'), 'OperationsPage');
const SettingsPage = lazyPage(() => import('../features/settings/SettingsPage'), 'SettingsPage');
const PostsPage = lazyPage(() => import('../features/news/PostsPage'), 'PostsPage');
const VouchersPage = lazyPage(() => import('../features/vouchers/VouchersPage'), 'VouchersPage');
const ProfilePage = lazyPage(() => import('../features/supplierProfile/ProfilePage'), 'ProfilePage');
const SupplierDashboardPage = lazyPage(
  () => import('../features/supplierOrders/SupplierDashboardPage'),
  'SupplierDashboardPage',
);
const SupplierOrdersPage = lazyPage(
  () => import('../features/supplierOrders/SupplierOrdersPage'),
  'SupplierOrdersPage',
);
const NotFoundPage = lazyPage(() => import('../features/errors/NotFoundPage'), 'NotFoundPage');
const ShopNotFoundPage = lazyPage(() => import('../features/errors/ShopNotFoundPage'), 'ShopNotFoundPage');
const UnauthorizedPage = lazyPage(() => import('../features/errors/NotFoundPage'), 'UnauthorizedPage');

const loading = (
  <div className="page-loading">
    <Spinner />
  </div>
);
const page = (element: ReactNode) => <Suspense fallback={loading}>{element}</Suspense>;
const guestOnly = (element: ReactNode) => <GuestOnly>{page(element)}</GuestOnly>;
const signedIn = (element: ReactNode) => <SignedInOnly>{page(element)}</SignedInOnly>;
const shopper = (element: ReactNode) => <ShopperOnly>{page(element)}</ShopperOnly>;
const adminScreen = (element: ReactNode) => <AdminScreen>{page(element)}</AdminScreen>;

/**
 * Every route under one that restores the scroll: a new page opens at its top (a link in the
 * footer no longer lands at the footer), Back and Forward return to where the page was left.
 */
function withScrollRestoration(routes: RouteObject[]): RouteObject[] {
  return [
    {
      element: (
        <>
          <ScrollRestoration />
          <PageTitle />
          <Outlet />
        </>
      ),
      children: routes,
    },
  ];
}

/** The shop's pages, mounted at the root and again under /shop (decisions §7). */
const shopPages: RouteObject[] = [
  { path: 'listing', element: page(<ListingPage />) },
  { path: 'search', element: page(<SearchPage />) },
  { path: 'san-pham/:slug', element: page(<ProductPage />) },
  { path: 'checkout', element: shopper(<CheckoutPage />) },
  { path: 'account', element: signedIn(<AccountPage />) },
  { path: 'paypal-return', element: signedIn(<PaymentReturnPage />) },
  { path: 'payment-success', element: page(<PaymentSuccessPage />) },
  { path: 'order-placed/:orderId', element: shopper(<OrderPlacedPage />) },
  { path: 'order-lookup', element: page(<OrderLookupPage />) },
  { path: 'order-follow/:token', element: page(<OrderFollowPage />) },
  // A claim link attaches orders to the account signed in: signing in comes first, then back here.
  { path: 'claim-orders', element: signedIn(<ClaimOrdersPage />) },
  { path: 'gioi-thieu/cong-ty-co-phan-tavico-home', element: page(<CompanyPage />) },
  { path: 'gioi-thieu/cong-ty-tavico-nha-to-chuc', element: page(<OrganiserPage />) },
  { path: 'nha-cung-cap', element: page(<SuppliersPage />) },
  { path: 'nhacungcap', element: <Navigate to={paths.suppliers} replace /> },
  { path: 'our-supplier/noi-that-tavico', element: page(<HouseBrandPage />) },
  { path: 'dich-vu/:slug', element: page(<ServicePage />) },
  { path: 'news-events', element: page(<NewsPage />) },
  { path: 'news-events/:slug', element: page(<ArticlePage />) },
  { path: 'contact', element: page(<ContactPage />) },
  { path: 'home', element: page(<HomePage />) },
  // Any other address is no page: the shop's not-found page, in the shop's layout.
  { path: '*', element: page(<ShopNotFoundPage />) },
];

/** The app's routes: the browser's router and the server's static one (entry-server.tsx) share them. */
export function appRoutes(): RouteObject[] {
  return withScrollRestoration([
    {
      path: '/auth',
      element: page(<AuthLayout />),
      children: [
        { index: true, element: <Navigate to={paths.login} replace /> },
        { path: 'login', element: guestOnly(<LoginPage />) },
        { path: 'register', element: guestOnly(<RegisterPage />) },
        // A reset link works whoever is signed in on this browser: it ends every session.
        { path: 'forgot-password', element: page(<ForgotPasswordPage />) },
        { path: 'reset-password', element: page(<ResetPasswordPage />) },
      ],
    },
    {
      path: '/',
      element: page(<ShopLayout />),
      children: [
        {
          index: true,
          element: <AdminToPanel>{page(<HomePage />)}</AdminToPanel>,
        },
        ...shopPages,
      ],
    },
    {
      path: '/shop',
      element: page(<ShopLayout />),
      children: [{ index: true, element: <Navigate to={paths.home} replace /> }, ...shopPages],
    },
    {
      path: '/admin',
      element: <AdminOnly>{page(<BackOfficeLayout area="admin" />)}</AdminOnly>,
      children: [
        { index: true, element: <Navigate to={paths.adminDashboard} replace /> },
        { path: 'dashboard', element: adminScreen(<DashboardPage />) },
        { path: 'products', element: adminScreen(<AdminProductsPage />) },
        { path: 'orders', element: page(<AdminOrdersPage />) },
        { path: 'features', element: adminScreen(<FeaturesPage />) },
        { path: 'users', element: adminScreen(<UsersPage />) },
        { path: 'operations', element: adminScreen(<OperationsPage />) },
        { path: 'settings', element: adminScreen(<SettingsPage />) },
        { path: 'posts', element: adminScreen(<PostsPage />) },
        { path: 'vouchers', element: adminScreen(<VouchersPage />) },
        { path: '*', element: page(<NotFoundPage />) },
      ],
    },
    {
      path: '/supplier',
      element: <SupplierOnly>{page(<BackOfficeLayout area="supplier" />)}</SupplierOnly>,
      children: [
        { index: true, element: page(<SupplierDashboardPage />) },
        { path: 'orders', element: page(<SupplierOrdersPage />) },
        { path: 'products', element: page(<SupplierProductsPage />) },
        { path: 'profile', element: page(<ProfilePage />) },
        { path: '*', element: page(<NotFoundPage />) },
      ],
    },
    { path: '/unauth-page', element: page(<UnauthorizedPage />) },
  ]);
}

export function makeRouter() {
  return createBrowserRouter(appRoutes());
}

import { companyWordsReady } from './companyWords';

/**
 * Which modules a shopper's page needs, by its address (with or without the /shop prefix). The
 * same `import()`s as the router's lazy pages: a module is fetched and run once, so the route then
 * finds it loaded.
 */
const pageModules: [RegExp, (() => Promise<unknown>)[]][] = [
  [/^\/auth\/register/, [() => import('../features/auth/AuthLayout'), () => import('../features/auth/RegisterPage')]],
  [/^\/auth/, [() => import('../features/auth/AuthLayout'), () => import('../features/auth/LoginPage')]],
  [/^(\/shop)?\/(home\/?)?$/, [() => import('./layout/ShopLayout'), () => import('./pages/HomeScreen')]],
  [
    /^(\/shop)?\/(listing|our-supplier\/)/,
    [() => import('./layout/ShopLayout'), () => import('../features/catalogue/ListingPage')],
  ],
  [/^(\/shop)?\/search/, [() => import('./layout/ShopLayout'), () => import('../features/catalogue/SearchPage')]],
  [/^(\/shop)?\/san-pham\//, [() => import('./layout/ShopLayout'), () => import('../features/catalogue/ProductPage')]],
  [
    /^(\/shop)?\/gioi-thieu\//,
    [() => import('./layout/ShopLayout'), () => import('../features/pages/CompanyPages'), companyWordsReady],
  ],
  [
    /^(\/shop)?\/dich-vu\//,
    [() => import('./layout/ShopLayout'), () => import('../features/pages/ServicePage'), companyWordsReady],
  ],
  [/^(\/shop)?\/news-events\/./, [() => import('./layout/ShopLayout'), () => import('../features/news/ArticlePage')]],
  [/^(\/shop)?\/news-events/, [() => import('./layout/ShopLayout'), () => import('../features/news/NewsPage')]],
  [/^(\/shop)?\/nha-cung-cap/, [() => import('./layout/ShopLayout'), () => import('../features/pages/SuppliersPage')]],
  [/^(\/shop)?\/contact/, [() => import('./layout/ShopLayout'), () => import('../features/pages/InfoPages')]],
  // Any other page of the shop still needs its layout.
  [/^(\/shop)?\/(?!admin|supplier(\/|$)|unauth-page)/, [() => import('./layout/ShopLayout')]],
];

/**
 * Starts loading the page at this address at once, so its code arrives while the session and the
 * settings are being checked instead of after them.
 */
export function preloadPage(pathname: string): Promise<unknown> {
  const loads = pageModules.find(([pattern]) => pattern.test(pathname))?.[1] ?? [];
  // A failed preload is left to the route, which loads again and shows the error if it fails too.
  return Promise.all(loads.map((load) => load().catch(() => undefined)));
}

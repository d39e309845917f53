/**
 * Each storefront page's title (issue 27), by its address, as keys of the language's catalogues:
 * in Vietnamese the very titles the server puts in the page it sends (contracts' pageHeadFor), so
 * the first load and the app agree. 'own': the page names itself (useOwnTitle). null: not a
 * storefront page (the back office titles its own screens).
 */
export type TitleOf = { key: string; whole?: boolean } | 'own' | null;

const pages: Record<string, string> = {
  '/home': 'titles.homePage',
  '/listing': 'titles.listing',
  '/our-supplier/noi-that-tavico': 'titles.houseBrand',
  '/nha-cung-cap': 'titles.suppliers',
  '/nhacungcap': 'titles.suppliers',
  '/gioi-thieu/cong-ty-co-phan-tavico-home': 'titles.company',
  '/gioi-thieu/cong-ty-tavico-nha-to-chuc': 'titles.organiser',
  '/news-events': 'titles.news',
  '/contact': 'titles.contact',
  '/search': 'titles.search',
  '/unauth-page': 'titles.unauthorized',
  // A shopper's own pages: their words come with them (shopperWords.ts).
  '/checkout': 'shopperTitles.checkout',
  '/account': 'shopperTitles.account',
  '/paypal-return': 'shopperTitles.paypalReturn',
  '/payment-success': 'shopperTitles.paymentSuccess',
  '/order-lookup': 'shopperTitles.orderLookup',
  '/claim-orders': 'shopperTitles.claimOrders',
  '/auth': 'shopperTitles.login',
  '/auth/login': 'shopperTitles.login',
  '/auth/register': 'shopperTitles.register',
  '/auth/forgot-password': 'shopperTitles.forgotPassword',
  '/auth/reset-password': 'shopperTitles.resetPassword',
};

/** Pages under an address with a token or an id after it. */
const areas: [RegExp, string | 'own'][] = [
  [/^\/order-placed\/[^/]+$/, 'shopperTitles.orderPlaced'],
  [/^\/order-follow\/[^/]+$/, 'shopperTitles.orderFollow'],
  [/^\/(san-pham|news-events|dich-vu)\/[^/]+$/, 'own'],
];

export function titleOf(pathname: string): TitleOf {
  let path = pathname.length > 1 ? pathname.replace(/\/+$/, '') : pathname;
  if (path === '/' || path === '/shop') return { key: 'titles.home', whole: true };
  if (/^\/(admin|supplier)(\/|$)/.test(path)) return null;
  if (path.startsWith('/shop/')) path = path.slice('/shop'.length);
  if (pages[path]) return { key: pages[path] };
  const area = areas.find(([pattern]) => pattern.test(path))?.[1];
  if (area) return area === 'own' ? 'own' : { key: area };
  return { key: 'titles.notFound' };
}

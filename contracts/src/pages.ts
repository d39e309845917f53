import { defaultLang, type Lang } from './i18n/message';
import { pageWords, type DescribedPage, type PageName } from './pageWords';

/**
 * The storefront's pages as the server and the browser both know them: which paths are pages of
 * the app (anything else is not found, and answers 404), and each page's own title and
 * description, put into the HTML the server sends (crawlers and chat apps run no JavaScript) and
 * into the document's title as the shopper moves around.
 */
export interface PageHead {
  title: string;
  description: string;
  /** Kept out of search engines: private, transient or staff pages. */
  noindex?: boolean;
}

const brand = 'Tavico Home';
const titled = (name: string) => `${name} | ${brand}`;

/** The public pages (also answered under /shop, decisions §7): each path's name and description. */
const publicNames: Record<string, DescribedPage | 'home'> = {
  '/': 'home',
  '/listing': 'listing',
  '/nha-cung-cap': 'suppliers',
  '/our-supplier/noi-that-tavico': 'houseBrand',
  '/gioi-thieu/cong-ty-co-phan-tavico-home': 'company',
  '/gioi-thieu/cong-ty-tavico-nha-to-chuc': 'organiser',
  '/news-events': 'news',
  '/contact': 'contact',
};

/** The shop's public pages in a language, by path. */
export function publicPagesIn(lang: Lang): Record<string, PageHead> {
  const words = pageWords[lang];
  return Object.fromEntries(
    Object.entries(publicNames).map(([path, name]) => [
      path,
      name === 'home'
        ? { title: words.home, description: words.description }
        : { title: titled(words.names[name]), description: words.descriptions[name] },
    ]),
  );
}

/** The shop's public pages, by path, in Vietnamese. */
export const publicPages: Record<string, PageHead> = /* @__PURE__ */ publicPagesIn(defaultLang);

/** Pages of the app that are not for search engines (signed-in, transient or staff pages). */
const privatePages: Record<string, PageName> = {
  '/search': 'search',
  '/checkout': 'checkout',
  '/account': 'account',
  '/paypal-return': 'paypalReturn',
  '/payment-success': 'paymentSuccess',
  '/home': 'homePage',
  '/nhacungcap': 'suppliers',
  '/auth': 'login',
  '/auth/login': 'login',
  '/auth/register': 'register',
  '/auth/forgot-password': 'forgotPassword',
  '/auth/reset-password': 'resetPassword',
  '/unauth-page': 'unauthorized',
  '/order-lookup': 'orderLookup',
  '/claim-orders': 'claimOrders',
  '/shop': 'homePage',
};

/** Paths under which the app answers any page (its own guards and not-found page decide). */
const privateAreas: Record<string, PageName> = {
  '/admin': 'admin',
  '/supplier': 'suppliers',
  '/order-placed': 'orderPlaced',
  '/order-follow': 'orderFollow',
};
/** Areas of a shopper's order, answered under /shop too (their links are made there). */
const orderAreas = ['/order-placed', '/order-follow'];

/** The head of the page nobody has, in a language. */
export const notFoundHeadIn = (lang: Lang): PageHead => ({
  title: titled(pageWords[lang].names.notFound),
  description: pageWords[lang].notFoundDescription,
  noindex: true,
});
export const notFoundHead: PageHead = /* @__PURE__ */ notFoundHeadIn(defaultLang);

/** What a service page needs of its service: its title and opening line. */
export type ServiceHeads = Record<string, { title: string; intro: string }>;

/**
 * The page a path shows, with its head in a language (Vietnamese unless asked), or null when no
 * page of the app has that path (the server answers 404 with the not-found page). Service pages
 * are known by their slugs when the services are given.
 */
export function pageHeadFor(pathname: string, services?: ServiceHeads, lang: Lang = defaultLang): PageHead | null {
  const words = pageWords[lang];
  const pages = lang === defaultLang ? publicPages : publicPagesIn(lang);
  let path = pathname.length > 1 ? pathname.replace(/\/+$/, '') : pathname;
  if (path === '/shop') return { title: words.home, description: words.description, noindex: true };
  const underShop = path.startsWith('/shop/');
  if (underShop) path = path.slice('/shop'.length);
  const hidden = underShop ? { noindex: true } : {};
  const page = pages[path];
  if (page) return underShop ? { ...page, noindex: true } : page;
  // A product page (its head comes from the product where the server can look it up).
  if (/^\/san-pham\/[^/]+$/.test(path)) {
    return { title: titled(words.names.product), description: words.description, ...hidden };
  }
  // An article (its head comes from the post where the server can look it up).
  if (/^\/news-events\/[^/]+$/.test(path)) {
    return { title: titled(words.names.article), description: words.descriptions.news, ...hidden };
  }
  const service = /^\/dich-vu\/([^/]+)$/.exec(path);
  if (service) {
    // Without the services at hand (the browser's first load), any slug is taken as a service.
    const found = services ? services[service[1]] : { title: words.names.service, intro: words.description };
    if (!found) return null;
    // The owner's words are Vietnamese: in English, the service's English name and the shop's description.
    const title = lang === defaultLang ? found.title : (words.services[service[1]] ?? found.title);
    const description = lang === defaultLang ? found.intro : words.description;
    return { title: titled(title), description, ...hidden };
  }
  if (privatePages[path])
    return { title: titled(words.names[privatePages[path]]), description: words.description, noindex: true };
  const area = Object.keys(privateAreas).find((prefix) => path === prefix || path.startsWith(`${prefix}/`));
  if (area && !(!orderAreas.includes(area) && underShop)) {
    return { title: titled(words.names[privateAreas[area]]), description: words.description, noindex: true };
  }
  return null;
}

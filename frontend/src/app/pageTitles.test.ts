import { notFoundHead, notFoundHeadIn, pageHeadFor, pageWords } from '@tavico/contracts/client';
import vi from '../locales/vi.json';
import shopperVi from '../locales/shopper/vi.json';
import en from '../locales/en.json';
import shopperEn from '../locales/shopper/en.json';
import { titleOf } from './pageTitles';

type Catalogue = { [key: string]: string | Catalogue };
const lookUp = (catalogue: Catalogue, key: string) =>
  key
    .split('.')
    .reduce<string | Catalogue | undefined>((at, part) => (typeof at === 'object' ? at[part] : undefined), catalogue);

/** The title the app shows at a path in a language, as PageTitle makes it. */
function shown(path: string, catalogue: Catalogue): string | null | 'own' {
  const of = titleOf(path);
  if (of === null || of === 'own') return of;
  const name = lookUp(catalogue, of.key);
  if (typeof name !== 'string') throw new Error(`no message ${of.key}`);
  return of.whole ? name : (lookUp(catalogue, 'titles.titled') as string).replace('{{name}}', name);
}

const storefront = [
  '/',
  '/home',
  '/listing',
  '/search',
  '/nha-cung-cap',
  '/our-supplier/noi-that-tavico',
  '/gioi-thieu/cong-ty-co-phan-tavico-home',
  '/gioi-thieu/cong-ty-tavico-nha-to-chuc',
  '/news-events',
  '/contact',
  '/checkout',
  '/account',
  '/paypal-return',
  '/payment-success',
  '/order-lookup',
  '/order-placed/ord-1',
  '/order-follow/abc.def',
  '/shop/order-follow/abc.def',
  '/shop/listing',
  '/auth/login',
  '/auth/register',
  '/auth/forgot-password',
  '/auth/reset-password',
  '/unauth-page',
];

describe("the storefront's page titles (issue 27)", () => {
  it.each(storefront)('are in Vietnamese the very title the server sends for %s', (path) => {
    expect(shown(path, { ...vi, ...shopperVi })).toBe(pageHeadFor(path)?.title);
  });

  it.each(storefront)('are in English the very title the server sends in English for %s', (path) => {
    expect(shown(path, { ...en, ...shopperEn })).toBe(pageHeadFor(path, undefined, 'en')?.title);
  });

  it('name a page nobody has as the server does, in either language', () => {
    expect(shown('/khong-co-trang-nay', vi)).toBe(notFoundHead.title);
    expect(shown('/khong-co-trang-nay', en)).toBe(notFoundHeadIn('en').title);
  });

  it.each([
    ['vi', { ...vi.titles, ...shopperVi.shopperTitles }],
    ['en', { ...en.titles, ...shopperEn.shopperTitles }],
  ] as const)("have one home: every %s title is the server's word for it", (lang, titles) => {
    const words = pageWords[lang];
    const { titled, home, ...names } = titles;
    expect(titled).toBe('{{name}} | Tavico Home');
    expect(home).toBe(words.home);
    expect(names).toEqual(
      Object.fromEntries(Object.keys(names).map((key) => [key, (words.names as Record<string, string>)[key]])),
    );
  });

  it.each([
    ['/', 'Tavico Home – Wooden Furniture Wholesale Market'],
    ['/listing', 'Wooden furniture | Tavico Home'],
    ['/shop/order-follow/abc.def', 'Track your order | Tavico Home'],
    ['/gioi-thieu/cong-ty-tavico-nha-to-chuc', 'The organiser | Tavico Home'],
    ['/auth/login', 'Sign in | Tavico Home'],
  ])('are in English at %s: %s', (path, title) => {
    expect(shown(path, { ...en, ...shopperEn })).toBe(title);
  });

  it('leave the product, article and service pages to name themselves, and the back office its screens', () => {
    expect(['/san-pham/ban-go', '/news-events/khai-truong', '/dich-vu/thue-mat-bang'].map(titleOf)).toEqual([
      'own',
      'own',
      'own',
    ]);
    expect(['/admin/settings', '/supplier', '/supplier/orders'].map(titleOf)).toEqual([null, null, null]);
  });
});

import {
  collections,
  defaultSort,
  escapeHtml as attr,
  type BannerDocument,
  type ProductDocument,
} from '@tavico/contracts';
import type { DocumentStore } from '@tavico/infrastructure';
import { cardUrls } from './images';
import { listingSorts } from './products';

/** The look of the first screen: the shop's header bar and background, and its pictures' places. */
const style = `<style>
#first-screen{position:absolute;top:0;left:0;right:0;z-index:2000;min-height:100vh;background:#faf7f2}
#first-screen .fs-bar{height:64px;background:#fff;box-shadow:0 1px 4px rgba(0,0,0,.08);display:flex;align-items:center;padding:0 16px}
#first-screen .fs-banner{display:block;width:100%;height:clamp(180px,31.25vw,560px);object-fit:cover;object-position:left center;margin-top:0}
#first-screen .fs-grid{display:grid;grid-template-columns:repeat(auto-fill,minmax(min(230px,100%),1fr));gap:16px;max-width:1200px;margin:24px auto;padding:0 16px}
#first-screen .fs-grid img{display:block;width:100%;height:300px;object-fit:cover;border-radius:10px;background:#fff}
#first-screen .fs-product{display:block;width:min(100% - 32px,600px);height:auto;aspect-ratio:4/3;object-fit:contain;margin:24px auto;background:#fff}
@media (max-width:768px){#first-screen .fs-grid{grid-template-columns:repeat(2,minmax(0,1fr));gap:10px}#first-screen .fs-grid img{height:auto;aspect-ratio:4/3}}
</style>`;

const screen = (body: string) =>
  `<div id="first-screen" aria-hidden="true">${style}<div class="fs-bar"><img src="/logo.svg" width="40" height="40" alt=""></div>${body}</div>`;

/**
 * What a shopper sees before the app has loaded, on the pages people land on: the home page's
 * first banner, the listing's first products' pictures, a product's picture. Only pictures, in the
 * HTML the server sends, so the browser fetches them at once instead of after the app's code and
 * data; hidden from assistive technology (the app says it all). The page removes it once it shows
 * its own (shared/firstScreen.ts); it lies over the page, so taking it away moves nothing.
 */
export async function firstScreen(
  store: DocumentStore | undefined,
  path: string,
  hasQuery: boolean,
  product: ProductDocument | null,
): Promise<string> {
  if (!store) return '';
  if (product) {
    return screen(`<img class="fs-product" src="${attr(product.image)}" width="800" height="600" alt="">`);
  }
  if (path === '/' || path === '/home') {
    const [first] = await store
      .collection<BannerDocument>(collections.banners)
      .find({}, { sort: { createdAt: 1 }, limit: 1 });
    const image = first?.image ?? '/images/banner-1.svg';
    return screen(`<img class="fs-banner" src="${attr(image)}" width="1440" height="600" fetchpriority="high" alt="">`);
  }
  if (path === '/listing' && !hasQuery) {
    // The listing's first row or two, in its default order.
    const first = await store
      .collection<ProductDocument>(collections.products)
      .find({}, { sort: listingSorts[defaultSort], limit: 4 });
    if (first.length === 0) return '';
    const cards = await cardUrls(
      store,
      first.map((p) => p.image),
    );
    const images = first.map(
      (p) => `<img src="${attr(cards.get(p.image) ?? p.image)}" width="400" height="300" fetchpriority="high" alt="">`,
    );
    return screen(`<div class="fs-grid">${images.join('')}</div>`);
  }
  return '';
}

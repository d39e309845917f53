import {
  effectivePriceCents,
  escapeHtml,
  minorDigits,
  sellableStock,
  toMajor,
  type PageHead,
  type ProductDocument,
  type Lang,
  type ShopCurrency,
} from '@tavico/contracts';

/** What a product page adds to the head: the product's Open Graph tags and its JSON-LD. */
export interface ProductHead extends PageHead {
  image: string;
  product: ProductDocument;
  /** The currency its price is in. */
  currency: ShopCurrency;
}

/** A product's price as structured data writes it: `15490000` đồng, `619.00` dollars. */
const offerPrice = (product: ProductDocument, currency: ShopCurrency): string =>
  toMajor(effectivePriceCents(product), currency).toFixed(minorDigits(currency));

/** What an article adds to the head: its cover as the Open Graph image, og:type article. */
export interface ArticleHead extends PageHead {
  image: string;
  article: { publishedAt: string; updatedAt: string };
}

const absolute = (url: string, origin: string) => (url.startsWith('/') ? `${origin}${url}` : url);

/** Product structured data for search engines; `<` escaped so no text ends the script block. */
function productJsonLd(product: ProductDocument, currency: ShopCurrency, url: string, origin: string): string {
  const data = {
    '@context': 'https://schema.org',
    '@type': 'Product',
    name: product.title,
    description: product.description.slice(0, 500),
    image: [product.image, ...(product.gallery ?? [])].map((i) => absolute(i, origin)),
    sku: product._id,
    brand: { '@type': 'Brand', name: product.brand },
    offers: {
      '@type': 'Offer',
      url,
      priceCurrency: currency,
      price: offerPrice(product, currency),
      availability: `https://schema.org/${sellableStock(product) > 0 ? 'InStock' : 'OutOfStock'}`,
    },
    ...(product.reviewCount > 0
      ? {
          aggregateRating: {
            '@type': 'AggregateRating',
            ratingValue: Number(product.averageReview.toFixed(1)),
            reviewCount: product.reviewCount,
          },
        }
      : {}),
  };
  return `<script type="application/ld+json">${JSON.stringify(data).replace(/</g, '\\u003c')}</script>`;
}

/** The head's tags for one page: what replaces the template's title and description. */
export function headTags(
  head: PageHead | ProductHead | ArticleHead,
  url: string,
  origin: string,
  lang: Lang = 'vi',
): string {
  const tags = [
    `<title>${escapeHtml(head.title)}</title>`,
    `<meta name="description" content="${escapeHtml(head.description)}" />`,
  ];
  if (head.noindex) tags.push('<meta name="robots" content="noindex" />');
  else tags.push(`<link rel="canonical" href="${escapeHtml(url)}" />`);
  tags.push(
    '<meta property="og:site_name" content="Tavico Home" />',
    `<meta property="og:locale" content="${lang === 'en' ? 'en_US' : 'vi_VN'}" />`,
    `<meta property="og:type" content="${'product' in head ? 'product' : 'article' in head ? 'article' : 'website'}" />`,
    `<meta property="og:title" content="${escapeHtml(head.title)}" />`,
    `<meta property="og:description" content="${escapeHtml(head.description)}" />`,
    `<meta property="og:url" content="${escapeHtml(url)}" />`,
    `<meta property="og:image" content="${escapeHtml('image' in head ? absolute(head.image, origin) : `${origin}/apple-touch-icon.png`)}" />`,
  );
  if ('product' in head) {
    tags.push(
      `<meta property="product:price:amount" content="${offerPrice(head.product, head.currency)}" />`,
      `<meta property="product:price:currency" content="${head.currency}" />`,
      productJsonLd(head.product, head.currency, url, origin),
    );
  }
  if ('article' in head) {
    tags.push(
      `<meta property="article:published_time" content="${escapeHtml(head.article.publishedAt)}" />`,
      `<meta property="article:modified_time" content="${escapeHtml(head.article.updatedAt)}" />`,
    );
  }
  return tags.join('\n    ');
}

/** A page the server rendered (the frontend's server/render.tsx): its body, antd's styles, the store's state. */
export interface RenderedBody {
  html: string;
  /**
   * antd's style tags: first in the head, where antd's own runtime puts its styles, so the shop's
   * stylesheets after them override them as they do in the browser's app.
   */
  antdStyles: string;
  /** The page's own stylesheets: after the app's. */
  styles: string;
  /** The modules of the page's code: the entry fetches them once the page is drawn. */
  code: string[];
  /** JSON, already safe inside a script block. */
  state: string;
}

/**
 * The template with one page's head in place of its own title and description, and the page the
 * server rendered inside its root (with the styles it uses and the state the browser takes over);
 * `<html lang>` in the page's language.
 */
export function renderPage(
  template: string,
  head: PageHead | ProductHead | ArticleHead,
  url: string,
  origin: string,
  rendered: RenderedBody | null = null,
  currency?: ShopCurrency,
  lang: Lang = 'vi',
): string {
  const withoutOwn = template
    .replace(/<title>[\s\S]*?<\/title>\s*/i, '')
    .replace(/<meta\s+name="description"[\s\S]*?\/?>\s*/i, '');
  // Inserted by functions: a replacement string would read `$&`, `` $` `` or `$'` in a title or
  // an image's address as the match or the page around it, and paste the page into itself.
  // The shop's currency for the app's first paint, before its settings are read (decisions §31).
  const currencyTag = currency ? `\n    <meta name="shop-currency" content="${currency}" />` : '';
  const styles = rendered ? `\n    ${rendered.styles}` : '';
  const tags = `  ${headTags(head, url, origin, lang)}${currencyTag}${styles}\n  </head>`;
  const root = rendered
    ? `<div id="root">${rendered.html}</div><script type="application/json" id="page-state">${rendered.state}</script>` +
      `<script type="application/json" id="page-code">${JSON.stringify(rendered.code).replace(/</g, '\\u003c')}</script>`
    : '<div id="root"></div>';
  // A page drawn here is read without its code: the entry, small, is fetched after the page's
  // stylesheets and pictures, and fetches the rest once the page is drawn (the frontend's start.ts).
  // The app's code and styles the template announces for pages drawn in the browser (`data-app`)
  // come out: this page lists its own (`#page-code`, and its stylesheets above).
  const page = rendered
    ? withoutOwn
        .replace(/\s*<link\b[^>]*\bdata-app\b[^>]*>/gi, '')
        .replace(/<(script type="module"|link rel="modulepreload")(?![^>]*fetchpriority)/gi, '$& fetchpriority="low"')
    : withoutOwn;
  return page
    .replace(/<html([^>]*?)\slang="[^"]*"/i, (_, before: string) => `<html${before} lang="${lang}"`)
    .replace(/<head>/i, () => (rendered ? `<head>\n    ${rendered.antdStyles}` : '<head>'))
    .replace(/<\/head>/i, () => tags)
    .replace(/<div id="root"><\/div>/i, () => root);
}

import express, { type Request, type Router } from 'express';
import {
  collections,
  defaultShopCurrency,
  escapeHtml,
  notFoundHeadIn,
  pageHeadFor,
  pageWords,
  publicPages,
  type Lang,
  type PageHead,
  type PostDocument,
  type ProductDocument,
  type ShopCurrency,
} from '@tavico/contracts';
import { siteServices } from '@tavico/contracts/siteServices';
import { langOf, type DocumentStore } from '@tavico/infrastructure';
import { productBySlug } from './products';
import { firstScreen } from './firstScreen';
import { renderPage, type ArticleHead, type ProductHead } from './pageHead';
import { publishedPostBySlug } from './posts';

/**
 * The storefront's HTML as crawlers and chat apps read it (they run no JavaScript): each page's
 * own title, description, canonical address and Open Graph tags in the head the server sends,
 * 404 for a path that is no page of the app, and real robots.txt and sitemap.xml.
 */
export interface PageDeps {
  /** The built app's index.html (read once; the router caches what it renders from it). */
  template: () => Promise<string>;
  /** PUBLIC_URL: the shop's address in links it gives out; else the request's own origin. */
  publicUrl?: string;
  /** The read models: product pages take their head from their product, the sitemap lists them. */
  store?: DocumentStore;
  /** The shop's currency: a product's price in its head and structured data. Unset: đồng. */
  shopCurrency?: () => ShopCurrency;
}

/** Products a sitemap file lists (the protocol allows 50,000; smaller files stay cheap to make). */
export const productsPerSitemap = 1000;

/** Published posts a sitemap file lists. */
export const postsPerSitemap = 1000;

/** Paths that are never pages: the API and the files and services beside it. */
const notPages = /^\/(api|assets|uploads|socket\.io|sandbox-pay|images)(\/|$)/;

const escapeXml = escapeHtml;

const services = Object.fromEntries(
  Object.entries(siteServices).map(([slug, s]) => [slug, { title: s.title, intro: s.intro }]),
);

function originOf(req: Request, publicUrl?: string): string {
  if (publicUrl) return publicUrl.replace(/\/+$/, '');
  return `${req.protocol}://${req.get('host') ?? 'localhost'}`;
}

/** The addresses of the public pages, for search engines. */
export function sitemapPaths(): string[] {
  return [...Object.keys(publicPages), ...Object.keys(siteServices).map((slug) => `/dich-vu/${slug}`)];
}

export function pageRoutes(deps: PageDeps): Router {
  const router = express.Router();
  let template: Promise<string> | null = null;
  const loadTemplate = () => {
    // Read once; a failed read is tried again by the next request.
    template ??= deps.template().catch((error: unknown) => {
      template = null;
      throw error;
    });
    return template;
  };

  router.get('/robots.txt', (req, res) => {
    const origin = originOf(req, deps.publicUrl);
    res.type('text/plain').setHeader('Cache-Control', 'public, max-age=3600');
    res.send(
      [
        'User-agent: *',
        'Disallow: /admin',
        'Disallow: /supplier',
        'Disallow: /auth',
        'Disallow: /shop/',
        'Disallow: /api/',
        'Disallow: /search',
        '',
        `Sitemap: ${origin}/sitemap.xml`,
        '',
      ].join('\n'),
    );
  });

  const xml = (res: express.Response, body: string) => {
    res.type('application/xml').setHeader('Cache-Control', 'public, max-age=3600');
    res.send(`<?xml version="1.0" encoding="UTF-8"?>\n${body}\n`);
  };
  const urlset = (entries: { loc: string; lastmod?: string }[]) =>
    `<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">\n${entries
      .map(
        (e) =>
          `  <url><loc>${escapeXml(e.loc)}</loc>${e.lastmod ? `<lastmod>${escapeXml(e.lastmod.slice(0, 10))}</lastmod>` : ''}</url>`,
      )
      .join('\n')}\n</urlset>`;
  const products = () => deps.store?.collection<ProductDocument>(collections.products) ?? null;
  const posts = () => deps.store?.collection<PostDocument>(collections.posts) ?? null;

  // An index of sitemaps: the pages, then the products a thousand a file.
  router.get('/sitemap.xml', async (req, res) => {
    const origin = originOf(req, deps.publicUrl);
    const count = (await products()?.countDocuments({})) ?? 0;
    const postCount = (await posts()?.countDocuments({ status: 'published' })) ?? 0;
    const files = [
      `${origin}/sitemap-pages.xml`,
      ...Array.from(
        { length: Math.ceil(count / productsPerSitemap) },
        (_, i) => `${origin}/sitemap-products-${i + 1}.xml`,
      ),
      ...Array.from(
        { length: Math.ceil(postCount / postsPerSitemap) },
        (_, i) => `${origin}/sitemap-posts-${i + 1}.xml`,
      ),
    ];
    xml(
      res,
      `<sitemapindex xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">\n${files
        .map((f) => `  <sitemap><loc>${escapeXml(f)}</loc></sitemap>`)
        .join('\n')}\n</sitemapindex>`,
    );
  });

  router.get('/sitemap-pages.xml', (req, res) => {
    const origin = originOf(req, deps.publicUrl);
    xml(res, urlset(sitemapPaths().map((p) => ({ loc: `${origin}${p}` }))));
  });

  router.get(/^\/sitemap-products-(\d{1,6})\.xml$/, async (req, res, next) => {
    const page = Number((req.params as Record<string, string>)[0]);
    const list = products();
    if (!list || page < 1) return next();
    const found = await list.find(
      {},
      { sort: { createdAt: 1 }, skip: (page - 1) * productsPerSitemap, limit: productsPerSitemap },
    );
    if (found.length === 0) return next();
    const origin = originOf(req, deps.publicUrl);
    xml(res, urlset(found.map((p) => ({ loc: `${origin}/san-pham/${p.slug}`, lastmod: p.updatedAt }))));
  });

  router.get(/^\/sitemap-posts-(\d{1,6})\.xml$/, async (req, res, next) => {
    const page = Number((req.params as Record<string, string>)[0]);
    const list = posts();
    if (!list || page < 1) return next();
    const found = await list.find(
      { status: 'published' },
      { sort: { publishedAt: -1, _id: 1 }, skip: (page - 1) * postsPerSitemap, limit: postsPerSitemap },
    );
    if (found.length === 0) return next();
    const origin = originOf(req, deps.publicUrl);
    xml(res, urlset(found.map((p) => ({ loc: `${origin}/news-events/${p.slug}`, lastmod: p.updatedAt }))));
  });

  router.get(/.*/, async (req, res, next) => {
    // A file's name ends in a short extension (.js, .webmanifest): it is no page. A longer tail after a
    // dot is part of a page's address: an order-follow link's signature (issue 28), 43 characters.
    if (notPages.test(req.path) || /\.[a-z0-9]{1,12}$/i.test(req.path)) return next();
    const origin = originOf(req, deps.publicUrl);
    // In the request's language (decisions §32): a first load in English has its English head.
    const lang: Lang = langOf(req, res);
    let head: PageHead | ProductHead | ArticleHead | null = pageHeadFor(req.path, services, lang);
    // The address a search engine should keep: without the /shop twin (decisions §7).
    let canonicalPath = req.path.replace(/^\/shop(?=\/|$)/, '') || '/';
    const productPage = /^\/san-pham\/([^/]+)\/?$/.exec(canonicalPath);
    if (productPage && deps.store) {
      const product = await productBySlug(deps.store, productPage[1]);
      if (!product) head = null;
      else {
        // A renamed product's old address moves to its current one.
        if (product.slug !== productPage[1]) return res.redirect(301, `/san-pham/${product.slug}`);
        canonicalPath = `/san-pham/${product.slug}`;
        const noindex = req.path.startsWith('/shop/') ? { noindex: true } : {};
        head = {
          title: `${product.title} | Tavico Home`,
          description: product.description.replace(/\s+/g, ' ').slice(0, 160),
          image: product.image,
          product,
          currency: deps.shopCurrency?.() ?? defaultShopCurrency,
          ...noindex,
        };
      }
    }
    const articlePage = /^\/news-events\/([^/]+)\/?$/.exec(canonicalPath);
    if (articlePage && deps.store) {
      const post = await publishedPostBySlug(deps.store, articlePage[1]);
      if (!post) head = null;
      else {
        // A renamed post's old address moves to its current one.
        if (post.slug !== articlePage[1]) return res.redirect(301, `/news-events/${post.slug}`);
        canonicalPath = `/news-events/${post.slug}`;
        head = {
          title: `${post.title} | Tavico Home`,
          description: post.excerpt.slice(0, 160) || pageWords[lang].descriptions.news,
          image: post.cover,
          article: { publishedAt: post.publishedAt, updatedAt: post.updatedAt },
          ...(req.path.startsWith('/shop/') ? { noindex: true } : {}),
        };
      }
    }
    const shown = head && 'product' in head ? head.product : null;
    // `?lang=` chooses the words, not the products: the listing's first screen stands.
    const filtered = Object.keys(req.query).some((name) => name !== 'lang');
    const first = head ? await firstScreen(deps.store, canonicalPath, filtered, shown) : '';
    const html = renderPage(
      await loadTemplate(),
      head ?? notFoundHeadIn(lang),
      `${origin}${canonicalPath}`,
      origin,
      first,
      deps.shopCurrency?.() ?? defaultShopCurrency,
      lang,
    );
    res.status(head ? 200 : 404);
    res.setHeader('Cache-Control', 'no-cache');
    res.type('html').send(html);
  });

  return router;
}

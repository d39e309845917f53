import compression from 'compression';
import express, { type Request, type Router } from 'express';
import {
  collections,
  defaultShopCurrency,
  escapeHtml,
  pageLanguage,
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
import type { DocumentStore } from '@tavico/infrastructure';
import { productBySlug } from './products';
import { renderPage, type ArticleHead, type ProductHead, type RenderedBody } from './pageHead';
import { isRenderedPath, renderedPages, type PageRenderer } from './renderedPages';
import type { CatalogueStamp } from './responseCache';
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
  /**
   * The storefront's server render (frontend/dist-ssr/render.cjs), loaded when first needed: the
   * shopper's pages go out with their content. Unset, or failing: the page is drawn by the browser.
   */
  render?: () => Promise<PageRenderer>;
  /** Where the catalogue stands: rendered pages are kept under it (renderedPages.ts). */
  catalogueStamp?: CatalogueStamp;
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

  let renderer: Promise<ReturnType<typeof renderedPages>> | null = null;
  const loadRenderer = () => {
    if (!deps.render) return null;
    renderer ??= deps.render().then((render) => renderedPages(render, deps.catalogueStamp));
    return renderer;
  };
  /** The page rendered on the server, or null: the browser draws it (as before issue 29). */
  const rendered = async (req: Request, res: express.Response, lang: Lang): Promise<RenderedBody | null> => {
    const render = loadRenderer();
    if (!render || !isRenderedPath(req.path)) return null;
    try {
      // Its reads go to this same server, by its own port.
      return await (
        await render
      )(req, lang, `http://127.0.0.1:${req.socket.localPort}`);
    } catch (error) {
      (res.locals.log as { warn?: (o: object, m: string) => void } | undefined)?.warn?.(
        { err: error },
        'the page could not be rendered on the server; the browser draws it',
      );
      return null;
    }
  };

  // Loaded in the background from the start: the first page asked for does not wait for it.
  void loadRenderer()?.catch(() => (renderer = null));

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

  // A file's name ends in a short extension (.js, .webmanifest): it is no page. A longer tail after a
  // dot is part of a page's address: an order-follow link's signature (issue 28), 43 characters.
  const isPage = (req: Request) => !notPages.test(req.path) && !/\.[a-z0-9]{1,12}$/i.test(req.path);
  // A page goes out compressed to a browser that takes it (a rendered listing's 213 KB of HTML is
  // 31 KB in brotli: most of a phone's first second on a slow network); nothing else is held up by
  // it (the built files are compressed already, and JSON answers go out as they were kept).
  const compressed = compression();
  const pagesOnly: express.RequestHandler = (req, res, next) =>
    isPage(req) ? compressed(req, res, next) : next('route');
  router.get(/.*/, pagesOnly, async (req, res) => {
    const origin = originOf(req, deps.publicUrl);
    // In the page's language (decisions §32), read as the app reads it (shared/i18n.ts chosenLanguage):
    // `?lang=`, then the cookie, else Vietnamese. The page the server renders is in the language the
    // browser then shows it in; were it Accept-Language's English, the app would take over a page
    // in the other language, throw it away and draw it again.
    const lang: Lang = pageLanguage({ query: req.query.lang, cookie: req.headers.cookie });
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
    const body = head ? await rendered(req, res, lang) : null;
    const html = renderPage(
      await loadTemplate(),
      head ?? notFoundHeadIn(lang),
      `${origin}${canonicalPath}`,
      origin,
      body,
      deps.shopCurrency?.() ?? defaultShopCurrency,
      lang,
    );
    res.status(head ? 200 : 404);
    res.setHeader('Cache-Control', 'no-cache');
    res.type('html').send(html);
  });

  return router;
}

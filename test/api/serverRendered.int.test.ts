import { existsSync, mkdirSync, mkdtempSync, readFileSync, rmSync, symlinkSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { get } from 'node:http';
import { apiRoutes, formatMoney, toMinor, type ProductView, type ReviewView } from '@tavico/contracts';
import { adminEnv, signInAdmin, startShop, testProduct, type TestShop } from '../support/shop';

const root = path.join(__dirname, '..', '..');
const built = path.join(root, 'frontend/dist');
const render = path.join(root, 'frontend/dist-ssr');

/** The page inside `<div id="root">`: what the server rendered, without the head. */
const bodyOf = (html: string) => html.slice(html.indexOf('<div id="root">'), html.indexOf('id="page-state"'));
/** Text as a reader sees it: tags gone, entities of the page's own text read back. */
const textOf = (html: string) =>
  html
    .replace(/<[^>]+>/g, ' ')
    .replace(/&amp;/g, '&')
    .replace(/&#x27;|&#39;/g, "'")
    .replace(/&quot;/g, '"')
    .replace(/\s+/g, ' ');
const cardTitles = (html: string) =>
  [...bodyOf(html).matchAll(/<h3 class="product-card-title"><a href="([^"]+)"[^>]*>([^<]*)<\/a>/g)].map((m) => ({
    href: m[1],
    title: m[2],
  }));

/**
 * The storefront rendered on the server (issue 29): a product page and the listing read with plain
 * HTTP, as a crawler or a browser without JavaScript reads them, hold the page's content, in the
 * request's language, and the listing pages with plain links. Needs `npm run build` (the app and
 * its server render, frontend/dist and frontend/dist-ssr), as the browser tests do.
 */
describe('pages rendered on the server', () => {
  let shop: TestShop;
  let base: string;
  const page = async (url: string, headers: Record<string, string> = {}) => {
    const answer = await fetch(`${shop.url}${url}`, { headers });
    expect([url, answer.status]).toEqual([url, 200]);
    return answer.text();
  };
  const json = async <T>(url: string) => ((await (await fetch(`${shop.url}${url}`)).json()) as { data: T }).data;

  beforeAll(async () => {
    if (!existsSync(path.join(render, 'render.cjs')))
      throw new Error('run `npm run build` first: no frontend/dist-ssr');
    // The built app's page, and its server render beside it (as frontend/dist and dist-ssr are).
    base = mkdtempSync(path.join(tmpdir(), 'tavico-rendered-'));
    mkdirSync(path.join(base, 'dist', 'assets'), { recursive: true });
    writeFileSync(path.join(base, 'dist', 'index.html'), readFileSync(path.join(built, 'index.html')));
    mkdirSync(path.join(base, 'dist', '.vite'));
    const manifest = path.join('.vite', 'manifest.json');
    writeFileSync(path.join(base, 'dist', manifest), readFileSync(path.join(built, manifest)));
    symlinkSync(render, path.join(base, 'dist-ssr'));
    shop = await startShop({
      frontendDist: path.join(base, 'dist'),
      env: { ...adminEnv, DEMO_DATA: 'true', SHOP_CURRENCY: 'VND' },
    });
  });
  afterAll(async () => {
    await shop?.stop();
    shop?.cleanup();
    rmSync(base, { recursive: true, force: true });
  });

  it('sends a product page with its title, price, description, specifications and reviews', async () => {
    const products = await json<ProductView[]>(apiRoutes.shop.products);
    const reviewed = products.find((p) => p.reviewCount > 0 && p.specs.material)!;
    expect(reviewed).toBeDefined();
    const reviews = await json<ReviewView[]>(apiRoutes.shop.reviews.replace(':productId', reviewed._id));
    expect(reviews.length).toBeGreaterThan(0);

    const html = await page(`/san-pham/${reviewed.slug}`);
    const body = bodyOf(html);
    const text = textOf(body);
    expect(body).toMatch(new RegExp(`<h1[^>]*>${reviewed.title}</h1>`));
    const price = reviewed.salePrice > 0 ? reviewed.salePrice : reviewed.price;
    expect(text).toContain(formatMoney(toMinor(price, 'VND'), 'VND'));
    expect(text).toContain(reviewed.description.replace(/\s+/g, ' ').trim());
    expect(text).toContain(reviewed.specs.material);
    expect(text).toContain(reviews[0].reviewMessage);
    // Its answers go with it, for the browser's store.
    const state = JSON.parse(/<script type="application\/json" id="page-state">([^]*?)<\/script>/.exec(html)![1]);
    expect(state.api.queries[`productPage("${reviewed.slug}")`]).toMatchObject({ status: 'fulfilled' });
    // Drawn without antd (issue 29): none of antd's styles in the head, only the shop's stylesheets.
    expect(html.slice(0, html.indexOf('</head>'))).not.toMatch(/<style[^>]*data-rc-order/);
    // Its code comes after it (issue 29): the head fetches only the small entry, at low priority;
    // the app's and the product page's modules are listed for the entry, each a file of the build.
    const head = html.slice(0, html.indexOf('</head>'));
    expect(head.match(/<script type="module"[^>]*>/g)).toEqual([expect.stringContaining('fetchpriority="low"')]);
    expect(head).not.toMatch(/<link rel="modulepreload"(?![^>]*fetchpriority="low")/);
    const code: string[] = JSON.parse(
      /<script type="application\/json" id="page-code">([^]*?)<\/script>/.exec(html)![1],
    );
    expect(code).toEqual(expect.arrayContaining([expect.stringMatching(/^\/assets\/main-.*\.js$/)]));
    expect(code).toEqual(expect.arrayContaining([expect.stringMatching(/^\/assets\/ProductPage-.*\.js$/)]));
    for (const file of code) expect([file, existsSync(path.join(built, file))]).toEqual([file, true]);
    // A page the browser draws (checkout) announces the app's code beside its entry instead.
    const drawnThere = await page('/shop/checkout');
    expect(drawnThere).not.toContain('id="page-code"');
    expect(drawnThere).toMatch(/<link rel="modulepreload" crossorigin href="\/assets\/main-[^"]+\.js" data-app>/);
  });

  it('sends the listing with its 24 cards, each a link to its page, and pages with plain links', async () => {
    const first = await page('/listing');
    const cards = cardTitles(first);
    expect(cards).toHaveLength(24);
    const listed = await json<ProductView[]>(`${apiRoutes.shop.products}?sortBy=price-lowtohigh`);
    expect(cards.map((c) => c.title)).toEqual(listed.map((p) => p.title));
    expect(cards.map((c) => c.href)).toEqual(listed.map((p) => `/san-pham/${p.slug}`));
    // The pager's next page is a link; following it gives the rest (the demo has 42 products).
    expect(bodyOf(first)).toContain('href="/listing?page=2"');
    const second = cardTitles(await page('/listing?page=2'));
    expect(second).toHaveLength(18);
    expect(second.filter((c) => cards.some((d) => d.title === c.title))).toEqual([]);
  });

  it('sends a page compressed to a browser that takes it, and whole to one that does not', async () => {
    // Plain HTTP, which leaves the bytes as they came (fetch would undo the compression).
    const sent = (encodings: string) =>
      new Promise<{ encoding?: string; bytes: Buffer }>((resolve, reject) =>
        get(`${shop.url}/listing`, { headers: { 'accept-encoding': encodings } }, (answer) => {
          const chunks: Buffer[] = [];
          answer.on('data', (chunk: Buffer) => chunks.push(chunk));
          answer.on('end', () =>
            resolve({ encoding: answer.headers['content-encoding'], bytes: Buffer.concat(chunks) }),
          );
        }).on('error', reject),
      );
    const whole = await sent('identity');
    expect(whole.encoding).toBeUndefined();
    const brotli = await sent('br, gzip');
    expect(brotli.encoding).toBe('br');
    expect(brotliDecompressSync(brotli.bytes).toString()).toBe(whole.bytes.toString());
    // A phone's first load: the listing's HTML goes out at a fraction of its size.
    expect(brotli.bytes.length).toBeLessThan(whole.bytes.length / 4);
    const gzip = await sent('gzip');
    expect(gzip.encoding).toBe('gzip');
    expect(gunzipSync(gzip.bytes).toString()).toBe(whole.bytes.toString());
  });

  it("renders in the request's language: the cookie's, or ?lang=", async () => {
    const vi = await page('/listing');
    expect(vi).toMatch(/<html[^>]* lang="vi"/);
    expect(textOf(bodyOf(vi))).toContain('Tất cả sản phẩm');
    const en = await page('/listing?lang=en');
    expect(en).toMatch(/<html[^>]* lang="en"/);
    expect(textOf(bodyOf(en))).toContain('All Products');
    expect(textOf(bodyOf(await page('/listing', { cookie: 'lang=en' })))).toContain('All Products');
    // `?lang=` wins over the cookie, as the app in the browser reads them: it then takes over the same page.
    const chosen = await page('/listing?lang=en', { cookie: 'lang=vi' });
    expect(chosen).toMatch(/<html[^>]* lang="en"/);
    expect(textOf(bodyOf(chosen))).toContain('All Products');
    // The English page is not kept for a Vietnamese request, nor the other way round.
    expect(textOf(bodyOf(await page('/listing')))).toContain('Tất cả sản phẩm');
    // A browser that prefers English but has no cookie is shown Vietnamese, as the app shows it
    // (decisions §32): were the page English, the app would take it over in Vietnamese, throw the
    // server's page away and draw it again (the contact page's largest paint came after the app).
    const english = { 'accept-language': 'en-US,en;q=0.9' };
    for (const url of ['/contact?first=1', '/listing']) {
      const served = await page(url, english);
      expect([url, /<html[^>]* lang="vi"/.test(served)]).toEqual([url, true]);
      expect(textOf(bodyOf(served))).not.toMatch(/Opening hours|All Products/);
    }
  });

  it('keeps a rendered page until the catalogue changes', async () => {
    const before = cardTitles(await page('/listing'));
    expect(cardTitles(await page('/listing'))).toEqual(before);
    const { c: admin } = await signInAdmin(shop.url);
    // The cheapest of all: first in the listing's default order (price, low to high).
    const added = await admin.post('/api/admin/products/add', testProduct('Thớt gỗ nhãn', 5, 1000));
    expect(added.status).toBe(201);
    const after = cardTitles(await page('/listing'));
    expect(after[0].title).toBe('Thớt gỗ nhãn');
    expect(after.slice(1)).toEqual(before.slice(0, 23));
  });
});
